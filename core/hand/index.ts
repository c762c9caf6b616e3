// The hand state machine: a plain state plus a log of immutable operations (see /work/notes/hand-api.md).
export * from './types';
export { createHand, configProblem } from './create';
export { burn, checkBurn, canBurn, dealCards, checkDealCards, canDealCards, dealRound, dealStreet, checkDealRound, canDealRound, scrambleStub, checkScrambleStub, canScrambleStub, dealCommon, checkDealCommon, canDealCommon, owed } from './dealing';
export { postBringIn, checkPostBringIn, canPostBringIn, completeBetRaiseTo, checkCompleteBetRaiseTo, canCompleteBetRaiseTo, checkOrCall, checkCheckOrCall, canCheckOrCall, fold, checkFold, canFold } from './betting';
export { showOrMuck, checkShowOrMuck, canShowOrMuck, showdownOrder } from './showdown';
export { street, isHandOver, bringIn, firstToAct, legalActions, runOutPlan, nextDealerStep, pot, boardAnnouncement } from './queries';
export { pots, settle, showdownAwards, potTotal, returnedChips } from './settle';
