import type { LessonId, Localized, Reason } from '../../core';

/**
 * The glossary: one term per concept in English, Spanish and Italian (the project's GLOSSARY.md, its preferred term
 * in each language), each with the lesson that teaches it; and what the dealer says aloud, taken from core's own
 * texts (the lessons' calls, the board and hand announcements), so the glossary says exactly what the app says.
 */
export interface GlossaryTerm {
  readonly id: string;
  readonly text: Localized;
  /** The lesson that teaches it (null: a term of the floor and the app, no dealing lesson). */
  readonly lesson: LessonId | null;
}

export interface GlossaryPhrase {
  readonly id: string;
  /** A core text with example values (core formats it in each language). */
  readonly say: Reason;
  readonly lesson: LessonId;
}

const term = (id: string, en: string, es: string, it: string, lesson: LessonId | null): GlossaryTerm => ({ id, text: { en, es, it }, lesson });

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  term('bring-in', 'bring-in (the forced bet); to bring in', 'bring-in (apuesta obligatoria); poner el bring-in', 'bring-in (puntata obbligatoria); mettere il bring-in', 'bring-in'),
  term('complete', 'complete; completion', 'completar (la apuesta); la apuesta completa', 'completare; completamento', 'completing'),
  term('door-card', 'door card', 'carta descubierta (la primera)', 'prima carta scoperta', 'bring-in'),
  term('upcard', 'upcard', 'carta descubierta', 'carta scoperta', 'first-to-act'),
  term('downcard', 'downcard, hole card', 'carta tapada', 'carta coperta', 'burn-deal-order'),
  term('burn', 'burn; burn card', 'quemar; carta quemada', 'bruciare; carta bruciata', 'burn-deal-order'),
  term('stub', 'stub', 'resto del mazo', 'resto del mazzo', 'run-out'),
  term('scramble', 'scramble (face down)', 'mezclar (boca abajo)', 'mescolare (coperte)', 'run-out'),
  term('reshuffle', 'reshuffle', 'barajar', 'rimescolare', 'premature-cards'),
  term('muck', 'muck (a hand); the muck', 'tirar (la mano); el descarte', 'scartare (la mano); gli scarti', 'showdown-order'),
  term('pot', 'pot', 'bote', 'piatto', 'pots'),
  term('main-pot', 'main pot', 'bote principal', 'piatto principale', 'pots'),
  term('side-pot', 'side pot', 'bote secundario', 'piatto laterale', 'pots'),
  term('ante', 'ante', 'ante', 'ante', 'bring-in'),
  term('small-bet', 'small bet', 'apuesta pequeña', 'puntata piccola', 'limits-cap'),
  term('big-bet', 'big bet', 'apuesta grande', 'puntata grande', 'limits-cap'),
  term('cap', 'cap; capped', 'tope; las apuestas han llegado al tope', 'limite dei rilanci; limite dei rilanci raggiunto', 'limits-cap'),
  term('bet', 'bet', 'apostar; apuesta', 'puntare; puntata', 'limits-cap'),
  term('raise', 'raise', 'subir; subida', 'rilanciare; rilancio', 'completing'),
  term('call', 'call', 'igualar', 'chiamare', 'completing'),
  term('check', 'check', 'pasar', 'check (fare check)', 'first-to-act'),
  term('fold', 'fold', 'retirarse', 'passare', 'burn-deal-order'),
  term('all-in', 'all-in', 'all-in', 'all-in', 'short-all-in'),
  term('showdown', 'showdown; to show', 'showdown; mostrar', 'showdown; mostrare', 'showdown-order'),
  term('high-hand-showing', 'high hand showing', 'la mano más alta a la vista', 'il punto più alto scoperto', 'first-to-act'),
  term('open-pair', 'open pair', 'pareja descubierta', 'coppia scoperta', 'open-pair'),
  term('streets', '3rd, 4th, 5th, 6th and 7th street', 'tercera, cuarta, quinta, sexta y séptima calle', 'terza, quarta, quinta, sesta e settima strada', 'burn-deal-order'),
  term('misdeal', 'misdeal', 'reparto nulo', 'smazzata nulla', 'misdeal'),
  term('dead-hand', 'dead hand; kill a hand', 'mano muerta; declarar muerta la mano', 'mano morta; dichiarare morta la mano', 'player-errors'),
  term('exposed-card', 'exposed card', 'carta expuesta', 'carta esposta', 'exposed-cards'),
  term('boxed-card', 'boxed card', 'carta volteada (en el mazo)', 'carta girata (nel mazzo)', 'misdeal'),
  term('premature-card', 'premature card', 'carta adelantada', 'carta anticipata', 'premature-cards'),
  term('common-card', 'common card', 'carta común', 'carta comune', 'run-out'),
  term('odd-chip', 'odd chip', 'ficha impar', 'fiche dispari', 'split-odd-chip'),
  term('chips', 'chips', 'fichas', 'fiches', 'pots'),
  term('scoop', 'scoop', 'llevarse todo el bote', 'prendere tutto il piatto', 'split-odd-chip'),
  term('split-pot', 'split pot', 'bote repartido', 'piatto diviso', 'split-odd-chip'),
  term('quarter', 'quarter (of the pot)', 'un cuarto (del bote)', 'un quarto (del piatto)', 'split-odd-chip'),
  term('eight-or-better', 'eight or better; qualifying low', 'ocho o menos; baja que califica', 'otto o meno; basso qualificato', 'reading-hands'),
  term('stack', 'stack; chips behind', 'stack; le quedan fichas', 'stack; gli restano fiches', 'short-all-in'),
  term('dealer', 'dealer', 'crupier', 'mazziere', 'burn-deal-order'),
  term('acts-first', 'acts first', 'habla primero', 'parla per primo', 'first-to-act'),
  term('heads-up', 'heads-up', 'mano a mano', 'testa a testa', 'limits-cap'),
  term('betting-round', 'betting round', 'ronda de apuestas', 'giro di puntate', 'limits-cap'),
  term('uncalled-bet', 'uncalled bet', 'apuesta no igualada', 'puntata non chiamata', 'pots'),
  term('house-rules', 'house rules', 'reglas de la casa', 'regole della casa', null),
  term('ruling', 'floor; ruling', 'floor, jefe de sala; decisión (de sala)', 'floor, responsabile di sala; decisione (di sala)', null),
  term('hand-history', 'hand history', 'historial (de la mano)', 'storico (della mano)', null),
  term('roberts-rules', "Robert's Rules", "Robert's Rules", "Robert's Rules", null),
];

const phrase = (id: string, lesson: LessonId, key: string, params?: Reason['params']): GlossaryPhrase => ({ id, lesson, say: params ? { key, params } : { key } });

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
