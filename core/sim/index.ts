export { playRandomHand, randomBot, uniformBot, legalChoices, applyBotAction, simStep, type Bot, type BotAction } from './play';
