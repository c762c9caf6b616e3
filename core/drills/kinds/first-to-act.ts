import { rankOf, type Card } from '../../cards';
import type { Reason } from '../../decision';
import { describeBoard } from '../../eval/describe';
import { boardAnnouncement, commonCardCounts, firstToAct } from '../../hand/queries';
import { upcards } from '../../hand/order';
import type { HandState, Player } from '../../hand/types';
import type { HouseRules, ProfileId } from '../../profiles/types';
import { PROFILES, PROFILE_IDS } from '../../profiles/profiles';
import { shuffled, type Rng } from '../../rng';
import { VARIANTS, type StreetNumber } from '../../variants';
import { buildChoices, reason, sameText } from '../choices';
import { type KindSpec, type SolveInput, type Solution } from '../kind';
import { arrangeNextStreet, deepStacks, drillBot, newHand, shuffledDeck, stepUntil } from '../table';
import type { DrillSetup, Question } from '../types';
import { rulesRead, sameOn, type RulesField } from '../../profiles/reads';

/** Drill 2: who acts first on 4th-7th and what the dealer announces (RR stud 1, 12; RR razz; TDA RP-10-D). */

/** The street's opener as the engine decides it now (not the recorded one: another profile may differ). */
function fresh(state: HandState, rules: HouseRules = state.config.rules): HandState {
  const openers = state.openers.slice();
  (openers as (Player | null | undefined)[])[state.street - 3] = undefined;
  return rules === state.config.rules ? { ...state, openers } : { ...state, openers, config: { ...state.config, rules } };
}

/** Each shipped profile's first-to-act fields, as one key (profiles with the same key call the same board). */
const TIE_KEYS: readonly (readonly [ProfileId, string])[] = PROFILE_IDS.map((id) => [
  id,
  `${PROFILES[id].boardTie}/${PROFILES[id].commonCardFirst}`,
]);

function upcardsOf(state: HandState, p: Player): Card[] {
  return state.players[p]!.cards.filter((d) => d.up && d.card !== null).map((d) => d.card!);
}

/**
 * A player's board as the dealer reads it now: after a common card, with it under RR 15 (the high hand using the
 * common card acts first), without it under TDA RP-10-H (6th street's first actor acts again); withCommon overrides.
 */
function boardOf(state: HandState, p: Player, withCommon: boolean = commonCardCounts(state)): Card[] {
  return upcards(state, p, state.street, withCommon);
}

function order(state: HandState): 'high' | 'low' {
  return VARIANTS[state.variant].boardOrder;
}

function solve({ state }: SolveInput): Solution {
  const now = fresh(state);
  const first = firstToAct(now);
  const opener = first.answer!;
  const board = boardAnnouncement(now, opener);
  return {
    values: [
      { kind: 'seat', seat: opener },
      { kind: 'choice', text: [board.reason] },
    ],
    highlight: [opener],
    reason: first.reason,
    rules: [...new Set([...first.rules, ...board.rules])],
  };
}

type Plan = 'natural' | 'pair' | 'tie';

/** Wishes for the street about to be dealt: a pair showing for one player, or equal boards for two. */
function wishes(state: HandState, plan: Plan, pair: readonly Player[], rng: Rng): Map<Player, (c: Card) => boolean> {
  const wants = new Map<Player, (c: Card) => boolean>();
  const [a, b] = pair as [Player, Player];
  if (plan === 'pair') {
    const ranks = new Set(upcardsOf(state, a).map(rankOf));
    wants.set(a, (c) => ranks.has(rankOf(c)));
  } else if (plan === 'tie') {
    const upA = upcardsOf(state, a);
    const upB = upcardsOf(state, b);
    if (state.street === 4) {
      // Cross the door ranks: A gets B's door rank, B gets A's, so both show the same two ranks.
      wants.set(a, (c) => rankOf(c) === rankOf(upB[0]!));
      wants.set(b, (c) => rankOf(c) === rankOf(upA[0]!));
    } else {
      const r = 2 + rng.int(13);
      wants.set(a, (c) => rankOf(c) === r);
      wants.set(b, (c) => rankOf(c) === r);
    }
  }
  return wants;
}

function playTo(setup: DrillSetup, rules: HouseRules, rng: Rng, target: StreetNumber, plan: Plan): HandState | null {
  const n = setup.players;
  const a = rng.int(n);
  const b = (a + 1 + rng.int(n - 1)) % n;
  const pair = [a, b];
  const bot = drillBot({ fold: 0.1, raise: 0.2, protect: plan === 'natural' ? [] : pair });
  let state: HandState | null = newHand(setup, rules, deepStacks(setup, rng), shuffledDeck(rng));
  for (let st = 4; st <= Math.min(target, 6); st++) {
    state = stepUntil(state, rng, bot, (h) => h.street === st && h.phase === 'dealing', { streets: true });
    if (!state) return null;
    if (plan === 'tie' || st === Math.min(target, 6)) state = arrangeNextStreet(state, wishes(state, plan, pair, rng), rng);
  }
  state = stepUntil(state, rng, bot, (h) => h.street === target && h.phase === 'betting', { streets: true });
  if (!state || state.round.actor === null) return null;
  return state;
}

/** The dealer's call for a board (the variant's order unless told). */
function call(state: HandState, cards: readonly Card[], o: 'high' | 'low' = order(state)): Reason[] {
  return [describeBoard(cards, o)];
}

/** Wrong calls, read lazily: other profiles' first boards, the other boards, misreadings of the leader's board. */
function* wrongCalls(
  state: HandState,
  rules: HouseRules,
  fields: ReadonlySet<RulesField>,
  alive: readonly Player[],
  leader: Player,
  right: readonly Reason[],
  rng: Rng,
): Generator<readonly Reason[]> {
  const offered: (readonly Reason[])[] = [right];
  const note = (text: readonly Reason[]): readonly Reason[] => {
    if (!offered.some((t) => sameText(t, text))) offered.push(text);
    return text;
  };
  // Other profiles first (a tie broken by suit instead of position names another board) ...
  const seen = [`${rules.boardTie}/${rules.commonCardFirst}`];
  for (const [id, key] of TIE_KEYS) {
    if (seen.includes(key)) continue;
    seen.push(key);
    // Only a different first seat, or a common card read the other way (RR 15 / TDA RP-10-H), can change the call;
    // a profile that agrees on every field the answer read has the same one.
    if (sameOn(rules, PROFILES[id], fields)) continue;
    const table = fresh(state, PROFILES[id]);
    const first = firstToAct(table).answer;
    if (first !== null && (first !== leader || state.common !== undefined)) yield note([boardAnnouncement(table, first).reason]);
  }
  // ... then the other boards in the hand (read as the dealer reads them under these rules), then misreadings of the
  // leader's board: the common card counted when the rules leave it out, or left out when they count it ...
  for (const p of shuffled(
    alive.filter((q) => q !== leader),
    rng,
  ))
    yield note(call(state, boardOf(state, p)));
  const leaderCards = boardOf(state, leader);
  if (state.common !== undefined && state.common !== null) yield note(call(state, boardOf(state, leader, !commonCardCounts(state))));
  yield note(call(state, leaderCards, order(state) === 'high' ? 'low' : 'high'));
  yield note(call(state, leaderCards.slice(0, -1)));
  // ... and only when every one of those read the same as the right call (heads-up with equal boards),
  // a single card read as the board, so there is always a wrong choice.
  if (offered.length > 1) return;
  for (let k = leaderCards.length - 1; k >= 0; k--) yield call(state, [leaderCards[k]!]);
}

/** The question once a street's betting is about to open (4th to 7th): who acts first, and the dealer's call (choices from `rng`). */
export function firstToActQuestion(state: HandState, rng: Rng): Question {
  const rules = state.config.rules;
  const target = state.street;
  // The fields of the house rules the answer read: another profile that agrees on them has the same first seat.
  const { value: sol, fields } = rulesRead(state, (table) => solve({ state: table, incident: null, street: target, focus: null }));
  const right = sol.values[1]!.kind === 'choice' ? sol.values[1]!.text : [];
  const alive = state.players.map((_, i) => i).filter((i) => !state.players[i]!.folded);
  const leader = sol.values[0]!.kind === 'seat' ? sol.values[0]!.seat : alive[0]!;
  const choices = buildChoices(right, wrongCalls(state, rules, fields, alive, leader, right, rng), rng);
  return {
    // With a common card nobody gets a 7th-street card of their own (RR 15, TDA RP-10-H): the prompt says so.
    prompt: state.common !== undefined ? reason('drills.firstToAct.prompt.common') : reason('drills.firstToAct.prompt', { street: target }),
    parts: [
      { kind: 'seat', id: 'seat', prompt: reason('drills.firstToAct.seat', { street: target }), candidates: alive },
      { kind: 'choice', id: 'announce', prompt: reason('drills.firstToAct.announce'), choices },
    ],
  };
}

export const firstToActDrill: KindSpec = {
  build(setup, rules, rng) {
    const target = (4 + rng.int(4)) as StreetNumber;
    const roll = rng.next();
    const plan: Plan = roll < 0.4 ? 'natural' : roll < 0.7 ? 'pair' : 'tie';
    const played = playTo(setup, rules, rng, target, plan);
    if (!played) return null;
    const state: HandState = played;
    return { state, street: target, focus: null, incident: null, question: firstToActQuestion(state, rng) };
  },
  solve,
};
