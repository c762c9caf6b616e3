import type { Catalog } from './locale';
import { CARD_MESSAGES } from './messages-cards';
import { BRING_IN_MESSAGES } from './messages-bring-in';
import { HAND_MESSAGES } from './messages-hand';
import { EVAL_WRITTEN, withHandNames } from './messages-eval';
import { PHH_MESSAGES, PHH_REPLAY_MESSAGES } from './messages-phh';
import { RULING_MESSAGES } from './messages-rulings';
import { DRILL_MESSAGES } from './messages-drills';
import { ROOM_MESSAGES } from './messages-rooms';
import { LESSON_MESSAGES } from './messages-lessons';
import { DEAL_MESSAGES } from './messages-deal';
import { MENU_MESSAGES } from './messages-menu';

/**
 * Every text core produces (reasons, card names), and the desktop menu's labels, in every language.
 * Each topic keeps its messages in its own file (messages-<topic>.ts); add new topics here. The hand names
 * ("pair of sevens") are generated, each when first read (withHandNames).
 */
export const MESSAGES: Catalog = withHandNames({
  ...CARD_MESSAGES,
  ...BRING_IN_MESSAGES,
  ...HAND_MESSAGES,
  ...EVAL_WRITTEN,
  ...PHH_MESSAGES,
  ...PHH_REPLAY_MESSAGES,
  ...RULING_MESSAGES,
  ...DRILL_MESSAGES,
  ...ROOM_MESSAGES,
  ...LESSON_MESSAGES,
  ...DEAL_MESSAGES,
  ...MENU_MESSAGES,
});
