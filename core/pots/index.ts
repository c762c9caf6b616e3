// Main and side pots, and awarding them at showdown (splits, stud8 halves, the odd chip).
export { buildPots, type Contribution, type BuildPotsOptions, type BuiltPot, type ReturnedChips, type PotLayout } from './build';
export {
  awardPots,
  type ShownHand,
  type ShareKind,
  type PotShare,
  type PotAward,
  type CloseCall,
  type Awards,
  type AwardOptions,
} from './award';
export { oddChipKey, type OddChipRule, type PotSide } from './odd-chip';
