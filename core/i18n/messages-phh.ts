import type { Catalog } from './locale';

/** Texts of the PHH hand-history reader, writer and replay (core/phh). */
export const PHH_MESSAGES = {
  'phh.where.line': { en: 'line {line}', es: 'línea {line}', it: 'riga {line}' },
  'phh.where.lineColumn': { en: 'line {line}, column {column}', es: 'línea {line}, columna {column}', it: 'riga {line}, colonna {column}' },
  // Counted from 1 as floor staff count (the replay's account does too), with the file's 0-based index beside it.
  'phh.where.action': {
    en: 'action {number} "{text}" (actions[{index}])',
    es: 'acción {number} "{text}" (actions[{index}])',
    it: 'azione {number} "{text}" (actions[{index}])',
  },

  'phh.error.toml': {
    en: 'not valid TOML here',
    es: 'aquí no es TOML válido',
    it: 'qui non è TOML valido',
  },
  // TOML syntax errors (core/phh/toml-error.ts): what is wrong in plain words, where it is; the two above when the
  // text at the parser's position is all there is to name.
  'phh.error.toml.here': {
    en: 'not valid TOML from "{found}" on',
    es: 'no es TOML válido a partir de "{found}"',
    it: 'non è TOML valido a partire da "{found}"',
  },
  'phh.error.toml.unclosedString': {
    en: 'a text in quotes is not closed: the quote {quote} that opens it has no closing {quote} on the same line',
    es: 'un texto entre comillas no está cerrado: la comilla {quote} que lo abre no tiene su {quote} de cierre en la misma línea',
    it: 'un testo tra virgolette non è chiuso: la virgoletta {quote} che lo apre non ha la {quote} di chiusura sulla stessa riga',
  },
  'phh.error.toml.unclosedMultiline': {
    en: 'a text on several lines opens here with {quote} and is never closed: the closing {quote} is missing',
    es: 'un texto de varias líneas se abre aquí con {quote} y no se cierra nunca: falta el {quote} de cierre',
    it: 'un testo su più righe si apre qui con {quote} e non si chiude mai: manca il {quote} di chiusura',
  },
  'phh.error.toml.unclosedList': {
    en: 'the list "{field}" opens here with [ but is not closed: the ] is missing',
    es: 'la lista "{field}" se abre aquí con [ pero no se cierra: falta el ]',
    it: 'la lista "{field}" si apre qui con [ ma non si chiude: manca la ]',
  },
  'phh.error.toml.unclosedListNoField': {
    en: 'a list opens here with [ but is not closed: the ] is missing',
    es: 'aquí se abre una lista con [ que no se cierra: falta el ]',
    it: 'qui si apre una lista con [ che non si chiude: manca la ]',
  },
  'phh.error.toml.unclosedTable': {
    en: "a table opens here with '{' but is not closed: the '}' is missing",
    es: "aquí se abre una tabla con '{' que no se cierra: falta la '}'",
    it: "qui si apre una tabella con '{' che non si chiude: manca la '}'",
  },
  'phh.error.toml.missingComma': {
    en: 'a comma or the closing {close} is missing before "{found}": the entries are separated by commas',
    es: 'falta una coma o el cierre {close} antes de "{found}": los elementos se separan con comas',
    it: 'manca una virgola o la chiusura {close} prima di "{found}": gli elementi si separano con virgole',
  },
  'phh.error.toml.quoteInText': {
    en: 'the text in {quote} quotes ends at the {quote} just before "{found}": a text cannot hold its own kind of quote, so check its quotes or write it in {other} quotes',
    es: 'el texto entre comillas {quote} termina en la {quote} justo antes de "{found}": un texto no puede llevar su propio tipo de comilla, así que revisa sus comillas o escríbelo entre comillas {other}',
    it: 'il testo tra virgolette {quote} finisce alla {quote} subito prima di "{found}": un testo non può contenere il proprio tipo di virgoletta, quindi controlla le virgolette o scrivilo tra virgolette {other}',
  },
  'phh.error.toml.endOfLine': {
    en: 'the line goes on after the value with "{found}": each field goes on a line of its own (a comment starts with #)',
    es: 'la línea sigue después del valor con "{found}": cada campo va en su propia línea (un comentario empieza con #)',
    it: 'la riga continua dopo il valore con "{found}": ogni campo va su una riga a sé (un commento inizia con #)',
  },
  'phh.error.toml.badValue': {
    en: '"{found}" is not a value: write a number (10), a text in quotes (\'F7S\'), true or false, or a list in [ ]',
    es: '"{found}" no es un valor: se escribe un número (10), un texto entre comillas (\'F7S\'), true o false, o una lista entre [ ]',
    it: '"{found}" non è un valore: si scrive un numero (10), un testo tra virgolette (\'F7S\'), true o false, o una lista tra [ ]',
  },
  'phh.error.toml.commaOutsideList': {
    en: '"{found}" has a comma outside a list: a number is written without thousands separators, and a list goes in [ ]',
    es: '"{found}" tiene una coma fuera de una lista: un número se escribe sin separadores de miles, y una lista va entre [ ]',
    it: '"{found}" ha una virgola fuori da una lista: un numero si scrive senza separatori delle migliaia, e una lista va tra [ ]',
  },
  'phh.error.toml.missingValue': {
    en: 'the value after = is missing',
    es: 'falta el valor después del =',
    it: 'manca il valore dopo il =',
  },
  'phh.error.toml.emptyEntry': {
    en: 'two commas with nothing between them: an entry of the list is missing',
    es: 'dos comas sin nada entre ellas: falta un elemento de la lista',
    it: 'due virgole senza niente in mezzo: manca un elemento della lista',
  },
  'phh.error.toml.curlyQuotes': {
    en: 'typographic quotes (‘ ’ “ ”) are not quotes in TOML: write straight quotes \' or "',
    es: 'las comillas tipográficas (‘ ’ “ ”) no son comillas en TOML: se escriben comillas rectas \' o "',
    it: 'le virgolette tipografiche (‘ ’ “ ”) non sono virgolette in TOML: si scrivono virgolette dritte \' o "',
  },
  'phh.error.toml.number': {
    en: '"{found}" is not a number as TOML writes it: digits only (no letters, spaces or thousands separators), no leading 0, and _ only between two digits',
    es: '"{found}" no es un número tal como lo escribe TOML: solo cifras (sin letras, espacios ni separadores de miles), sin 0 inicial, y _ solo entre dos cifras',
    it: '"{found}" non è un numero come lo scrive TOML: solo cifre (niente lettere, spazi o separatori delle migliaia), nessuno 0 iniziale, e _ solo tra due cifre',
  },
  'phh.error.toml.numberTooLarge': {
    en: '"{found}" is a whole number too large to read exactly',
    es: '"{found}" es un número entero demasiado grande para leerlo con exactitud',
    it: '"{found}" è un numero intero troppo grande per leggerlo con esattezza',
  },
  'phh.error.toml.date': {
    en: '"{found}" is not a valid date or time (dates are written 2023-06-22, times 14:05:00)',
    es: '"{found}" no es una fecha u hora válida (las fechas se escriben 2023-06-22 y las horas 14:05:00)',
    it: '"{found}" non è una data o un\'ora valida (le date si scrivono 2023-06-22, le ore 14:05:00)',
  },
  'phh.error.toml.escape': {
    en: 'in a text in double quotes a backslash starts an escape, and "{found}" is not one: write \\\\ for a backslash, or use single quotes',
    es: 'en un texto entre comillas dobles la barra invertida empieza un escape, y "{found}" no lo es: escribe \\\\ para una barra invertida, o usa comillas simples',
    it: 'in un testo tra virgolette doppie la barra rovesciata inizia un escape, e "{found}" non lo è: scrivi \\\\ per una barra rovesciata, o usa le virgolette semplici',
  },
  'phh.error.toml.control': {
    en: 'an invisible control character ({code}) is not allowed here: delete it',
    es: 'aquí no se permite un carácter de control invisible ({code}): bórralo',
    it: 'qui non è ammesso un carattere di controllo invisibile ({code}): cancellalo',
  },
  'phh.error.toml.tableHeader': {
    en: 'the table header "{text}" is not closed: it ends with ] (]] for a [[ header)',
    es: 'la cabecera de tabla "{text}" no está cerrada: termina con ] (]] para una cabecera [[)',
    it: 'l\'intestazione di tabella "{text}" non è chiusa: finisce con ] (]] per un\'intestazione [[)',
  },
  'phh.error.toml.tableName': {
    en: 'the table header "{text}" is not a valid name: use letters, digits, _ and -, or put the name in quotes',
    es: 'la cabecera de tabla "{text}" no es un nombre válido: usa letras, cifras, _ y -, o pon el nombre entre comillas',
    it: 'l\'intestazione di tabella "{text}" non è un nome valido: usa lettere, cifre, _ e -, o metti il nome tra virgolette',
  },
  'phh.error.toml.keyName': {
    en: 'the field name "{name}" has a character a name cannot have: use letters, digits, _ and -, or put the name in quotes',
    es: 'el nombre de campo "{name}" tiene un carácter que un nombre no puede tener: usa letras, cifras, _ y -, o pon el nombre entre comillas',
    it: 'il nome di campo "{name}" ha un carattere che un nome non può avere: usa lettere, cifre, _ e -, o metti il nome tra virgolette',
  },
  'phh.error.toml.notKeyValue': {
    en: 'this line does not read as name = value: "{text}"',
    es: 'esta línea no tiene la forma nombre = valor: "{text}"',
    it: 'questa riga non ha la forma nome = valore: "{text}"',
  },
  'phh.error.toml.duplicate': {
    en: 'the field "{field}" is given twice (first on line {first})',
    es: 'el campo "{field}" aparece dos veces (la primera en la línea {first})',
    it: 'il campo "{field}" compare due volte (la prima alla riga {first})',
  },
  'phh.error.toml.duplicateTable': {
    en: 'the table [{field}] is given twice (first on line {first}): put its fields under one header',
    es: 'la tabla [{field}] aparece dos veces (la primera en la línea {first}): pon sus campos bajo una sola cabecera',
    it: 'la tabella [{field}] compare due volte (la prima alla riga {first}): metti i suoi campi sotto una sola intestazione',
  },
  'phh.error.toml.duplicateNoLine': {
    en: '"{field}" is defined twice',
    es: '"{field}" está definido dos veces',
    it: '"{field}" è definito due volte',
  },
  'phh.error.toml.tooDeep': {
    en: 'the lists or tables are nested too deeply to read (more than {max} levels)',
    es: 'las listas o tablas están anidadas a demasiada profundidad para leerlas (más de {max} niveles)',
    it: 'le liste o le tabelle sono annidate troppo in profondità per leggerle (più di {max} livelli)',
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
    en: '"{field}" has {count} entries but "{other}" has {otherCount}: one per player',
    es: '"{field}" tiene {count} valores pero "{other}" tiene {otherCount}: uno por jugador',
    it: '"{field}" ha {count} valori ma "{other}" ne ha {otherCount}: uno per giocatore',
  },
  'phh.error.lengthMismatchLine': {
    en: '"{field}" has {count} entries but "{other}" has {otherCount} (line {otherLine}): one per player',
    es: '"{field}" tiene {count} valores pero "{other}" tiene {otherCount} (línea {otherLine}): uno por jugador',
    it: '"{field}" ha {count} valori ma "{other}" ne ha {otherCount} (riga {otherLine}): uno per giocatore',
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
  'phh.replay.ante': {
    en: 'Seat {seat} antes {amount, number, chips}.',
    es: 'El asiento {seat} pone un ante de {amount, number, chips}.',
    it: 'Il posto {seat} mette un ante di {amount, number, chips}.',
  },
  'phh.replay.anteShort': {
    en: 'Seat {seat} antes {amount, number, chips}, all-in for less than the ante.',
    es: 'El asiento {seat} pone un ante de {amount, number, chips}, all-in por menos del ante.',
    it: "Il posto {seat} mette un ante di {amount, number, chips}, all-in per meno dell'ante.",
  },
  'phh.replay.deal': {
    en: 'Seat {seat} is dealt {cards}.',
    es: 'El asiento {seat} recibe {cards}.',
    it: 'Il posto {seat} riceve {cards}.',
  },
  'phh.replay.cardsDown': {
    en: '{count, plural, one {face down} other {face down}}: {cards}',
    es: '{count, plural, one {boca abajo} other {boca abajo}}: {cards}',
    it: '{count, plural, one {coperta} other {coperte}}: {cards}',
  },
  'phh.replay.cardsUp': {
    en: '{count, plural, one {face up} other {face up}}: {cards}',
    es: '{count, plural, one {boca arriba} other {boca arriba}}: {cards}',
    it: '{count, plural, one {scoperta} other {scoperte}}: {cards}',
  },
  'phh.replay.card': { en: '{card}', es: '{card}', it: '{card}' },
  'phh.replay.cardUnknown': { en: 'an unknown card', es: 'una carta desconocida', it: 'una carta sconosciuta' },
  'phh.replay.burn': { en: 'The dealer burns a card.', es: 'El crupier quema una carta.', it: 'Il mazziere brucia una carta.' },
  'phh.replay.common': {
    en: 'Not enough cards for everyone: the dealer turns the {card} face up as a common card.',
    es: 'No hay cartas para todos: el crupier descubre el {card} como carta común.',
    it: 'Non ci sono carte per tutti: il mazziere scopre il {card} come carta comune.',
  },
  'phh.replay.common.unknown': {
    en: 'Not enough cards for everyone: the dealer turns a card face up as a common card (the file does not name it).',
    es: 'No hay cartas para todos: el crupier descubre una carta como carta común (el archivo no la nombra).',
    it: 'Non ci sono carte per tutti: il mazziere scopre una carta come carta comune (il file non la nomina).',
  },
  'phh.replay.bringIn': {
    en: 'Seat {seat} brings in for {amount, number, chips}.',
    es: 'El asiento {seat} pone el bring-in de {amount, number, chips}.',
    it: 'Il posto {seat} mette il bring-in di {amount, number, chips}.',
  },
  'phh.replay.complete': {
    en: 'Seat {seat} completes to {amount, number, chips}.',
    es: 'El asiento {seat} completa a {amount, number, chips}.',
    it: 'Il posto {seat} completa a {amount, number, chips}.',
  },
  'phh.replay.bet': {
    en: 'Seat {seat} bets {amount, number, chips}.',
    es: 'El asiento {seat} apuesta {amount, number, chips}.',
    it: 'Il posto {seat} punta {amount, number, chips}.',
  },
  'phh.replay.raise': {
    en: 'Seat {seat} raises to {amount, number, chips}.',
    es: 'El asiento {seat} sube a {amount, number, chips}.',
    it: 'Il posto {seat} rilancia a {amount, number, chips}.',
  },
  'phh.replay.check': { en: 'Seat {seat} checks.', es: 'El asiento {seat} pasa.', it: 'Il posto {seat} fa check.' },
  'phh.replay.call': {
    en: 'Seat {seat} calls {amount, number, chips}.',
    es: 'El asiento {seat} iguala {amount, number, chips}.',
    it: 'Il posto {seat} chiama {amount, number, chips}.',
  },
  'phh.replay.fold': { en: 'Seat {seat} folds.', es: 'El asiento {seat} se retira.', it: 'Il posto {seat} passa.' },
  'phh.replay.show': { en: 'Seat {seat} shows {cards}.', es: 'El asiento {seat} muestra {cards}.', it: 'Il posto {seat} mostra {cards}.' },
  'phh.replay.muck': { en: 'Seat {seat} mucks.', es: 'El asiento {seat} tira sus cartas.', it: 'Il posto {seat} scarta le sue carte.' },
  'phh.replay.return': {
    en: '{amount, number, chips} was not called and goes back to seat {seat}.',
    es: '{amount, number, chips} no fue igualado y vuelve al asiento {seat}.',
    it: '{amount, number, chips} non è stato chiamato e torna al posto {seat}.',
  },
  'phh.replay.comment': { en: 'Note in the file: {text}', es: 'Nota del archivo: {text}', it: 'Nota nel file: {text}' },
  'phh.replay.noOneActs': {
    en: 'No one can act on this street (all-in): no betting.',
    es: 'Nadie puede actuar en esta calle (all-in): no hay apuestas.',
    it: 'Nessuno può agire in questa strada (all-in): niente puntate.',
  },
  'phh.replay.potAfter': {
    en: 'The betting on {streetName} is over: the pot holds {amount, number, chips}.',
    es: 'Terminan las apuestas de la {streetName}: el bote tiene {amount, number, chips}.',
    it: 'Finiscono le puntate della {streetName}: il piatto contiene {amount, number, chips}.',
  },
  'phh.replay.award.all': {
    en: 'Seat {seat} wins {amount, number, chips} (pot {pot}).',
    es: 'El asiento {seat} gana {amount, number, chips} (bote {pot}).',
    it: 'Il posto {seat} vince {amount, number, chips} (piatto {pot}).',
  },
  'phh.replay.award.high': {
    en: 'Seat {seat} wins the high half, {amount, number, chips} (pot {pot}).',
    es: 'El asiento {seat} gana la mitad alta, {amount, number, chips} (bote {pot}).',
    it: 'Il posto {seat} vince la metà alta, {amount, number, chips} (piatto {pot}).',
  },
  'phh.replay.award.low': {
    en: 'Seat {seat} wins the low half, {amount, number, chips} (pot {pot}).',
    es: 'El asiento {seat} gana la mitad baja, {amount, number, chips} (bote {pot}).',
    it: 'Il posto {seat} vince la metà bassa, {amount, number, chips} (piatto {pot}).',
  },
  'phh.replay.award.scoop': {
    en: 'Seat {seat} scoops {amount, number, chips}: no low qualifies (pot {pot}).',
    es: 'El asiento {seat} se lleva los {amount, number, chips} enteros: ninguna baja califica (bote {pot}).',
    it: 'Il posto {seat} prende tutti i {amount, number, chips}: nessun basso si qualifica (piatto {pot}).',
  },
  // An award after a showdown names the winning hand, as the dealer does when pushing the pot.
  'phh.replay.award.all.hand': {
    en: 'Seat {seat} wins {amount, number, chips} with {hand} (pot {pot}).',
    es: 'El asiento {seat} gana {amount, number, chips} con {hand} (bote {pot}).',
    it: 'Il posto {seat} vince {amount, number, chips} con {hand} (piatto {pot}).',
  },
  'phh.replay.award.high.hand': {
    en: 'Seat {seat} wins the high half, {amount, number, chips}, with {hand} (pot {pot}).',
    es: 'El asiento {seat} gana la mitad alta, {amount, number, chips}, con {hand} (bote {pot}).',
    it: 'Il posto {seat} vince la metà alta, {amount, number, chips}, con {hand} (piatto {pot}).',
  },
  'phh.replay.award.low.hand': {
    en: 'Seat {seat} wins the low half, {amount, number, chips}, with {hand} (pot {pot}).',
    es: 'El asiento {seat} gana la mitad baja, {amount, number, chips}, con {hand} (bote {pot}).',
    it: 'Il posto {seat} vince la metà bassa, {amount, number, chips}, con {hand} (piatto {pot}).',
  },
  'phh.replay.award.scoop.hand': {
    en: 'Seat {seat} scoops {amount, number, chips} with {hand}: no low qualifies (pot {pot}).',
    es: 'El asiento {seat} se lleva los {amount, number, chips} enteros con {hand}: ninguna baja califica (bote {pot}).',
    it: 'Il posto {seat} prende tutti i {amount, number, chips} con {hand}: nessun basso si qualifica (piatto {pot}).',
  },
  'phh.replay.finishingMatch': {
    en: 'The finishing stacks match the file to the chip.',
    es: 'Las fichas finales coinciden con el archivo hasta la última ficha.',
    it: "Le fiches finali coincidono con il file fino all'ultima fiche.",
  },
  'phh.replay.stopped': {
    en: 'The replay stops at this error: the hand cannot go on as written, and the rest of the history is not checked.',
    es: 'La reproducción se detiene en este error: la mano no puede seguir como está escrita, y el resto del historial no se comprueba.',
    it: 'La riproduzione si ferma a questo errore: la mano non può andare avanti come è scritta, e il resto dello storico non viene controllato.',
  },
  // Deviations: the file departs from the house rules or the book's order, and the replay goes on as the file has it.
  'phh.replay.deviation.opener': {
    en: 'the file has seat {file} (p{file}) act first, but seat {engine} (p{engine}) must',
    es: 'el archivo hace hablar primero al asiento {file} (p{file}), pero le toca al asiento {engine} (p{engine})',
    it: 'il file fa parlare per primo il posto {file} (p{file}), ma tocca al posto {engine} (p{engine})',
  },
  'phh.replay.deviation.showOrder': {
    en: "the file has seat {file} (p{file}) show first (seats in the file's order: {fileOrder}), but seat {engine} (p{engine}) must show first (the showdown order: {order})",
    es: 'el archivo hace mostrar primero al asiento {file} (p{file}) (asientos en el orden del archivo: {fileOrder}), pero debe mostrar primero el asiento {engine} (p{engine}) (orden del showdown: {order})',
    it: "il file fa mostrare per primo il posto {file} (p{file}) (posti nell'ordine del file: {fileOrder}), ma deve mostrare per primo il posto {engine} (p{engine}) (ordine dello showdown: {order})",
  },
  'phh.replay.deviation.dealOrder': {
    en: "the file deals to seat {file} (p{file}), but the next card goes to seat {engine} (p{engine}): dealing starts at the dealer's left and goes clockwise",
    es: 'el archivo reparte al asiento {file} (p{file}), pero la siguiente carta es para el asiento {engine} (p{engine}): se reparte desde la izquierda del crupier en el sentido de las agujas del reloj',
    it: 'il file distribuisce al posto {file} (p{file}), ma la prossima carta va al posto {engine} (p{engine}): si distribuisce dalla sinistra del mazziere in senso orario',
  },
  'phh.replay.deviation.finishing': {
    en: "money: seat {seat} (p{seat}) finishes with {chips, number, chips}, but the file's finishing stacks say {recorded, number, chips}",
    es: 'dinero: el asiento {seat} (p{seat}) termina con {chips, number, chips}, pero las fichas finales del archivo dicen {recorded, number, chips}',
    it: 'denaro: il posto {seat} (p{seat}) finisce con {chips, number, chips}, ma le fiches finali del file dicono {recorded, number, chips}',
  },
  // A card named twice: a fouled deck (RR irregularities), with where the first one is.
  'phh.replay.error.duplicateHeld': {
    en: 'the {card} is in the file twice: seat {seat} (p{seat}) already has it, and two cards of the same rank and suit mean a fouled deck',
    es: 'la carta {card} aparece dos veces en el archivo: ya la tiene el asiento {seat} (p{seat}), y dos cartas del mismo valor y palo indican un mazo defectuoso',
    it: "la carta {card} compare due volte nel file: ce l'ha già il posto {seat} (p{seat}), e due carte dello stesso valore e seme indicano un mazzo difettoso",
  },
  'phh.replay.error.duplicateCommon': {
    en: 'the {card} is in the file twice: it is already the common card, and two cards of the same rank and suit mean a fouled deck',
    es: 'la carta {card} aparece dos veces en el archivo: ya es la carta común, y dos cartas del mismo valor y palo indican un mazo defectuoso',
    it: 'la carta {card} compare due volte nel file: è già la carta comune, e due carte dello stesso valore e seme indicano un mazzo difettoso',
  },
  'phh.replay.error.duplicateBurned': {
    en: 'the {card} is in the file twice: it was already burned, and two cards of the same rank and suit mean a fouled deck',
    es: 'la carta {card} aparece dos veces en el archivo: ya se quemó, y dos cartas del mismo valor y palo indican un mazo defectuoso',
    it: 'la carta {card} compare due volte nel file: è già stata bruciata, e due carte dello stesso valore e seme indicano un mazzo difettoso',
  },
  'phh.replay.error.duplicateSameAction': {
    en: 'this action names the {card} twice, and two cards of the same rank and suit mean a fouled deck',
    es: 'esta acción nombra dos veces la carta {card}, y dos cartas del mismo valor y palo indican un mazo defectuoso',
    it: 'questa azione nomina due volte la carta {card}, e due carte dello stesso valore e seme indicano un mazzo difettoso',
  },
  'phh.replay.error.boardCount': {
    en: 'a community card is dealt one at a time, not {count}',
    es: 'las cartas comunes se reparten de una en una, no {count}',
    it: 'le carte comuni si distribuiscono una alla volta, non {count}',
  },
  'phh.replay.error.unfinished': {
    en: 'the history stops before the hand is over, so its finishing stacks cannot be checked; next step',
    es: 'el historial termina antes de que acabe la mano, así que sus fichas finales no se pueden comprobar; siguiente paso',
    it: 'lo storico finisce prima della fine della mano, quindi le fiches finali non si possono verificare; prossimo passo',
  },
  'phh.replay.error.engine': {
    en: 'the engine could not apply this action: {detail}',
    es: 'el motor no pudo aplicar esta acción: {detail}',
    it: 'il motore non ha potuto applicare questa azione: {detail}',
  },
  'phh.replay.rulesCited': { en: '(rules: {rules})', es: '(reglas: {rules})', it: '(regole: {rules})' },
  // The command line's readable account of a replayed hand (cli replay), worded as the floor replay screen words it.
  'phh.account.title': {
    en: '{file}: {variant} ({code}), profile {profile}',
    es: '{file}: {variant} ({code}), perfil {profile}',
    it: '{file}: {variant} ({code}), profilo {profile}',
  },
  'phh.account.variant.F7S': { en: 'Seven Card Stud', es: 'Seven Card Stud', it: 'Seven Card Stud' },
  'phh.account.variant.FR': { en: 'Razz', es: 'Razz', it: 'Razz' },
  'phh.account.variant.F7S/8': {
    en: 'Seven Card Stud Hi-Lo eight or better',
    es: 'Seven Card Stud Hi-Lo ocho o menos',
    it: 'Seven Card Stud Hi-Lo otto o meno',
  },
  'phh.account.legend': {
    en: "(seats count from the dealer's left: seat N is the file's pN; [index] = entry of the file's actions)",
    es: '(los asientos se cuentan desde la izquierda del crupier: el asiento N es el pN del archivo; [índice] = entrada de las acciones del archivo)',
    it: '(i posti si contano dalla sinistra del mazziere: il posto N è il pN del file; [indice] = voce delle azioni del file)',
  },
  'phh.account.street': { en: '{streetName}', es: '{streetName}', it: '{streetName}' },
  'phh.account.streetFirst': {
    en: '{streetName}, first to act: {first}',
    es: '{streetName}, habla primero: {first}',
    it: '{streetName}, parla per primo: {first}',
  },
  'phh.account.noOne': { en: 'no one', es: 'nadie', it: 'nessuno' },
  'phh.account.dealer': { en: 'dealer: ', es: 'crupier: ', it: 'mazziere: ' },
  'phh.account.error': { en: 'ERROR: ', es: 'ERROR: ', it: 'ERRORE: ' },
  'phh.account.deviation': { en: 'DEVIATION: ', es: 'DESVIACIÓN: ', it: 'DEVIAZIONE: ' },
  'phh.account.pots': {
    en: 'Pot after each street: {pots}',
    es: 'Bote al final de cada calle: {pots}',
    it: 'Piatto alla fine di ogni strada: {pots}',
  },
  'phh.account.pot': {
    en: '{streetName} {amount, number, chips}',
    es: '{streetName} {amount, number, chips}',
    it: '{streetName} {amount, number, chips}',
  },
  'phh.account.showdownOrder': { en: 'Showdown order: {seats}', es: 'Orden del showdown: {seats}', it: 'Ordine dello showdown: {seats}' },
  'phh.account.bringIn': {
    en: 'Bring-in: seat {seat} put in {amount, number, chips}',
    es: 'Bring-in: el asiento {seat} puso {amount, number, chips}',
    it: 'Bring-in: il posto {seat} ha messo {amount, number, chips}',
  },
  'phh.account.finishing': { en: 'Finishing stacks: {stacks}', es: 'Fichas finales: {stacks}', it: 'Fiches finali: {stacks}' },
  'phh.account.unfinished': {
    en: 'Finishing stacks: the history stops before the end of the hand',
    es: 'Fichas finales: el historial se detiene antes del final de la mano',
    it: 'Fiches finali: lo storico si ferma prima della fine della mano',
  },
  'phh.account.clean': {
    en: 'Deviations and errors: none, the hand follows the rules',
    es: 'Desviaciones y errores: ninguno, la mano sigue las reglas',
    it: 'Deviazioni ed errori: nessuno, la mano segue le regole',
  },
  'phh.account.noDeviations': { en: 'Deviations: none', es: 'Desviaciones: ninguna', it: 'Deviazioni: nessuna' },
  'phh.account.deviations': {
    en: 'Deviations: {count} (the replay went on past each, with the cards and chips as the file has them)',
    es: 'Desviaciones: {count} (la reproducción siguió tras cada una, con las cartas y fichas como las tiene el archivo)',
    it: 'Deviazioni: {count} (la riproduzione è andata avanti dopo ognuna, con carte e fiches come le ha il file)',
  },
  'phh.account.noErrors': {
    en: 'Errors: none, the replay reaches the end of the file',
    es: 'Errores: ninguno, la reproducción llega al final del archivo',
    it: 'Errori: nessuno, la riproduzione arriva alla fine del file',
  },
  'phh.account.errors': { en: 'Errors: {count}', es: 'Errores: {count}', it: 'Errori: {count}' },
  'phh.account.rulesCited': { en: 'Rules cited:', es: 'Reglas citadas:', it: 'Regole citate:' },
  'phh.account.cannotRead': {
    en: 'cannot read the file: {detail}',
    es: 'no se puede leer el archivo: {detail}',
    it: 'impossibile leggere il file: {detail}',
  },
  // Why (cli/read-file.ts): the system's code in words, or bytes that are not text.
  'phh.account.read.ENOENT': { en: 'it does not exist', es: 'no existe', it: 'non esiste' },
  'phh.account.read.EACCES': { en: 'permission denied', es: 'permiso denegado', it: 'permesso negato' },
  'phh.account.read.EPERM': {
    en: 'the operation is not permitted',
    es: 'la operación no está permitida',
    it: "l'operazione non è permessa",
  },
  'phh.account.read.EISDIR': { en: 'it is a folder, not a file', es: 'es una carpeta, no un archivo', it: 'è una cartella, non un file' },
  'phh.account.read.ENOTDIR': {
    en: 'a part of its path is a file, not a folder',
    es: 'una parte de su ruta es un archivo, no una carpeta',
    it: 'una parte del suo percorso è un file, non una cartella',
  },
  'phh.account.read.ELOOP': {
    en: 'its links lead round in a circle',
    es: 'sus enlaces dan vueltas en círculo',
    it: 'i suoi collegamenti girano in tondo',
  },
  'phh.account.read.ENAMETOOLONG': { en: 'its name is too long', es: 'su nombre es demasiado largo', it: 'il suo nome è troppo lungo' },
  'phh.account.read.EIO': { en: 'the disk could not read it', es: 'el disco no pudo leerlo', it: 'il disco non è riuscito a leggerlo' },
  'phh.account.read.other': {
    en: 'the system refused ({code})',
    es: 'el sistema lo ha rechazado ({code})',
    it: 'il sistema lo ha rifiutato ({code})',
  },
  'phh.account.read.notText': {
    en: 'it is not UTF-8 text: line {line}, column {column} has a byte ({byte}) that is no part of any character',
    es: 'no es texto UTF-8: la línea {line}, columna {column} tiene un byte ({byte}) que no forma parte de ningún carácter',
    it: 'non è testo UTF-8: la riga {line}, colonna {column} ha un byte ({byte}) che non fa parte di nessun carattere',
  },
  'phh.account.internal': {
    en: 'the engine failed on this file (an error of Bring-In, not of the file; the other files are still read): {detail}',
    es: 'el motor ha fallado con este archivo (un error de Bring-In, no del archivo; los demás archivos se leen igualmente): {detail}',
    it: 'il motore si è bloccato su questo file (un errore di Bring-In, non del file; gli altri file vengono letti comunque): {detail}',
  },
  // The command line's ruling on an incident (cli rule): what is wrong with its JSON file, naming the field or action.
  // JSON and PHH field names (incident, kind, actions[3], p1..pN) are the file's own words, the same in every language.
  'phh.rule.notJson': { en: 'not valid JSON: {detail}', es: 'no es JSON válido: {detail}', it: 'non è JSON valido: {detail}' },
  // Where JSON breaks (cli/json-problem.ts), after "line 3, column 12: not valid JSON: ".
  'phh.rule.json.end': {
    en: 'the file ends before the JSON is complete',
    es: 'el archivo termina antes de que el JSON esté completo',
    it: 'il file finisce prima che il JSON sia completo',
  },
  'phh.rule.json.value': {
    en: 'a value is expected here, not "{found}"',
    es: 'aquí se espera un valor, no "{found}"',
    it: 'qui ci vuole un valore, non "{found}"',
  },
  'phh.rule.json.comma': {
    en: 'a comma or the closing {close} is missing before "{found}"',
    es: 'falta una coma o el cierre {close} antes de "{found}"',
    it: 'manca una virgola o la chiusura {close} prima di "{found}"',
  },
  'phh.rule.json.key': {
    en: 'a field name in double quotes is expected here, not "{found}"',
    es: 'aquí se espera un nombre de campo entre comillas dobles, no "{found}"',
    it: 'qui ci vuole un nome di campo tra virgolette doppie, non "{found}"',
  },
  'phh.rule.json.colon': {
    en: 'the : after the field name is missing before "{found}"',
    es: 'falta el : después del nombre del campo, antes de "{found}"',
    it: 'manca il : dopo il nome del campo, prima di "{found}"',
  },
  'phh.rule.json.string': {
    en: 'a text in double quotes is not closed on its line',
    es: 'un texto entre comillas dobles no se cierra en su línea',
    it: 'un testo tra virgolette doppie non si chiude sulla sua riga',
  },
  'phh.rule.json.control': {
    en: 'an invisible control character ({code}) cannot stand inside a text: delete it',
    es: 'un carácter de control invisible ({code}) no puede estar dentro de un texto: bórralo',
    it: 'un carattere di controllo invisibile ({code}) non può stare dentro un testo: cancellalo',
  },
  'phh.rule.json.escape': {
    en: '"{found}" is not an escape JSON knows (write \\\\ for a backslash)',
    es: '"{found}" no es un escape que JSON conozca (escribe \\\\ para una barra invertida)',
    it: '"{found}" non è un escape che JSON conosca (scrivi \\\\ per una barra rovesciata)',
  },
  'phh.rule.json.number': {
    en: '"{found}" is not a number as JSON writes it',
    es: '"{found}" no es un número tal como lo escribe JSON',
    it: '"{found}" non è un numero come lo scrive JSON',
  },
  'phh.rule.json.after': {
    en: 'the JSON is complete before "{found}": what follows it does not belong',
    es: 'el JSON ya está completo antes de "{found}": lo que sigue sobra',
    it: 'il JSON è già completo prima di "{found}": quello che segue è di troppo',
  },
  'phh.rule.json.deep': {
    en: 'the lists or objects are nested more than {max} levels deep',
    es: 'las listas u objetos están anidados a más de {max} niveles',
    it: 'le liste o gli oggetti sono annidati oltre {max} livelli',
  },
  // What the file's fields hold (cli/commands/rule-file.ts, a zod schema).
  'phh.rule.unknownFieldSuggest': {
    en: 'unknown field {field}: did you mean {suggestion}?',
    es: 'campo desconocido {field}: ¿querías decir {suggestion}?',
    it: 'campo sconosciuto {field}: forse intendevi {suggestion}?',
  },
  'phh.rule.unknownField': {
    en: 'unknown field {field} (the fields here are: {fields})',
    es: 'campo desconocido {field} (los campos aquí son: {fields})',
    it: 'campo sconosciuto {field} (i campi qui sono: {fields})',
  },
  'phh.rule.kindUnknown': {
    en: 'incident.kind: unknown incident kind {value}; the kinds are: {kinds}',
    es: 'incident.kind: tipo de incidente desconocido {value}; los tipos son: {kinds}',
    it: 'incident.kind: tipo di incidente sconosciuto {value}; i tipi sono: {kinds}',
  },
  'phh.rule.missing': { en: 'the field "{field}" is missing', es: 'falta el campo "{field}"', it: 'manca il campo "{field}"' },
  'phh.rule.wrongType': {
    en: '{field} must be {expected}, got {value}',
    es: '{field} debe ser {expected}, no {value}',
    it: '{field} deve essere {expected}, non {value}',
  },
  'phh.rule.expected.text': { en: 'a text in quotes', es: 'un texto entre comillas', it: 'un testo tra virgolette' },
  'phh.rule.expected.number': { en: 'a number', es: 'un número', it: 'un numero' },
  'phh.rule.expected.boolean': { en: 'true or false', es: 'true o false', it: 'true o false' },
  'phh.rule.expected.list': { en: 'a list [ ]', es: 'una lista [ ]', it: 'una lista [ ]' },
  'phh.rule.expected.object': { en: "an object '{' '}'", es: "un objeto '{' '}'", it: "un oggetto '{' '}'" },
  'phh.rule.expected.hole': { en: '0, 1 or "both"', es: '0, 1 o "both"', it: '0, 1 o "both"' },
  'phh.rule.expected.other': { en: 'another kind of value', es: 'otro tipo de valor', it: 'un altro tipo di valore' },
  'phh.rule.value.list': { en: 'a list', es: 'una lista', it: 'una lista' },
  'phh.rule.value.object': { en: 'an object', es: 'un objeto', it: 'un oggetto' },
  'phh.rule.notObject': {
    en: 'the file must hold one JSON object (the hand\'s PHH fields and an "incident")',
    es: 'el archivo debe contener un solo objeto JSON (los campos PHH de la mano y un "incident")',
    it: 'il file deve contenere un solo oggetto JSON (i campi PHH della mano e un "incident")',
  },
  'phh.rule.where.action': { en: 'actions[{index}] "{text}"', es: 'actions[{index}] "{text}"', it: 'actions[{index}] "{text}"' },
  'phh.rule.where.field': { en: 'field "{field}"', es: 'campo "{field}"', it: 'campo "{field}"' },
  'phh.rule.where.hand': { en: 'the hand', es: 'la mano', it: 'la mano' },
  'phh.rule.incidentMissing': {
    en: 'field "incident" is missing (an object with a "kind", e.g. \'{\'"kind": "run-out"\'}\')',
    es: 'falta el campo "incident" (un objeto con un "kind", p. ej. \'{\'"kind": "run-out"\'}\')',
    it: 'manca il campo "incident" (un oggetto con un "kind", ad es. \'{\'"kind": "run-out"\'}\')',
  },
  'phh.rule.incidentNotObject': {
    en: 'field "incident" must be an object with a "kind", got {value}',
    es: 'el campo "incident" debe ser un objeto con un "kind", no {value}',
    it: 'il campo "incident" deve essere un oggetto con un "kind", non {value}',
  },
  'phh.rule.kindNotString': {
    en: 'incident.kind must be a string, got {value}',
    es: 'incident.kind debe ser un texto, no {value}',
    it: 'incident.kind deve essere un testo, non {value}',
  },
  'phh.rule.player': {
    en: 'incident.{field} must be a player "p1".."p{players}", got {value}',
    es: 'incident.{field} debe ser un jugador "p1".."p{players}", no {value}',
    it: 'incident.{field} deve essere un giocatore "p1".."p{players}", non {value}',
  },
  'phh.rule.card.length': {
    en: 'incident.card: not a card: "{text}" (expected rank and suit, like "As" or "Td")',
    es: 'incident.card: no es una carta: "{text}" (se espera valor y palo, como "As" o "Td")',
    it: 'incident.card: non è una carta: "{text}" (servono valore e seme, come "As" o "Td")',
  },
  'phh.rule.card.rank': {
    en: 'incident.card: not a card: "{text}" (unknown rank "{rank}")',
    es: 'incident.card: no es una carta: "{text}" (valor desconocido "{rank}")',
    it: 'incident.card: non è una carta: "{text}" (valore sconosciuto "{rank}")',
  },
  'phh.rule.card.suit': {
    en: 'incident.card: not a card: "{text}" (unknown suit "{suit}")',
    es: 'incident.card: no es una carta: "{text}" (palo desconocido "{suit}")',
    it: 'incident.card: non è una carta: "{text}" (seme sconosciuto "{suit}")',
  },
  'phh.rule.card.notCard': { en: 'incident.card is not a card', es: 'incident.card no es una carta', it: 'incident.card non è una carta' },
  'phh.error.engineConfig': {
    en: 'the engine cannot play this hand: {detail}',
    es: 'el motor no puede jugar esta mano: {detail}',
    it: 'il motore non può giocare questa mano: {detail}',
  },
} as const satisfies Catalog;
