import { RANK_NAMES, type RankName } from '../cards';
import { LOCALES, type Catalog, type Locale, type Localized } from './locale';

/**
 * Texts for hand values, boards and pot awards. Hand descriptions ("pair of sevens", "kings full of
 * fours") need rank words in plural and with articles, which a card name cannot give, so each
 * description is its own message key, generated below from per-language rank words and templates:
 *   hand.<kind>.<rank>[.<rank>]   e.g. hand.pair.seven, hand.full-house.king.four, hand.low.seven.five
 *   board.<kind>.<rank>[.<rank>]  the dealer's call for the board that acts first ("pair of sevens bets", "ace-king bets")
 *   board.name.high-card.<a>.<b>  a board with no pair as the dealer names it ("ace-king")
 */
interface RankWords {
  /** "seven" */ readonly one: string;
  /** "sevens" */ readonly many: string;
  /** "to the seven": Spanish "al siete", "a la reina"; Italian "al sette", "all'asso", "alla donna". */
  readonly to: string;
}

const WORDS: Readonly<Record<Locale, Readonly<Record<RankName, RankWords>>>> = {
  en: {
    two: { one: 'two', many: 'twos', to: 'two' },
    three: { one: 'three', many: 'threes', to: 'three' },
    four: { one: 'four', many: 'fours', to: 'four' },
    five: { one: 'five', many: 'fives', to: 'five' },
    six: { one: 'six', many: 'sixes', to: 'six' },
    seven: { one: 'seven', many: 'sevens', to: 'seven' },
    eight: { one: 'eight', many: 'eights', to: 'eight' },
    nine: { one: 'nine', many: 'nines', to: 'nine' },
    ten: { one: 'ten', many: 'tens', to: 'ten' },
    jack: { one: 'jack', many: 'jacks', to: 'jack' },
    queen: { one: 'queen', many: 'queens', to: 'queen' },
    king: { one: 'king', many: 'kings', to: 'king' },
    ace: { one: 'ace', many: 'aces', to: 'ace' },
  },
  es: {
    two: { one: 'dos', many: 'doses', to: 'al dos' },
    three: { one: 'tres', many: 'treses', to: 'al tres' },
    four: { one: 'cuatro', many: 'cuatros', to: 'al cuatro' },
    five: { one: 'cinco', many: 'cincos', to: 'al cinco' },
    six: { one: 'seis', many: 'seises', to: 'al seis' },
    seven: { one: 'siete', many: 'sietes', to: 'al siete' },
    eight: { one: 'ocho', many: 'ochos', to: 'al ocho' },
    nine: { one: 'nueve', many: 'nueves', to: 'al nueve' },
    ten: { one: 'diez', many: 'dieces', to: 'al diez' },
    jack: { one: 'jota', many: 'jotas', to: 'a la jota' },
    queen: { one: 'reina', many: 'reinas', to: 'a la reina' },
    king: { one: 'rey', many: 'reyes', to: 'al rey' },
    ace: { one: 'as', many: 'ases', to: 'al as' },
  },
  it: {
    two: { one: 'due', many: 'due', to: 'al due' },
    three: { one: 'tre', many: 'tre', to: 'al tre' },
    four: { one: 'quattro', many: 'quattro', to: 'al quattro' },
    five: { one: 'cinque', many: 'cinque', to: 'al cinque' },
    six: { one: 'sei', many: 'sei', to: 'al sei' },
    seven: { one: 'sette', many: 'sette', to: 'al sette' },
    eight: { one: 'otto', many: 'otto', to: "all'otto" },
    nine: { one: 'nove', many: 'nove', to: 'al nove' },
    ten: { one: 'dieci', many: 'dieci', to: 'al dieci' },
    jack: { one: 'fante', many: 'fanti', to: 'al fante' },
    queen: { one: 'donna', many: 'donne', to: 'alla donna' },
    king: { one: 're', many: 're', to: 'al re' },
    ace: { one: 'asso', many: 'assi', to: "all'asso" },
  },
};

/** Hand kinds that name one rank, two ranks, or one rank with a word form. {a}/{b} singular, {A}/{B} plural, {toA} "to the a". */
const HAND_TEMPLATES: Readonly<Record<string, { ranks: 1 | 2; text: Localized }>> = {
  'high-card': { ranks: 2, text: { en: '{a}-{b} high', es: 'carta alta {a}-{b}', it: 'carta alta {a}-{b}' } },
  'high-card1': { ranks: 1, text: { en: '{a} high', es: 'carta alta {a}', it: 'carta alta {a}' } },
  pair: { ranks: 1, text: { en: 'pair of {A}', es: 'pareja de {A}', it: 'coppia di {A}' } },
  'two-pair': { ranks: 2, text: { en: 'two pair, {A} and {B}', es: 'doble pareja, {A} y {B}', it: 'doppia coppia, {A} e {B}' } },
  trips: { ranks: 1, text: { en: 'three {A}', es: 'trío de {A}', it: 'tris di {A}' } },
  straight: { ranks: 1, text: { en: 'straight, {a} high', es: 'escalera {toA}', it: 'scala {toA}' } },
  flush: { ranks: 1, text: { en: 'flush, {a} high', es: 'color {toA}', it: 'colore {toA}' } },
  'full-house': { ranks: 2, text: { en: 'full house, {A} full of {B}', es: 'full de {A} y {B}', it: 'full di {A} e {B}' } },
  quads: { ranks: 1, text: { en: 'four {A}', es: 'póker de {A}', it: 'poker di {A}' } },
  'straight-flush': { ranks: 1, text: { en: 'straight flush, {a} high', es: 'escalera de color {toA}', it: 'scala colore {toA}' } },
  low: { ranks: 2, text: { en: '{a}-{b} low', es: 'baja {a}-{b}', it: 'basso {a}-{b}' } },
  low1: { ranks: 1, text: { en: '{a} low', es: 'baja {a}', it: 'basso {a}' } },
};

/** Board kinds the dealer announces on 4th-7th street (no straights or flushes: RR 12). */
const BOARD_KINDS = ['high-card', 'high-card1', 'pair', 'two-pair', 'trips', 'full-house', 'quads', 'low', 'low1'];
/**
 * A board with no pair is named by its two highest cards, as the dealer says it ("ace-king", not "ace-king high"):
 * `board.name.high-card.<a>.<b>`; every other board is named as the hand (`hand.<kind>...`: "pair of tens").
 */
const BOARD_HIGH_CARDS: Localized = { en: '{a}-{b}', es: '{a}-{b}', it: '{a}-{b}' };
// The dealer names the board, then who speaks: "pareja de sietes, habla"; Italian "parla coppia di sette".
const BOARD_CALL: Localized = { en: '{hand} bets', es: '{hand}, habla', it: 'parla {hand}' };

/** The message key of a hand description: the `1` suffix of one-rank forms is dropped from the key. */
export function handKey(prefix: 'hand' | 'board' | 'board.name', kind: string, ranks: readonly RankName[]): string {
  return [prefix, kind, ...ranks].join('.');
}

function fill(template: string, locale: Locale, a: RankName, b?: RankName): string {
  const wa = WORDS[locale][a];
  const wb = b ? WORDS[locale][b] : wa;
  return template.replace('{a}', wa.one).replace('{A}', wa.many).replace('{toA}', wa.to).replace('{b}', wb.one).replace('{B}', wb.many);
}

/** A generated name's parts: its key's prefix, the template (with its `1` suffix for one-rank forms), its ranks. */
interface HandName {
  readonly prefix: 'hand' | 'board' | 'board.name';
  readonly template: string;
  readonly ranks: readonly RankName[];
}

/** A text made in each language. */
const localized = (make: (locale: Locale) => string): Localized =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Localized;

/** The text of one generated name, in every language. */
function handNameText({ prefix, template, ranks }: HandName): Localized {
  const { text } = HAND_TEMPLATES[template]!;
  const [a, b] = ranks as [RankName, RankName | undefined];
  if (prefix === 'hand') return localized((l) => fill(text[l], l, a, b));
  // A board with no pair is named by its two highest cards; every other board as the hand.
  const board = localized((l) => fill(template === 'high-card' ? BOARD_HIGH_CARDS[l] : text[l], l, a, b));
  return prefix === 'board.name' ? board : localized((l) => BOARD_CALL[l].replace('{hand}', board[l]));
}

/** Every generated name, in the order they are listed. */
function handNames(): HandName[] {
  return Object.entries(HAND_TEMPLATES).flatMap(([template, { ranks }]) => {
    const pairs: RankName[][] =
      ranks === 1 ? RANK_NAMES.map((a) => [a]) : RANK_NAMES.flatMap((a) => RANK_NAMES.filter((b) => b !== a).map((b) => [a, b]));
    const prefixes: HandName['prefix'][] = [
      'hand',
      ...(template === 'high-card' ? (['board.name'] as const) : []),
      ...(BOARD_KINDS.includes(template) ? (['board'] as const) : []),
    ];
    return pairs.flatMap((rs) => prefixes.map((prefix) => ({ prefix, template, ranks: rs })));
  });
}

/** The generated name a key stands for ("hand.pair.seven", "board.name.high-card.ace.king"), if it is one. */
function parseHandName(key: string): HandName | undefined {
  const parts = key.split('.');
  const prefix = parts[0] === 'board' && parts[1] === 'name' ? 'board.name' : parts[0];
  if (prefix !== 'hand' && prefix !== 'board' && prefix !== 'board.name') return undefined;
  const [kind, ...ranks] = parts.slice(prefix === 'board.name' ? 2 : 1);
  if (
    kind === undefined ||
    kind.endsWith('1') ||
    ranks.length < 1 ||
    ranks.length > 2 ||
    !ranks.every((r) => (RANK_NAMES as readonly string[]).includes(r))
  )
    return undefined;
  if (ranks[0] === ranks[1]) return undefined;
  const template = HAND_TEMPLATES[kind]?.ranks === ranks.length ? kind : `${kind}1`;
  if (HAND_TEMPLATES[template]?.ranks !== ranks.length) return undefined;
  if (prefix === 'board' && !BOARD_KINDS.includes(template)) return undefined;
  if (prefix === 'board.name' && template !== 'high-card') return undefined;
  return { prefix, template, ranks: ranks as RankName[] };
}

/**
 * A catalog with the generated hand names (about 1,600) in it, each made when it is first read (not all of them at start:
 * that cost the first screen tens of milliseconds); listing the catalog lists them all.
 */
export function withHandNames(written: Catalog): Catalog {
  const made = new Map<string, Localized | undefined>();
  const generated = (key: string): Localized | undefined => {
    if (!made.has(key)) {
      const name = parseHandName(key);
      made.set(key, name && handNameText(name));
    }
    return made.get(key);
  };
  let keys: string[] | null = null;
  const own = (target: Catalog, key: string | symbol) => typeof key !== 'string' || Object.hasOwn(target, key);
  return new Proxy(written, {
    get: (target, key, receiver) => (own(target, key) ? Reflect.get(target, key, receiver) : generated(key as string)),
    has: (target, key) => Reflect.has(target, key) || generated(key as string) !== undefined,
    ownKeys: (target) =>
      (keys ??= [
        ...Reflect.ownKeys(target).map(String),
        ...handNames().map(({ prefix, template, ranks }) => handKey(prefix, template.replace(/1$/, ''), ranks)),
      ]),
    getOwnPropertyDescriptor: (target, key) => {
      if (own(target, key)) return Reflect.getOwnPropertyDescriptor(target, key);
      const value = generated(key as string);
      return value && { value, writable: false, enumerable: true, configurable: true };
    },
  });
}

/**
 * Pot award reasons. Each is generated for the main pot and for side pots (`reason.pot.<kind>.main`,
 * `reason.pot.<kind>.side` with an {n} parameter), and where a half is named, for the high and the low
 * half (`reason.pot.<kind>.<main|side>.<high|low>`). {seats} is a list of seat numbers.
 */
const POT_NAMES: Readonly<Record<'main' | 'side', Localized>> = {
  main: { en: 'Main pot', es: 'Bote principal', it: 'Piatto principale' },
  side: { en: 'Side pot {n}', es: 'Bote secundario {n}', it: 'Piatto laterale {n}' },
};
const HALF_WORDS: Readonly<Record<'high' | 'low', Localized>> = {
  high: { en: 'high', es: 'alta', it: 'alto' },
  low: { en: 'low', es: 'baja', it: 'basso' },
};
const POT_TEMPLATES: Readonly<Record<string, { halves: boolean; text: Localized }>> = {
  uncontested: {
    halves: false,
    text: {
      en: '{pot}: {amount, number, chips} to seat {seat}, the only player left in it.',
      es: '{pot}: {amount, number, chips} para el asiento {seat}, el único jugador que queda en él.',
      it: "{pot}: {amount, number, chips} al posto {seat}, l'unico giocatore rimasto.",
    },
  },
  won: {
    halves: true,
    text: {
      en: '{pot}: {amount, number, chips} to seat {seat}, the best {half} hand.',
      es: '{pot}: {amount, number, chips} para el asiento {seat}, la mejor mano {half}.',
      it: '{pot}: {amount, number, chips} al posto {seat}, il miglior punto {half}.',
    },
  },
  split: {
    halves: true,
    text: {
      en: '{pot}: {amount, number, chips} split between seats {seats}, equal {half} hands (suits never break a tie); the odd chip goes to seat {oddSeats}.',
      es: '{pot}: {amount, number, chips} repartido entre los asientos {seats}, manos {half} iguales (el palo no desempata); la ficha impar va al asiento {oddSeats}.',
      it: '{pot}: {amount, number, chips} diviso fra i posti {seats}, punti {half} uguali (il seme non spareggia); la fiche dispari va al posto {oddSeats}.',
    },
  },
  splitOdds: {
    halves: true,
    text: {
      en: '{pot}: {amount, number, chips} split between seats {seats}, equal {half} hands (suits never break a tie); one odd chip each to seats {oddSeats}.',
      es: '{pot}: {amount, number, chips} repartido entre los asientos {seats}, manos {half} iguales (el palo no desempata); una ficha impar a cada uno de los asientos {oddSeats}.',
      it: '{pot}: {amount, number, chips} diviso fra i posti {seats}, punti {half} uguali (il seme non spareggia); una fiche dispari ciascuno ai posti {oddSeats}.',
    },
  },
  splitEven: {
    halves: true,
    text: {
      en: '{pot}: {amount, number, chips} split evenly between seats {seats}, equal {half} hands.',
      es: '{pot}: {amount, number, chips} repartido a partes iguales entre los asientos {seats}, manos {half} iguales.',
      it: '{pot}: {amount, number, chips} diviso in parti uguali fra i posti {seats}, punti {half} uguali.',
    },
  },
  noLow: {
    halves: false,
    text: {
      en: '{pot}: no qualifying low (five different ranks, eight or lower), so the high hand takes all {amount, number, chips}.',
      es: '{pot}: no hay baja que califique (cinco valores distintos, de ocho o menos), así que la mano alta se lleva los {amount, number, chips}.',
      it: '{pot}: nessun basso qualificato (cinque valori diversi, otto o meno), quindi il punto alto prende tutti i {amount, number, chips}.',
    },
  },
  halves: {
    halves: false,
    text: {
      en: '{pot}: {amount, number, chips} is halved: {high, number, chips} to the high hand, {low, number, chips} to the low hand; an odd chip between the halves goes to the high half.',
      es: '{pot}: {amount, number, chips} se divide en dos: {high, number, chips} para la mano alta y {low, number, chips} para la baja; la ficha impar entre las mitades va a la alta.',
      it: "{pot}: {amount, number, chips} si divide a metà: {high, number, chips} al punto alto e {low, number, chips} al basso; la fiche dispari fra le metà va all'alto.",
    },
  },
  scoop: {
    halves: false,
    text: {
      en: '{pot}: seat {seat} has both the best high and the best low hand and scoops {amount, number, chips}.',
      es: '{pot}: el asiento {seat} tiene la mejor mano alta y la mejor baja y se lleva los {amount, number, chips}.',
      it: '{pot}: il posto {seat} ha sia il miglior punto alto sia il miglior basso e prende tutti i {amount, number, chips}.',
    },
  },
};

function generatePots(): Record<string, Localized> {
  const out: Record<string, Localized> = {};
  for (const [kind, { halves, text }] of Object.entries(POT_TEMPLATES)) {
    for (const pot of ['main', 'side'] as const) {
      for (const half of halves ? (['high', 'low'] as const) : [null]) {
        out[['reason.pot', kind, pot, ...(half ? [half] : [])].join('.')] = localized((l) =>
          text[l].replace('{pot}', POT_NAMES[pot][l]).replace('{half}', half ? HALF_WORDS[half][l] : ''),
        );
      }
    }
  }
  return out;
}

/** The texts of this file written out (the pot awards, the boards' reasons); the hand names are withHandNames'. */
export const EVAL_WRITTEN: Catalog = {
  ...generatePots(),
  'hand.royal-flush': { en: 'royal flush', es: 'escalera real', it: 'scala reale' },
  'hand.no-low': { en: 'no qualifying low', es: 'sin baja que califique', it: 'nessun basso qualificato' },
  'reason.pots.built': {
    en: '{count, plural, one {One pot} other {# pots}} in the middle, {total, number, chips} chips in all.',
    es: '{count, plural, one {Un bote} other {# botes}} en el centro, {total, number, chips} fichas en total.',
    it: '{count, plural, one {Un piatto} other {# piatti}} al centro, {total, number, chips} fiches in tutto.',
  },
  'reason.pots.builtReturned': {
    en: '{count, plural, one {One pot} other {# pots}} in the middle, {total, number, chips} chips in all; seat {seat} gets back {amount, number, chips} that nobody called.',
    es: '{count, plural, one {Un bote} other {# botes}} en el centro, {total, number, chips} fichas en total; el asiento {seat} recupera {amount, number, chips} que nadie igualó.',
    it: '{count, plural, one {Un piatto} other {# piatti}} al centro, {total, number, chips} fiches in tutto; il posto {seat} riprende {amount, number, chips} che nessuno ha chiamato.',
  },
  'reason.pots.returnedOnly': {
    en: 'Nobody else put chips in: seat {seat} gets back {amount, number, chips}.',
    es: 'Nadie más puso fichas: el asiento {seat} recupera {amount, number, chips}.',
    it: 'Nessun altro ha messo fiches: il posto {seat} riprende {amount, number, chips}.',
  },
  'reason.pots.none': { en: 'No chips in the middle.', es: 'No hay fichas en el centro.', it: 'Nessuna fiche al centro.' },
  'reason.awards': {
    en: '{count, plural, one {One pot} other {# pots}} awarded, {total, number, chips} chips in all.',
    es: '{count, plural, one {Un bote adjudicado} other {# botes adjudicados}}, {total, number, chips} fichas en total.',
    it: '{count, plural, one {Un piatto assegnato} other {# piatti assegnati}}, {total, number, chips} fiches in tutto.',
  },
  'reason.board.first': {
    en: 'Seat {seat} has the best board showing and acts first.',
    es: 'El asiento {seat} tiene la mejor mano a la vista y habla primero.',
    it: 'Il posto {seat} ha il miglior punto scoperto e parla per primo.',
  },
  'reason.board.tiePosition': {
    en: "Seats {seats} show equal boards; seat {seat}, first from the dealer's left, acts first.",
    es: 'Los asientos {seats} muestran manos iguales; habla primero el asiento {seat}, el primero a la izquierda del crupier.',
    it: 'I posti {seats} mostrano punti uguali; parla per primo il posto {seat}, il primo alla sinistra del mazziere.',
  },
  'reason.board.tieSuit': {
    en: 'Seats {seats} show equal boards; seat {seat} has the highest card by suit ({card}) and acts first.',
    es: 'Los asientos {seats} muestran manos iguales; el asiento {seat} tiene la carta más alta por palo ({card}) y habla primero.',
    it: 'I posti {seats} mostrano punti uguali; il posto {seat} ha la carta più alta per seme ({card}) e parla per primo.',
  },
};

/** Every text of this file: the written ones and the generated hand names. */
export const EVAL_MESSAGES: Catalog = withHandNames(EVAL_WRITTEN);
