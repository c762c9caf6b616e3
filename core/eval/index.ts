// Hand evaluation (high, ace-to-five low, eight-or-better low), best five cards, hand and board texts, board order.
export { evaluateHigh, highCategoryOf, HIGH_CATEGORIES, type HighCategory } from './high';
export { evaluateLowA5, evaluateLow8, lowCategoryOf, LOW_CATEGORIES, type LowCategory } from './low';
export { bestFiveHigh, bestFiveLow, type LowKind } from './best-five';
export { highShape, lowShape, highShapeOfValue, lowShapeOfValue, boardShape, groupRanks, type HandShape, type HandKind } from './shape';
export { describeShape, announceBoard, describeHigh, describeLow, describeBoard, nameBoard } from './describe';
export {
  boardStrengthHigh,
  boardStrengthLow,
  boardStrength,
  boardTieBreakCard,
  boardSuitRank,
  firstToActByBoard,
  type Board,
  type FirstToAct,
} from './board';
