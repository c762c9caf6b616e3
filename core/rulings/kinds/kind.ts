import type { HandState } from '../../hand/types';
import type { Incident, IncidentKind } from '../incidents';
import type { RulingBranch } from '../ruling';
import type { ApplyOptions } from '../transforms';
import type { Verdict } from '../verdict';

/** The incident of one kind. */
export type IncidentOf<K extends IncidentKind> = Extract<Incident, { kind: K }>;

/**
 * How one incident kind is ruled: `decide` picks the procedure under the hand's house rules (state.config.rules) and
 * its steps, or throws IncidentError when the incident does not fit the hand; `perform` carries the procedure out on
 * the hand as it stood before the error. Both are pure; `options.plain` asks both for the straightforward computation
 * (ApplyOptions.plain). `B` is the branches the kind can take.
 */
export interface KindRuling<K extends IncidentKind, B extends RulingBranch> {
  decide(state: HandState, incident: IncidentOf<K>, options: ApplyOptions): Verdict<B>;
  perform(state: HandState, incident: IncidentOf<K>, verdict: Verdict<B>, options: ApplyOptions): HandState;
}
