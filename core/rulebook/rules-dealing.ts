import type { RuleEntry } from './entry';

/** Dealing rules: order, streets, burns, the deck arithmetic. */
export const DEALING_RULES = {
  'seed-000.deal-order': {
    source: { book: 'SEED-000', ref: { en: 'The deal', es: 'El reparto', it: 'La distribuzione' } },
    text: {
      en: "Every round of dealing starts with the first player still in to the dealer's left and goes clockwise; players who folded are skipped.",
      es: 'Cada vuelta de reparto empieza por el primer jugador en la mano a la izquierda del crupier y sigue en el sentido de las agujas del reloj; se salta a quien se retiró.',
      it: 'Ogni giro di distribuzione parte dal primo giocatore in gioco alla sinistra del mazziere e prosegue in senso orario; chi ha passato viene saltato.',
    },
  },
  'seed-000.streets': {
    source: { book: 'SEED-000', ref: { en: 'Streets', es: 'Calles', it: 'Strade' } },
    text: {
      en: '3rd street: two cards down and one up (the door card); 4th, 5th and 6th: one card up each; 7th: one card down.',
      es: 'Tercera calle: dos cartas boca abajo y una boca arriba (la primera carta descubierta); cuarta, quinta y sexta: una boca arriba cada una; séptima: una boca abajo.',
      it: 'Terza strada: due carte coperte e una scoperta (la prima carta scoperta); quarta, quinta e sesta: una scoperta ciascuna; settima: una coperta.',
    },
  },
  'seed-000.burn': {
    source: { book: 'SEED-000', ref: { en: 'Burn cards', es: 'Cartas quemadas', it: 'Carte bruciate' } },
    text: {
      en: 'No card is burned before the first deal; exactly one card is burned before each of 4th, 5th, 6th and 7th street.',
      es: 'No se quema carta antes del primer reparto; se quema exactamente una antes de la cuarta, la quinta, la sexta y la séptima calle.',
      it: 'Prima della prima distribuzione non si brucia nulla; si brucia esattamente una carta prima della quarta, della quinta, della sesta e della settima strada.',
    },
  },
  'seed-000.deck-arithmetic': {
    source: { book: 'SEED-000', ref: { en: 'Running out of cards', es: 'Se acaban las cartas', it: 'Il mazzo non basta' } },
    text: {
      en: 'Eight players who all reach 7th street hold six cards each, and three cards have been burned: 48 + 3 = 51, so one card is left before the 7th-street burn.',
      es: 'Ocho jugadores que llegan todos a la séptima calle tienen seis cartas cada uno y se han quemado tres: 48 + 3 = 51, así que queda una carta antes de quemar para la séptima.',
      it: 'Otto giocatori che arrivano tutti alla settima strada hanno sei carte ciascuno e ne sono state bruciate tre: 48 + 3 = 51, quindi resta una carta prima di bruciare per la settima.',
    },
  },
  'seed-000.folded-cards-dead': {
    source: { book: 'SEED-000', ref: { en: 'Folded cards', es: 'Cartas de las manos retiradas', it: 'Carte delle mani passate' } },
    text: {
      en: 'A folded hand is dead: its cards never come back into play, not even when the deck runs short.',
      es: 'Una mano retirada está muerta: sus cartas no vuelven al juego, ni siquiera si faltan cartas.',
      it: 'Una mano passata è morta: le sue carte non tornano in gioco, nemmeno se mancano carte.',
    },
  },
} as const satisfies Record<string, RuleEntry>;
