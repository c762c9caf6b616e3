import type { RuleEntry } from './entry';

/** Rules about the forced bet on 3rd street. */
export const BRING_IN_RULES = {
  'rr.stud.1': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 1', es: 'Seven-Card Stud, regla 1', it: 'Seven-Card Stud, regola 1' } },
    text: {
      en: 'The lowest upcard by suit starts the first betting round with a forced bet (aces are high); on later streets the high board acts first, ties broken by position.',
      es: 'La carta descubierta más baja, desempatando por palo, abre la primera ronda con el bring-in, una apuesta obligatoria (el as es alto); en las calles siguientes habla primero la mano más alta a la vista, y los empates se deciden por posición.',
      it: "La carta scoperta più bassa, con lo spareggio per seme, apre la terza strada con il bring-in, una puntata obbligatoria (l'asso è alto); nelle strade successive parla per primo il punto più alto scoperto, e la parità si decide per posizione.",
    },
  },
  'seed-001.suit-order': {
    source: { book: 'SEED-001', ref: { en: 'Bring-in: suit order', es: 'Bring-in: orden de los palos', it: 'Bring-in: ordine dei semi' } },
    text: {
      en: 'When door cards tie in rank, suit decides: clubs are lowest, then diamonds, hearts and spades. With 2s, 2h and 2d showing, the 2 of diamonds brings in.',
      es: 'Si las cartas descubiertas empatan en valor, decide el palo: el trébol es el palo más bajo, luego diamantes, corazones y picas. Con 2♠, 2♥ y 2♦ a la vista, pone el bring-in el 2 de diamantes.',
      it: 'Se le carte scoperte hanno lo stesso valore decide il seme: i fiori sono il seme più basso, poi quadri, cuori e picche. Con 2♠, 2♥ e 2♦ scoperti, il bring-in tocca al 2 di quadri.',
    },
  },
  'rr.razz.bring-in': {
    source: { book: 'RR', ref: { en: 'Razz', es: 'Razz', it: 'Razz' } },
    text: {
      en: 'In razz the highest upcard brings in; aces are low, so a king is the highest card, and ties of rank go to the highest suit (spades).',
      es: 'En razz pone el bring-in la carta descubierta más alta; el as es bajo, así que el rey es la carta más alta, y los empates de valor los decide el palo más alto (picas).',
      it: "Nel razz il bring-in tocca alla carta scoperta più alta; l'asso è basso, quindi il re è la carta più alta, e a parità di valore decide il seme più alto (picche).",
    },
  },
  'seed-004.razz-bring-in': {
    source: { book: 'SEED-004', ref: { en: 'Razz: bring-in', es: 'Bring-in en razz', it: 'Bring-in nel razz' } },
    text: {
      en: 'Razz bring-in example: with the queen of hearts and the queen of diamonds showing, the queen of hearts brings in.',
      es: 'Ejemplo de razz: con la reina de corazones y la reina de diamantes a la vista, pone el bring-in la reina de corazones.',
      it: 'Esempio di razz: con la donna di cuori e la donna di quadri scoperte, il bring-in tocca alla donna di cuori.',
    },
  },
} as const satisfies Record<string, RuleEntry>;
