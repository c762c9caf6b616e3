/**
 * Every incident kind's ruling, by kind: decideRuling picks the kind's procedure under the hand's house rules,
 * performVerdict carries a verdict out. Pure; deciding throws IncidentError when the incident does not fit the hand.
 */
import type { HandState } from '../../hand/types';
import { quoted } from '../checks';
import type { Incident, IncidentKind } from '../incidents';
import { IncidentError, type RulingBranch } from '../ruling';
import type { ApplyOptions } from '../transforms';
import type { Verdict } from '../verdict';
import { betBelowBringIn } from './bet-below-bring-in';
import { boxedCard } from './boxed-card';
import { bringInAbsent } from './bring-in-absent';
import { bringInAllIn } from './bring-in-all-in';
import { burnError } from './burn-error';
import { cardOffTable } from './card-off-table';
import { dealtToEmptySeat } from './dealt-to-empty-seat';
import { duplicateCard } from './duplicate-card';
import { exposedHoleCard } from './exposed-hole-card';
import { extraCards } from './extra-cards';
import type { IncidentOf, KindRuling } from './kind';
import { playerDealtOut } from './player-dealt-out';
import { prematureCards } from './premature-cards';
import { runOut } from './run-out';
import { seventhCardUp } from './seventh-card-up';
import { underbet } from './underbet';
import { upcardsConcealed } from './upcards-concealed';
import { wrongBringIn } from './wrong-bring-in';
import { wrongCardCount } from './wrong-card-count';
import { wrongFirstSeat } from './wrong-first-seat';

type Rulings = { readonly [K in IncidentKind]: KindRuling<K, RulingBranch> };

// Each kind's perform takes only its own branches; decideRuling hands each kind only its own verdicts.
const RULINGS: Rulings = {
  'exposed-hole-card': exposedHoleCard,
  'card-off-table': cardOffTable,
  'extra-cards': extraCards,
  'dealt-to-empty-seat': dealtToEmptySeat,
  'player-dealt-out': playerDealtOut,
  'wrong-first-seat': wrongFirstSeat,
  'boxed-card': boxedCard,
  'duplicate-card': duplicateCard,
  'wrong-bring-in': wrongBringIn,
  'bring-in-absent': bringInAbsent,
  'bring-in-all-in': bringInAllIn,
  'burn-error': burnError,
  'premature-cards': prematureCards,
  'seventh-card-up': seventhCardUp,
  'run-out': runOut,
  'upcards-concealed': upcardsConcealed,
  'wrong-card-count': wrongCardCount,
  underbet,
  'bet-below-bring-in': betBelowBringIn,
};

function decideKind<K extends IncidentKind>(kind: K, state: HandState, incident: IncidentOf<K>, options: ApplyOptions): Verdict {
  return RULINGS[kind].decide(state, incident, options);
}

function performKind<K extends IncidentKind>(
  kind: K,
  state: HandState,
  incident: IncidentOf<K>,
  verdict: Verdict,
  options: ApplyOptions,
): HandState {
  return RULINGS[kind].perform(state, incident, verdict, options);
}

/**
 * The ruling's procedure for an incident on this hand, under state.config.rules. `options.plain`: without the
 * shortcuts (ApplyOptions.plain), the oracle they are tested against.
 */
export function decideRuling(state: HandState, incident: Incident, options: ApplyOptions = {}): Verdict {
  if (!incident || typeof incident !== 'object') throw new IncidentError('kind', 'incident.error.notObject');
  if (state.phase === 'complete') throw new IncidentError('kind', 'incident.error.handOver');
  if (!Object.hasOwn(RULINGS, incident.kind))
    throw new IncidentError('kind', 'incident.error.unknownKind', { value: quoted((incident as { kind?: unknown }).kind) });
  return decideKind(incident.kind, state, incident, options);
}

/**
 * The hand after a verdict's procedure, carried out step by step (the verdict is decideRuling(state, incident), or
 * a decision with the same house rules).
 */
export function performPlain(state: HandState, incident: Incident, verdict: Verdict, options: ApplyOptions): HandState {
  return performKind(incident.kind, state, incident, verdict, options);
}

/**
 * The hand after a verdict's procedure: performPlain, where `verdict` is decideRuling(state, incident) (its
 * house rules may be a tracking copy of state's, see core/profiles/reads). Shortcut: the hand the
 * decision already worked out (verdict.after), back under state's config, unless `options.plain`.
 */
export function performVerdict(state: HandState, incident: Incident, verdict: Verdict, options: ApplyOptions): HandState {
  if (options.plain !== true && verdict.after)
    return verdict.after.config === state.config ? verdict.after : { ...verdict.after, config: state.config };
  return performPlain(state, incident, verdict, options);
}
