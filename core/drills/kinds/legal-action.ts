import { rankOf } from '../../cards';
import type { Reason } from '../../decision';
import { legalNow } from '../../hand/betting';
import { HandBuilder } from '../../hand/builder';
import { legalActions } from '../../hand/queries';
import type { HandState, LegalActions } from '../../hand/types';
import { PROFILES, PROFILE_IDS } from '../../profiles/profiles';
import type { HouseRules } from '../../profiles/types';
import { shuffled, type Rng } from '../../rng';
import { VARIANTS, type StreetNumber } from '../../variants';
import { buildChoices, reason } from '../choices';
import { withRules, type KindSpec, type SolveInput, type Solution } from '../kind';
import { arrangeNextStreet, deepStacks, drillBot, newHand, shortStacks, shuffledDeck, stepUntil } from '../table';
import { replayUnder } from '../../hand/replay';
import { actorChips, optionsOf, optionsText, type Options } from './options';

/** Drill 3: the player to act faces a bet: what may they do and for how much; is it capped; open pair (RR betting, RR stud 3-4, TDA 47-48). */
function solve({ state }: SolveInput): Solution {
  const legal = legalActions(state);
  return {
    values: [{ kind: 'choice', text: optionsText(optionsOf(legal.answer!), actorChips(state, legal.answer!.player)) }],
    highlight: [legal.answer!.player],
    reason: legal.reason,
    rules: legal.rules,
  };
}

/** Worth asking: the player faces a bet, or may bet small or big on an open-pair 4th street. */
function interesting(legal: LegalActions): boolean {
  if (legal.bringIn !== null) return false;
  return (legal.call !== null && legal.call > 0) || legal.betOrRaiseTo.length > 1;
}

/** Plausible mistakes about a set of options. */
function mistakes(state: HandState, o: Options): Options[] {
  const s = state.config.structure;
  const r = state.round;
  const small = r.street <= 4;
  const other = small ? s.bigBet - s.smallBet : s.smallBet - s.bigBet;
  const out: Options[] = [];
  if (o.raises.length > 0) out.push({ ...o, raises: [], capped: true });
  if (o.capped || (o.raises.length === 0 && o.completeTo === null)) out.push({ ...o, capped: false, raises: [r.toCall + r.increment] });
  if (o.raises.length > 0) out.push({ ...o, raises: o.raises.map((a) => a + other).filter((a) => a > r.toCall) });
  if (o.raises.length > 1) out.push({ ...o, raises: [o.raises[0]!] }, { ...o, raises: [o.raises[1]!] });
  if (o.raises.length === 1 && r.street === 4) out.push({ ...o, raises: [o.raises[0]!, r.fullLevel + s.bigBet] });
  if (o.completeTo !== null) out.push({ ...o, completeTo: o.completeTo + s.smallBet }, { ...o, completeTo: null, raises: [r.toCall + s.smallBet] });
  const mine = state.players[r.actor!]!.streetBets[r.street - 3]!;
  if (o.call !== null && o.call > 0) {
    if (mine > 0) out.push({ ...o, call: r.toCall });
    out.push({ ...o, call: o.call + r.increment });
  }
  if (o.raises.length === 1 && r.toCall + r.increment !== o.raises[0]) out.push({ ...o, raises: [r.toCall + r.increment] });
  if (o.raises.length > 0) out.push({ ...o, raises: o.raises.map((a) => a + r.increment) });
  return out;
}

/** A mistake worth offering: a raise above the call, positive amounts. */
function sensible(o: Options): boolean {
  const amounts = [...o.raises, ...(o.completeTo !== null ? [o.completeTo] : [])];
  if (amounts.some((a) => a <= 0)) return false;
  return o.call === null || amounts.every((a) => a > o.call!);
}

/** A hand stopped at a betting moment worth asking about, and the builder it was stepped with (it keeps the legal actions there). */
function play(setup: Parameters<KindSpec['build']>[0], rules: Parameters<KindSpec['build']>[1], rng: Rng): { state: HandState; builder: HandBuilder } | null {
  const aggression = [0.15, 0.35, 0.6][rng.int(3)]!;
  const bot = drillBot({ fold: 0.08, raise: aggression });
  const stacks = rng.next() < 0.25 ? shortStacks(setup, rng) : deepStacks(setup, rng);
  let state = newHand(setup, rules, stacks, shuffledDeck(rng));
  // Stud high: sometimes arrange an open pair on 4th street for the big-bet option (RR stud 4).
  const openPair = VARIANTS[setup.variant].openPairOption && rng.next() < 0.3;
  const stopChance = 0.2 + rng.next() * 0.3;
  let arranged = !openPair;
  // Stop at the moment to arrange 4th street (once), or, facing a bet worth asking about, by chance.
  const stop = (h: HandState, b: HandBuilder): boolean => {
    if (!arranged && h.street === 4 && h.phase === 'dealing' && h.burnedFor[0] === 0) return true;
    if (h.phase !== 'betting') return false;
    const legal = legalNow(h, b);
    if (!legal || !interesting(legal)) return false;
    const chance = legal.capped ? 0.7 : openPair && h.street === 4 ? 0.6 : stopChance;
    return rng.next() < chance;
  };
  for (;;) {
    const builder = new HandBuilder();
    const at = stepUntil(state, rng, bot, stop, { streets: true, builder });
    if (!at) return null;
    if (arranged || at.phase !== 'dealing') return { state: at, builder };
    arranged = true;
    const alive = at.players.map((_, i) => i).filter((i) => !at.players[i]!.folded);
    const p = alive[rng.int(alive.length)]!;
    const door = at.players[p]!.cards.find((d) => d.up)!.card!;
    state = arrangeNextStreet(at, new Map([[p, (c: number) => rankOf(c) === rankOf(door)]]), rng);
  }
}

/**
 * The table under other house rules. The open-pair option is fixed when 4th-street betting opens, so a
 * change there needs the hand replayed under the other rules; the cap is read as the betting goes.
 */
function underRules(state: HandState, rules: HouseRules): HandState | null {
  const openPairMatters = state.street === 4 && VARIANTS[state.variant].openPairOption && rules.openPairDoubling !== state.config.rules.openPairDoubling;
  return openPairMatters ? replayUnder(state, rules) : withRules(state, rules);
}

/** Wrong option sets, read lazily: other profiles' (open pair doubling, heads-up cap), then common mistakes in random order. */
function* wrongOptions(state: HandState, rules: HouseRules, legal: LegalActions, rng: Rng): Generator<readonly Reason[]> {
  const chips = actorChips(state, legal.player);
  for (const id of PROFILE_IDS) {
    if (PROFILES[id].openPairDoubling === rules.openPairDoubling && PROFILES[id].cap.raises === rules.cap.raises && PROFILES[id].cap.headsUp === rules.cap.headsUp) continue;
    const table = underRules(state, PROFILES[id]);
    const other = table ? legalActions(table).answer : null;
    if (other) yield optionsText(optionsOf(other), chips);
  }
  for (const m of shuffled(mistakes(state, optionsOf(legal)), rng)) if (sensible(m)) yield optionsText(m, chips);
}

export const legalActionDrill: KindSpec = {
  build(setup, rules, rng) {
    const played = play(setup, rules, rng);
    if (!played) return null;
    const state: HandState = played.state;
    const legal = legalNow(state, played.builder)!;
    const right = optionsText(optionsOf(legal), actorChips(state, legal.player));
    const street = state.street as StreetNumber;
    return {
      state,
      street,
      focus: legal.player,
      incident: null,
      question: {
        prompt: reason('drills.legal.prompt', { street, seat: legal.player + 1 }),
        parts: [{ kind: 'choice', id: 'options', prompt: reason('drills.legal.options', { seat: legal.player + 1 }), choices: buildChoices(right, wrongOptions(state, rules, legal, rng), rng) }],
      },
    };
  },
  solve,
  underRules,
};
