import type { Locale } from '../i18n/locale';
import type { RuleId } from './rules';

/** Words for one rule, per language. */
type Words = Readonly<Record<Locale, readonly string[]>>;

const CAP: Words = {
  en: ['cap', 'capped', 'maximum raises', 'three raises', 'raise limit'],
  es: ['tope', 'cap', 'máximo de subidas', 'tres subidas'],
  it: ['limite dei rilanci', 'cap', 'massimo dei rilanci', 'tre rilanci'],
};
const EXPOSED: Words = {
  en: ['exposed card', 'flashed card', 'card turned up', 'dealer exposed a card'],
  es: ['carta expuesta', 'carta vista', 'el crupier enseñó una carta'],
  it: ['carta esposta', 'carta vista', 'il mazziere ha scoperto una carta'],
};
const MISDEAL: Words = {
  en: ['misdeal', 'redeal'],
  es: ['reparto nulo', 'misdeal', 'repartir de nuevo'],
  it: ['smazzata nulla', 'misdeal', 'ridistribuire'],
};
const PREMATURE: Words = {
  en: ['premature card', 'dealt too soon', 'dealt early'],
  es: ['carta adelantada', 'carta prematura'],
  it: ['carta anticipata', 'carta prematura'],
};
const RUN_OUT: Words = {
  en: ['running out of cards', 'not enough cards', 'deck runs out', 'common card', 'community card'],
  es: ['se acaban las cartas', 'no hay cartas', 'carta común', 'carta comunitaria'],
  it: ['carte finite', 'mazzo finito', 'carta comune', 'carta comunitaria'],
};
const ODD_CHIP: Words = {
  en: ['odd chip', 'extra chip', 'split pot'],
  es: ['ficha impar', 'ficha sobrante', 'bote repartido'],
  it: ['fiche dispari', 'piatto diviso'],
};
const OPEN_PAIR: Words = {
  en: ['open pair', 'pair showing', 'double bet', 'big bet on fourth'],
  es: ['pareja descubierta', 'pareja abierta', 'apuesta grande en cuarta'],
  it: ['coppia scoperta', 'coppia aperta', 'puntata grande in quarta'],
};
const BOARD: Words = {
  en: ['high hand', 'best board', 'who bets first', 'acts first'],
  es: ['mano más alta', 'habla primero', 'quién habla'],
  it: ['punto più alto', 'parla per primo', 'chi parla'],
};
const SHOWDOWN: Words = {
  en: ['who shows first', 'show order', 'showdown'],
  es: ['quién muestra primero', 'orden del showdown'],
  it: ['chi mostra per primo', 'ordine dello showdown'],
};

/**
 * What a floor person types for a rule, beside the words of its text ("string raise", "exposed card", "cap"), in
 * every language: the rule lookup searches these too, in all three languages (a room may say "cap" in Spanish).
 */
export const RULE_SEARCH_WORDS: Readonly<Partial<Record<RuleId, Words>>> = {
  'rr.betting.string-raise': {
    en: ['string raise', 'string bet', 'reaching back', 'one motion', 'two motions'],
    es: ['string raise', 'subida en dos tiempos', 'varios movimientos', 'un solo movimiento'],
    it: ['string raise', 'rilancio in due tempi', 'più movimenti', 'un solo movimento'],
  },
  'rr.betting.cap': CAP,
  'seed-001.cap-example': CAP,
  'seed-001.cap-any-round': CAP,
  'house.cap-four-raises': CAP,
  'rr.betting.heads-up': {
    en: [...CAP.en, 'heads-up'],
    es: [...CAP.es, 'mano a mano', 'heads-up'],
    it: [...CAP.it, 'testa a testa', 'heads-up'],
  },
  'tda.48': {
    en: [...CAP.en, 'heads-up', 'tournament cap'],
    es: [...CAP.es, 'mano a mano', 'torneo'],
    it: [...CAP.it, 'testa a testa', 'torneo'],
  },
  'rr.stud.5': EXPOSED,
  'rr.stud.5-tournament': EXPOSED,
  'tda.rp-10-a': EXPOSED,
  'house.two-exposed-downcards': EXPOSED,
  'rr.stud.17': {
    en: [...EXPOSED.en, 'seventh card up', 'last card exposed'],
    es: [...EXPOSED.es, 'séptima carta descubierta'],
    it: [...EXPOSED.it, 'settima carta scoperta'],
  },
  'tda.rp-10-b': {
    en: [...EXPOSED.en, 'seventh card up', 'last card exposed'],
    es: [...EXPOSED.es, 'séptima carta descubierta'],
    it: [...EXPOSED.it, 'settima carta scoperta'],
  },
  'rr.irregularities.misdeal': MISDEAL,
  'tda.35': MISDEAL,
  'rr.irregularities.boxed-card': {
    en: ['boxed card', 'card face up in the deck'],
    es: ['carta volteada', 'carta del revés'],
    it: ['carta girata', 'carta rovesciata'],
  },
  'rr.irregularities.fouled-deck': {
    en: ['fouled deck', 'duplicate card', 'two of the same card'],
    es: ['mazo defectuoso', 'carta repetida'],
    it: ['mazzo difettoso', 'carta doppia'],
  },
  'rr.irregularities.extra-card': {
    en: ['extra card', 'too many cards'],
    es: ['carta de más', 'demasiadas cartas'],
    it: ['carta in più', 'troppe carte'],
  },
  'rr.stud.18': {
    en: ['wrong number of cards', 'eight cards', 'six cards', 'dead hand'],
    es: ['número de cartas', 'ocho cartas', 'mano muerta'],
    it: ['numero di carte', 'otto carte', 'mano morta'],
  },
  'rr.irregularities.premature': PREMATURE,
  'rr.stud.14': PREMATURE,
  'tda.rp-5-d': PREMATURE,
  'rr.stud.13': {
    en: ['burn', 'no burn', 'two burns', 'forgot to burn'],
    es: ['quemar', 'sin quemar', 'dos quemadas'],
    it: ['bruciare', 'senza bruciare', 'due bruciate'],
  },
  'rr.stud.15': RUN_OUT,
  'tda.rp-10-h': RUN_OUT,
  'seed-000.run-out': RUN_OUT,
  'seed-000.deck-arithmetic': RUN_OUT,
  'rr.showdown.odd-chip': ODD_CHIP,
  'tda.20': ODD_CHIP,
  'rr.stud.4': OPEN_PAIR,
  'seed-001.open-pair': OPEN_PAIR,
  'tda.rp-10-f': OPEN_PAIR,
  'rr.stud.12': BOARD,
  'rr.razz.board': BOARD,
  'seed-001.board-tie-position': { en: [...BOARD.en, 'tie', 'equal boards'], es: [...BOARD.es, 'empate'], it: [...BOARD.it, 'parità'] },
  'tda.rp-10-d': {
    en: [...BOARD.en, 'tie', 'equal boards', 'suit'],
    es: [...BOARD.es, 'empate', 'palo'],
    it: [...BOARD.it, 'parità', 'seme'],
  },
  'rr.showdown.order': SHOWDOWN,
  'tda.16': SHOWDOWN,
  'tda.17': SHOWDOWN,
  'seed-001.showdown-order': SHOWDOWN,
  'seed-001.uncalled': {
    en: ['uncalled bet', 'everyone folded', 'no call'],
    es: ['apuesta no igualada', 'todos se retiran'],
    it: ['puntata non chiamata', 'tutti passano'],
  },
  'rr.stud.10': {
    en: ['turned down upcards', 'picked up cards', 'fold by mucking'],
    es: ['tapar las cartas', 'recoger las cartas'],
    it: ['coprire le carte', 'raccogliere le carte'],
  },
  'tda.66': {
    en: ['turned down upcards', 'picked up cards'],
    es: ['tapar las cartas', 'recoger las cartas'],
    it: ['coprire le carte', 'raccogliere le carte'],
  },
  'rr.stud.6': {
    en: ['absent player', 'away from the table', 'missing player'],
    es: ['jugador ausente', 'fuera de la mesa'],
    it: ['giocatore assente', 'lontano dal tavolo'],
  },
  'tda.30': {
    en: ['absent player', 'at your seat'],
    es: ['jugador ausente', 'en su asiento'],
    it: ['giocatore assente', 'al proprio posto'],
  },
  'rr.stud.9': {
    en: ['wrong bring-in', 'wrong low card'],
    es: ['bring-in equivocado', 'carta baja equivocada'],
    it: ['bring-in sbagliato', 'carta bassa sbagliata'],
  },
  'rr.betting.5': {
    en: ['short all-in', 'reopen betting', 'half a bet'],
    es: ['all-in corto', 'reabrir las apuestas', 'media apuesta'],
    it: ['all-in corto', 'riaprire le puntate', 'mezza puntata'],
  },
  'tda.47': {
    en: ['short all-in', 'reopen betting', 'half a bet'],
    es: ['all-in corto', 'reabrir las apuestas', 'media apuesta'],
    it: ['all-in corto', 'riaprire le puntate', 'mezza puntata'],
  },
  'rr.betting.underbet': {
    en: ['underbet', 'wrong bet size', 'short bet'],
    es: ['apuesta corta', 'importe equivocado'],
    it: ['puntata corta', 'importo sbagliato'],
  },
};

/** The words a floor person types for a rule, in every language (empty when it has none beyond its text). */
export function ruleSearchWords(id: RuleId): readonly string[] {
  const words = RULE_SEARCH_WORDS[id];
  return words ? [...words.en, ...words.es, ...words.it] : [];
}
