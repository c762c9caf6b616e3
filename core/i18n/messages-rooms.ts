import type { Catalog } from './locale';

/** Texts of the online rooms' hand-history reader (core/rooms): what cannot be read, what had to be assumed, the money check. */
export const ROOM_MESSAGES = {
  'rooms.error.unknownFormat': {
    en: 'not a hand history Bring-In reads: neither PHH nor the text of a PokerStars, Full Tilt Poker, Bovada / Ignition or Winamax hand',
    es: 'no es un historial que Bring-In sepa leer: ni PHH ni el texto de una mano de PokerStars, Full Tilt Poker, Bovada / Ignition o Winamax',
    it: 'non è uno storico che Bring-In sappia leggere: né PHH né il testo di una mano di PokerStars, Full Tilt Poker, Bovada / Ignition o Winamax',
  },
  'rooms.error.noHands': {
    en: 'no {room} hand in this text (a hand starts with the line that names the room and the hand number)',
    es: 'no hay ninguna mano de {room} en este texto (una mano empieza con la línea que nombra la sala y el número de la mano)',
    it: 'nessuna mano di {room} in questo testo (una mano comincia con la riga che nomina la sala e il numero della mano)',
  },
  'rooms.error.notAHand': {
    en: 'this text comes before the first {room} hand and is not part of any hand',
    es: 'este texto está antes de la primera mano de {room} y no forma parte de ninguna mano',
    it: 'questo testo viene prima della prima mano di {room} e non fa parte di nessuna mano',
  },
  'rooms.error.header': {
    en: 'the first line of this {room} hand cannot be read: it should name the game, the stakes and the date',
    es: 'no se puede leer la primera línea de esta mano de {room}: debería nombrar el juego, las apuestas y la fecha',
    it: 'la prima riga di questa mano di {room} non si può leggere: dovrebbe nominare il gioco, le puntate e la data',
  },
  'rooms.error.otherGame': {
    en: 'a hand of {game}: Bring-In reads Seven Card Stud, Razz and Stud Hi-Lo only',
    es: 'una mano de {game}: Bring-In solo lee Seven Card Stud, Razz y Stud Hi-Lo',
    it: 'una mano di {game}: Bring-In legge solo Seven Card Stud, Razz e Stud Hi-Lo',
  },
  'rooms.error.line': {
    en: 'this line of a {room} hand cannot be read: "{text}"',
    es: 'no se puede leer esta línea de una mano de {room}: "{text}"',
    it: 'questa riga di una mano di {room} non si può leggere: "{text}"',
  },
  'rooms.error.truncated': {
    en: 'the hand stops here without its summary: the {room} file is cut short',
    es: 'la mano termina aquí sin su resumen: el archivo de {room} está cortado',
    it: 'la mano finisce qui senza il riepilogo: il file di {room} è troncato',
  },
  'rooms.error.card': {
    en: '"{text}" is not a card (a rank 2-9, T, J, Q, K or A and a suit c, d, h or s)',
    es: '"{text}" no es una carta (un valor 2-9, T, J, Q, K o A y un palo c, d, h o s)',
    it: '"{text}" non è una carta (un valore 2-9, T, J, Q, K o A e un seme c, d, h o s)',
  },
  'rooms.error.noCards': {
    en: 'no cards in brackets where the line should show them: "{text}"',
    es: 'no hay cartas entre corchetes donde la línea debería mostrarlas: "{text}"',
    it: 'nessuna carta tra parentesi quadre dove la riga dovrebbe mostrarle: "{text}"',
  },
  'rooms.error.amount': {
    en: '"{text}" is not an amount',
    es: '"{text}" no es una cantidad',
    it: '"{text}" non è un importo',
  },
  'rooms.error.unknownPlayer': {
    en: '"{name}" plays in this hand but has no seat at the table',
    es: '"{name}" juega esta mano pero no tiene asiento en la mesa',
    it: '"{name}" gioca questa mano ma non ha un posto al tavolo',
  },
  'rooms.error.playerCount': {
    en: '{count, plural, one {one player is} other {# players are}} dealt in: a stud hand needs 2 to 8',
    es: '{count, plural, one {recibe cartas un jugador} other {reciben cartas # jugadores}}: una mano de stud necesita de 2 a 8',
    it: '{count, plural, one {riceve carte un giocatore} other {ricevono carte # giocatori}}: una mano di stud ne richiede da 2 a 8',
  },
  'rooms.error.streetOrder': {
    en: '{streetName} comes after a later street',
    es: 'la {streetName} llega después de una calle posterior',
    it: 'la {streetName} arriva dopo una strada successiva',
  },
  'rooms.error.lateDeal': {
    en: 'a card is dealt to {name} after the betting of the street has started',
    es: '{name} recibe una carta cuando las apuestas de la calle ya han empezado',
    it: '{name} riceve una carta quando le puntate della strada sono già cominciate',
  },
  'rooms.error.dealCount': {
    en: '{name} gets {count, plural, one {one card} other {# cards}} on {streetName}, where each player gets {want}',
    es: '{name} recibe {count, plural, one {una carta} other {# cartas}} en la {streetName}, donde cada jugador recibe {want}',
    it: '{name} riceve {count, plural, one {una carta} other {# carte}} in {streetName}, dove ogni giocatore ne riceve {want}',
  },
  'rooms.error.commonStreet': {
    en: 'a common card on {streetName}: only the 7th-street card can be a common card',
    es: 'una carta común en la {streetName}: solo la carta de la séptima calle puede ser común',
    it: 'una carta comune in {streetName}: solo la carta della settima strada può essere comune',
  },
  'rooms.error.raiseBelow': {
    en: '{name} raises to {to, number, chips}, which does not go above the bet of {chips, number, chips}',
    es: '{name} sube a {to, number, chips}, que no supera la apuesta de {chips, number, chips}',
    it: '{name} rilancia a {to, number, chips}, che non supera la puntata di {chips, number, chips}',
  },
  'rooms.error.shownNotDealt': {
    en: '{name} shows {cards}, but only {count, plural, one {one card} other {# cards}} of the hand were dealt unseen: a card the player was not dealt',
    es: '{name} muestra {cards}, pero solo {count, plural, one {una carta} other {# cartas}} de la mano se repartieron sin verse: una carta que el jugador no recibió',
    it: '{name} mostra {cards}, ma solo {count, plural, one {una carta} other {# carte}} della mano sono state date senza che si vedessero: una carta che il giocatore non ha ricevuto',
  },

  // What the conversion had to assume (the room does not write it), said beside the hand.
  'rooms.note.smallFromTable': {
    en: 'The room does not write the small bet in this hand: {amount, number, chips}, as in another hand of the same table.',
    es: 'La sala no escribe la apuesta pequeña en esta mano: {amount, number, chips}, como en otra mano de la misma mesa.',
    it: "La sala non scrive la puntata piccola in questa mano: {amount, number, chips}, come in un'altra mano dello stesso tavolo.",
  },
  'rooms.note.bigFromTable': {
    en: 'The room does not write the big bet in this hand: {amount, number, chips}, as in another hand of the same table.',
    es: 'La sala no escribe la apuesta grande en esta mano: {amount, number, chips}, como en otra mano de la misma mesa.',
    it: "La sala non scrive la puntata grande in questa mano: {amount, number, chips}, come in un'altra mano dello stesso tavolo.",
  },
  'rooms.note.smallFromBig': {
    en: 'The room does not write the small bet: taken as half the big bet, {amount, number, chips}.',
    es: 'La sala no escribe la apuesta pequeña: se toma la mitad de la apuesta grande, {amount, number, chips}.',
    it: 'La sala non scrive la puntata piccola: si prende la metà della puntata grande, {amount, number, chips}.',
  },
  'rooms.note.bigFromSmall': {
    en: 'The room does not write the big bet: taken as twice the small bet, {amount, number, chips}.',
    es: 'La sala no escribe la apuesta grande: se toma el doble de la apuesta pequeña, {amount, number, chips}.',
    it: 'La sala non scrive la puntata grande: si prende il doppio della puntata piccola, {amount, number, chips}.',
  },
  'rooms.note.bringInFromTable': {
    en: 'Nobody posts the bring-in in this hand: {amount, number, chips}, as in another hand of the same table.',
    es: 'Nadie pone el bring-in en esta mano: {amount, number, chips}, como en otra mano de la misma mesa.',
    it: "Nessuno mette il bring-in in questa mano: {amount, number, chips}, come in un'altra mano dello stesso tavolo.",
  },
  'rooms.note.betsUnknown': {
    en: 'Nobody completes or bets and the room does not write the bets: taken as {small, number, chips} and {big, number, chips} (nothing in the hand depends on them).',
    es: 'Nadie completa ni apuesta y la sala no escribe las apuestas: se toman {small, number, chips} y {big, number, chips} (nada en la mano depende de ellas).',
    it: 'Nessuno completa né punta e la sala non scrive le puntate: si prendono {small, number, chips} e {big, number, chips} (niente nella mano ne dipende).',
  },
  'rooms.note.bringInUnknown': {
    en: 'Nobody posts a full bring-in and the room does not write it: taken as {amount, number, chips} (nothing in the hand depends on it).',
    es: 'Nadie pone un bring-in completo y la sala no lo escribe: se toma {amount, number, chips} (nada en la mano depende de él).',
    it: 'Nessuno mette un bring-in intero e la sala non lo scrive: si prende {amount, number, chips} (niente nella mano ne dipende).',
  },
  'rooms.note.rakeUnwritten': {
    en: 'The room does not write the rake: taken as the pot less what the room paid out, {amount, number, chips}.',
    es: 'La sala no escribe la comisión (rake): se toma el bote menos lo que la sala pagó, {amount, number, chips}.',
    it: 'La sala non scrive il rake: si prende il piatto meno quanto la sala ha pagato, {amount, number, chips}.',
  },
  'rooms.note.raiseAllIn': {
    en: 'Line {line}: the room writes a raise to {written}, below the bet it raises; that is what the player had left, so it is read as all-in, a raise to {to, number, chips}.',
    es: 'Línea {line}: la sala escribe una subida a {written}, por debajo de la apuesta que sube; es lo que le quedaba al jugador, así que se lee como all-in, una subida a {to, number, chips}.',
    it: 'Riga {line}: la sala scrive un rilancio a {written}, sotto la puntata che rilancia; è quanto restava al giocatore, quindi si legge come all-in, un rilancio a {to, number, chips}.',
  },

  // The money check: the engine's pots and awards against the room's own summary.
  'rooms.money.totalPot': {
    en: "The room's summary says the pot was {recorded, number, chips}; the engine's pot is {chips, number, chips}.",
    es: 'El resumen de la sala dice que el bote fue de {recorded, number, chips}; el bote del motor es de {chips, number, chips}.',
    it: 'Il riepilogo della sala dice che il piatto era di {recorded, number, chips}; il piatto del motore è di {chips, number, chips}.',
  },
  'rooms.money.collected': {
    en: "Seat {seat} collects {recorded, number, chips} in the room's summary; the engine gives {chips, number, chips}.",
    es: 'El asiento {seat} cobra {recorded, number, chips} en el resumen de la sala; el motor le da {chips, number, chips}.',
    it: 'Il posto {seat} incassa {recorded, number, chips} nel riepilogo della sala; il motore gli dà {chips, number, chips}.',
  },
  'rooms.money.rake': {
    en: "The engine gives {chips, number, chips} in all and the room's summary {recorded, number, chips}: the rake of {amount, number, chips} does not make up the difference.",
    es: 'El motor reparte {chips, number, chips} en total y el resumen de la sala {recorded, number, chips}: la comisión (rake) de {amount, number, chips} no explica la diferencia.',
    it: 'Il motore assegna {chips, number, chips} in tutto e il riepilogo della sala {recorded, number, chips}: il rake di {amount, number, chips} non spiega la differenza.',
  },
  'rooms.money.uncalled': {
    en: "The room's summary returns {recorded, number, chips} to seat {seat} as an uncalled bet; the engine returns {chips, number, chips}.",
    es: 'El resumen de la sala devuelve {recorded, number, chips} al asiento {seat} como apuesta no igualada; el motor devuelve {chips, number, chips}.',
    it: 'Il riepilogo della sala restituisce {recorded, number, chips} al posto {seat} come puntata non chiamata; il motore restituisce {chips, number, chips}.',
  },
  'rooms.money.match': {
    en: "The pot, the uncalled bets and what each player collects match the room's summary (the rake of {amount, number, chips} given back).",
    es: 'El bote, las apuestas no igualadas y lo que cobra cada jugador coinciden con el resumen de la sala (devolviendo la comisión de {amount, number, chips}).',
    it: 'Il piatto, le puntate non chiamate e quanto incassa ogni giocatore coincidono con il riepilogo della sala (restituendo il rake di {amount, number, chips}).',
  },
  'rooms.money.matchNoRake': {
    en: "The pot, the uncalled bets and what each player collects match the room's summary (no rake taken).",
    es: 'El bote, las apuestas no igualadas y lo que cobra cada jugador coinciden con el resumen de la sala (sin comisión).',
    it: 'Il piatto, le puntate non chiamate e quanto incassa ogni giocatore coincidono con il riepilogo della sala (senza rake).',
  },
  'rooms.money.unchecked': {
    en: "The money is not checked against the room's summary: the replay stopped before the end of the hand.",
    es: 'El dinero no se comprueba con el resumen de la sala: la reproducción se detuvo antes del final de la mano.',
    it: 'I soldi non si controllano con il riepilogo della sala: la riproduzione si è fermata prima della fine della mano.',
  },
  // The command line and the replay screen: a converted hand, its notes, its money, many hands at once.
  'rooms.error.alreadyPhh': {
    en: 'already a PHH hand history: nothing to convert',
    es: 'ya es un historial PHH: no hay nada que convertir',
    it: "è già uno storico PHH: non c'è niente da convertire",
  },
  'rooms.hand': {
    en: '{room} hand #{id} (hand {index} of the file, line {line})',
    es: 'Mano #{id} de {room} (mano {index} del archivo, línea {line})',
    it: 'Mano #{id} di {room} (mano {index} del file, riga {line})',
  },
  'rooms.atLine': {
    en: "(line {line} of the room's text)",
    es: '(línea {line} del texto de la sala)',
    it: '(riga {line} del testo della sala)',
  },
  'rooms.handShort': { en: '{room} #{id}', es: '{room} #{id}', it: '{room} #{id}' },
  'rooms.convert.written': {
    en: '{hand}: written to {path}',
    es: '{hand}: escrita en {path}',
    it: '{hand}: scritta in {path}',
  },
  'rooms.account.cents': {
    en: 'Amounts are in cents of {currency} ({symbol}).',
    es: 'Las cantidades están en céntimos de {currency} ({symbol}).',
    it: 'Gli importi sono in centesimi di {currency} ({symbol}).',
  },
  'rooms.account.notes': {
    en: 'Read between the lines (the room does not write it):',
    es: 'Deducido (la sala no lo escribe):',
    it: 'Dedotto (la sala non lo scrive):',
  },
  'rooms.account.money': {
    en: "Money against the room's summary:",
    es: 'El dinero frente al resumen de la sala:',
    it: 'I soldi rispetto al riepilogo della sala:',
  },
  'rooms.bulk.clean': { en: 'clean', es: 'sin problemas', it: 'senza problemi' },
  'rooms.bulk.deviations': {
    en: '{count, plural, one {one deviation} other {# deviations}}: {first}',
    es: '{count, plural, one {una desviación} other {# desviaciones}}: {first}',
    it: '{count, plural, one {una deviazione} other {# deviazioni}}: {first}',
  },
  'rooms.bulk.stopped': { en: 'stopped: {error}', es: 'detenida: {error}', it: 'fermata: {error}' },
  'rooms.bulk.unreadable': { en: 'unreadable: {error}', es: 'ilegible: {error}', it: 'illeggibile: {error}' },
  'rooms.bulk.total': {
    en: 'Total: {hands, plural, one {one hand} other {# hands}}, {clean, number} clean, {deviating, number} with deviations ({deviations, plural, one {one deviation} other {# deviations}}), {failed, number} with errors ({stopped, number} stopped, {unreadable, number} unreadable)',
    es: 'Total: {hands, plural, one {una mano} other {# manos}}, {clean, number} sin problemas, {deviating, number} con desviaciones ({deviations, plural, one {una desviación} other {# desviaciones}}), {failed, number} con errores ({stopped, plural, one {1 detenida} other {# detenidas}}, {unreadable, plural, one {1 ilegible} other {# ilegibles}})',
    it: 'Totale: {hands, plural, one {una mano} other {# mani}}, {clean, number} senza problemi, {deviating, number} con deviazioni ({deviations, plural, one {una deviazione} other {# deviazioni}}), {failed, number} con errori ({stopped, plural, one {1 fermata} other {# fermate}}, {unreadable, plural, one {1 illeggibile} other {# illeggibili}})',
  },
} as const satisfies Catalog;
