// The hand state machine: a plain state plus a log of what was done to it; Operations (operation.ts) change it.
export * from './types';
export { createHand, configProblem } from './create';
export {
  burn,
  checkBurn,
  canBurn,
  dealCards,
  checkDealCards,
  canDealCards,
  dealRound,
  dealStreet,
  checkDealRound,
  canDealRound,
  scrambleStub,
  checkScrambleStub,
  canScrambleStub,
  dealCommon,
  checkDealCommon,
  canDealCommon,
  owed,
} from './dealing';
export {
  postBringIn,
  checkPostBringIn,
  canPostBringIn,
  completeBetRaiseTo,
  checkCompleteBetRaiseTo,
  canCompleteBetRaiseTo,
  checkOrCall,
  checkCheckOrCall,
  canCheckOrCall,
  fold,
  checkFold,
  canFold,
} from './betting';
export { showOrMuck, checkShowOrMuck, canShowOrMuck, showdownOrder } from './showdown';
export { street, isHandOver, bringIn, firstToAct, legalActions, runOutPlan, nextDealerStep, pot, boardAnnouncement } from './queries';
export { pots, settle, showdownAwards, potTotal, returnedChips } from './settle';
export {
  apply,
  check,
  can,
  DEALER_OPERATION_KINDS,
  PLAYER_OPERATION_KINDS,
  type Operation,
  type OperationKind,
  type DealerOperation,
  type PlayerOperation,
} from './operation';
export { follow, type Followed } from './follow';
export { replay, replayed, replayHand, replayUnder, operationOf, operationsOf, ReplayError, type ReplayOptions } from './replay';
export {
  AUTOMATIONS,
  DEALING,
  automate,
  automateStep,
  automationOf,
  dealerOperation,
  type Automation,
  type AutomationOptions,
} from './automation';
export { HandBuilder } from './builder';
export { severityOf } from './severity';
export { tableView, earlierAggressor, bringInSeats, type TableView, type SeatView, type SeatAction } from './table-view';
export type { RoundAction } from './round-actions';
export type { DealerPiles } from './dealer-piles';
