export { playRandomHand, randomBot, uniformBot, legalChoices, applyBotAction, simStep, simStepWholeStreet, type Bot, type BotAction } from './play';
