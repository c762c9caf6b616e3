// Incidents and rulings: what the dealer and the floor do when the deal goes wrong.
export type { Incident, IncidentKind, NextAction } from './incidents';
export { INCIDENT_KINDS, NEXT_ACTIONS, incidentCards } from './incidents';
export type { RulingStep, RulingStepKind, PendingOrder } from './steps';
export type { Ruling, RulingBranch, AlternativeRuling, DecidedBy, ProfileField } from './ruling';
export { RULING_BRANCHES } from './ruling';
export { IncidentError } from './ruling';
export { ruleOn, applyRuling, applyPending, restrictedActions, type RuleOnOptions } from './rule-on';
export { actionsAfterForcedBet, quoted } from './checks';
export { prematureTargets } from './kinds/premature-cards';
export { wrongBringInActed } from './kinds/wrong-bring-in';
export { rulingLines, stepReason, pendingReason, ruleLine, incidentName } from './format';
export type { ApplyOptions } from './transforms';
export { offTableCard } from './transforms';
export { handStateFromPhh } from './from-phh';
