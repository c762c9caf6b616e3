import type { Catalog } from './locale';

/** Texts of the hand state machine: why an operation is refused, and the reasons of its decisions. */
export const HAND_MESSAGES = {
  // ---- refused operations ----
  'hand.illegal.antesDue': {
    en: 'The antes come first: seat {seat} has not posted one yet.',
    es: 'Primero van los antes: el asiento {seat} todavía no ha puesto el suyo.',
    it: 'Prima vengono gli ante: il posto {seat} non ha ancora messo il suo.',
  },
  'hand.illegal.anteNotDue': {
    en: 'Seat {seat} has no ante to post now.',
    es: 'El asiento {seat} no tiene ningún ante que poner ahora.',
    it: 'Il posto {seat} ora non ha nessun ante da mettere.',
  },
  'hand.illegal.allInCallOnly': {
    en: 'This player does not have enough chips to raise: calling puts them all in.',
    es: 'Este jugador no tiene fichas suficientes para subir: al igualar va all-in.',
    it: 'Questo giocatore non ha fiches sufficienti per rilanciare: chiamando va all-in.',
  },
  'hand.illegal.alreadyMucked': {
    en: 'This hand has already been mucked.',
    es: 'Esta mano ya se ha tirado.',
    it: 'Questa mano è già stata scartata.',
  },
  'hand.illegal.badAmount': {
    en: '"{amount}" is not an amount of chips: a bet is a whole positive number.',
    es: '"{amount}" no es una cantidad de fichas: una apuesta es un número entero positivo.',
    it: '"{amount}" non è una quantità di fiches: una puntata è un numero intero positivo.',
  },
  'hand.illegal.betsInFront': {
    en: 'The round is over: the bets go into the pot first.',
    es: 'La ronda ha terminado: primero las apuestas van al bote.',
    it: 'Il giro è finito: prima le puntate vanno nel piatto.',
  },
  'hand.illegal.bettingNotOver': {
    en: 'The betting round is not over: no card may be dealt yet (that would be a premature card).',
    es: 'La ronda de apuestas no ha terminado: todavía no se puede repartir ninguna carta (sería una carta adelantada).',
    it: 'Il giro di puntate non è finito: non si può ancora distribuire nessuna carta (sarebbe una carta anticipata).',
  },
  'hand.illegal.bringInCannotFold': {
    en: 'The player with the bring-in card cannot fold: they must post the bring-in or complete.',
    es: 'El jugador con la carta del bring-in no puede retirarse: debe poner el bring-in o completar.',
    it: 'Il giocatore con la carta del bring-in non può passare: deve mettere il bring-in o completare.',
  },
  'hand.illegal.bringInDone': {
    en: 'The bring-in has already been posted or completed this hand.',
    es: 'El bring-in ya se ha puesto o completado en esta mano.',
    it: 'Il bring-in è già stato messo o completato in questa mano.',
  },
  'hand.illegal.burnFirst': {
    en: 'Burn a card first: one burn comes before each of 4th, 5th, 6th and 7th street.',
    es: 'Primero hay que quemar una carta: se quema una antes de la cuarta, la quinta, la sexta y la séptima calle.',
    it: 'Prima si brucia una carta: se ne brucia una prima della quarta, della quinta, della sesta e della settima strada.',
  },
  'hand.illegal.cannotComplete': {
    en: 'This player cannot complete: they do not have more chips than the bring-in.',
    es: 'Este jugador no puede completar: no tiene más fichas que el bring-in.',
    it: 'Questo giocatore non può completare: non ha più fiches del bring-in.',
  },
  'hand.illegal.capped': {
    en: 'The betting is capped: {bets} bets and raises have been made this round. Only call or fold.',
    es: 'Las apuestas han llegado al tope: ya van {bets} apuestas y subidas en esta ronda. Solo se puede igualar o retirarse.',
    it: 'Le puntate hanno raggiunto il limite: in questo giro ci sono già {bets} puntate e rilanci. Si può solo chiamare o passare.',
  },
  'hand.illegal.cardSeen': {
    en: 'The {card} is already in play: no card is dealt twice.',
    es: 'La carta {card} ya está en juego: ninguna carta se reparte dos veces.',
    it: 'La carta {card} è già in gioco: nessuna carta viene distribuita due volte.',
  },
  'hand.illegal.commonAfterDeal': {
    en: 'A common card must be decided before anyone receives a 7th-street card.',
    es: 'La carta común se decide antes de que nadie reciba la carta de la séptima calle.',
    it: 'La carta comune si decide prima che qualcuno riceva la carta della settima strada.',
  },
  'hand.illegal.commonCardDue': {
    en: 'There are not enough cards for everyone: the dealer turns a common card instead.',
    es: 'No hay cartas suficientes para todos: el crupier debe descubrir una carta común.',
    it: 'Non ci sono carte sufficienti per tutti: il mazziere scopre invece una carta comune.',
  },
  'hand.illegal.dealOrder': {
    en: "The next card goes to seat {next}, not seat {seat}: cards are dealt from the dealer's left, clockwise, one round at a time.",
    es: 'La siguiente carta es para el asiento {next}, no para el asiento {seat}: se reparte desde la izquierda del crupier, en el sentido de las agujas del reloj, una vuelta cada vez.',
    it: 'La prossima carta va al posto {next}, non al posto {seat}: si distribuisce dalla sinistra del mazziere, in senso orario, un giro alla volta.',
  },
  'hand.illegal.dealFolded': {
    en: 'A player who has folded is skipped: no more cards go to a folded hand.',
    es: 'Al jugador que se ha retirado se le salta: una mano retirada no recibe más cartas.',
    it: 'Il giocatore che ha passato viene saltato: una mano passata non riceve altre carte.',
  },
  'hand.illegal.foldNothingToCall': {
    en: 'There is no bet to call: the player can check instead of folding.',
    es: 'No hay ninguna apuesta que igualar: el jugador puede pasar en lugar de retirarse.',
    it: "Non c'è nessuna puntata da chiamare: il giocatore può fare check invece di passare.",
  },
  'hand.illegal.moreThanStack': {
    en: 'Seat {seat} has {chips, number, chips} in play this round: a total of {amount, number, chips} is more than the stack holds.',
    es: 'El asiento {seat} tiene {chips, number, chips} en juego en esta ronda: un total de {amount, number, chips} es más de lo que tiene.',
    it: 'Il posto {seat} ha {chips, number, chips} in gioco in questo giro: un totale di {amount, number, chips} è più di quanto ha.',
  },
  'hand.illegal.mustBringIn': {
    en: 'Nothing has been bet yet on 3rd street: this player must bring in or complete.',
    es: 'Todavía no se ha apostado nada en la tercera calle: este jugador debe poner el bring-in o completar.',
    it: 'In terza strada non è ancora stato puntato nulla: questo giocatore deve mettere il bring-in o completare.',
  },
  'hand.illegal.nameTheCards': {
    en: 'The order of the stub is unknown: name the cards being dealt.',
    es: 'No se conoce el orden del mazo: hay que indicar las cartas que se reparten.',
    it: "L'ordine del mazzo non è noto: bisogna indicare le carte distribuite.",
  },
  // {phaseName}: where the hand is, said as a clause (from the {phase} param: dealing, betting, showdown, complete).
  'hand.phase.dealing': { en: 'the cards are being dealt', es: 'se están repartiendo las cartas', it: 'si stanno distribuendo le carte' },
  'hand.phase.betting': {
    en: 'a betting round is under way',
    es: 'hay una ronda de apuestas en curso',
    it: 'è in corso un giro di puntate',
  },
  'hand.phase.showdown': { en: 'the hands are being shown', es: 'se están enseñando las manos', it: 'si stanno mostrando le mani' },
  'hand.phase.complete': { en: 'the hand is over', es: 'la mano ha terminado', it: 'la mano è finita' },
  'hand.illegal.noBetting': {
    en: 'No betting round is open now: {phaseName}.',
    es: 'Ahora no hay ninguna ronda de apuestas abierta: {phaseName}.',
    it: "Ora non c'è nessun giro di puntate aperto: {phaseName}.",
  },
  'hand.illegal.noPotToAward': {
    en: 'There is no pot {pot} to push now.',
    es: 'Ahora no hay ningún bote {pot} que entregar.',
    it: "Ora non c'è nessun piatto {pot} da consegnare.",
  },
  'hand.illegal.noSuchPlayer': {
    en: 'There is no seat {seat} at this table: it has seats 1 to {seats}.',
    es: 'No hay ningún asiento {seat} en esta mesa: tiene los asientos del 1 al {seats}.',
    it: "Non c'è nessun posto {seat} a questo tavolo: ha i posti da 1 a {seats}.",
  },
  'hand.illegal.nobodyToRaise': {
    en: 'Every other player is all-in: nobody could call a raise.',
    es: 'Todos los demás jugadores están all-in: nadie podría igualar una subida.',
    it: 'Tutti gli altri giocatori sono all-in: nessuno potrebbe chiamare un rilancio.',
  },
  'hand.illegal.notAWinner': {
    en: 'Seat {seat} has no share of pot {pot}.',
    es: 'El asiento {seat} no tiene parte del bote {pot}.',
    it: 'Il posto {seat} non ha parte del piatto {pot}.',
  },
  'hand.illegal.notACard': { en: '"{value}" is not a card.', es: '"{value}" no es una carta.', it: '"{value}" non è una carta.' },
  'hand.illegal.notOwed': {
    en: 'Seat {seat} already has every card of this street.',
    es: 'El asiento {seat} ya tiene todas las cartas de esta calle.',
    it: 'Il posto {seat} ha già tutte le carte di questa strada.',
  },
  'hand.illegal.notReopened': {
    en: 'The betting was not reopened: an all-in for less than half a bet is not a raise for a player who has already acted, who may only call or fold.',
    es: 'La apuesta no se ha reabierto: un all-in por menos de media apuesta no es una subida para quien ya ha actuado, que solo puede igualar o retirarse.',
    it: 'Le puntate non sono state riaperte: un all-in per meno di mezza puntata non è un rilancio per chi ha già agito, che può solo chiamare o passare.',
  },
  'hand.illegal.notRunOut': {
    en: 'There are enough cards: each player gets their own card, no common card.',
    es: 'Hay cartas suficientes: cada jugador recibe su propia carta, sin carta común.',
    it: 'Le carte bastano: ogni giocatore riceve la propria carta, senza carta comune.',
  },
  'hand.illegal.notShowdown': {
    en: 'Hands are shown only when the betting is over: {phaseName}.',
    es: 'Las manos se muestran solo cuando han terminado las apuestas: {phaseName}.',
    it: 'Le mani si mostrano solo quando le puntate sono finite: {phaseName}.',
  },
  'hand.illegal.notStubTop': {
    en: 'The {card} is not the next card of the stub: cards come off the top in order.',
    es: 'La carta {card} no es la siguiente del mazo: las cartas salen de arriba en orden.',
    it: "La carta {card} non è la prossima del mazzo: le carte escono dall'alto in ordine.",
  },
  'hand.illegal.playerFolded': {
    en: 'Seat {seat} has folded: a folded hand takes no more part in the betting.',
    es: 'El asiento {seat} se ha retirado: una mano retirada ya no participa en las apuestas.',
    it: 'Il posto {seat} ha passato: una mano passata non partecipa più alle puntate.',
  },
  'hand.illegal.playerAllIn': {
    en: 'Seat {seat} is all-in: a player with no chips left has no more action this hand.',
    es: 'El asiento {seat} está all-in: un jugador sin fichas ya no tiene más acción en esta mano.',
    it: 'Il posto {seat} è all-in: un giocatore senza fiches non ha più azioni in questa mano.',
  },
  'hand.illegal.raiseNotAbove': {
    en: 'A raise to a total of {amount, number, chips} does not go above the {toCall} to call: a raise is more than a call.',
    es: 'Una subida a un total de {amount, number, chips} no supera los {toCall} que hay que igualar: subir es poner más que igualar.',
    it: 'Un rilancio a un totale di {amount, number, chips} non supera i {toCall} da chiamare: rilanciare è mettere più che chiamare.',
  },
  'hand.illegal.muckNoShowdown': {
    en: 'Only a hand at the showdown can be mucked: {phaseName}.',
    es: 'Solo se puede tirar una mano en el showdown: {phaseName}.',
    it: 'Solo allo showdown si può scartare una mano: {phaseName}.',
  },
  'hand.illegal.notYourTurn': {
    en: "It is not seat {seat}'s turn: seat {actor} acts now.",
    es: 'No es el turno del asiento {seat}: ahora actúa el asiento {actor}.',
    it: 'Non è il turno del posto {seat}: ora agisce il posto {actor}.',
  },
  'hand.illegal.nothingToCollect': {
    en: 'There are no bets to bring in now.',
    es: 'Ahora no hay apuestas que llevar al bote.',
    it: 'Ora non ci sono puntate da portare nel piatto.',
  },
  'hand.illegal.noUncalledBet': {
    en: 'No bet is waiting to go back now.',
    es: 'Ahora no hay ninguna apuesta que devolver.',
    it: "Ora non c'è nessuna puntata da restituire.",
  },
  'hand.illegal.nothingToDeal': {
    en: 'No card is due now: {phaseName}.',
    es: 'Ahora no corresponde repartir ninguna carta: {phaseName}.',
    it: 'Ora non si deve distribuire nessuna carta: {phaseName}.',
  },
  'hand.illegal.oneBurn': {
    en: "This street's burn card is already out: exactly one burn per street.",
    es: 'La carta quemada de esta calle ya está fuera: se quema exactamente una por calle.',
    it: 'La carta bruciata di questa strada è già fuori: se ne brucia esattamente una per strada.',
  },
  'hand.illegal.scrambleCards': {
    en: 'The new stub must be exactly the {count} cards gathered: the last cards of the stub and the burns.',
    es: 'El nuevo mazo debe ser exactamente las {count} cartas reunidas: las últimas del mazo y las quemadas.',
    it: 'Il nuovo mazzo deve essere esattamente le {count} carte raccolte: le ultime del mazzo e quelle bruciate.',
  },
  'hand.illegal.scrambleFirst': {
    en: 'The stub is short: first gather the burns with the last cards and scramble them.',
    es: 'El mazo no alcanza: primero se juntan las quemadas con las últimas cartas y se mezclan.',
    it: 'Il mazzo non basta: prima si uniscono le bruciate alle ultime carte e si mescolano.',
  },
  'hand.illegal.showOrder': {
    en: 'Seat {next} shows before seat {seat}.',
    es: 'El asiento {next} muestra antes que el asiento {seat}.',
    it: 'Il posto {next} mostra prima del posto {seat}.',
  },
  'hand.illegal.showCount': {
    en: 'Seat {seat} has {count} cards; {given} were shown.',
    es: 'El asiento {seat} tiene {count} cartas; se han mostrado {given}.',
    it: 'Il posto {seat} ha {count} carte; ne sono state mostrate {given}.',
  },
  'hand.illegal.showFolded': {
    en: 'A folded hand is dead and takes no part in the showdown.',
    es: 'Una mano retirada está muerta y no participa en el showdown.',
    it: 'Una mano passata è morta e non partecipa allo showdown.',
  },
  'hand.illegal.showMismatch': {
    en: 'Card {position} shown by seat {seat} is not the card that seat was dealt.',
    es: 'La carta {position} que muestra el asiento {seat} no es la que recibió.',
    it: 'La carta {position} mostrata dal posto {seat} non è quella che ha ricevuto.',
  },
  'hand.illegal.stubEmpty': {
    en: 'The stub has no card left for this.',
    es: 'No quedan cartas en el mazo para esto.',
    it: 'Nel mazzo non restano carte per questo.',
  },
  'hand.illegal.tooManyCards': {
    en: 'Seat {seat} is owed {due, plural, one {one card} other {# cards}} on this street, not {count}.',
    es: 'Al asiento {seat} le {due, plural, one {corresponde una carta} other {corresponden # cartas}} en esta calle, no {count}.',
    it: 'Al posto {seat} {due, plural, one {spetta una carta} other {spettano # carte}} in questa strada, non {count}.',
  },
  'hand.illegal.unknownOperation': {
    en: '"{kind}" is not a step of the dealer or an action of a player in a stud hand.',
    es: '"{kind}" no es un paso del crupier ni una acción de un jugador en una mano de stud.',
    it: '"{kind}" non è un passo del mazziere né un\'azione di un giocatore in una mano di stud.',
  },
  'hand.illegal.uncalledBetDue': {
    en: 'The round is over: first the uncalled bet of {amount, number, chips} goes back to seat {seat}.',
    es: 'La ronda ha terminado: primero se devuelve al asiento {seat} la apuesta no igualada de {amount, number, chips}.',
    it: 'Il giro è finito: prima si restituisce al posto {seat} la puntata non chiamata di {amount, number, chips}.',
  },
  'hand.illegal.uncalledBetIsOther': {
    en: "The uncalled bet of {amount, number, chips} is seat {other}'s, not seat {seat}'s.",
    es: 'La apuesta no igualada de {amount, number, chips} es del asiento {other}, no del asiento {seat}.',
    it: 'La puntata non chiamata di {amount, number, chips} è del posto {other}, non del posto {seat}.',
  },
  'hand.illegal.unknownFromKnownStub': {
    en: 'The stub is known: the card dealt is the next one, not an unknown card.',
    es: 'El mazo es conocido: la carta repartida es la siguiente, no una carta desconocida.',
    it: 'Il mazzo è noto: la carta distribuita è la successiva, non una carta sconosciuta.',
  },
  'hand.illegal.winnerMissing': {
    en: 'Seat {seat} has a share of pot {pot} too.',
    es: 'El asiento {seat} también tiene parte del bote {pot}.',
    it: 'Anche il posto {seat} ha parte del piatto {pot}.',
  },
  'hand.illegal.wrongAmount': {
    en: 'In fixed limit the amount is set: {amount, number, chips} is not allowed here; the total must be {allowed, number, chips}.',
    es: 'En límite fijo la cantidad está fijada: {amount, number, chips} no se permite aquí; el total debe ser {allowed, number, chips}.',
    it: "Nel limite fisso l'importo è stabilito: {amount, number, chips} qui non è ammesso; il totale deve essere {allowed, number, chips}.",
  },
  'hand.illegal.wrongAmountTwo': {
    en: 'In fixed limit the amount is set: {amount, number, chips} is not allowed here; the total may be {allowed, number, chips} or {other, number, chips}.',
    es: 'En límite fijo la cantidad está fijada: {amount, number, chips} no se permite aquí; el total puede ser {allowed, number, chips} o {other, number, chips}.',
    it: "Nel limite fisso l'importo è stabilito: {amount, number, chips} qui non è ammesso; il totale può essere {allowed, number, chips} o {other, number, chips}.",
  },
  // ---- decisions ----
  'hand.street': { en: '{streetName}.', es: '{streetName}.', it: '{streetName}.' },
  'hand.bringIn.lowAllIn': {
    en: 'The {card} (seat {seat}) is the low card but that player is all-in for the ante: seat {opener} acts first and may fold, bring in or complete.',
    es: 'El {card} (asiento {seat}) es la carta más baja pero ese jugador está all-in con el ante: abre el asiento {opener}, que puede retirarse, poner el bring-in o completar.',
    it: "Il {card} (posto {seat}) è la carta più bassa ma quel giocatore è all-in con l'ante: apre il posto {opener}, che può passare, mettere il bring-in o completare.",
  },
  // Razz: the highest door card brings in (RR Razz; STUD-RULES §3): the `.high` wording names it the high card.
  'hand.bringIn.lowAllIn.high': {
    en: 'The {card} (seat {seat}) is the high card but that player is all-in for the ante: seat {opener} acts first and may fold, bring in or complete.',
    es: 'El {card} (asiento {seat}) es la carta más alta pero ese jugador está all-in con el ante: abre el asiento {opener}, que puede retirarse, poner el bring-in o completar.',
    it: "Il {card} (posto {seat}) è la carta più alta ma quel giocatore è all-in con l'ante: apre il posto {opener}, che può passare, mettere il bring-in o completare.",
  },
  'hand.bringIn.lowAllInNobody': {
    en: 'The {card} (seat {seat}) is the low card but that player is all-in for the ante, and at most one player still has chips: there is no betting on 3rd street.',
    es: 'El {card} (asiento {seat}) es la carta más baja pero ese jugador está all-in con el ante, y como mucho un jugador tiene fichas: no hay apuestas en la tercera calle.',
    it: "Il {card} (posto {seat}) è la carta più bassa ma quel giocatore è all-in con l'ante, e al massimo un giocatore ha ancora fiches: in terza strada non si punta.",
  },
  'hand.bringIn.lowAllInNobody.high': {
    en: 'The {card} (seat {seat}) is the high card but that player is all-in for the ante, and at most one player still has chips: there is no betting on 3rd street.',
    es: 'El {card} (asiento {seat}) es la carta más alta pero ese jugador está all-in con el ante, y como mucho un jugador tiene fichas: no hay apuestas en la tercera calle.',
    it: "Il {card} (posto {seat}) è la carta più alta ma quel giocatore è all-in con l'ante, e al massimo un giocatore ha ancora fiches: in terza strada non si punta.",
  },
  'hand.bringIn.notDealt': {
    en: 'No door card has been dealt yet.',
    es: 'Todavía no se ha repartido ninguna carta descubierta.',
    it: 'Non è ancora stata distribuita nessuna carta scoperta.',
  },
  'hand.bringIn.short': {
    en: 'The {card} (seat {seat}) brings in all-in for less than the bring-in; the others still put in the full bring-in to call.',
    es: 'El {card} (asiento {seat}) pone el bring-in all-in por menos de su importe; los demás igualan el bring-in completo.',
    it: 'Il {card} (posto {seat}) mette il bring-in all-in per meno del dovuto; gli altri chiamano comunque il bring-in intero.',
  },
  'hand.firstToAct.high': {
    en: 'Seat {seat} acts first with the best board showing: {board}.',
    es: 'Habla primero el asiento {seat}, con la mejor mano a la vista: {board}.',
    it: 'Parla per primo il posto {seat}, con il punto migliore scoperto: {board}.',
  },
  'hand.firstToAct.low': {
    en: 'Seat {seat} acts first with the lowest board showing: {board}.',
    es: 'Habla primero el asiento {seat}, con la mano más baja a la vista: {board}.',
    it: 'Parla per primo il posto {seat}, con il punto più basso scoperto: {board}.',
  },
  'hand.firstToAct.high.tie.suit': {
    en: 'Seat {seat} acts first: its board, {board}, ties another board showing, and the higher suit of its highest card ({card}) breaks the tie (spades > hearts > diamonds > clubs).',
    es: 'Habla primero el asiento {seat}: su mano a la vista, {board}, empata con otra, y desempata el palo más alto de su carta más alta ({card}) (picas > corazones > diamantes > tréboles).',
    it: 'Parla per primo il posto {seat}: il suo punto scoperto, {board}, è pari a un altro, e spareggia il seme più alto della sua carta più alta ({card}) (picche > cuori > quadri > fiori).',
  },
  'hand.firstToAct.high.tie.position': {
    en: "Seat {seat} acts first: its board, {board}, ties another board showing, and of equal boards the first from the dealer's left acts first.",
    es: 'Habla primero el asiento {seat}: su mano a la vista, {board}, empata con otra, y entre manos iguales habla primero la que está antes desde la izquierda del crupier.',
    it: 'Parla per primo il posto {seat}: il suo punto scoperto, {board}, è pari a un altro, e tra punti uguali parla per primo quello che viene prima dalla sinistra del mazziere.',
  },
  'hand.firstToAct.low.tie.suit': {
    en: 'Seat {seat} acts first: its low board, {board}, ties another board showing, and the higher suit of its highest card ({card}) breaks the tie (spades > hearts > diamonds > clubs).',
    es: 'Habla primero el asiento {seat}: su mano baja a la vista, {board}, empata con otra, y desempata el palo más alto de su carta más alta ({card}) (picas > corazones > diamantes > tréboles).',
    it: 'Parla per primo il posto {seat}: il suo punto basso scoperto, {board}, è pari a un altro, e spareggia il seme più alto della sua carta più alta ({card}) (picche > cuori > quadri > fiori).',
  },
  'hand.firstToAct.low.tie.position': {
    en: "Seat {seat} acts first: its low board, {board}, ties another board showing, and of equal boards the first from the dealer's left acts first.",
    es: 'Habla primero el asiento {seat}: su mano baja a la vista, {board}, empata con otra, y entre manos iguales habla primero la que está antes desde la izquierda del crupier.',
    it: 'Parla per primo il posto {seat}: il suo punto basso scoperto, {board}, è pari a un altro, e tra punti uguali parla per primo quello che viene prima dalla sinistra del mazziere.',
  },
  'hand.firstToAct.keepSixth': {
    en: 'After a common card, seat {seat}, who acted first on 6th street, acts first again.',
    es: 'Tras una carta común vuelve a hablar primero el asiento {seat}, que abrió la sexta calle.',
    it: 'Dopo una carta comune parla di nuovo per primo il posto {seat}, che ha aperto la sesta strada.',
  },
  'hand.firstToAct.keepSixthAllIn': {
    en: 'After a common card, seat {sixth}, who acted first on 6th street, would act first again but is all-in: seat {seat}, the next with chips, acts first.',
    es: 'Tras una carta común volvería a hablar primero el asiento {sixth}, que abrió la sexta calle, pero está all-in: habla primero el asiento {seat}, el siguiente con fichas.',
    it: 'Dopo una carta comune parlerebbe di nuovo per primo il posto {sixth}, che ha aperto la sesta strada, ma è all-in: parla per primo il posto {seat}, il successivo con fiches.',
  },
  'hand.firstToAct.keepSixthFolded.high': {
    en: 'After a common card, seat {sixth}, who acted first on 6th street, would act first again but has folded: seat {seat} acts first with the best board showing, the common card aside: {board}.',
    es: 'Tras una carta común volvería a hablar primero el asiento {sixth}, que abrió la sexta calle, pero se ha retirado: habla primero el asiento {seat}, con la mejor mano a la vista sin contar la carta común: {board}.',
    it: 'Dopo una carta comune parlerebbe di nuovo per primo il posto {sixth}, che ha aperto la sesta strada, ma ha passato: parla per primo il posto {seat}, con il punto migliore scoperto senza contare la carta comune: {board}.',
  },
  'hand.firstToAct.keepSixthFolded.low': {
    en: 'After a common card, seat {sixth}, who acted first on 6th street, would act first again but has folded: seat {seat} acts first with the lowest board showing, the common card aside: {board}.',
    es: 'Tras una carta común volvería a hablar primero el asiento {sixth}, que abrió la sexta calle, pero se ha retirado: habla primero el asiento {seat}, con la mano más baja a la vista sin contar la carta común: {board}.',
    it: 'Dopo una carta comune parlerebbe di nuovo per primo il posto {sixth}, che ha aperto la sesta strada, ma ha passato: parla per primo il posto {seat}, con il punto più basso scoperto senza contare la carta comune: {board}.',
  },
  'hand.firstToAct.nobody': {
    en: 'Nobody acts on this street: at most one player still has chips, so there is no betting.',
    es: 'Nadie actúa en esta calle: como mucho un jugador tiene fichas, así que no hay apuestas.',
    it: 'Nessuno agisce in questa strada: al massimo un giocatore ha ancora fiches, quindi non si punta.',
  },
  'hand.legal.actions': {
    en: 'What the player to act may do now.',
    es: 'Lo que puede hacer ahora el jugador al que le toca.',
    it: 'Cosa può fare ora il giocatore di turno.',
  },
  'hand.legal.bringIn': {
    en: 'Seat {seat} opens 3rd street with the forced bet: bring in for {amount, number, chips}, or complete to {to, number, chips}; it may not fold.',
    es: 'El asiento {seat} abre la tercera calle con la apuesta obligatoria: bring-in de {amount, number, chips} o completar a {to, number, chips}; no puede retirarse.',
    it: 'Il posto {seat} apre la terza strada con la puntata obbligatoria: bring-in da {amount, number, chips} o completare a {to, number, chips}; non può passare.',
  },
  'hand.legal.bringInAllIn': {
    en: 'Seat {seat} opens 3rd street but has only {amount, number, chips} behind: it brings in all-in for {amount, number, chips}.',
    es: 'El asiento {seat} abre la tercera calle pero solo le quedan {amount, number, chips}: pone el bring-in all-in por {amount, number, chips}.',
    it: 'Il posto {seat} apre la terza strada ma ha solo {amount, number, chips}: fa il bring-in all-in per {amount, number, chips}.',
  },
  'hand.legal.bringInLeft': {
    en: 'The low card is all-in for the ante, so seat {seat} opens: fold, bring in for {amount, number, chips}, or complete to {to, number, chips}.',
    es: 'La carta baja está all-in por el ante, así que abre el asiento {seat}: retirarse, bring-in de {amount, number, chips} o completar a {to, number, chips}.',
    it: "La carta bassa è all-in per l'ante, quindi apre il posto {seat}: passare, bring-in da {amount, number, chips} o completare a {to, number, chips}.",
  },
  'hand.legal.bringInLeft.high': {
    en: 'The high card is all-in for the ante, so seat {seat} opens: fold, bring in for {amount, number, chips}, or complete to {to, number, chips}.',
    es: 'La carta alta está all-in por el ante, así que abre el asiento {seat}: retirarse, bring-in de {amount, number, chips} o completar a {to, number, chips}.',
    it: "La carta alta è all-in per l'ante, quindi apre il posto {seat}: passare, bring-in da {amount, number, chips} o completare a {to, number, chips}.",
  },
  'hand.legal.capped': {
    en: 'The betting is capped ({bets} bets and raises made): seat {seat} may only call {call, number, chips} or fold.',
    es: 'Las apuestas han llegado al tope (ya van {bets} apuestas y subidas): el asiento {seat} solo puede igualar {call, number, chips} o retirarse.',
    it: 'Limite dei rilanci raggiunto (già {bets} puntate e rilanci): il posto {seat} può solo chiamare {call, number, chips} o passare.',
  },
  'hand.legal.callAllIn': {
    en: 'Seat {seat} has no chips beyond the call: call {call, number, chips} all-in or fold.',
    es: 'Al asiento {seat} no le quedan fichas para más que igualar: igualar {call, number, chips} all-in o retirarse.',
    it: 'Al posto {seat} non restano fiches oltre la chiamata: chiamare {call, number, chips} all-in o passare.',
  },
  'hand.legal.notReopened': {
    en: 'Seat {seat} has acted and the all-in since then is less than a full raise, so the betting is not reopened: call {call, number, chips} or fold.',
    es: 'El asiento {seat} ya actuó y el all-in posterior no llega a una subida completa, así que las apuestas no se reabren: igualar {call, number, chips} o retirarse.',
    it: "Il posto {seat} ha già agito e l'all-in successivo non arriva a un rilancio pieno, quindi le puntate non si riaprono: chiamare {call, number, chips} o passare.",
  },
  'hand.legal.nobodyToRaise': {
    en: 'Nobody else has chips to call a raise: seat {seat} may call {call, number, chips} or fold.',
    es: 'Nadie más tiene fichas para igualar una subida: el asiento {seat} puede igualar {call, number, chips} o retirarse.',
    it: 'Nessun altro ha fiches per chiamare un rilancio: il posto {seat} può chiamare {call, number, chips} o passare.',
  },
  'hand.legal.openPairBet': {
    en: 'A pair shows on 4th street: seat {seat} may check, or bet the small bet ({small, number, chips}) or the big bet ({big, number, chips}).',
    es: 'Hay una pareja a la vista en cuarta calle: el asiento {seat} puede pasar, o apostar la apuesta pequeña ({small, number, chips}) o la grande ({big, number, chips}).',
    it: 'In quarta strada è scoperta una coppia: il posto {seat} può fare check, o puntare la puntata piccola ({small, number, chips}) o quella grande ({big, number, chips}).',
  },
  'hand.legal.openPairRaise': {
    en: 'A pair shows on 4th street and no big bet has been made: seat {seat} may fold, call {call, number, chips}, or raise to {small, number, chips} or to {big, number, chips}.',
    es: 'Hay una pareja a la vista en cuarta calle y nadie ha hecho la apuesta grande: el asiento {seat} puede retirarse, igualar {call, number, chips}, o subir a {small, number, chips} o a {big, number, chips}.',
    it: 'In quarta strada è scoperta una coppia e nessuno ha fatto la puntata grande: il posto {seat} può passare, chiamare {call, number, chips}, o rilanciare a {small, number, chips} o a {big, number, chips}.',
  },
  'hand.legal.complete': {
    en: 'Facing the bring-in, seat {seat} may fold, call {call, number, chips}, or complete to {to, number, chips}: the completion is the first full bet, not a raise.',
    es: 'Ante el bring-in, el asiento {seat} puede retirarse, igualar {call, number, chips} o completar a {to, number, chips}: completar es la primera apuesta completa, no una subida.',
    it: 'Davanti al bring-in, il posto {seat} può passare, chiamare {call, number, chips} o completare a {to, number, chips}: il completamento è la prima puntata piena, non un rilancio.',
  },
  'hand.legal.raise': {
    en: 'Seat {seat} faces a bet (bets and raises made: {bets} of the {max} allowed): fold, call {call, number, chips}, or raise to {to, number, chips}.',
    es: 'El asiento {seat} tiene una apuesta delante (apuestas y subidas hechas: {bets} de las {max} permitidas): retirarse, igualar {call, number, chips} o subir a {to, number, chips}.',
    it: 'Il posto {seat} ha davanti una puntata (puntate e rilanci fatti: {bets} dei {max} ammessi): passare, chiamare {call, number, chips} o rilanciare a {to, number, chips}.',
  },
  'hand.legal.raiseHeadsUp': {
    en: 'Seat {seat} faces a bet; heads-up the raises are not capped here: fold, call {call, number, chips}, or raise to {to, number, chips}.',
    es: 'El asiento {seat} tiene una apuesta delante; mano a mano aquí las subidas no tienen tope: retirarse, igualar {call, number, chips} o subir a {to, number, chips}.',
    it: 'Il posto {seat} ha davanti una puntata; testa a testa qui i rilanci non hanno limite: passare, chiamare {call, number, chips} o rilanciare a {to, number, chips}.',
  },
  'hand.legal.bet': {
    en: 'Nobody has bet on this street yet: seat {seat} may check or bet {to, number, chips}.',
    es: 'Nadie ha apostado aún en esta calle: el asiento {seat} puede pasar o apostar {to, number, chips}.',
    it: 'Nessuno ha ancora puntato in questa strada: il posto {seat} può fare check o puntare {to, number, chips}.',
  },
  'hand.legal.nobody': { en: 'Nobody is to act now.', es: 'Ahora no le toca actuar a nadie.', it: 'Ora non tocca a nessuno agire.' },
  'hand.pot': {
    en: 'The pot holds {amount, number, chips}.',
    es: 'El bote tiene {amount, number, chips}.',
    it: 'Il piatto contiene {amount, number, chips}.',
  },
  'hand.pots.main': { en: 'One main pot.', es: 'Un bote principal.', it: 'Un piatto principale.' },
  'hand.pots.side': {
    en: '{count} pots: a main pot and side pots.',
    es: '{count} botes: uno principal y botes secundarios.',
    it: '{count} piatti: uno principale e piatti laterali.',
  },
  'hand.settle.showdown': {
    en: '{pots, plural, one {The pot goes} other {Each of the # pots goes}} to its best hand; ties split, the odd chip as the house rules say.',
    es: '{pots, plural, one {El bote va} other {Cada uno de los # botes va}} a su mejor mano; los empates se reparten y la ficha impar según las reglas de la casa.',
    it: '{pots, plural, one {Il piatto va} other {Ciascuno dei # piatti va}} alla mano migliore; le parità si dividono e la fiche dispari secondo le regole della casa.',
  },
  'hand.settle.uncontested': {
    en: 'Everyone else folded: the last player wins without showing.',
    es: 'Todos los demás se retiraron: el último jugador gana sin mostrar.',
    it: "Tutti gli altri hanno passato: l'ultimo giocatore vince senza mostrare.",
  },
  'hand.showdown.lastAggressor': {
    en: 'Seat {seat} made the last bet or raise, so shows first.',
    es: 'El asiento {seat} hizo la última apuesta o subida, así que muestra primero.',
    it: "Il posto {seat} ha fatto l'ultima puntata o rilancio, quindi mostra per primo.",
  },
  'hand.showdown.earlierAggressor': {
    en: 'Nobody bet on 7th street: seat {seat}, the last to bet or raise on an earlier street, shows first.',
    es: 'Nadie apostó en séptima calle: muestra primero el asiento {seat}, el último que apostó o subió en una calle anterior.',
    it: "Nessuno ha puntato in settima strada: mostra per primo il posto {seat}, l'ultimo che ha puntato o rilanciato in una strada precedente.",
  },
  'hand.showdown.firstToAct': {
    en: 'Nobody bet on 7th street: seat {seat}, first to act, shows first.',
    es: 'Nadie apostó en séptima calle: muestra primero el asiento {seat}, el primero en actuar.',
    it: 'Nessuno ha puntato in settima strada: mostra per primo il posto {seat}, il primo ad agire.',
  },
  'hand.showdown.noShowdown': {
    en: 'There is no showdown: only one player is left.',
    es: 'No hay showdown: solo queda un jugador.',
    it: "Non c'è showdown: resta un solo giocatore.",
  },
  'hand.step.action': {
    en: 'Seat {seat} to act.',
    es: 'Le toca actuar al asiento {seat}.',
    it: 'Tocca al posto {seat}.',
  },
  'hand.step.ante': {
    en: 'Take the ante of seat {seat}.',
    es: 'Recoger el ante del asiento {seat}.',
    it: "Raccogliere l'ante del posto {seat}.",
  },
  'hand.step.awardPot': {
    en: 'Push pot {pot} to whoever wins it.',
    es: 'Entregar el bote {pot} a quien lo gana.',
    it: 'Consegnare il piatto {pot} a chi lo vince.',
  },
  'hand.step.burn': {
    en: 'Burn one card before dealing {streetName}.',
    es: 'Quemar una carta antes de repartir la {streetName}.',
    it: 'Bruciare una carta prima di distribuire la {streetName}.',
  },
  'hand.step.common': {
    en: 'Turn one common card face up in the centre: it plays in every hand.',
    es: 'Descubrir una carta común en el centro: cuenta para todas las manos.',
    it: 'Scoprire una carta comune al centro: vale per tutte le mani.',
  },
  'hand.step.collectBets': { en: 'Bring the bets into the pot.', es: 'Llevar las apuestas al bote.', it: 'Portare le puntate nel piatto.' },
  'hand.step.complete': { en: 'The hand is over.', es: 'La mano ha terminado.', it: 'La mano è finita.' },
  'hand.step.dealDown': {
    en: 'Deal seat {seat} a card face down ({streetName}).',
    es: 'Repartir al asiento {seat} una carta boca abajo ({streetName}).',
    it: 'Dare al posto {seat} una carta coperta ({streetName}).',
  },
  'hand.step.dealUp': {
    en: 'Deal seat {seat} a card face up ({streetName}).',
    es: 'Repartir al asiento {seat} una carta boca arriba ({streetName}).',
    it: 'Dare al posto {seat} una carta scoperta ({streetName}).',
  },
  'hand.step.returnUncalledBet': {
    en: 'Give the uncalled bet of {amount, number, chips} back to seat {seat}.',
    es: 'Devolver al asiento {seat} la apuesta no igualada de {amount, number, chips}.',
    it: 'Restituire al posto {seat} la puntata non chiamata di {amount, number, chips}.',
  },
  'hand.step.scramble': {
    en: 'Gather the {cards} cards (the last of the stub and the burns), scramble and cut them.',
    es: 'Juntar las {cards} cartas (las últimas del mazo y las quemadas), mezclarlas y cortar.',
    it: 'Raccogliere le {cards} carte (le ultime del mazzo e le bruciate), mescolarle e tagliare.',
  },
  'hand.step.show': {
    en: 'Seat {seat} shows (or mucks) next.',
    es: 'Ahora muestra (o tira) el asiento {seat}.',
    it: 'Ora mostra (o scarta) il posto {seat}.',
  },
  'hand.runOut.deal': {
    en: 'Enough cards: burn and deal everyone their card.',
    es: 'Hay cartas suficientes: quemar y dar a cada uno su carta.',
    it: 'Carte sufficienti: bruciare e dare a ciascuno la sua carta.',
  },
  'hand.runOut.scramble-then-deal': {
    en: 'The stub is short: the {cards} cards of the stub and the burns are scrambled so that everyone still gets a card.',
    es: 'El mazo no alcanza: se mezclan las {cards} cartas del mazo y las quemadas para que todos reciban su carta.',
    it: 'Il mazzo non basta: si mescolano le {cards} carte del mazzo e le bruciate perché tutti ricevano la loro carta.',
  },
  'hand.runOut.scramble-last-then-deal': {
    en: 'The stub is short: burn as usual, deal all but its last card, then scramble that card with the burns ({cards} cards), burn again only if they are more than the players still owed a card, and deal.',
    es: 'El mazo no alcanza: se quema como siempre, se reparten todas sus cartas menos la última; esa carta se mezcla con las quemadas ({cards} cartas), se vuelve a quemar solo si hay más cartas que jugadores pendientes, y se reparte.',
    it: "Il mazzo non basta: si brucia come sempre, si distribuiscono tutte le sue carte tranne l'ultima; quella carta si mescola con le bruciate ({cards} carte), si brucia di nuovo solo se sono più dei giocatori in attesa, e si distribuisce.",
  },
  'hand.runOut.scramble-last-burned': {
    en: 'The stub is short and its burn is made: deal all but its last card, then scramble that card with the burns ({cards} cards), burn again only if they are more than the players still owed a card, and deal.',
    es: 'El mazo no alcanza y ya se ha quemado: se reparten todas sus cartas menos la última; esa carta se mezcla con las quemadas ({cards} cartas), se vuelve a quemar solo si hay más cartas que jugadores pendientes, y se reparte.',
    it: "Il mazzo non basta e la bruciata è già fatta: si distribuiscono tutte le sue carte tranne l'ultima; quella carta si mescola con le bruciate ({cards} carte), si brucia di nuovo solo se sono più dei giocatori in attesa, e si distribuisce.",
  },
  'hand.runOut.common': {
    en: 'Not enough cards for everyone: burn and turn a common card.',
    es: 'No hay cartas para todos: quemar y descubrir una carta común.',
    it: 'Non ci sono carte per tutti: bruciare e scoprire una carta comune.',
  },
  'hand.runOut.scramble-then-common': {
    en: 'Not enough cards for everyone even with the burns: scramble the {cards} cards and turn a common card.',
    es: 'Ni con las quemadas hay cartas para todos: mezclar las {cards} cartas y descubrir una carta común.',
    it: 'Nemmeno con le bruciate ci sono carte per tutti: mescolare le {cards} carte e scoprire una carta comune.',
  },
  'hand.board.none': {
    en: 'No upcard is showing yet.',
    es: 'Todavía no hay ninguna carta descubierta.',
    it: "Non c'è ancora nessuna carta scoperta.",
  },
  'hand.illegal.openPairNoBigBet': {
    en: 'An open pair on fourth street does not allow the big bet under these house rules (no open-pair doubling): {amount, number, chips} would be the big bet; bets and raises stay at the small bet, so the total must be {allowed, number, chips}.',
    es: 'Con estas reglas de la casa (sin doblar por pareja descubierta), una pareja descubierta en cuarta calle no permite la apuesta grande: {amount, number, chips} sería la apuesta grande; las apuestas y subidas siguen siendo de la apuesta pequeña, así que el total debe ser {allowed, number, chips}.',
    it: 'Con queste regole della casa (niente raddoppio per coppia scoperta), una coppia scoperta in quarta strada non permette la puntata grande: {amount, number, chips} sarebbe la puntata grande; puntate e rilanci restano della puntata piccola, quindi il totale deve essere {allowed, number, chips}.',
  },
  'hand.showdown.allInTabled': {
    en: 'Seat {allIn} is all-in and no more betting can happen: every hand still in is turned face up, seat {seat} first.',
    es: 'El asiento {allIn} está all-in y ya no puede haber más apuestas: se descubren todas las manos que siguen en juego, primero la del asiento {seat}.',
    it: 'Il posto {allIn} è all-in e non ci possono essere altre puntate: si scoprono tutte le mani ancora in gioco, per prima quella del posto {seat}.',
  },
  'hand.showdown.allInFirstToAct': {
    en: 'Seat {allIn} is all-in and nobody could bet on 7th street: seat {seat}, first to act, shows first.',
    es: 'El asiento {allIn} está all-in y nadie podía apostar en séptima calle: muestra primero el asiento {seat}, el primero en actuar.',
    it: 'Il posto {allIn} è all-in e nessuno poteva puntare in settima strada: mostra per primo il posto {seat}, il primo ad agire.',
  },
  'hand.showdown.allInEarlierAggressor': {
    en: 'Seat {allIn} is all-in and nobody could bet on 7th street: seat {seat}, the last to bet or raise on an earlier street, shows first.',
    es: 'El asiento {allIn} está all-in y nadie podía apostar en séptima calle: muestra primero el asiento {seat}, el último que apostó o subió en una calle anterior.',
    it: "Il posto {allIn} è all-in e nessuno poteva puntare in settima strada: mostra per primo il posto {seat}, l'ultimo che ha puntato o rilanciato in una strada precedente.",
  },
  'hand.showdown.sidePotsLastAggressor': {
    en: 'Seat {seat} made the last bet or raise, so shows first; seat {allIn}, all-in for the main pot only, shows after the players contesting a side pot.',
    es: 'El asiento {seat} hizo la última apuesta o subida, así que muestra primero; el asiento {allIn}, all-in solo por el bote principal, muestra después de los jugadores que disputan un bote secundario.',
    it: "Il posto {seat} ha fatto l'ultima puntata o rilancio, quindi mostra per primo; il posto {allIn}, all-in solo per il piatto principale, mostra dopo i giocatori che si contendono un piatto laterale.",
  },
  'hand.showdown.sidePotsFirst': {
    en: 'Seat {allIn} is all-in for the main pot only, so the players contesting a side pot show first: seat {seat} first, seat {allIn} after them.',
    es: 'El asiento {allIn} está all-in solo por el bote principal, así que muestran primero los jugadores que disputan un bote secundario: primero el asiento {seat}, y el asiento {allIn} después de ellos.',
    it: 'Il posto {allIn} è all-in solo per il piatto principale, quindi mostrano prima i giocatori che si contendono un piatto laterale: per primo il posto {seat}, il posto {allIn} dopo di loro.',
  },
} as const satisfies Catalog;
