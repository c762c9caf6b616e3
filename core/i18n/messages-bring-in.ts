import type { Catalog } from './locale';

export const BRING_IN_MESSAGES = {
  'reason.bringIn.lowest': {
    en: 'Lowest door card: {card}.',
    es: 'Carta descubierta más baja: {card}.',
    it: 'Carta scoperta più bassa: {card}.',
  },
  'reason.bringIn.lowest.suit': {
    en: 'Lowest door card: {card}; on equal ranks the lower suit brings in, clubs < diamonds < hearts < spades.',
    es: 'Carta descubierta más baja: {card}; a igual valor paga el palo más bajo, tréboles < diamantes < corazones < picas.',
    it: 'Carta scoperta più bassa: {card}; a parità di valore paga il seme più basso, fiori < quadri < cuori < picche.',
  },
  'reason.bringIn.highest': {
    en: 'Highest door card (aces low): {card}.',
    es: 'Carta descubierta más alta (el as es bajo): {card}.',
    it: "Carta scoperta più alta (l'asso è basso): {card}.",
  },
  'reason.bringIn.highest.suit': {
    en: 'Highest door card (aces low): {card}; on equal ranks the higher suit brings in, spades > hearts > diamonds > clubs.',
    es: 'Carta descubierta más alta (el as es bajo): {card}; a igual valor paga el palo más alto, picas > corazones > diamantes > tréboles.',
    it: "Carta scoperta più alta (l'asso è basso): {card}; a parità di valore paga il seme più alto, picche > cuori > quadri > fiori.",
  },
} as const satisfies Catalog;
