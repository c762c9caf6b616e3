import type { Reason, ReasonParam } from '../../decision';
import { legalActions, nextDealerStep } from '../../hand/queries';
import { IllegalActionError, type HandState, type Player } from '../../hand/types';
import { bigBetRound } from '../../hand/util';
import { bringInKey } from '../../rules/bring-in';
import type { HouseRules } from '../../profiles/types';
import { customProfile } from '../../profiles/profiles';
import { shuffled, type Rng } from '../../rng';
import { actionsAfterForcedBet, IncidentError, offTableCard, ruleOn, type Incident, type Ruling } from '../../rulings';
import { decideRuling } from '../../rulings/kinds';
import { prematureTargets } from '../../rulings/kinds/premature-cards';
import { nextActionsAllowed, standingWrongBringIn } from '../../rulings/kinds/wrong-bring-in';
import { VARIANTS, type StreetNumber } from '../../variants';
import { buildChoices, reason } from '../choices';
import { withRules, type Built, type KindSpec, type SolveInput, type Solution } from '../kind';
import { deepStacks, drillBot, newHand, shuffledDeck, stepUntil, stepUntilStubTop } from '../table';
import type { DrillSetup, Question } from '../types';
import { incidentText } from '../incident-text';
import { commonMistakes, likelyWrongSeats } from './misprocedure-mistakes';
import { knownSummary, summariseRuling, type RulingSummary } from './ruling-summary';

/** Drill 7: an incident happens; the trainee picks the ruling (core/rulings: RR stud 5-18, RR irregularities, TDA RP-5-D, RP-10-x, 35, 66). */

function solve({ state, incident }: SolveInput): Solution | null {
  let ruling: Ruling;
  try {
    ruling = ruleOn(state, incident!);
  } catch (e) {
    // Under other house rules the incident may not fit this table (TDA RP-10-H calls a run-out where RR 15 still
    // deals a 7th card face up): that profile's answer is not comparable. The scenario's own profile always fits (build checked it).
    if (e instanceof IncidentError) return null;
    throw e;
  }
  const seats: Player[] = [];
  const i = incident as { player?: Player };
  if (typeof i.player === 'number') seats.push(i.player);
  return { values: [{ kind: 'choice', text: [ruling.reason] }], highlight: seats, reason: ruling.reason, rules: ruling.rules };
}

const alive = (s: HandState): Player[] => s.players.map((_, i) => i).filter((i) => !s.players[i]!.folded);
const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.int(items.length)]!;

/** A moment of the hand and an incident that can happen there. */
export interface Scene {
  readonly state: HandState;
  readonly incident: Incident;
}

type Maker = (setup: DrillSetup, rules: HouseRules, rng: Rng) => Scene | null;

function start(setup: DrillSetup, rules: HouseRules, rng: Rng, stacks = deepStacks(setup, rng)): HandState {
  return newHand(setup, rules, stacks, shuffledDeck(rng));
}
const calmBot = drillBot({ fold: 0.12, raise: 0.25 });

/** 3rd street after `actions` voluntary actions (0: before the bring-in): misdeal causes, in time or too late (RR irregularities, TDA 35). */
function thirdAfter(setup: DrillSetup, rules: HouseRules, rng: Rng, actions: number): HandState | null {
  let taken = 0;
  const s = stepUntil(
    start(setup, rules, rng),
    rng,
    calmBot,
    (h) => {
      if (h.phase === 'dealing') return false;
      if (taken >= actions || h.phase !== 'betting' || h.street !== 3) return true;
      taken++;
      return false;
    },
    { streets: true },
  );
  if (!s || s.street !== 3 || s.phase !== 'betting') return null;
  return s;
}

const MAKERS: readonly Maker[] = [
  // Exposed hole card(s) on the initial deal (RR 5, TDA RP-10-A, misdeal in RR tournaments).
  (setup, rules, rng) => {
    const n = setup.players;
    const hole = rng.next() < 0.25 ? 'both' : (rng.int(2) as 0 | 1);
    // RR 5 with one card exposed: whether it "would be the low card" is judged against every other door card, so the
    // table shows them: the last seat's hole card is exposed as the dealer comes to its third card (RR 5: dealt down).
    const lowCardTest = rules.exposedHoleCard === 'rr-5' && hole !== 'both';
    const s = stepUntilStubTop(start(setup, rules, rng), rng, calmBot, lowCardTest ? 3 * n - 1 : 2 * n);
    if (!s || s.street !== 3 || s.phase !== 'dealing') return null;
    const player = lowCardTest ? n - 1 : rng.int(n);
    return { state: s, incident: { kind: 'exposed-hole-card', player, hole } };
  },
  // Misdeal causes noticed before and after two players acted (RR irregularities: no misdeal once two players after the
  // forced bet acted). Boxed cards turn up in the deck while the dealer deals, so those come before any bet.
  (setup, rules, rng) => {
    if (rng.int(5) === 0) {
      const dealing = stepUntilStubTop(start(setup, rules, rng), rng, calmBot, 1 + rng.int(3 * setup.players - 1));
      if (!dealing || dealing.street !== 3 || dealing.phase !== 'dealing') return null;
      return { state: dealing, incident: { kind: 'boxed-card', count: 1 + rng.int(2) } };
    }
    const s = thirdAfter(setup, rules, rng, rng.int(4));
    if (!s) return null;
    const player = pick(alive(s), rng);
    let incident: Incident = pick<Incident>(
      [
        { kind: 'dealt-to-empty-seat' },
        { kind: 'wrong-first-seat' },
        { kind: 'player-dealt-out', player },
        { kind: 'extra-cards', player, count: 1 + rng.int(2) },
      ],
      rng,
    );
    if (incident.kind === 'player-dealt-out') {
      // A player dealt no cards has no door card and cannot have acted: not the bring-in, nothing put in beyond the ante.
      const idle = alive(s).filter((p) => p !== s.bringInPlayer && s.round.actedSeq[p]! < 0 && s.players[p]!.streetBets[0] === 0);
      if (idle.length === 0) return null;
      incident = { kind: 'player-dealt-out', player: pick(idle, rng) };
    }
    return { state: s, incident };
  },
  // Card dealt off the table (RR 11).
  (setup, rules, rng) => {
    const stop = rng.int(3 * setup.players);
    const s = stepUntilStubTop(start(setup, rules, rng), rng, calmBot, stop);
    if (!s || s.phase !== 'dealing') return null;
    const step = nextDealerStep(s).answer;
    if (step.kind !== 'deal') return null;
    const incident: Incident = { kind: 'card-off-table', player: step.player };
    // A hole card off the table is ruled as exposed (RR 11, RR 5): "it would be the low card" cannot be judged before
    // the door cards are out, so that ruling is left to the exposed-card scenes, which show them.
    if (
      !step.up &&
      s.street === 3 &&
      rules.exposedHoleCard === 'rr-5' &&
      trySummary(s, incident)?.key.startsWith('ruling.summary.exposed-one-rr5-low')
    )
      return null;
    return { state: s, incident };
  },
  // The wrong player named low bets, taken back or not (RR 9).
  (setup, rules, rng) => {
    const s = stepUntil(start(setup, rules, rng), rng, calmBot, (h) => h.phase !== 'dealing', { streets: true });
    if (!s || s.phase !== 'betting' || s.street !== 3) return null;
    const legal = legalActions(s).answer!;
    const wrong = alive(s).filter((p) => p !== legal.player && s.players[p]!.stack > 0);
    if (wrong.length === 0) return null;
    const variant = VARIANTS[s.variant];
    // The usual mistake: the next-lowest door card.
    const door = (p: Player) => s.players[p]!.cards.find((d) => d.up)!.card!;
    const player =
      rng.next() < 0.7 ? wrong.reduce((a, b) => (bringInKey(door(b), variant) > bringInKey(door(a), variant) ? b : a)) : pick(wrong, rng);
    const amount = legal.completeTo !== null && rng.next() < 0.3 ? legal.completeTo : s.config.structure.bringIn;
    const nextActed = rng.next() < 0.5;
    if (!nextActed) return { state: s, incident: { kind: 'wrong-bring-in', player, amount, nextActed } };
    // What the next player did: mostly a call, else a fold or a completion (a raise over a completion).
    const options = nextActionsAllowed(standingWrongBringIn(s, player, amount));
    const r = rng.next();
    const nextAction = r < 0.5 ? 'call' : r < 0.8 || options.length < 3 ? 'fold' : options[2]!;
    return { state: s, incident: { kind: 'wrong-bring-in', player, amount, nextActed, nextAction } };
  },
  // The low card absent, or all-in for the ante (RR 6, RR 8, TDA RP-10-E).
  (setup, rules, rng) => {
    const n = setup.players;
    const deck = shuffledDeck(rng);
    const stacks = deepStacks(setup, rng);
    // All-in for the ante only where such a stack is dealt in (not in SEED-003 cash games).
    const allIn = rules.shortStack === 'plays-all-in' && setup.structure.ante > 0 && n > 2 && rng.next() < 0.5;
    if (allIn) {
      const variant = VARIANTS[setup.variant];
      let low = 0;
      for (let p = 1; p < n; p++) if (bringInKey(deck[2 * n + p]!, variant) > bringInKey(deck[2 * n + low]!, variant)) low = p;
      stacks[low] = setup.structure.ante;
    }
    const s = stepUntil(newHand(setup, rules, stacks, deck), rng, calmBot, (h) => h.phase !== 'dealing', { streets: true });
    if (!s || s.phase !== 'betting' || s.street !== 3) return null;
    return { state: s, incident: allIn ? { kind: 'bring-in-all-in' } : { kind: 'bring-in-absent' } };
  },
  // Two burns or no burn (RR 13) and the final-downcard exception.
  (setup, rules, rng) => {
    const st = (4 + rng.int(4)) as StreetNumber;
    const s = stepUntil(start(setup, rules, rng), rng, calmBot, (h) => h.street === st && h.phase === 'dealing', { streets: true });
    if (!s) return null;
    const burns = rng.int(2) === 0 ? 0 : 2;
    const seen = st === 7 ? rng.next() < 0.5 : undefined;
    const incident: Incident = seen === undefined ? { kind: 'burn-error', burns } : { kind: 'burn-error', burns, seen };
    return { state: s, incident };
  },
  // Premature cards during a betting round (RR 14 against TDA RP-5-D), a premature final downcard seen.
  (setup, rules, rng) => {
    const st = (3 + rng.int(4)) as StreetNumber;
    const s = stepUntil(start(setup, rules, rng), rng, calmBot, (h) => h.street === st && h.phase === 'betting' && h.round.opened, {
      streets: true,
    });
    if (!s || s.round.actor === null) return null;
    const count = 1 + rng.int(Math.min(3, alive(s).length));
    const targets = prematureTargets(s, count);
    const seenBy = st === 6 && rng.next() < 0.5 ? pick(targets, rng) : undefined;
    const incident: Incident = seenBy === undefined ? { kind: 'premature-cards', count } : { kind: 'premature-cards', count, seenBy };
    return { state: s, incident };
  },
  // The final downcard dealt face up (RR 16, RR 17, TDA RP-10-B).
  (setup, rules, rng) => {
    const stacks = deepStacks(setup, rng);
    if (rng.next() < 0.3)
      stacks[rng.int(setup.players)] = setup.structure.ante + setup.structure.bringIn + rng.int(setup.structure.bigBet * 3);
    const s = stepUntil(start(setup, rules, rng, stacks), rng, calmBot, (h) => h.street === 7 && h.phase === 'dealing', { streets: true });
    if (!s) return null;
    const player = pick(alive(s), rng);
    // The card everyone saw is named (RR 17: who acts first is the high, in razz the low, hand using all upcards, this one too).
    const card = offTableCard(s, player).card;
    return { state: s, incident: card === null ? { kind: 'seventh-card-up', player } : { kind: 'seventh-card-up', player, card } };
  },
  // Running out of cards on 7th street (RR 15, TDA RP-10-H, online).
  (setup, rules, rng) => {
    if (setup.players < 7) return null; // six players never run the stub short
    const s = stepUntil(
      start(setup, rules, rng),
      rng,
      drillBot({ fold: 0.02, raise: 0.2 }),
      (h) => h.street === 7 && h.phase === 'dealing',
      { streets: true },
    );
    if (!s) return null;
    return { state: s, incident: { kind: 'run-out' } };
  },
  // A player acts: upcards concealed (RR 10, TDA 66), underbet (RR betting), bet below the bring-in, wrong card count (RR 18).
  (setup, rules, rng) => {
    const st = (3 + rng.int(5)) as StreetNumber;
    const s = stepUntil(start(setup, rules, rng), rng, calmBot, (h) => h.street === st && h.phase === 'betting' && h.round.opened, {
      streets: true,
    });
    if (!s || s.round.actor === null) return null;
    const actor = s.round.actor;
    const legal = legalActions(s).answer!;
    const options: Incident[] = [{ kind: 'upcards-concealed', player: rng.next() < 0.7 ? actor : pick(alive(s), rng) }];
    // An underbet is short of the big bet on a big-bet street (RR betting): 5th to 7th, or 4th once a big bet was made on
    // an open pair (RR stud 4); the proper bet is a full big bet or raise, not an all-in for less.
    if (bigBetRound(s) && legal.betOrRaiseTo.length > 0) {
      const proper = Math.min(...legal.betOrRaiseTo);
      if (proper === s.round.fullLevel + s.config.structure.bigBet && proper - s.round.toCall >= 2) {
        options.push({ kind: 'underbet', player: actor, amount: s.round.toCall + 1 + rng.int(proper - s.round.toCall - 1) });
      }
    }
    if (st === 3 && s.round.bets === 0 && s.config.structure.bringIn > 1) {
      const have = s.players[actor]!.streetBets[0]!;
      if (s.config.structure.bringIn - have >= 2)
        options.push({ kind: 'bet-below-bring-in', player: actor, amount: have + 1 + rng.int(s.config.structure.bringIn - have - 1) });
    }
    return { state: s, incident: pick(options, rng) };
  },
  (setup, rules, rng) => {
    const s = stepUntil(start(setup, rules, rng), rng, drillBot({ fold: 0.05, raise: 0.2 }), (h) => h.phase === 'showdown', {
      streets: true,
    });
    if (!s) return null;
    const player = pick(alive(s), rng);
    const cards = pick([5, 6, 8], rng);
    return { state: s, incident: { kind: 'wrong-card-count', player, cards } };
  },
];

/** A moment of a random hand and an incident there (null: this hand does not reach the moment). */
export function makeScene(setup: DrillSetup, rules: HouseRules, rng: Rng): Scene | null {
  return pick(MAKERS, rng)(setup, rules, rng);
}

/** Profiles that differ from `rules` in one misprocedure field: their rulings are the likely wrong answers (made once per profile). */
const NEIGHBOURS = new WeakMap<HouseRules, readonly HouseRules[]>();
export function neighbours(rules: HouseRules): readonly HouseRules[] {
  const known = NEIGHBOURS.get(rules);
  if (known) return known;
  const out: HouseRules[] = [];
  const add = (changes: Partial<HouseRules>) => out.push(customProfile(rules, changes, 'drill variant'));
  for (const v of ['rr-5', 'misdeal', 'tda-rp-10-a'] as const) if (v !== rules.exposedHoleCard) add({ exposedHoleCard: v });
  add({ prematureCard: rules.prematureCard === 'rr-14' ? 'tda-rp-5-d' : 'rr-14' });
  for (const v of ['rr-15', 'tda-rp-10-h', 'online'] as const) if (v !== rules.runOut) add({ runOut: v });
  add({ seventhUp: rules.seventhUp === 'rr-17' ? 'tda-rp-10-b' : 'rr-17' });
  add({ commonCardFirst: rules.commonCardFirst === 'high-with-common' ? 'keep-sixth-street' : 'high-with-common' });
  add({ tournament: !rules.tournament });
  NEIGHBOURS.set(rules, out);
  return out;
}

/**
 * The summary of the ruling core/rulings would give (its decision table only, without carrying it
 * out: these are wrong choices, never graded), or null when the incident does not fit.
 */
function trySummary(state: HandState, incident: Incident, rules?: HouseRules): Reason | null {
  try {
    const v = decideRuling(rules ? withRules(state, rules) : state, incident);
    return { key: v.key ?? `ruling.summary.${v.branch}`, params: v.params };
  } catch (e) {
    if (e instanceof IncidentError || e instanceof IllegalActionError) return null;
    throw e;
  }
}

/**
 * Wrong rulings, read lazily, each one for the facts the question states: other shipped profiles', neighbours', the
 * common mistakes on these facts, the wrong seat to act next, a misdeal.
 */
function* wrongRulings(scene: Scene, rules: HouseRules, ruling: RulingSummary, rng: Rng): Generator<readonly Reason[]> {
  const { state, incident } = scene;
  // Other shipped profiles' rulings, then profiles one field away, then the mistakes dealers make on these facts.
  for (const a of ruling.alternatives) yield [a];
  // A decision already made answers for a neighbour that agrees on every field it read (the hand's own: the right answer again).
  for (const other of neighbours(rules)) {
    const known = knownSummary(ruling.runs, other);
    const r = known !== undefined ? known : trySummary(state, incident, other);
    if (r) yield [r];
  }
  for (const r of commonMistakes(state, incident)) yield [r];
  // The right procedure with the wrong seat to act next: the likely wrong ones first, then others (skipping the wrong way round the table).
  for (const field of ['next', 'first'] as const) {
    const seatNow = ruling.reason.params?.[field];
    if (typeof seatNow !== 'number') continue;
    const params = ruling.reason.params!;
    const likely = likelyWrongSeats(state, incident, params);
    for (const p of [...likely, ...shuffled(alive(state), rng).slice(0, 3)]) {
      if (p + 1 === seatNow) continue;
      // The summary's params with this field's seat changed in place (what a spread gives, without the spreads' slow path).
      const wrong: Record<string, ReasonParam> = {};
      for (const name in params) wrong[name] = name === field ? p + 1 : params[name]!;
      yield [{ key: ruling.reason.key, params: wrong }];
    }
  }
  // Calling a misdeal is the classic over-reaction; "too late for a misdeal" only once two players after the forced bet acted.
  yield [reason('ruling.summary.misdeal')];
  if (state.street === 3 && actionsAfterForcedBet(state) >= 2) yield [reason('ruling.summary.too-late')];
}

/**
 * The question on an incident: what happened, and the ruling among other profiles' rulings and common mistakes
 * (choices drawn from `rng`). `ruling` is summariseRuling(scene.state, scene.incident).
 */
export function rulingQuestion(scene: Scene, ruling: RulingSummary, rng: Rng): Question {
  const { state, incident } = scene;
  const choices = buildChoices([ruling.reason], wrongRulings(scene, state.config.rules, ruling, rng), rng);
  return {
    prompt: incidentText(incident, state.variant, state.street),
    parts: [{ kind: 'choice', id: 'ruling', prompt: reason('drills.misprocedure.ruling'), choices }],
  };
}

/** The engine's answer to an incident's ruling question under the hand's house rules (ruleOn); null when it does not fit them. */
export const solveRuling = solve;

export const misprocedureDrill: KindSpec = {
  build(setup, rules, rng): Built | null {
    const made = makeScene(setup, rules, rng);
    if (!made) return null;
    const scene: Scene = made;
    const { state, incident } = scene;
    let ruling: RulingSummary;
    try {
      ruling = summariseRuling(state, incident);
    } catch (e) {
      // An incident that does not fit this hand, or a ruling the engine cannot carry out on it: try another hand.
      if (e instanceof IncidentError || e instanceof IllegalActionError) return null;
      throw e;
    }
    return {
      state,
      street: state.street,
      focus: typeof (incident as { player?: Player }).player === 'number' ? (incident as { player: Player }).player : null,
      incident,
      question: rulingQuestion(scene, ruling, rng),
    };
  },
  solve,
};
