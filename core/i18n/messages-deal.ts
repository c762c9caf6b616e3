import type { Catalog } from './locale';

/**
 * Texts of a hand the trainee deals (core/deal): the steps' questions, a player's act as the dealer sees it, why an
 * act must be stopped, and the rulings on acts no incident covers (out of turn, a capped raise, a check facing a bet,
 * a string raise). Dealers' words: igualar / chiamare, pasar / check, retirarse / passare, el tope / il limite dei rilanci.
 */
export const DEAL_MESSAGES: Catalog = {
  // ---- the antes ----
  'deal.antes.prompt': { en: 'Take the antes.', es: 'Recoge los antes.', it: 'Raccogli gli ante.' },
  'deal.antes.pot': {
    en: 'How much is in the pot after the antes?',
    es: '¿Cuánto hay en el bote después de los antes?',
    it: "Quanto c'è nel piatto dopo gli ante?",
  },

  // ---- 4th street: the open pair ----
  'deal.openPair.prompt': {
    en: '4th street: what may the players bet?',
    es: 'Cuarta calle: ¿cuánto pueden apostar los jugadores?',
    it: 'Quarta strada: quanto possono puntare i giocatori?',
  },
  'deal.openPair.part': { en: 'The bet on 4th street', es: 'La apuesta de la cuarta calle', it: 'La puntata della quarta strada' },
  'deal.openPair.both': {
    en: 'The small bet ({small, number, chips}) or the big bet ({big, number, chips}): an open pair shows',
    es: 'La apuesta pequeña ({small, number, chips}) o la grande ({big, number, chips}): hay una pareja descubierta',
    it: "La puntata piccola ({small, number, chips}) o la grande ({big, number, chips}): c'è una coppia scoperta",
  },
  'deal.openPair.small': {
    en: 'The small bet ({small, number, chips}) only',
    es: 'Solo la apuesta pequeña ({small, number, chips})',
    it: 'Solo la puntata piccola ({small, number, chips})',
  },
  'deal.openPair.why.doubled': {
    en: 'A pair shows on 4th street: each player may bet or raise the small bet ({small, number, chips}) or the big bet ({big, number, chips}); once the big bet is made, the raises are big.',
    es: 'Hay una pareja descubierta en la cuarta calle: cada jugador puede apostar o subir la apuesta pequeña ({small, number, chips}) o la grande ({big, number, chips}); hecha la grande, las subidas son grandes.',
    it: "C'è una coppia scoperta in quarta strada: ogni giocatore può puntare o rilanciare la puntata piccola ({small, number, chips}) o la grande ({big, number, chips}); fatta la grande, i rilanci sono grandi.",
  },
  'deal.openPair.why.notDoubled': {
    en: 'A pair shows on 4th street, but under these house rules the bets are not doubled: the small bet ({small, number, chips}) only.',
    es: 'Hay una pareja descubierta en la cuarta calle, pero con estas reglas de la casa las apuestas no se doblan: solo la apuesta pequeña ({small, number, chips}).',
    it: "C'è una coppia scoperta in quarta strada, ma con queste regole della casa le puntate non si raddoppiano: solo la puntata piccola ({small, number, chips}).",
  },
  'deal.openPair.why.none': {
    en: 'No pair shows on 4th street: the small bet ({small, number, chips}) only.',
    es: 'No hay ninguna pareja descubierta en la cuarta calle: solo la apuesta pequeña ({small, number, chips}).',
    it: "Non c'è nessuna coppia scoperta in quarta strada: solo la puntata piccola ({small, number, chips}).",
  },

  // ---- a player's act: let it stand or stop it ----
  'deal.verdict.part': { en: 'Let it stand, or stop it?', es: '¿Lo das por bueno o lo paras?', it: 'Lo lasci valere o lo fermi?' },
  'deal.verdict.accept': { en: 'Let it stand', es: 'Darlo por bueno', it: 'Lasciarlo valere' },
  'deal.verdict.stop': { en: 'Stop it: it is not allowed', es: 'Pararlo: no está permitido', it: 'Fermarlo: non è ammesso' },
  'deal.act.fold': { en: 'Seat {seat} folds.', es: 'El asiento {seat} se retira.', it: 'Il posto {seat} passa.' },
  'deal.act.check': { en: 'Seat {seat} checks.', es: 'El asiento {seat} pasa.', it: 'Il posto {seat} fa check.' },
  'deal.act.call': {
    en: 'Seat {seat} calls {amount, number, chips}.',
    es: 'El asiento {seat} iguala {amount, number, chips}.',
    it: 'Il posto {seat} chiama {amount, number, chips}.',
  },
  'deal.act.call.allIn': {
    en: 'Seat {seat} calls {amount, number, chips}, all-in.',
    es: 'El asiento {seat} iguala {amount, number, chips} y va all-in.',
    it: 'Il posto {seat} chiama {amount, number, chips} e va all-in.',
  },
  'deal.act.bringIn': {
    en: 'Seat {seat} brings it in for {amount, number, chips}.',
    es: 'El asiento {seat} pone el bring-in de {amount, number, chips}.',
    it: 'Il posto {seat} mette il bring-in di {amount, number, chips}.',
  },
  'deal.act.complete': {
    en: 'Seat {seat} completes to {amount, number, chips}.',
    es: 'El asiento {seat} completa a {amount, number, chips}.',
    it: 'Il posto {seat} completa a {amount, number, chips}.',
  },
  'deal.act.complete.allIn': {
    en: 'Seat {seat} completes to {amount, number, chips}, all-in.',
    es: 'El asiento {seat} completa a {amount, number, chips} y va all-in.',
    it: 'Il posto {seat} completa a {amount, number, chips} e va all-in.',
  },
  'deal.act.bet': {
    en: 'Seat {seat} bets {amount, number, chips}.',
    es: 'El asiento {seat} apuesta {amount, number, chips}.',
    it: 'Il posto {seat} punta {amount, number, chips}.',
  },
  'deal.act.bet.allIn': {
    en: 'Seat {seat} bets {amount, number, chips}, all-in.',
    es: 'El asiento {seat} apuesta {amount, number, chips} y va all-in.',
    it: 'Il posto {seat} punta {amount, number, chips} e va all-in.',
  },
  'deal.act.raise': {
    en: 'Seat {seat} raises to {amount, number, chips}.',
    es: 'El asiento {seat} sube a {amount, number, chips}.',
    it: 'Il posto {seat} rilancia a {amount, number, chips}.',
  },
  'deal.act.raise.allIn': {
    en: 'Seat {seat} raises to {amount, number, chips}, all-in.',
    es: 'El asiento {seat} sube a {amount, number, chips} y va all-in.',
    it: 'Il posto {seat} rilancia a {amount, number, chips} e va all-in.',
  },
  'deal.act.show': { en: 'Seat {seat} shows.', es: 'El asiento {seat} muestra.', it: 'Il posto {seat} mostra.' },
  'deal.act.checkFacingBet': {
    en: 'Seat {seat} says "check", facing a bet of {amount, number, chips}.',
    es: 'El asiento {seat} dice «paso» ante una apuesta de {amount, number, chips}.',
    it: 'Il posto {seat} dice «check» davanti a una puntata di {amount, number, chips}.',
  },
  'deal.act.stringRaise': {
    en: 'Seat {seat} puts in {call, number, chips} to call, then reaches back to the stack to make it {amount, number, chips}, without saying "raise".',
    es: 'El asiento {seat} pone {call, number, chips} para igualar y luego vuelve a su stack para dejarlo en {amount, number, chips}, sin haber dicho «subo».',
    it: 'Il posto {seat} mette {call, number, chips} per chiamare, poi torna al suo stack per portarlo a {amount, number, chips}, senza aver detto «rilancio».',
  },
  'deal.act.conceal': {
    en: 'Seat {seat} turns the upcards face down.',
    es: 'El asiento {seat} pone boca abajo sus cartas descubiertas.',
    it: 'Il posto {seat} gira coperte le sue carte scoperte.',
  },
  'deal.illegal.checkFacingBet': {
    en: 'Seat {seat} faces a bet of {amount, number, chips}: there is no check; the player calls, raises or folds.',
    es: 'El asiento {seat} tiene delante una apuesta de {amount, number, chips}: no puede pasar; iguala, sube o se retira.',
    it: 'Il posto {seat} ha davanti una puntata di {amount, number, chips}: non può fare check; chiama, rilancia o passa.',
  },
  'deal.illegal.stringRaise': {
    en: 'A string raise: seat {seat} went back to the stack for more chips without saying "raise".',
    es: 'Una subida en varios movimientos: el asiento {seat} volvió a su stack a por más fichas sin decir «subo».',
    it: 'Un rilancio in più movimenti: il posto {seat} è tornato al suo stack a prendere altre fiches senza dire «rilancio».',
  },
  'deal.illegal.concealed': {
    en: 'Seat {seat} may not turn the upcards down: they stay face up for everyone to see.',
    es: 'El asiento {seat} no puede poner boca abajo sus cartas descubiertas: deben quedar a la vista de todos.',
    it: 'Il posto {seat} non può girare coperte le sue carte scoperte: devono restare in vista di tutti.',
  },

  // ---- the rulings on acts no incident covers ----
  'deal.ruling.prompt': { en: '{act} What is the ruling?', es: '{act} ¿Cuál es la decisión?', it: '{act} Qual è la decisione?' },
  'deal.ruling.outOfTurn': {
    en: "Back to seat {seat}, whose turn it is. Seat {other} acted out of turn: that action stands if nobody bets or raises before it is seat {other}'s turn; otherwise seat {other} acts again.",
    es: 'La acción vuelve al asiento {seat}, al que le toca. El asiento {other} actuó fuera de turno: lo que hizo vale si nadie apuesta ni sube antes de su turno; si no, vuelve a actuar.',
    it: "L'azione torna al posto {seat}, a cui tocca. Il posto {other} ha agito fuori turno: quello che ha fatto vale se nessuno punta o rilancia prima del suo turno; altrimenti agisce di nuovo.",
  },
  'deal.ruling.outOfTurn.stands': {
    en: "Seat {other}'s action stands where it was made, and seat {seat} has lost the turn.",
    es: 'Lo que hizo el asiento {other} vale tal como está, y el asiento {seat} pierde su turno.',
    it: "Quello che ha fatto il posto {other} vale così com'è, e il posto {seat} perde il turno.",
  },
  'deal.ruling.outOfTurn.free': {
    en: "Back to seat {seat}; seat {other}'s action out of turn does not count, and seat {other} acts freely when the turn comes.",
    es: 'La acción vuelve al asiento {seat}; lo que hizo el asiento {other} fuera de turno no cuenta y decidirá libremente en su turno.',
    it: "L'azione torna al posto {seat}; quello che ha fatto il posto {other} fuori turno non conta e deciderà liberamente al suo turno.",
  },
  'deal.ruling.outOfTurn.dead': {
    en: "Seat {other}'s hand is dead for acting out of turn.",
    es: 'La mano del asiento {other} queda muerta por actuar fuera de turno.',
    it: 'La mano del posto {other} è morta per aver agito fuori turno.',
  },
  'deal.ruling.capped': {
    en: "The betting is capped ({bets} bets): no more raises this round. Seat {seat}'s raise is a call of {amount, number, chips}; the chips above it go back.",
    es: 'Las apuestas han llegado al tope ({bets} apuestas): no hay más subidas en esta ronda. La subida del asiento {seat} es una igualada de {amount, number, chips}; las fichas de más se devuelven.',
    it: 'Limite dei rilanci raggiunto ({bets} puntate): niente più rilanci in questo giro. Il rilancio del posto {seat} vale come chiamata di {amount, number, chips}; le fiches in più tornano indietro.',
  },
  'deal.ruling.capped.stands': {
    en: 'The raise stands: the cap counts only the bets made before it.',
    es: 'La subida vale: el tope cuenta solo las apuestas anteriores.',
    it: 'Il rilancio vale: il limite conta solo le puntate precedenti.',
  },
  'deal.ruling.capped.again': {
    en: 'The raise is taken back and seat {seat} acts again with every option.',
    es: 'La subida se retira y el asiento {seat} vuelve a actuar con todas sus opciones.',
    it: 'Il rilancio viene ritirato e il posto {seat} agisce di nuovo con tutte le opzioni.',
  },
  'deal.ruling.capped.fold': {
    en: 'Seat {seat} may not raise, so the hand is folded.',
    es: 'El asiento {seat} no puede subir, así que su mano se retira.',
    it: 'Il posto {seat} non può rilanciare, quindi la sua mano passa.',
  },
  'deal.ruling.checkFacingBet': {
    en: 'There is no check facing a bet: say the bet ({amount, number, chips} to call); seat {seat} calls, raises or folds.',
    es: 'Ante una apuesta no se puede pasar: di la apuesta ({amount, number, chips} para igualar); el asiento {seat} iguala, sube o se retira.',
    it: 'Davanti a una puntata non si può fare check: annuncia la puntata ({amount, number, chips} per chiamare); il posto {seat} chiama, rilancia o passa.',
  },
  'deal.ruling.checkFacingBet.call': {
    en: 'The check is taken as a call of {amount, number, chips}.',
    es: 'El «paso» se toma como una igualada de {amount, number, chips}.',
    it: 'Il «check» vale come una chiamata di {amount, number, chips}.',
  },
  'deal.ruling.checkFacingBet.stands': {
    en: 'The check stands: the action moves on to the next seat.',
    es: 'El «paso» vale: la acción sigue con el siguiente asiento.',
    it: "Il «check» vale: l'azione passa al posto successivo.",
  },
  'deal.ruling.checkFacingBet.dead': {
    en: "Seat {seat}'s hand is dead.",
    es: 'La mano del asiento {seat} queda muerta.',
    it: 'La mano del posto {seat} è morta.',
  },
  'deal.ruling.stringRaise': {
    en: 'A string raise is not allowed: seat {seat} has called {amount, number, chips}; the chips put in beyond the call go back.',
    es: 'No se permite subir en varios movimientos: el asiento {seat} ha igualado {amount, number, chips}; las fichas de más se devuelven.',
    it: 'Non è ammesso rilanciare in più movimenti: il posto {seat} ha chiamato {amount, number, chips}; le fiches in più tornano indietro.',
  },
  'deal.ruling.stringRaise.stands': {
    en: 'The raise stands: the chips are in the pot.',
    es: 'La subida vale: las fichas ya están en el bote.',
    it: 'Il rilancio vale: le fiches sono già nel piatto.',
  },
  'deal.ruling.stringRaise.noRaise': {
    en: 'The raise stands, but seat {seat} may not raise again this round.',
    es: 'La subida vale, pero el asiento {seat} no puede volver a subir en esta ronda.',
    it: 'Il rilancio vale, ma il posto {seat} non può rilanciare di nuovo in questo giro.',
  },
  'deal.ruling.stringRaise.dead': {
    en: "Seat {seat}'s hand is dead and the chips stay in the pot.",
    es: 'La mano del asiento {seat} queda muerta y las fichas se quedan en el bote.',
    it: 'La mano del posto {seat} è morta e le fiches restano nel piatto.',
  },

  // ---- who acts next ----
  'deal.next.prompt': { en: 'Who acts next?', es: '¿A quién le toca?', it: 'A chi tocca?' },
  'deal.next.part': { en: 'The seat to act', es: 'El asiento al que le toca', it: 'Il posto a cui tocca' },
  'deal.next.why': {
    en: 'Seat {seat} acts next. {options}',
    es: 'Le toca al asiento {seat}. {options}',
    it: 'Tocca al posto {seat}. {options}',
  },

  // ---- what the table did on its own before a step (a ruling's later orders) ----
  'deal.since.absentKilled': {
    en: 'The action reaches seat {seat}, whose player is away: the hand is killed, as ruled at the bring-in.',
    es: 'La acción llega al asiento {seat}, cuyo jugador está ausente: se declara muerta la mano, como se decidió en el bring-in.',
    it: "L'azione arriva al posto {seat}, il cui giocatore è assente: si dichiara morta la mano, come deciso al bring-in.",
  },
  'deal.since.setAside': {
    en: 'The betting round is over: {count, plural, one {one card is} other {# cards are}} taken off the stub and set aside, one per player still in, as ruled for the premature card; then burn and deal.',
    es: 'Terminada la ronda de apuestas: se {count, plural, one {retira del mazo una carta} other {retiran del mazo # cartas}} y se apartan, una por cada jugador que sigue en la mano, como se decidió por la carta adelantada; luego se quema y se reparte.',
    it: 'Finito il giro di puntate: si {count, plural, one {toglie dal mazzo una carta} other {tolgono dal mazzo # carte}} e si mettono da parte, una per ogni giocatore ancora in mano, come deciso per la carta anticipata; poi si brucia e si distribuisce.',
  },

  // ---- the uncalled bet ----
  'deal.uncalled.prompt': {
    en: 'The betting is over, and a bet was not called.',
    es: 'Terminaron las apuestas y una apuesta no fue igualada.',
    it: 'Le puntate sono finite e una puntata non è stata chiamata.',
  },
  'deal.uncalled.seat': { en: 'Whose chips go back?', es: '¿A quién se le devuelven las fichas?', it: 'A chi tornano le fiches?' },
  'deal.uncalled.amount': { en: 'How much goes back?', es: '¿Cuánto se devuelve?', it: 'Quanto torna indietro?' },
  'deal.uncalled.why': {
    en: "Nobody called the last {amount, number, chips} of seat {seat}'s bet: those chips go back to seat {seat} before the bets come in.",
    es: 'Nadie igualó los últimos {amount, number, chips} de la apuesta del asiento {seat}: esas fichas vuelven al asiento {seat} antes de llevar las apuestas al bote.',
    it: 'Nessuno ha chiamato gli ultimi {amount, number, chips} della puntata del posto {seat}: quelle fiches tornano al posto {seat} prima di portare le puntate nel piatto.',
  },

  // ---- the showdown and the pots ----
  'deal.showdown.prompt': {
    en: 'The betting is over: showdown.',
    es: 'Terminaron las apuestas: showdown.',
    it: 'Le puntate sono finite: showdown.',
  },
  'deal.award.prompt': {
    en: 'Read the hands and award each pot.',
    es: 'Lee las manos y entrega cada bote.',
    it: 'Leggi le mani e assegna ogni piatto.',
  },
  'deal.award.prompt.uncontested': {
    en: 'Everyone else has folded. Push the pot.',
    es: 'Todos los demás se han retirado. Entrega el bote.',
    it: 'Tutti gli altri hanno passato. Consegna il piatto.',
  },
  'deal.award.winner': { en: 'Who takes the pot?', es: '¿Quién se lleva el bote?', it: 'Chi prende il piatto?' },
  'deal.award.amount': { en: 'How much is it?', es: '¿Cuánto es?', it: "Quant'è?" },
  'deal.award.uncontested': {
    en: 'Everyone else folded: seat {seat} takes the pot of {amount, number, chips} without showing.',
    es: 'Todos los demás se retiraron: el asiento {seat} se lleva el bote de {amount, number, chips} sin mostrar.',
    it: 'Tutti gli altri hanno passato: il posto {seat} prende il piatto di {amount, number, chips} senza mostrare.',
  },

  // ---- a hand's code that cannot be read (core/deal/code.ts); the table's parts are said as a drill code's ----
  'deal.code.error': {
    en: 'bad hand code "{code}": {what}',
    es: 'código de mano erróneo "{code}": {what}',
    it: 'codice di mano errato "{code}": {what}',
  },
  'deal.code.notText': { en: 'a hand code is a text', es: 'un código de mano es un texto', it: 'un codice di mano è un testo' },
  'deal.code.steps': {
    en: 'a hand code has at most one "@" (the step after it)',
    es: 'un código de mano tiene como mucho una "@" (el paso va después)',
    it: 'un codice di mano ha al massimo una "@" (il passo va dopo)',
  },
  'deal.code.step': {
    en: 'the step "{text}" must be a whole number',
    es: 'el paso "{text}" debe ser un número entero',
    it: 'il passo "{text}" deve essere un numero intero',
  },
  'deal.code.parts': {
    en: 'expected 7 parts separated by "-" (DH-game-players-house rules-structure-incidents-seed), got {count}',
    es: 'se esperaban 7 partes separadas por "-" (DH-juego-jugadores-reglas de la casa-estructura-incidencias-semilla), hay {count}',
    it: 'erano attese 7 parti separate da "-" (DH-gioco-giocatori-regole della casa-struttura-incidenti-seme), ce ne sono {count}',
  },
  'deal.code.prefix': {
    en: 'a dealt hand\'s code starts with "DH", not "{text}"',
    es: 'el código de una mano repartida empieza por "DH", no por "{text}"',
    it: 'il codice di una mano distribuita inizia con "DH", non con "{text}"',
  },
  'deal.code.incidents': {
    en: 'the incidents "{text}" must be one of {rates}',
    es: 'las incidencias "{text}" deben ser una de {rates}',
    it: 'gli incidenti "{text}" devono essere uno tra {rates}',
  },
};
