export {
  playRandomHand,
  randomBot,
  uniformBot,
  legalChoices,
  foldOp,
  checkOrCallOp,
  bringInOp,
  raiseToOp,
  simStep,
  simStepWholeStreet,
  type Bot,
} from './play';
