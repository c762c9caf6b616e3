import type { Catalog } from './locale';

export const CARD_MESSAGES = {
  'card.name': { en: '{rank} of {suit}', es: '{rank} de {suit}', it: '{rank} di {suit}' },
  'card.rank.two': { en: 'two', es: 'dos', it: 'due' },
  'card.rank.three': { en: 'three', es: 'tres', it: 'tre' },
  'card.rank.four': { en: 'four', es: 'cuatro', it: 'quattro' },
  'card.rank.five': { en: 'five', es: 'cinco', it: 'cinque' },
  'card.rank.six': { en: 'six', es: 'seis', it: 'sei' },
  'card.rank.seven': { en: 'seven', es: 'siete', it: 'sette' },
  'card.rank.eight': { en: 'eight', es: 'ocho', it: 'otto' },
  'card.rank.nine': { en: 'nine', es: 'nueve', it: 'nove' },
  'card.rank.ten': { en: 'ten', es: 'diez', it: 'dieci' },
  'card.rank.jack': { en: 'jack', es: 'jota', it: 'fante' },
  'card.rank.queen': { en: 'queen', es: 'reina', it: 'donna' },
  'card.rank.king': { en: 'king', es: 'rey', it: 're' },
  'card.rank.ace': { en: 'ace', es: 'as', it: 'asso' },
  'card.suit.clubs': { en: 'clubs', es: 'tréboles', it: 'fiori' },
  'card.suit.diamonds': { en: 'diamonds', es: 'diamantes', it: 'quadri' },
  'card.suit.hearts': { en: 'hearts', es: 'corazones', it: 'cuori' },
  'card.suit.spades': { en: 'spades', es: 'picas', it: 'picche' },
  'card.faceDown': { en: 'face-down card', es: 'carta boca abajo', it: 'carta coperta' },
  'list.and': { en: ' and ', es: ' y ', it: ' e ' },
} as const satisfies Catalog;
