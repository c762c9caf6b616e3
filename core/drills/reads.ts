// The house-rules read tracking moved to core/profiles/reads.ts (core/rulings uses it too); re-exported for the drills' tests.
export { rulesRead, rulesReadOrRefusal, sameOn, type RulesField } from '../profiles/reads';
