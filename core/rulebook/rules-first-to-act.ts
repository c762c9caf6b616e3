import type { RuleEntry } from './entry';

/** Who acts first on 4th to 7th street: the best (razz: the lowest) board showing, equal boards, an all-in high board. */
export const FIRST_TO_ACT_RULES = {
  'rr.stud.12': {
    source: {
      book: 'RR',
      ref: { en: 'Seven-Card Stud, rules 1 and 12', es: 'Seven-Card Stud, reglas 1 y 12', it: 'Seven-Card Stud, regole 1 e 12' },
    },
    text: {
      en: 'From 4th street on, the best hand showing acts first, counting upcards only: four of a kind, then three of a kind, two pair, one pair, then high cards and kickers. Straights and flushes showing do not count and are not announced. The dealer announces the hand that acts first.',
      es: 'Desde la cuarta calle habla primero la mejor mano a la vista, contando solo las cartas descubiertas: póker, luego trío, doble pareja, pareja y después cartas altas y acompañantes. Las escaleras y colores a la vista no cuentan ni se anuncian. El crupier anuncia la mano que habla primero.',
      it: 'Dalla quarta strada parla per primo il punto migliore scoperto, contando solo le carte scoperte: poker, poi tris, doppia coppia, coppia, quindi carte alte e kicker. Scale e colori scoperti non contano e non si annunciano. Il mazziere annuncia il punto che parla per primo.',
    },
  },
  'rr.razz.board': {
    source: { book: 'RR', ref: { en: 'Razz', es: 'Razz', it: 'Razz' } },
    text: {
      en: 'In razz, from 4th street on, the lowest hand showing acts first, ace-to-five: aces low, pairs bad, straights and flushes ignored.',
      es: 'En razz, desde la cuarta calle, habla primero la mano más baja a la vista, de as a cinco: el as es bajo, las parejas son malas y escaleras y colores no cuentan.',
      it: 'Nel razz, dalla quarta strada, parla per primo il punto più basso scoperto, da asso a cinque: asso basso, coppie cattive, scale e colori ignorati.',
    },
  },
  'seed-001.board-tie-position': {
    source: {
      book: 'SEED-001',
      ref: { en: 'Fourth street: equal boards', es: 'Cuarta calle: manos a la vista iguales', it: 'Quarta strada: punti scoperti uguali' },
    },
    text: {
      en: "When two boards are equal, the player first in order from the dealer's left acts first.",
      es: 'Si dos manos a la vista empatan, habla primero el jugador que esté antes en orden desde la izquierda del crupier.',
      it: 'Se due punti scoperti sono uguali, parla per primo il giocatore che viene prima partendo dalla sinistra del mazziere.',
    },
  },
  'tda.rp-10-d': {
    source: { book: 'TDA', ref: { en: 'RP-10-D', es: 'RP-10-D', it: 'RP-10-D' } },
    text: {
      en: 'When two boards are equal, the suit of the highest card decides: the player whose highest card has the highest suit acts first (spades, hearts, diamonds, clubs). In razz as well, the highest card of the equal boards is compared.',
      es: 'Si dos manos a la vista empatan, decide el palo de la carta más alta: habla primero el jugador cuya carta más alta tiene el palo más alto (picas, corazones, diamantes, tréboles). También en razz se compara la carta más alta de las manos empatadas.',
      it: 'Se due punti scoperti sono uguali decide il seme della carta più alta: parla per primo il giocatore la cui carta più alta ha il seme più alto (picche, cuori, quadri, fiori). Anche nel razz si confronta la carta più alta dei punti pari.',
    },
  },
  'seed-003.board-tie-suit': {
    source: {
      book: 'SEED-003',
      ref: { en: 'Fourth street: equal boards', es: 'Cuarta calle: manos a la vista iguales', it: 'Quarta strada: punti scoperti uguali' },
    },
    text: {
      en: 'An online room breaks a tie between equal boards by suit: the player whose highest card has the highest suit speaks first.',
      es: 'Una sala en línea desempata las manos a la vista iguales por palo: habla primero el jugador cuya carta más alta tiene el palo más alto.',
      it: 'Una sala online spareggia i punti scoperti uguali per seme: parla per primo il giocatore la cui carta più alta ha il seme più alto.',
    },
  },
  'rr.betting.all-in-skipped': {
    source: {
      book: 'RR',
      ref: {
        en: 'Betting and Raising: all-in players',
        es: 'Apuestas y subidas: jugadores all-in',
        it: 'Puntate e rilanci: giocatori all-in',
      },
    },
    text: {
      en: 'A player who is all-in takes no more part in the betting: when the high board is all-in, the next player to its left with chips acts first.',
      es: 'Un jugador all-in ya no participa en las apuestas: si la mano alta está all-in, habla primero el siguiente jugador a su izquierda con fichas.',
      it: 'Un giocatore all-in non partecipa più alle puntate: se il punto alto è all-in, parla per primo il successivo alla sua sinistra con fiches.',
    },
  },
} as const satisfies Record<string, RuleEntry>;
