import { createRng } from '../rng';
import { IllegalActionError, type HandState } from '../hand/types';
import { IncidentError, ruleOn, type Incident, type IncidentKind, type Ruling, type RuleOnOptions } from '../rulings';
import { makeScene } from './kinds/misprocedure';
import { setupProblem, setupRules } from './setup';
import type { DrillSetup } from './types';

/**
 * A floor situation: a realistic hand at the moment an incident of one kind happens there, and the
 * ruling under the setup's house rules. Dealt by the misprocedure drill's scene makers from a seed, so
 * the same setup, kind and seed always give the same situation.
 */
export interface Situation {
  readonly setup: DrillSetup;
  readonly kind: IncidentKind;
  readonly seed: number;
  readonly state: HandState;
  readonly incident: Incident;
  readonly ruling: Ruling;
}

/** Seeds findSituation tries before saying the kind does not happen with these settings. */
export const SITUATION_TRIES = 4000;

/** Table sizes an incident needs: six players never run the stub short (RR 15); an all-in low card needs 3+ players. */
export const SITUATION_MIN_PLAYERS: Readonly<Partial<Record<IncidentKind, number>>> = { 'run-out': 7, 'bring-in-all-in': 3 };

/** Why an incident kind can never happen with a setup: too few players, or house rules under which it does not arise. */
export type SituationBar =
  | { readonly kind: 'players'; readonly min: number }
  | { readonly kind: 'rules'; readonly field: 'shortStack'; readonly rule: 'seed-003.cash-cover' };

/** What keeps an incident kind from ever happening with this setup, or null when it can happen. */
export function situationBar(setup: DrillSetup, kind: IncidentKind): SituationBar | null {
  const min = SITUATION_MIN_PLAYERS[kind] ?? 2;
  if (setup.players < min) return { kind: 'players', min };
  // A low card all-in for the ante needs a stack that short to be dealt in; SEED-003 cash games sit it out.
  if (kind === 'bring-in-all-in' && setupRules(setup).shortStack === 'sits-out')
    return { kind: 'rules', field: 'shortStack', rule: 'seed-003.cash-cover' };
  return null;
}

/** The cards in play on the table (every seat's dealt cards, known ones). */
function cardsInPlay(state: HandState): number[] {
  return state.players.flatMap((p) => p.cards.flatMap((c) => (c.card === null ? [] : [c.card])));
}

/**
 * The situation one seed deals, or null when it deals another kind of incident (or none), or the
 * incident does not fit the hand. The scene makers never make a duplicate card (a fouled deck can turn
 * up at any moment): for that kind, a card already dealt is found twice in the seed's hand.
 */
/** How a situation's ruling is set beside others: the profiles compared with it (default: the shipped ones). */
export type SituationOptions = Pick<RuleOnOptions, 'others'>;

export function dealSituation(setup: DrillSetup, kind: IncidentKind, seed: number, options: SituationOptions = {}): Situation | null {
  const problem = setupProblem(setup);
  if (problem) throw new Error(problem);
  const rules = setupRules(setup);
  const rng = createRng(seed);
  const scene = makeScene(setup, rules, rng);
  if (!scene) return null;
  let incident: Incident = scene.incident;
  if (kind === 'duplicate-card') {
    const cards = cardsInPlay(scene.state);
    if (cards.length === 0) return null;
    incident = { kind: 'duplicate-card', card: cards[rng.int(cards.length)]! };
  } else if (incident.kind !== kind) return null;
  try {
    return {
      setup,
      kind,
      seed: rng.seed,
      state: scene.state,
      incident,
      ruling: ruleOn(scene.state, incident, rules, { others: options.others }),
    };
  } catch (e) {
    if (e instanceof IncidentError || e instanceof IllegalActionError) return null;
    throw e;
  }
}

/**
 * The first situation of `kind` from seed `from` on (seeds from, from+1, ... at most `tries`), or null when
 * none comes: the kind cannot happen with these settings (see situationBar) or is too rare there.
 */
export function findSituation(
  setup: DrillSetup,
  kind: IncidentKind,
  from: number,
  tries = SITUATION_TRIES,
  options: SituationOptions = {},
): Situation | null {
  if (situationBar(setup, kind)) return null;
  for (let k = 0; k < tries; k++) {
    const found = dealSituation(setup, kind, (from + k) >>> 0, options);
    if (found) return found;
  }
  return null;
}
