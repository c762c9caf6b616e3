import type { Severity } from './types';

/**
 * Refusals after which the hand cannot go on as written: a card dealt twice or that is not a card, chips a stack
 * does not hold, a player who is not at the table, has folded (or mucked) or is all-in, cards that do not fit the
 * hand, an operation that cannot be read; and the steps the engine has no way to take with the cards and chips as
 * written: a betting action with no round open, a card dealt while the betting goes on (actions are missing), a
 * second bring-in, a common card against the run-out, a card that is not the known stub's next, a pot pushed to a
 * player the engine's reading of the hands gives nothing. Every other refusal is a deviation: a rule of the house
 * rules was not followed, or things came in another order, and the hand goes on with the cards and chips as written
 * (follow.ts does it).
 */
const ERRORS: ReadonlySet<string> = new Set([
  'hand.illegal.noBetting',
  'hand.illegal.playerFolded',
  'hand.illegal.playerAllIn',
  'hand.illegal.mustBringIn',
  'hand.illegal.bringInDone',
  'hand.illegal.raiseNotAbove',
  'hand.illegal.bettingNotOver',
  'hand.illegal.commonAfterDeal',
  'hand.illegal.commonCardDue',
  'hand.illegal.notRunOut',
  'hand.illegal.notStubTop',
  'hand.illegal.muckNoShowdown',
  'hand.illegal.notAWinner',
  'hand.illegal.winnerMissing',
  'hand.illegal.unknownOperation',
  'hand.illegal.noSuchPlayer',
  'hand.illegal.badAmount',
  'hand.illegal.moreThanStack',
  'hand.illegal.nothingToDeal',
  'hand.illegal.dealFolded',
  'hand.illegal.notOwed',
  'hand.illegal.tooManyCards',
  'hand.illegal.nameTheCards',
  'hand.illegal.unknownFromKnownStub',
  'hand.illegal.notACard',
  'hand.illegal.cardSeen',
  'hand.illegal.stubEmpty',
  'hand.illegal.scrambleCards',
  'hand.illegal.showFolded',
  'hand.illegal.alreadyMucked',
  'hand.illegal.showCount',
  'hand.illegal.showMismatch',
  'hand.illegal.anteNotDue',
  'hand.illegal.noUncalledBet',
  'hand.illegal.uncalledBetIsOther',
  'hand.illegal.nothingToCollect',
  'hand.illegal.noPotToAward',
]);

/** Whether a refusal (by its message key) is a deviation the hand can go on from, or an error it cannot. */
export function severityOf(key: string): Severity {
  return ERRORS.has(key) ? 'error' : 'deviation';
}
