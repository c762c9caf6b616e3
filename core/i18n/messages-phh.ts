import type { Catalog } from './locale';

/** Texts of the PHH hand-history reader, writer and replay (core/phh). */
export const PHH_MESSAGES = {
  'phh.where.line': { en: 'line {line}', es: 'línea {line}', it: 'riga {line}' },
  'phh.where.lineColumn': { en: 'line {line}, column {column}', es: 'línea {line}, columna {column}', it: 'riga {line}, colonna {column}' },
  'phh.where.action': { en: 'actions[{index}] "{text}"', es: 'actions[{index}] "{text}"', it: 'actions[{index}] "{text}"' },

  'phh.error.toml': {
    en: 'not valid TOML: {detail}',
    es: 'no es TOML válido: {detail}',
    it: 'non è TOML valido: {detail}',
  },
  'phh.error.notTable': {
    en: 'the file is not a table of fields',
    es: 'el archivo no es una tabla de campos',
    it: 'il file non è una tabella di campi',
  },
  'phh.error.missingField': {
    en: 'the required field "{field}" is missing',
    es: 'falta el campo obligatorio "{field}"',
    it: 'manca il campo obbligatorio "{field}"',
  },
  'phh.error.variant': {
    en: 'variant "{value}" is not a stud-family game (expected F7S, FR or F7S/8)',
    es: 'la variante "{value}" no es de la familia stud (se esperaba F7S, FR o F7S/8)',
    it: 'la variante "{value}" non è della famiglia stud (atteso F7S, FR o F7S/8)',
  },
  'phh.error.notString': {
    en: 'the field "{field}" must be a text',
    es: 'el campo "{field}" debe ser un texto',
    it: 'il campo "{field}" deve essere un testo',
  },
  'phh.error.notBoolean': {
    en: 'the field "{field}" must be true or false',
    es: 'el campo "{field}" debe ser true o false',
    it: 'il campo "{field}" deve essere true o false',
  },
  'phh.error.notAmount': {
    en: 'the field "{field}" must be a number greater than zero, not {value}',
    es: 'el campo "{field}" debe ser un número mayor que cero, no {value}',
    it: 'il campo "{field}" deve essere un numero maggiore di zero, non {value}',
  },
  'phh.error.notAmountList': {
    en: 'the field "{field}" must be a list of numbers',
    es: 'el campo "{field}" debe ser una lista de números',
    it: 'il campo "{field}" deve essere una lista di numeri',
  },
  'phh.error.badListEntry': {
    en: '{field}[{index}] is {value}: it must be a number, zero or more',
    es: '{field}[{index}] vale {value}: debe ser un número, cero o más',
    it: '{field}[{index}] vale {value}: deve essere un numero, zero o più',
  },
  'phh.error.badListEntryPositive': {
    en: '{field}[{index}] is {value}: it must be a number greater than zero',
    es: '{field}[{index}] vale {value}: debe ser un número mayor que cero',
    it: '{field}[{index}] vale {value}: deve essere un numero maggiore di zero',
  },
  'phh.error.notStringList': {
    en: 'the field "{field}" must be a list of texts',
    es: 'el campo "{field}" debe ser una lista de textos',
    it: 'il campo "{field}" deve essere una lista di testi',
  },
  'phh.error.playerCount': {
    en: 'a stud hand has 2 to 8 players, but "{field}" lists {count}',
    es: 'una mano de stud tiene de 2 a 8 jugadores, pero "{field}" indica {count}',
    it: 'una mano di stud ha da 2 a 8 giocatori, ma "{field}" ne elenca {count}',
  },
  'phh.error.lengthMismatch': {
    en: '"{field}" has {count} entries but "antes" has {players}: one per player',
    es: '"{field}" tiene {count} valores pero "antes" tiene {players}: uno por jugador',
    it: '"{field}" ha {count} valori ma "antes" ne ha {players}: uno per giocatore',
  },
  'phh.error.actor': {
    en: 'unknown actor "{actor}" (expected d for the dealer or p1..p{players})',
    es: 'actor desconocido "{actor}" (se esperaba d para el crupier o p1..p{players})',
    it: 'attore sconosciuto "{actor}" (atteso d per il mazziere o p1..p{players})',
  },
  'phh.error.playerRange': {
    en: 'player p{player} does not exist: the hand has {players} players (p1..p{players})',
    es: 'el jugador p{player} no existe: la mano tiene {players} jugadores (p1..p{players})',
    it: 'il giocatore p{player} non esiste: la mano ha {players} giocatori (p1..p{players})',
  },
  'phh.error.unknownAction': {
    en: 'unknown action "{action}" (the dealer has dh and db; a player has pb, cbr, cc, f and sm)',
    es: 'acción desconocida "{action}" (el crupier tiene dh y db; un jugador tiene pb, cbr, cc, f y sm)',
    it: 'azione sconosciuta "{action}" (il mazziere ha dh e db; un giocatore ha pb, cbr, cc, f e sm)',
  },
  'phh.error.arguments': {
    en: '"{action}" is written {usage}',
    es: '"{action}" se escribe {usage}',
    it: '"{action}" si scrive {usage}',
  },
  'phh.error.card': {
    en: '"{text}" is not a card (rank 2-9, T, J, Q, K or A, then suit c, d, h or s; ?? for an unknown card)',
    es: '"{text}" no es una carta (valor 2-9, T, J, Q, K o A, luego palo c, d, h o s; ?? para una carta desconocida)',
    it: '"{text}" non è una carta (valore 2-9, T, J, Q, K o A, poi seme c, d, h o s; ?? per una carta sconosciuta)',
  },
  'phh.error.amount': {
    en: '"{text}" is not an amount greater than zero',
    es: '"{text}" no es una cantidad mayor que cero',
    it: '"{text}" non è un importo maggiore di zero',
  },
} as const satisfies Catalog;
