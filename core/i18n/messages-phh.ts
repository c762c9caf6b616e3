import type { Catalog } from './locale';

/** Texts of the PHH hand-history reader, writer and replay (core/phh). */
export const PHH_MESSAGES = {
  'phh.where.line': { en: 'line {line}', es: 'línea {line}', it: 'riga {line}' },
  'phh.where.lineColumn': { en: 'line {line}, column {column}', es: 'línea {line}, columna {column}', it: 'riga {line}, colonna {column}' },
  // Counted from 1 as floor staff count (the replay's account does too), with the file's 0-based index beside it.
  'phh.where.action': { en: 'action {number} "{text}" (actions[{index}])', es: 'acción {number} "{text}" (actions[{index}])', it: 'azione {number} "{text}" (actions[{index}])' },

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

/** Lines of a replay's readable account and its errors (core/phh/replay.ts). */
export const PHH_REPLAY_MESSAGES = {
  'phh.replay.ante': { en: 'Seat {seat} antes {amount}.', es: 'El asiento {seat} pone un ante de {amount}.', it: 'Il posto {seat} mette un ante di {amount}.' },
  'phh.replay.anteShort': {
    en: 'Seat {seat} antes {amount}, all-in for less than the ante.',
    es: 'El asiento {seat} pone un ante de {amount}, all-in por menos del ante.',
    it: 'Il posto {seat} mette un ante di {amount}, all-in per meno dell\'ante.',
  },
  'phh.replay.deal': { en: 'Seat {seat} is dealt {cards}.', es: 'El asiento {seat} recibe {cards}.', it: 'Il posto {seat} riceve {cards}.' },
  'phh.replay.burn': { en: 'The dealer burns a card.', es: 'El crupier quema una carta.', it: 'Il mazziere brucia una carta.' },
  'phh.replay.common': {
    en: 'Not enough cards for everyone: the dealer turns the {card} face up as a common card.',
    es: 'No hay cartas para todos: el crupier descubre el {card} como carta comunitaria.',
    it: 'Non ci sono carte per tutti: il mazziere scopre il {card} come carta comune.',
  },
  'phh.replay.bringIn': { en: 'Seat {seat} brings in for {amount}.', es: 'El asiento {seat} pone el bring-in de {amount}.', it: 'Il posto {seat} mette il bring-in di {amount}.' },
  'phh.replay.complete': { en: 'Seat {seat} completes to {amount}.', es: 'El asiento {seat} completa a {amount}.', it: 'Il posto {seat} completa a {amount}.' },
  'phh.replay.bet': { en: 'Seat {seat} bets {amount}.', es: 'El asiento {seat} apuesta {amount}.', it: 'Il posto {seat} punta {amount}.' },
  'phh.replay.raise': { en: 'Seat {seat} raises to {amount}.', es: 'El asiento {seat} sube a {amount}.', it: 'Il posto {seat} rilancia a {amount}.' },
  'phh.replay.check': { en: 'Seat {seat} checks.', es: 'El asiento {seat} pasa.', it: 'Il posto {seat} fa check.' },
  'phh.replay.call': { en: 'Seat {seat} calls {amount}.', es: 'El asiento {seat} iguala {amount}.', it: 'Il posto {seat} chiama {amount}.' },
  'phh.replay.fold': { en: 'Seat {seat} folds.', es: 'El asiento {seat} se retira.', it: 'Il posto {seat} passa.' },
  'phh.replay.show': { en: 'Seat {seat} shows {cards}.', es: 'El asiento {seat} muestra {cards}.', it: 'Il posto {seat} mostra {cards}.' },
  'phh.replay.muck': { en: 'Seat {seat} mucks.', es: 'El asiento {seat} tira sus cartas.', it: 'Il posto {seat} scarta le sue carte.' },
  'phh.replay.return': {
    en: '{amount} was not called and goes back to seat {seat}.',
    es: '{amount} no fue igualado y vuelve al asiento {seat}.',
    it: '{amount} non è stato chiamato e torna al posto {seat}.',
  },
  'phh.replay.comment': { en: 'Note in the file: {text}', es: 'Nota del archivo: {text}', it: 'Nota nel file: {text}' },
  'phh.replay.noOneActs': {
    en: 'No one can act on this street (all-in): no betting.',
    es: 'Nadie puede actuar en esta calle (all-in): no hay apuestas.',
    it: 'Nessuno può agire in questa strada (all-in): niente puntate.',
  },
  'phh.replay.potAfter': {
    en: 'The betting on street {street} is over: the pot holds {amount}.',
    es: 'Terminan las apuestas de la calle {street}: el bote tiene {amount}.',
    it: 'Finiscono le puntate della strada {street}: il piatto contiene {amount}.',
  },
  'phh.replay.award.all': { en: 'Seat {seat} wins {amount} (pot {pot}).', es: 'El asiento {seat} gana {amount} (bote {pot}).', it: 'Il posto {seat} vince {amount} (piatto {pot}).' },
  'phh.replay.award.high': {
    en: 'Seat {seat} wins the high half, {amount} (pot {pot}).',
    es: 'El asiento {seat} gana la mitad alta, {amount} (bote {pot}).',
    it: 'Il posto {seat} vince la metà alta, {amount} (piatto {pot}).',
  },
  'phh.replay.award.low': {
    en: 'Seat {seat} wins the low half, {amount} (pot {pot}).',
    es: 'El asiento {seat} gana la mitad baja, {amount} (bote {pot}).',
    it: 'Il posto {seat} vince la metà bassa, {amount} (piatto {pot}).',
  },
  'phh.replay.award.scoop': {
    en: 'Seat {seat} scoops {amount}: no low qualifies (pot {pot}).',
    es: 'El asiento {seat} se lleva los {amount} enteros: ninguna baja califica (bote {pot}).',
    it: 'Il posto {seat} prende tutti i {amount}: nessun basso si qualifica (piatto {pot}).',
  },
  'phh.replay.finishingMatch': {
    en: 'The finishing stacks match the file to the chip.',
    es: 'Las fichas finales coinciden con el archivo hasta la última ficha.',
    it: 'Le fiches finali coincidono con il file fino all\'ultima fiche.',
  },
  'phh.replay.stopped': {
    en: 'The replay stops at this error: the rest of the history is not checked.',
    es: 'La reproducción se detiene en este error: el resto del historial no se comprueba.',
    it: 'La riproduzione si ferma a questo errore: il resto della cronologia non viene controllato.',
  },
  'phh.replay.error.opener': {
    en: 'the file has seat {file} (p{file}) act first, but seat {engine} (p{engine}) must',
    es: 'el archivo hace actuar primero al asiento {file} (p{file}), pero le toca al asiento {engine} (p{engine})',
    it: 'il file fa agire per primo il posto {file} (p{file}), ma tocca al posto {engine} (p{engine})',
  },
  'phh.replay.error.showOrder': {
    en: 'the file has seat {file} (p{file}) show next, but seat {engine} (p{engine}) must show first',
    es: 'el archivo hace mostrar al asiento {file} (p{file}), pero debe mostrar antes el asiento {engine} (p{engine})',
    it: 'il file fa mostrare il posto {file} (p{file}), ma deve mostrare prima il posto {engine} (p{engine})',
  },
  'phh.replay.error.dealOrder': {
    en: 'the file deals to seat {file} (p{file}), but the next card goes to seat {engine} (p{engine}): dealing starts at the dealer\'s left and goes clockwise',
    es: 'el archivo reparte al asiento {file} (p{file}), pero la siguiente carta es para el asiento {engine} (p{engine}): se reparte desde la izquierda del crupier en el sentido de las agujas del reloj',
    it: 'il file distribuisce al posto {file} (p{file}), ma la prossima carta va al posto {engine} (p{engine}): si distribuisce dalla sinistra del mazziere in senso orario',
  },
  'phh.replay.error.boardCount': {
    en: 'a community card is dealt one at a time, not {count}',
    es: 'las cartas comunitarias se reparten de una en una, no {count}',
    it: 'le carte comuni si distribuiscono una alla volta, non {count}',
  },
  'phh.replay.error.finishing': {
    en: 'seat {seat} (p{seat}) finishes with {chips}, but the file\'s finishing stacks say {recorded}',
    es: 'el asiento {seat} (p{seat}) termina con {chips}, pero las fichas finales del archivo dicen {recorded}',
    it: 'il posto {seat} (p{seat}) finisce con {chips}, ma le fiches finali del file dicono {recorded}',
  },
  'phh.replay.error.unfinished': {
    en: 'the history stops before the hand is over, so its finishing stacks cannot be checked; next step',
    es: 'el historial termina antes de que acabe la mano, así que sus fichas finales no se pueden comprobar; siguiente paso',
    it: 'la cronologia finisce prima della fine della mano, quindi le fiches finali non si possono verificare; prossimo passo',
  },
  'phh.replay.error.engine': {
    en: 'the engine could not apply this action: {detail}',
    es: 'el motor no pudo aplicar esta acción: {detail}',
    it: 'il motore non ha potuto applicare questa azione: {detail}',
  },
  'phh.error.engineConfig': {
    en: 'the engine cannot play this hand: {detail}',
    es: 'el motor no puede jugar esta mano: {detail}',
    it: 'il motore non può giocare questa mano: {detail}',
  },
} as const satisfies Catalog;
