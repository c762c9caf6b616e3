import type { LessonId, Reason } from '../../core';
import { GLOSSARY, type GlossaryTerm } from '../i18n/glossary';

/**
 * The glossary page's data: the terms are the i18n glossary's (the one every catalog's terminology is checked
 * against), each with the lesson that teaches it; what the dealer says aloud is taken from core's own texts (the
 * lessons' calls, the board and hand announcements), so the page says exactly what the app says.
 */
export interface GlossaryPhrase {
  readonly id: string;
  /** A core text with example values (core formats it in each language). */
  readonly say: Reason;
  readonly lesson: LessonId;
}

/** The lesson that teaches each glossary term (null: a term of the floor and the app, no dealing lesson). */
export const TERM_LESSONS: Readonly<Record<string, LessonId | null>> = {
  'bring-in': 'bring-in',
  complete: 'completing',
  upcard: 'bring-in',
  downcard: 'burn-deal-order',
  burn: 'burn-deal-order',
  stub: 'run-out',
  scramble: 'run-out',
  muck: 'showdown-order',
  pot: 'pots',
  'main-pot': 'pots',
  'side-pot': 'pots',
  ante: 'bring-in',
  'small-big-bet': 'limits-cap',
  cap: 'limits-cap',
  bet: 'limits-cap',
  raise: 'completing',
  'string-raise': 'player-errors',
  call: 'completing',
  check: 'first-to-act',
  fold: 'burn-deal-order',
  'all-in': 'short-all-in',
  show: 'showdown-order',
  'high-hand-showing': 'first-to-act',
  'open-pair': 'open-pair',
  streets: 'burn-deal-order',
  'seventh-street': 'burn-deal-order',
  misdeal: 'misdeal',
  'dead-hand': 'player-errors',
  'exposed-card': 'exposed-cards',
  'boxed-card': 'misdeal',
  'premature-card': 'premature-cards',
  'common-card': 'run-out',
  'odd-chip': 'split-odd-chip',
  chips: 'pots',
  scoop: 'split-odd-chip',
  'split-pot': 'split-odd-chip',
  qualifier: 'reading-hands',
  stack: 'short-all-in',
  dealer: 'burn-deal-order',
  'dealer-left': 'burn-deal-order',
  'acts-first': 'first-to-act',
  'heads-up': 'limits-cap',
  'betting-round': 'limits-cap',
  'uncalled-bet': 'pots',
  'house-rules': null,
  ruling: null,
  'hand-history': null,
  'roberts-rules': null,
};

/** The glossary's terms in its order, each with its lesson. */
export const GLOSSARY_TERMS: readonly (GlossaryTerm & { readonly lesson: LessonId | null })[] = GLOSSARY.map((term) => ({
  ...term,
  lesson: TERM_LESSONS[term.id] ?? null,
}));

const phrase = (id: string, lesson: LessonId, key: string, params?: Reason['params']): GlossaryPhrase => ({
  id,
  lesson,
  say: params ? { key, params } : { key },
});

export const GLOSSARY_PHRASES: readonly GlossaryPhrase[] = [
  phrase('antes-in', 'bring-in', 'lesson.say.antes'),
  phrase('brings-it-in', 'bring-in', 'lesson.say.bringIn', { seat: 3, amount: 2 }),
  phrase('brings-it-in-razz', 'bring-in', 'lesson.say.bringIn.high', { seat: 5, amount: 2 }),
  phrase('your-action', 'bring-in-errors', 'lesson.say.action', { seat: 4 }),
  phrase('completes-to', 'completing', 'lesson.say.complete', { amount: 5 }),
  phrase('raise', 'completing', 'lesson.say.raise', { amount: 10 }),
  phrase('pair-bets', 'first-to-act', 'board.pair.seven'),
  phrase('low-bets', 'first-to-act', 'board.low.seven.five'),
  phrase('open-pair', 'open-pair', 'lesson.say.openPair', { board: { reasons: [{ key: 'board.pair.nine' }] } }),
  phrase('bets', 'limits-cap', 'lesson.say.bet', { amount: 10 }),
  phrase('capped', 'limits-cap', 'lesson.say.capped'),
  phrase('all-in', 'short-all-in', 'lesson.say.allIn', { amount: 7 }),
  phrase('last-card-down', 'burn-deal-order', 'lesson.say.lastCardDown'),
  phrase('pots', 'pots', 'lesson.say.pots', { main: 24, side: 6 }),
  phrase('common-card', 'run-out', 'lesson.say.commonCard'),
  phrase('show-first', 'showdown-order', 'lesson.say.showFirst', { seat: 2 }),
  phrase('seven-five-low', 'reading-hands', 'hand.low.seven.five'),
  phrase('two-pair', 'reading-hands', 'hand.two-pair.king.five'),
  phrase('split-pot', 'split-odd-chip', 'lesson.say.split', { amount: 9 }),
  phrase('high-low', 'split-odd-chip', 'lesson.say.hiLo', { high: 10, low: 9 }),
  phrase('odd-chip', 'split-odd-chip', 'lesson.say.oddChip', { seat: 3 }),
  phrase('hold', 'exposed-cards', 'lesson.say.hold'),
  phrase('misdeal', 'misdeal', 'lesson.say.misdeal'),
  phrase('cards-back', 'premature-cards', 'lesson.say.cardsBack'),
  phrase('card-plays', 'seventh-card-up', 'lesson.say.cardPlays', { seat: 6 }),
  phrase('dead-hand', 'player-errors', 'lesson.say.deadHand', { seat: 4 }),
];
