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
  if (o.completeTo !== null)
    out.push({ ...o, completeTo: o.completeTo + s.smallBet }, { ...o, completeTo: null, raises: [r.toCall + s.smallBet] });
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

/**
 * The moment a question asks about. Left to chance, the bots' first bet worth asking about falls on 3rd street
 * almost every time; the street is chosen first instead, so every street is asked about: 3rd street (bring-in,
 * completion), 4th (with an open pair in stud high: RR stud 4), the big-bet streets 5th to 7th (RR betting, fixed
 * limit), and on some questions a round already capped (RR betting: the cap).
 */
interface Target {
  readonly street: StreetNumber;
  readonly capped: boolean;
  readonly openPair: boolean;
}

/** Share of questions on each street, 3rd to 7th. */
export const LEGAL_ACTION_STREET_SHARES: readonly (readonly [StreetNumber, number])[] = [
  [3, 0.24],
  [4, 0.22],
  [5, 0.18],
  [6, 0.18],
  [7, 0.18],
];
/** Share of questions (three players or more) asked once the round is capped. */
const CAPPED_SHARE = 0.15;
/** Share of stud-high 4th-street questions with an open pair arranged. */
const OPEN_PAIR_SHARE = 0.6;
/** Hands played for one target before generateScenario is left to draw another. */
const HANDS_PER_TARGET = 30;

function pickTarget(setup: Parameters<KindSpec['build']>[0], rng: Rng): Target {
  let roll = rng.next();
  let street: StreetNumber = 7;
  for (const [s, share] of LEGAL_ACTION_STREET_SHARES) {
    if (roll < share) {
      street = s;
      break;
    }
    roll -= share;
  }
  const capped = setup.players >= 3 && rng.next() < CAPPED_SHARE;
  const openPair = street === 4 && VARIANTS[setup.variant].openPairOption && rng.next() < OPEN_PAIR_SHARE;
  return { street, capped, openPair };
}

/** A hand stopped at the moment a question asks about, and the builder it was stepped with (it keeps the legal actions there). */
type Played = { state: HandState; builder: HandBuilder };

/** One hand played by the bots up to the target moment, or null when the hand never gets there. */
function playTo(target: Target, setup: Parameters<KindSpec['build']>[0], rules: Parameters<KindSpec['build']>[1], rng: Rng): Played | null {
  const aggression = target.capped ? 0.85 : [0.15, 0.35, 0.6][rng.int(3)]!;
  const bot = drillBot({ fold: 0.08, raise: aggression });
  const stacks = rng.next() < 0.25 ? shortStacks(setup, rng) : deepStacks(setup, rng);
  let state = newHand(setup, rules, stacks, shuffledDeck(rng));
  const stopChance = 0.35 + rng.next() * 0.3;
  let arranged = !target.openPair;
  // Stop at the moment to arrange 4th street (once), past the target street (no question), or on the target
  // street facing a bet worth asking about: at once for a capped target once capped, else by chance.
  const stop = (h: HandState, b: HandBuilder): boolean => {
    if (!arranged && h.street === 4 && h.phase === 'dealing' && h.burnedFor[0] === 0) return true;
    if (h.street > target.street) return true;
    if (h.phase !== 'betting' || h.street !== target.street) return false;
    const legal = legalNow(h, b);
    if (!legal || !interesting(legal)) return false;
    if (target.capped) return legal.capped;
    return rng.next() < stopChance;
  };
  for (;;) {
    const builder = new HandBuilder();
    const at = stepUntil(state, rng, bot, stop, { streets: true, builder });
    if (!at || at.street > target.street) return null;
    if (arranged || at.phase !== 'dealing') return { state: at, builder };
    arranged = true;
    const alive = at.players.map((_, i) => i).filter((i) => !at.players[i]!.folded);
    const p = alive[rng.int(alive.length)]!;
    const door = at.players[p]!.cards.find((d) => d.up)!.card!;
    state = arrangeNextStreet(at, new Map([[p, (c: number) => rankOf(c) === rankOf(door)]]), rng);
  }
}

function play(setup: Parameters<KindSpec['build']>[0], rules: Parameters<KindSpec['build']>[1], rng: Rng): Played | null {
  const target = pickTarget(setup, rng);
  for (let hand = 0; hand < HANDS_PER_TARGET; hand++) {
    const at = playTo(target, setup, rules, rng);
    if (at) return at;
  }
  return null;
}

/**
 * The table under other house rules. The open-pair option is fixed when 4th-street betting opens, so a
 * change there needs the hand replayed under the other rules; the cap is read as the betting goes.
 */
function underRules(state: HandState, rules: HouseRules): HandState | null {
  const openPairMatters =
    state.street === 4 && VARIANTS[state.variant].openPairOption && rules.openPairDoubling !== state.config.rules.openPairDoubling;
  return openPairMatters ? replayUnder(state, rules) : withRules(state, rules);
}

/** Wrong option sets, read lazily: other profiles' (open pair doubling, heads-up cap), then common mistakes in random order. */
function* wrongOptions(state: HandState, rules: HouseRules, legal: LegalActions, rng: Rng): Generator<readonly Reason[]> {
  const chips = actorChips(state, legal.player);
  for (const id of PROFILE_IDS) {
    if (
      PROFILES[id].openPairDoubling === rules.openPairDoubling &&
      PROFILES[id].cap.raises === rules.cap.raises &&
      PROFILES[id].cap.headsUp === rules.cap.headsUp
    )
      continue;
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
        parts: [
          {
            kind: 'choice',
            id: 'options',
            prompt: reason('drills.legal.options', { seat: legal.player + 1 }),
            choices: buildChoices(right, wrongOptions(state, rules, legal, rng), rng),
          },
        ],
      },
    };
  },
  solve,
  underRules,
};
