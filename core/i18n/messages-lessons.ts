import type { Catalog } from './locale';

/**
 * Texts of the lessons (core/lessons): each lesson's title, why it matters, its key sentence (a drill's hint), the
 * sentences of its worked example, and what the dealer says aloud (`lesson.say.*`, the phrases the glossary lists).
 * A text worded for one game has the game's suffix (`.razz`, `.stud8`); the others read the plain key.
 */
export const LESSON_MESSAGES = {
  // ---- What the dealer says aloud ----
  'lesson.say.antes': { en: 'Antes in, please.', es: 'Los antes, por favor.', it: 'Gli ante, prego.' },
  'lesson.say.bringIn': {
    en: 'Low card, seat {seat}: brings it in for {amount, number, chips}.',
    es: 'Carta más baja, asiento {seat}: pone el bring-in de {amount, number, chips}.',
    it: 'Carta più bassa, posto {seat}: mette il bring-in da {amount, number, chips}.',
  },
  'lesson.say.bringIn.high': {
    en: 'High card, seat {seat}: brings it in for {amount, number, chips}.',
    es: 'Carta más alta, asiento {seat}: pone el bring-in de {amount, number, chips}.',
    it: 'Carta più alta, posto {seat}: mette il bring-in da {amount, number, chips}.',
  },
  'lesson.say.action': { en: 'Seat {seat}, your action.', es: 'Asiento {seat}, te toca.', it: 'Posto {seat}, tocca a te.' },
  'lesson.say.complete': {
    en: 'Completes to {amount, number, chips}.',
    es: 'Completa a {amount, number, chips}.',
    it: 'Completa a {amount, number, chips}.',
  },
  'lesson.say.bet': { en: 'Bets {amount, number, chips}.', es: 'Apuesta {amount, number, chips}.', it: 'Punta {amount, number, chips}.' },
  'lesson.say.raise': {
    en: 'Raise, {amount, number, chips}.',
    es: 'Sube a {amount, number, chips}.',
    it: 'Rilancia a {amount, number, chips}.',
  },
  'lesson.say.capped': { en: 'Capped: no more raises.', es: 'Las apuestas han llegado al tope.', it: 'Limite dei rilanci raggiunto.' },
  'lesson.say.openPair': {
    en: '{board}. Open pair: small or big bet.',
    es: '{board}. Pareja descubierta: apuesta pequeña o grande.',
    it: '{board}. Coppia scoperta: puntata piccola o grande.',
  },
  'lesson.say.allIn': {
    en: 'All-in, {amount, number, chips}.',
    es: 'All-in, {amount, number, chips}.',
    it: 'All-in, {amount, number, chips}.',
  },
  'lesson.say.pots': {
    en: 'Main pot {main}, side pot {side}.',
    es: 'Bote principal {main}, bote secundario {side}.',
    it: 'Piatto principale {main}, piatto laterale {side}.',
  },
  'lesson.say.lastCardDown': { en: 'Last card, down.', es: 'Última carta, tapada.', it: 'Ultima carta, coperta.' },
  'lesson.say.commonCard': {
    en: 'The last card is a common card.',
    es: 'La última carta es una carta común.',
    it: "L'ultima carta è una carta comune.",
  },
  'lesson.say.showFirst': {
    en: 'Seat {seat}, you show first.',
    es: 'Asiento {seat}, muestras primero.',
    it: 'Posto {seat}, mostri per primo.',
  },
  'lesson.say.hand': { en: '{hand}.', es: '{hand}.', it: '{hand}.' },
  'lesson.say.split': {
    en: 'Split pot: {amount, number, chips} each.',
    es: 'Bote repartido: {amount, number, chips} para cada uno.',
    it: 'Piatto diviso: {amount, number, chips} a testa.',
  },
  'lesson.say.hiLo': {
    en: 'High takes {high, number, chips}, low takes {low, number, chips}.',
    es: 'La alta se lleva {high, number, chips} y la baja {low, number, chips}.',
    it: "L'alto prende {high, number, chips} e il basso {low, number, chips}.",
  },
  'lesson.say.oddChip': {
    en: 'The odd chip goes to seat {seat}.',
    es: 'La ficha impar va al asiento {seat}.',
    it: 'La fiche dispari va al posto {seat}.',
  },
  'lesson.say.misdeal': { en: 'Misdeal.', es: 'Reparto nulo.', it: 'Smazzata nulla.' },
  'lesson.say.deadHand': {
    en: 'Seat {seat}, your hand is dead.',
    es: 'Asiento {seat}, tu mano está muerta.',
    it: 'Posto {seat}, la tua mano è morta.',
  },
  'lesson.say.fold': { en: 'Seat {seat} folds.', es: 'El asiento {seat} se retira.', it: 'Il posto {seat} passa.' },
  'lesson.say.hold': {
    en: 'Hold the action, please.',
    es: 'Un momento, por favor: se detiene la acción.',
    it: "Un momento, per favore: l'azione è sospesa.",
  },
  'lesson.say.cardsBack': { en: 'Those cards do not play.', es: 'Esas cartas no juegan.', it: 'Quelle carte non valgono.' },
  'lesson.say.cardPlays': {
    en: 'Seat {seat}, that card plays.',
    es: 'Asiento {seat}, esa carta juega.',
    it: 'Posto {seat}, quella carta resta in gioco.',
  },
  'lesson.say.newCard': {
    en: 'Seat {seat}, that card is replaced.',
    es: 'Asiento {seat}, esa carta se reemplaza.',
    it: 'Posto {seat}, quella carta viene sostituita.',
  },
  'lesson.say.playOn': { en: 'Play on.', es: 'Se sigue jugando.', it: 'Si continua a giocare.' },

  // ---- The bring-in ----
  'lesson.bring-in.title': { en: 'The bring-in', es: 'El bring-in', it: 'Il bring-in' },
  'lesson.bring-in.summary': {
    en: 'Who must open 3rd street with the forced bet, and what that player may do.',
    es: 'Quién abre la tercera calle con la apuesta obligatoria y qué puede hacer ese jugador.',
    it: 'Chi apre la terza strada con la puntata obbligatoria e che cosa può fare quel giocatore.',
  },
  'lesson.bring-in.key': {
    en: 'The lowest door card brings in (aces are high); on equal ranks the lowest suit: clubs, then diamonds, hearts, spades.',
    es: 'Pone el bring-in la carta descubierta más baja (el as es alto); a igual valor, el palo más bajo: tréboles, luego diamantes, corazones y picas.',
    it: "Mette il bring-in la carta scoperta più bassa (l'asso è alto); a parità di valore, il seme più basso: fiori, poi quadri, cuori e picche.",
  },
  'lesson.bring-in.key.razz': {
    en: 'In razz the highest door card brings in (aces are low, so a king is highest); on equal ranks the highest suit: spades first.',
    es: 'En razz pone el bring-in la carta descubierta más alta (el as es bajo, así que el rey es la más alta); a igual valor, el palo más alto: picas primero.',
    it: "Nel razz mette il bring-in la carta scoperta più alta (l'asso è basso, quindi il re è la più alta); a parità di valore, il seme più alto: prima picche.",
  },
  'lesson.bring-in.deal': {
    en: "Everyone antes {ante}. The dealer deals from the dealer's left, one card at a time: two cards face down, then the door card face up.",
    es: 'Todos ponen un ante de {ante}. El crupier reparte desde su izquierda, carta a carta: dos cartas tapadas y luego la carta descubierta.',
    it: 'Tutti mettono un ante di {ante}. Il mazziere distribuisce dalla sua sinistra, una carta alla volta: due carte coperte, poi la prima carta scoperta.',
  },
  'lesson.bring-in.compare.low': {
    en: 'Compare the door cards: in stud and stud hi-lo the lowest card brings in.',
    es: 'Compara las cartas descubiertas: en stud y en stud hi-lo pone el bring-in la más baja.',
    it: 'Confronta le carte scoperte: nello stud e nello stud hi-lo mette il bring-in la più bassa.',
  },
  'lesson.bring-in.compare.high': {
    en: 'Compare the door cards: in razz the highest card brings in.',
    es: 'Compara las cartas descubiertas: en razz pone el bring-in la más alta.',
    it: 'Confronta le carte scoperte: nel razz mette il bring-in la più alta.',
  },
  'lesson.bring-in.choice': {
    en: 'It is a forced bet, yet the player has a choice.',
    es: 'Es una apuesta obligatoria, pero el jugador puede elegir.',
    it: 'È una puntata obbligatoria, ma il giocatore può scegliere.',
  },
  'lesson.bring-in.posted': {
    en: 'Seat {seat} brings it in for {amount, number, chips}; the action moves to the left.',
    es: 'El asiento {seat} pone el bring-in de {amount, number, chips}; la acción pasa a su izquierda.',
    it: "Il posto {seat} mette il bring-in da {amount, number, chips}; l'azione passa alla sua sinistra.",
  },

  // ---- Completing ----
  'lesson.completing.title': { en: 'Completing the bet', es: 'Completar la apuesta', it: 'Il completamento' },
  'lesson.completing.summary': {
    en: 'After the bring-in: how the bet is completed to the small bet, and why that is not a raise.',
    es: 'Después del bring-in: cómo se completa la apuesta hasta la apuesta pequeña y por qué no es una subida.',
    it: 'Dopo il bring-in: come si completa fino alla puntata piccola e perché non è un rilancio.',
  },
  'lesson.completing.key': {
    en: 'Facing the bring-in: fold, call it, or complete to the small bet. Completing is the first full bet, not a raise; the next raise adds one small bet.',
    es: 'Ante el bring-in: retirarse, igualarlo o completar a la apuesta pequeña. Completar es la primera apuesta completa, no una subida; la siguiente subida suma una apuesta pequeña.',
    it: 'Davanti al bring-in: passare, chiamarlo o completare alla puntata piccola. Il completamento è la prima puntata piena, non un rilancio; il rilancio successivo aggiunge una puntata piccola.',
  },
  'lesson.completing.facing': {
    en: 'The bring-in is in. Each player in turn decides what to do about it.',
    es: 'El bring-in ya está puesto. Cada jugador, por turno, decide qué hacer.',
    it: 'Il bring-in è stato messo. Ogni giocatore, a turno, decide che cosa fare.',
  },
  'lesson.completing.completed': {
    en: 'Seat {seat} completes to {to, number, chips}: the first full bet of 3rd street. It counts as the bet, not as a raise.',
    es: 'El asiento {seat} completa a {to, number, chips}: la primera apuesta completa de la tercera calle. Cuenta como la apuesta, no como una subida.',
    it: 'Il posto {seat} completa a {to, number, chips}: la prima puntata piena della terza strada. Conta come la puntata, non come un rilancio.',
  },
  'lesson.completing.raised': {
    en: 'Seat {seat} raises to {to, number, chips}: a raise adds one small bet to the completion.',
    es: 'El asiento {seat} sube a {to, number, chips}: una subida suma una apuesta pequeña a la apuesta completa.',
    it: 'Il posto {seat} rilancia a {to, number, chips}: un rilancio aggiunge una puntata piccola al completamento.',
  },
  'lesson.completing.called': {
    en: 'Everyone calls {to, number, chips}. The bring-in at seat {seat} had {bringIn} in already, so it added only the difference.',
    es: 'Todos igualan {to, number, chips}. El bring-in del asiento {seat} ya tenía {bringIn} puestos, así que solo añadió la diferencia.',
    it: 'Tutti chiamano {to, number, chips}. Il bring-in del posto {seat} aveva già messo {bringIn}, quindi ha aggiunto solo la differenza.',
  },

  // ---- Who acts first ----
  'lesson.first-to-act.title': {
    en: 'Who acts first, and the announcement',
    es: 'Quién habla primero y el anuncio',
    it: "Chi parla per primo e l'annuncio",
  },
  'lesson.first-to-act.summary': {
    en: 'From 4th street on, the best hand showing acts first, and the dealer says which.',
    es: 'Desde la cuarta calle habla primero la mano más alta a la vista, y el crupier la anuncia.',
    it: 'Dalla quarta strada parla per primo il punto più alto scoperto, e il mazziere lo annuncia.',
  },
  'lesson.first-to-act.summary.razz': {
    en: 'From 4th street on, the lowest hand showing acts first, and the dealer says which.',
    es: 'Desde la cuarta calle habla primero la mano más baja a la vista, y el crupier la anuncia.',
    it: 'Dalla quarta strada parla per primo il punto più basso scoperto, e il mazziere lo annuncia.',
  },
  'lesson.first-to-act.key': {
    en: 'From 4th street on, the best hand showing acts first: four of a kind, three of a kind, two pair, a pair, then high cards; straights and flushes showing do not count. The dealer announces it: "pair of sevens bets".',
    es: 'Desde la cuarta calle habla primero la mano más alta a la vista: póker, trío, doble pareja, pareja y luego cartas altas; las escaleras y los colores a la vista no cuentan. El crupier la anuncia: «pareja de sietes, habla».',
    it: 'Dalla quarta strada parla per primo il punto più alto scoperto: poker, tris, doppia coppia, coppia, poi carte alte; scale e colori scoperti non contano. Il mazziere lo annuncia: «parla coppia di sette».',
  },
  'lesson.first-to-act.key.razz': {
    en: 'In razz the lowest hand showing acts first: aces are low and pairs are bad. The dealer announces it: "seven-five low bets".',
    es: 'En razz habla primero la mano más baja a la vista: el as es bajo y las parejas son malas. El crupier la anuncia: «baja siete-cinco, habla».',
    it: "Nel razz parla per primo il punto più basso scoperto: l'asso è basso e le coppie sono cattive. Il mazziere lo annuncia: «parla basso sette-cinque».",
  },
  'lesson.first-to-act.high': {
    en: '{streetName} is out. Read every board: the best hand showing acts first.',
    es: 'Ya está la {streetName}. Lee todas las cartas a la vista: habla primero la mano más alta.',
    it: 'La {streetName} è distribuita. Leggi tutte le carte scoperte: parla per primo il punto più alto.',
  },
  'lesson.first-to-act.low': {
    en: '{streetName} is out. Read every board: in razz the lowest hand showing acts first.',
    es: 'Ya está la {streetName}. Lee todas las cartas a la vista: en razz habla primero la mano más baja.',
    it: 'La {streetName} è distribuita. Leggi tutte le carte scoperte: nel razz parla per primo il punto più basso.',
  },
  'lesson.first-to-act.bets': {
    en: 'Seat {seat} bets {amount, number, chips}; the others call.',
    es: 'El asiento {seat} apuesta {amount, number, chips}; los demás igualan.',
    it: 'Il posto {seat} punta {amount, number, chips}; gli altri chiamano.',
  },
  'lesson.first-to-act.again': {
    en: '{streetName}: the boards change, so the dealer reads them again. Someone else may act first now.',
    es: '{streetName}: las cartas a la vista cambian, así que el crupier vuelve a leerlas. Ahora puede hablar primero otro jugador.',
    it: '{streetName}: le carte scoperte cambiano, quindi il mazziere le rilegge. Ora può parlare per primo un altro giocatore.',
  },

  // ---- The open pair ----
  'lesson.open-pair.title': {
    en: 'The open pair on 4th street',
    es: 'La pareja descubierta en cuarta calle',
    it: 'La coppia scoperta in quarta strada',
  },
  'lesson.open-pair.summary': {
    en: 'In seven card stud, a pair showing on 4th street lets players bet the big bet.',
    es: 'En el stud, una pareja a la vista en cuarta calle permite apostar la apuesta grande.',
    it: 'Nello stud, una coppia scoperta in quarta strada permette di puntare la puntata grande.',
  },
  'lesson.open-pair.key': {
    en: 'A pair showing on 4th street (stud only): any player may bet or raise the small or the big bet; once a big bet is made, every raise that round is big. TDA tournaments do not double.',
    es: 'Con una pareja descubierta en cuarta calle (solo en stud), cualquier jugador puede apostar o subir la apuesta pequeña o la grande; hecha una apuesta grande, todas las subidas de esa ronda son grandes. En los torneos TDA no se dobla.',
    it: 'Con una coppia scoperta in quarta strada (solo nello stud), qualsiasi giocatore può puntare o rilanciare la puntata piccola o quella grande; fatta una puntata grande, tutti i rilanci di quel giro sono grandi. Nei tornei TDA non si raddoppia.',
  },
  'lesson.open-pair.shows': {
    en: 'Seat {seat} pairs its door card on 4th street: an open pair.',
    es: 'El asiento {seat} empareja su primera carta descubierta en cuarta calle: una pareja descubierta.',
    it: 'Il posto {seat} fa coppia con la prima carta scoperta in quarta strada: una coppia scoperta.',
  },
  'lesson.open-pair.choice': {
    en: 'With an open pair showing, the first to act may check, bet the small bet, or bet the big bet.',
    es: 'Con una pareja descubierta, quien habla primero puede pasar, apostar la apuesta pequeña o apostar la grande.',
    it: 'Con una coppia scoperta, chi parla per primo può fare check, puntare la puntata piccola o puntare quella grande.',
  },
  'lesson.open-pair.noDoubling': {
    en: 'These house rules do not double on 4th street (TDA): the open pair changes nothing, and the bet is the small bet.',
    es: 'Estas reglas de la casa no doblan en cuarta calle (TDA): la pareja descubierta no cambia nada y la apuesta es la pequeña.',
    it: 'Queste regole della casa non raddoppiano in quarta strada (TDA): la coppia scoperta non cambia nulla e la puntata è quella piccola.',
  },
  'lesson.open-pair.bigBet': {
    en: 'Seat {seat} bets the big bet, {amount, number, chips}: from now on every raise this round is a big bet.',
    es: 'El asiento {seat} apuesta la apuesta grande, {amount, number, chips}: desde ahora todas las subidas de esta ronda son grandes.',
    it: 'Il posto {seat} punta la puntata grande, {amount, number, chips}: da ora ogni rilancio di questo giro è grande.',
  },
  'lesson.open-pair.smallBet': {
    en: 'Seat {seat} bets the small bet, {amount, number, chips}.',
    es: 'El asiento {seat} apuesta la apuesta pequeña, {amount, number, chips}.',
    it: 'Il posto {seat} punta la puntata piccola, {amount, number, chips}.',
  },
  'lesson.open-pair.bigRaise': {
    en: 'Seat {seat} raises to {to, number, chips}: a big raise, because the big bet was made.',
    es: 'El asiento {seat} sube a {to, number, chips}: una subida grande, porque ya se hizo la apuesta grande.',
    it: 'Il posto {seat} rilancia a {to, number, chips}: un rilancio grande, perché è già stata fatta la puntata grande.',
  },
  'lesson.open-pair.smallRaise': {
    en: 'Seat {seat} raises to {to, number, chips}: one small bet more.',
    es: 'El asiento {seat} sube a {to, number, chips}: una apuesta pequeña más.',
    it: 'Il posto {seat} rilancia a {to, number, chips}: una puntata piccola in più.',
  },

  // ---- Limits and the cap ----
  'lesson.limits-cap.title': {
    en: 'Betting limits and the cap',
    es: 'Límites de apuesta y el tope',
    it: 'Limiti di puntata e limite dei rilanci',
  },
  'lesson.limits-cap.summary': {
    en: 'How much a bet or a raise is on each street, and when no more raises are allowed.',
    es: 'Cuánto vale una apuesta o una subida en cada calle y cuándo ya no se puede subir.',
    it: 'Quanto vale una puntata o un rilancio in ogni strada e quando non si può più rilanciare.',
  },
  'lesson.limits-cap.key': {
    en: 'Bets and raises are the small bet on 3rd and 4th street, the big bet from 5th on. A bet and three raises cap a round while three or more players are in it (some rooms allow four raises).',
    es: 'Las apuestas y subidas son la apuesta pequeña en tercera y cuarta calle, y la grande desde la quinta. Con una apuesta y tres subidas las apuestas llegan al tope mientras haya tres o más jugadores (algunas salas permiten cuatro subidas).',
    it: 'Puntate e rilanci sono la puntata piccola in terza e quarta strada, la grande dalla quinta. Con una puntata e tre rilanci si raggiunge il limite dei rilanci finché nel giro ci sono tre o più giocatori (alcune sale ammettono quattro rilanci).',
  },
  'lesson.limits-cap.small': {
    en: '3rd and 4th street are played with the small bet ({small, number, chips}): seat {seat} completes to it. From 5th street on, the bet is the big bet ({big, number, chips}).',
    es: 'La tercera y la cuarta calle se juegan con la apuesta pequeña ({small, number, chips}): el asiento {seat} completa a esa cantidad. Desde la quinta calle, la apuesta es la grande ({big, number, chips}).',
    it: "Terza e quarta strada si giocano con la puntata piccola ({small, number, chips}): il posto {seat} completa a quell'importo. Dalla quinta strada la puntata è quella grande ({big, number, chips}).",
  },
  'lesson.limits-cap.big': {
    en: '5th street: seat {seat} bets the big bet, {big, number, chips}.',
    es: 'Quinta calle: el asiento {seat} apuesta la apuesta grande, {big, number, chips}.',
    it: 'Quinta strada: il posto {seat} punta la puntata grande, {big, number, chips}.',
  },
  'lesson.limits-cap.raises': {
    en: '{count, plural, one {One raise follows} other {# raises follow}}, each by one big bet, up to {to, number, chips}.',
    es: '{count, plural, one {Sigue una subida} other {Siguen # subidas}}, cada una de una apuesta grande, hasta {to, number, chips}.',
    it: '{count, plural, one {Segue un rilancio} other {Seguono # rilanci}}, ciascuno di una puntata grande, fino a {to, number, chips}.',
  },
  'lesson.limits-cap.capped': {
    en: 'That makes {bets} bets and raises: the round is capped. The others may only call or fold.',
    es: 'Ya van {bets} apuestas y subidas: las apuestas han llegado al tope. Los demás solo pueden igualar o retirarse.',
    it: 'Sono {bets} puntate e rilanci: limite dei rilanci raggiunto. Gli altri possono solo chiamare o passare.',
  },

  // ---- Short all-ins ----
  'lesson.short-all-in.title': {
    en: 'Short all-ins and the half-bet rule',
    es: 'All-in cortos y la regla de la media apuesta',
    it: 'All-in corti e la regola della mezza puntata',
  },
  'lesson.short-all-in.summary': {
    en: 'When an all-in for less than a full raise reopens the betting, and when it does not.',
    es: 'Cuándo un all-in por menos de una subida completa reabre las apuestas y cuándo no.',
    it: 'Quando un all-in per meno di un rilancio pieno riapre le puntate e quando no.',
  },
  'lesson.short-all-in.key': {
    en: 'An all-in raise of less than half a bet does not reopen the betting for players who already acted: they may only call or fold. Half a bet or more counts as a full raise.',
    es: 'Una subida all-in de menos de media apuesta no reabre las apuestas para quien ya actuó: solo puede igualar o retirarse. Media apuesta o más cuenta como una subida completa.',
    it: 'Un rilancio all-in di meno di mezza puntata non riapre le puntate per chi ha già agito: può solo chiamare o passare. Mezza puntata o più vale come un rilancio pieno.',
  },
  'lesson.short-all-in.completed': {
    en: 'Seat {bringer} brings in, and seat {seat} completes to {to, number, chips}.',
    es: 'El asiento {bringer} pone el bring-in y el asiento {seat} completa a {to, number, chips}.',
    it: 'Il posto {bringer} mette il bring-in e il posto {seat} completa a {to, number, chips}.',
  },
  'lesson.short-all-in.less': {
    en: 'Seat {seat} raises all-in to {to, number, chips}: {raise} more, less than half the bet of {bet}. It is not a full raise.',
    es: 'El asiento {seat} sube all-in a {to, number, chips}: {raise} más, menos de la mitad de la apuesta de {bet}. No es una subida completa.',
    it: 'Il posto {seat} rilancia all-in a {to, number, chips}: {raise} in più, meno della metà della puntata da {bet}. Non è un rilancio pieno.',
  },
  'lesson.short-all-in.half': {
    en: 'Seat {seat} raises all-in to {to, number, chips}: {raise} more, at least half the bet of {bet}. It counts as a full raise.',
    es: 'El asiento {seat} sube all-in a {to, number, chips}: {raise} más, al menos la mitad de la apuesta de {bet}. Cuenta como una subida completa.',
    it: 'Il posto {seat} rilancia all-in a {to, number, chips}: {raise} in più, almeno la metà della puntata da {bet}. Vale come un rilancio pieno.',
  },
  'lesson.short-all-in.notReopened': {
    en: 'Back to seat {seat}, who completed: the short all-in did not reopen the betting, so it may only call the difference or fold.',
    es: 'Vuelve al asiento {seat}, que completó: el all-in corto no reabrió las apuestas, así que solo puede igualar la diferencia o retirarse.',
    it: "Tocca di nuovo al posto {seat}, che ha completato: l'all-in corto non ha riaperto le puntate, quindi può solo chiamare la differenza o passare.",
  },
  'lesson.short-all-in.reopened': {
    en: 'Back to seat {seat}, who completed: the all-in was a full raise, so the betting is open again and it may raise.',
    es: 'Vuelve al asiento {seat}, que completó: el all-in fue una subida completa, así que las apuestas se reabren y puede subir.',
    it: "Tocca di nuovo al posto {seat}, che ha completato: l'all-in è stato un rilancio pieno, quindi le puntate si riaprono e può rilanciare.",
  },

  // ---- Burn and deal order ----
  'lesson.burn-deal-order.title': {
    en: 'Burn and deal order',
    es: 'La quemada y el orden de reparto',
    it: "La bruciata e l'ordine di distribuzione",
  },
  'lesson.burn-deal-order.summary': {
    en: 'What the dealer does before each street, and in which order the cards go out.',
    es: 'Qué hace el crupier antes de cada calle y en qué orden reparte las cartas.',
    it: 'Che cosa fa il mazziere prima di ogni strada e in che ordine distribuisce le carte.',
  },
  'lesson.burn-deal-order.key': {
    en: "No burn before 3rd street: two cards down and one up to each player, from the dealer's left. Before 4th, 5th, 6th and 7th street: burn exactly one card, then deal one card to each player still in, from the dealer's left: face up on 4th to 6th, face down on 7th. Folded seats get no card.",
    es: 'En tercera calle no se quema: dos cartas tapadas y una descubierta a cada jugador, desde la izquierda del crupier. Antes de la cuarta, quinta, sexta y séptima calle: quemar exactamente una carta y luego dar una a cada jugador que sigue en la mano, desde la izquierda del crupier: descubierta de la cuarta a la sexta, tapada en la séptima. Quien se retiró no recibe carta.',
    it: 'In terza strada non si brucia: due carte coperte e una scoperta a ogni giocatore, dalla sinistra del mazziere. Prima della quarta, quinta, sesta e settima strada: bruciare esattamente una carta, poi darne una a ogni giocatore ancora in gioco, dalla sinistra del mazziere: scoperta dalla quarta alla sesta, coperta in settima. Chi ha passato non riceve carte.',
  },
  'lesson.burn-deal-order.folded': {
    en: 'The seats that folded on 3rd street get no more cards: {seats}.',
    es: 'Los asientos que se retiraron en tercera calle ya no reciben cartas: {seats}.',
    it: 'I posti che hanno passato in terza strada non ricevono più carte: {seats}.',
  },
  'lesson.burn-deal-order.burn': {
    en: 'Before {streetName} the dealer burns one card: face down, onto the burn pile.',
    es: 'Antes de la {streetName} el crupier quema una carta: tapada, a la pila de cartas quemadas.',
    it: 'Prima della {streetName} il mazziere brucia una carta: coperta, sul mucchio delle carte bruciate.',
  },
  'lesson.burn-deal-order.up': {
    en: "Then one card face up to each player still in, from the dealer's left.",
    es: 'Después, una carta descubierta a cada jugador que sigue en la mano, desde la izquierda del crupier.',
    it: 'Poi una carta scoperta a ogni giocatore ancora in gioco, dalla sinistra del mazziere.',
  },
  'lesson.burn-deal-order.down': {
    en: "Then one card face down to each player still in, from the dealer's left.",
    es: 'Después, una carta tapada a cada jugador que sigue en la mano, desde la izquierda del crupier.',
    it: 'Poi una carta coperta a ogni giocatore ancora in gioco, dalla sinistra del mazziere.',
  },
  'lesson.burn-deal-order.next': {
    en: 'The next card, in the same order:',
    es: 'La carta siguiente, en el mismo orden:',
    it: 'La carta successiva, nello stesso ordine:',
  },
  'lesson.burn-deal-order.sameEachStreet': {
    en: "5th and 6th street are dealt the same way: one burn, then one card face up to each player from the dealer's left.",
    es: 'La quinta y la sexta calle se reparten igual: una carta quemada y luego una carta descubierta a cada jugador desde la izquierda del crupier.',
    it: 'La quinta e la sesta strada si distribuiscono allo stesso modo: una carta bruciata, poi una carta scoperta a ogni giocatore dalla sinistra del mazziere.',
  },
  'lesson.burn-deal-order.seventh': {
    en: '7th street: the last card goes to each player face down, in the same order.',
    es: 'Séptima calle: la última carta va tapada a cada jugador, en el mismo orden.',
    it: "Settima strada: l'ultima carta va coperta a ogni giocatore, nello stesso ordine.",
  },

  // ---- Pots ----
  'lesson.pots.title': { en: 'The pot and side pots', es: 'El bote y los botes secundarios', it: 'Il piatto e i piatti laterali' },
  'lesson.pots.summary': {
    en: "What is in the pot, and how an all-in player's pot is kept apart from the chips bet after.",
    es: 'Qué hay en el bote y cómo se separa el bote de un jugador all-in de lo que se apuesta después.',
    it: "Che cosa c'è nel piatto e come si separa il piatto di un giocatore all-in da ciò che si punta dopo.",
  },
  'lesson.pots.key': {
    en: 'An all-in player can win only what each other player matched of its chips: that is the main pot. Everything bet beyond it goes to a side pot, which only the players who put it in can win.',
    es: 'Un jugador all-in solo puede ganar lo que cada uno de los demás igualó de sus fichas: ese es el bote principal. Todo lo apostado por encima va a un bote secundario, que solo pueden ganar quienes lo pusieron.',
    it: "Un giocatore all-in può vincere solo quanto ciascun altro ha messo fino al suo importo: è il piatto principale. Tutto ciò che si punta oltre va in un piatto laterale, che possono vincere solo quelli che l'hanno messo.",
  },
  'lesson.pots.allIn': {
    en: 'Seat {seat} has only {amount, number, chips} left and calls the bet of {bet} all-in.',
    es: 'Al asiento {seat} solo le quedan {amount, number, chips} e iguala la apuesta de {bet} all-in.',
    it: 'Al posto {seat} restano solo {amount, number, chips} e chiama la puntata da {bet} all-in.',
  },
  'lesson.pots.layout': {
    en: 'The round is over: the chips seat {seat} matched make the main pot, and the rest a side pot it cannot win.',
    es: 'Termina la ronda: las fichas que igualó el asiento {seat} forman el bote principal, y el resto un bote secundario que no puede ganar.',
    it: 'Il giro è finito: le fiches pareggiate dal posto {seat} formano il piatto principale, il resto un piatto laterale che non può vincere.',
  },
  'lesson.pots.sideGrows': {
    en: 'The bets of 5th street go to the side pot only (now {side}); seat {seat} plays for the main pot alone.',
    es: 'Las apuestas de la quinta calle van solo al bote secundario (ahora {side}); el asiento {seat} juega solo por el bote principal.',
    it: 'Le puntate della quinta strada vanno solo nel piatto laterale (ora {side}); il posto {seat} gioca solo per il piatto principale.',
  },
  'lesson.pots.awards': {
    en: 'Each pot goes to the best hand among the players in it.',
    es: 'Cada bote va a la mejor mano entre los jugadores que participan en él.',
    it: 'Ogni piatto va al punto migliore fra i giocatori che vi partecipano.',
  },

  // ---- Running out of cards ----
  'lesson.run-out.title': { en: 'Running out of cards', es: 'Cuando se acaban las cartas', it: 'Quando finiscono le carte' },
  'lesson.run-out.summary': {
    en: 'What the dealer does when the stub cannot give everyone a 7th-street card.',
    es: 'Qué hace el crupier cuando el resto del mazo no alcanza para dar a todos la carta de séptima calle.',
    it: 'Che cosa fa il mazziere quando il resto del mazzo non basta per dare a tutti la carta della settima strada.',
  },
  'lesson.run-out.key': {
    en: 'Eight players on 7th street have had 8 x 6 cards, and 3 are burned: 51, one card left. The dealer mixes it with the burns as the house rules say; if that still cannot serve everyone, one common card is turned face up in the middle and plays in every hand.',
    es: 'Ocho jugadores en séptima calle han recibido 8 x 6 cartas, y hay 3 quemadas: 51, queda una carta. El crupier la mezcla con las quemadas según las reglas de la casa; si aun así no alcanza para todos, descubre en el centro una carta común que juega en todas las manos.',
    it: 'Otto giocatori in settima strada hanno ricevuto 8 x 6 carte, e 3 sono bruciate: 51, resta una carta. Il mazziere la mescola con le bruciate come dicono le regole della casa; se ancora non basta per tutti, scopre al centro una carta comune che vale per tutte le mani.',
  },
  'lesson.run-out.count': {
    en: '{players} players hold {cards} cards and {burns} cards are burned: {left} left in the stub for {players} players.',
    es: '{players} jugadores tienen {cards} cartas y hay {burns} quemadas: en el resto del mazo quedan {left} para {players} jugadores.',
    it: '{players} giocatori hanno {cards} carte e ci sono {burns} carte bruciate: nel resto del mazzo ne restano {left} per {players} giocatori.',
  },
  'lesson.run-out.plan': {
    en: 'The house rules say what to do:',
    es: 'Las reglas de la casa dicen qué hacer:',
    it: 'Le regole della casa dicono che cosa fare:',
  },
  'lesson.run-out.firstToAct': {
    en: 'With the common card out, the betting on 7th street opens.',
    es: 'Con la carta común descubierta empiezan las apuestas de la séptima calle.',
    it: 'Con la carta comune scoperta inizia il giro di puntate della settima strada.',
  },

  // ---- The showdown order ----
  'lesson.showdown-order.title': { en: 'The showdown order', es: 'El orden del showdown', it: "L'ordine dello showdown" },
  'lesson.showdown-order.summary': {
    en: 'Who shows first when the betting is over, and who shows next.',
    es: 'Quién muestra primero cuando terminan las apuestas y quién después.',
    it: 'Chi mostra per primo quando finiscono le puntate e chi dopo.',
  },
  'lesson.showdown-order.key': {
    en: 'The last player to bet or raise on 7th street shows first; if nobody bet, the player who would act first shows first (the best hand showing; the lowest in razz). Then the others show, clockwise.',
    es: 'Muestra primero el último que apostó o subió en séptima calle; si nadie apostó, muestra primero quien hablaría primero (la mano más alta a la vista; la más baja en razz). Después muestran los demás, en el sentido de las agujas del reloj.',
    it: "Mostra per primo l'ultimo che ha puntato o rilanciato in settima strada; se nessuno ha puntato, mostra per primo chi parlerebbe per primo (il punto più alto scoperto; il più basso nel razz). Poi mostrano gli altri, in senso orario.",
  },
  'lesson.showdown-order.bet': {
    en: 'There was a bet on 7th street, and it was called.',
    es: 'En séptima calle hubo una apuesta y fue igualada.',
    it: "In settima strada c'è stata una puntata ed è stata chiamata.",
  },
  'lesson.showdown-order.checked': {
    en: 'Everyone checked on 7th street.',
    es: 'En séptima calle todos pasaron.',
    it: 'In settima strada tutti hanno fatto check.',
  },
  'lesson.showdown-order.shows': {
    en: 'Seat {seat} shows: {hand}.',
    es: 'El asiento {seat} muestra: {hand}.',
    it: 'Il posto {seat} mostra: {hand}.',
  },
  'lesson.showdown-order.won': {
    en: 'The best hand wins the pot.',
    es: 'La mejor mano gana el bote.',
    it: 'Il punto migliore vince il piatto.',
  },

  // ---- Reading the hands ----
  'lesson.reading-hands.title': { en: 'Reading the hands', es: 'Leer las manos', it: 'Leggere le mani' },
  'lesson.reading-hands.summary': {
    en: 'How to read a seven-card hand: the best five cards for high, for the razz low, and for the eight-or-better low.',
    es: 'Cómo leer una mano de siete cartas: las cinco mejores para la alta, para la baja del razz y para la baja de ocho o menos.',
    it: "Come leggere una mano di sette carte: le cinque migliori per l'alto, per il basso del razz e per il basso otto o meno.",
  },
  'lesson.reading-hands.key': {
    en: 'A hand is the best five of its seven cards, and the dealer reads it aloud ("two pair, kings and fives"). Cards speak; suits never break a tie.',
    es: 'Una mano son las cinco mejores de sus siete cartas, y el crupier la lee en voz alta («doble pareja, reyes y cincos»). Las cartas hablan; el palo nunca desempata.',
    it: 'Una mano è la combinazione migliore di cinque delle sue sette carte, e il mazziere la legge ad alta voce («doppia coppia, re e cinque»). Le carte parlano; il seme non spareggia mai.',
  },
  'lesson.reading-hands.key.razz': {
    en: 'In razz the best hand is the lowest five different ranks: aces are low, straights and flushes do not count, pairs are bad. Read it from the top card down: "seven-five low".',
    es: 'En razz gana la mano más baja de cinco valores distintos: el as es bajo, las escaleras y los colores no cuentan y las parejas son malas. Se lee desde la carta más alta: «baja siete-cinco».',
    it: "Nel razz vince il punto più basso di cinque valori diversi: l'asso è basso, scale e colori non contano e le coppie sono cattive. Si legge dalla carta più alta: «basso sette-cinque».",
  },
  'lesson.reading-hands.key.stud8': {
    en: 'In stud hi-lo each hand is read twice: the best high, and the best low of five different ranks eight or lower (aces low). With no qualifying low, the high hand takes the whole pot.',
    es: 'En stud hi-lo cada mano se lee dos veces: la mejor alta y la mejor baja de cinco valores distintos de ocho o menos (el as es bajo). Si no hay baja que califique, la mano alta se lleva todo el bote.',
    it: "Nello stud hi-lo ogni mano si legge due volte: il miglior punto alto e il miglior basso di cinque valori diversi, otto o meno (l'asso è basso). Se non c'è un basso qualificato, il punto alto prende tutto il piatto.",
  },
  'lesson.reading-hands.intro.stud': {
    en: 'Showdown. Read each hand as it is shown: its best five cards for high.',
    es: 'Showdown. Lee cada mano cuando se muestra: sus cinco mejores cartas para la alta.',
    it: "Showdown. Leggi ogni mano quando viene mostrata: le sue cinque carte migliori per l'alto.",
  },
  'lesson.reading-hands.intro.razz': {
    en: 'Showdown. Read each hand as it is shown: its five lowest different ranks, aces low.',
    es: 'Showdown. Lee cada mano cuando se muestra: sus cinco valores distintos más bajos, con el as bajo.',
    it: "Showdown. Leggi ogni mano quando viene mostrata: i suoi cinque valori diversi più bassi, con l'asso basso.",
  },
  'lesson.reading-hands.intro.stud8': {
    en: 'Showdown. Read each hand twice as it is shown: its best high, and its best low of eight or lower.',
    es: 'Showdown. Lee cada mano dos veces cuando se muestra: su mejor alta y su mejor baja de ocho o menos.',
    it: 'Showdown. Leggi ogni mano due volte quando viene mostrata: il suo miglior punto alto e il suo miglior basso otto o meno.',
  },
  'lesson.reading-hands.hiLo': { en: 'high: {high}; low: {low}', es: 'alta: {high}; baja: {low}', it: 'alto: {high}; basso: {low}' },
  'lesson.reading-hands.won': { en: 'The dealer pushes the pot:', es: 'El crupier entrega el bote:', it: 'Il mazziere assegna il piatto:' },

  // ---- Splitting and the odd chip ----
  'lesson.split-odd-chip.title': {
    en: 'Splitting the pot and the odd chip',
    es: 'Repartir el bote y la ficha impar',
    it: 'Dividere il piatto e la fiche dispari',
  },
  'lesson.split-odd-chip.summary': {
    en: 'How a pot is split between equal hands, or between the high and the low, and who gets a chip that does not divide.',
    es: 'Cómo se reparte el bote entre manos iguales, o entre la alta y la baja, y quién se lleva la ficha que no se puede dividir.',
    it: "Come si divide il piatto fra mani uguali, o fra l'alto e il basso, e a chi va la fiche che non si divide.",
  },
  'lesson.split-odd-chip.key': {
    en: "Equal hands split the pot; suits never break a tie. A chip that does not divide goes as the house rules say: Robert's Rules give it to the highest card by suit among all the player's cards; TDA 20 to the highest card by suit in the five-card hand.",
    es: "Las manos iguales se reparten el bote; el palo nunca desempata. La ficha que no se puede dividir va según las reglas de la casa: Robert's Rules la dan a la carta más alta por palo entre todas las del jugador; TDA 20, a la carta más alta por palo de la mano de cinco cartas.",
    it: "Le mani uguali si dividono il piatto; il seme non spareggia mai. La fiche che non si divide va secondo le regole della casa: Robert's Rules la danno alla carta più alta per seme fra tutte quelle del giocatore; TDA 20 alla carta più alta per seme nella mano di cinque carte.",
  },
  'lesson.split-odd-chip.key.razz': {
    en: "Equal lows split the pot; suits never break a tie. A chip that does not divide goes as the house rules say: Robert's Rules give it to the lowest card by suit among all the player's cards; TDA 20 to the highest card by suit in the five-card hand.",
    es: "Las bajas iguales se reparten el bote; el palo nunca desempata. La ficha que no se puede dividir va según las reglas de la casa: Robert's Rules la dan a la carta más baja por palo entre todas las del jugador; TDA 20, a la carta más alta por palo de la mano de cinco cartas.",
    it: "I bassi uguali si dividono il piatto; il seme non spareggia mai. La fiche che non si divide va secondo le regole della casa: Robert's Rules la danno alla carta più bassa per seme fra tutte quelle del giocatore; TDA 20 alla carta più alta per seme nella mano di cinque carte.",
  },
  'lesson.split-odd-chip.key.stud8': {
    en: 'Stud hi-lo halves the pot between the best high and the best qualifying low; an odd chip between the halves goes to the high. Equal hands split their half again.',
    es: 'El stud hi-lo divide el bote en dos entre la mejor alta y la mejor baja que califica; la ficha impar entre las mitades va a la alta. Las manos iguales se reparten de nuevo su mitad.',
    it: "Lo stud hi-lo divide il piatto a metà fra il miglior punto alto e il miglior basso qualificato; la fiche dispari fra le metà va all'alto. Le mani uguali si dividono di nuovo la loro metà.",
  },
  'lesson.split-odd-chip.tie': {
    en: 'Two players reach the showdown with hands of the same ranks.',
    es: 'Dos jugadores llegan al showdown con manos de los mismos valores.',
    it: 'Due giocatori arrivano allo showdown con mani degli stessi valori.',
  },
  'lesson.split-odd-chip.hiLo': {
    en: 'Two players reach the showdown: one with a high hand, one with a low.',
    es: 'Dos jugadores llegan al showdown: uno con una mano alta y otro con una baja.',
    it: "Due giocatori arrivano allo showdown: uno con un punto alto, l'altro con un basso.",
  },
  'lesson.split-odd-chip.even': {
    en: 'The hands are equal: the pot of {amount, number, chips} is split between them.',
    es: 'Las manos son iguales: el bote de {amount, number, chips} se reparte entre ellos.',
    it: 'Le mani sono uguali: il piatto da {amount, number, chips} si divide fra loro.',
  },
  'lesson.split-odd-chip.halves': {
    en: 'The pot of {amount, number, chips} is halved: half to the best high, half to the best low.',
    es: 'El bote de {amount, number, chips} se divide en dos: la mitad para la mejor alta y la mitad para la mejor baja.',
    it: 'Il piatto da {amount, number, chips} si divide a metà: metà al miglior punto alto e metà al miglior basso.',
  },
  'lesson.split-odd-chip.oddChip.rr.high': {
    en: "The pot does not divide evenly. Robert's Rules: the odd chip goes to the highest card by suit among all seven cards, seat {seat}.",
    es: "El bote no se divide en partes iguales. Robert's Rules: la ficha impar va a la carta más alta por palo entre las siete cartas, el asiento {seat}.",
    it: "Il piatto non si divide in parti uguali. Robert's Rules: la fiche dispari va alla carta più alta per seme fra tutte e sette le carte, il posto {seat}.",
  },
  'lesson.split-odd-chip.oddChip.rr.low': {
    en: "The pot does not divide evenly. Robert's Rules, a low game: the odd chip goes to the lowest card by suit among all seven cards, seat {seat}.",
    es: "El bote no se divide en partes iguales. Robert's Rules, en un juego de baja: la ficha impar va a la carta más baja por palo entre las siete cartas, el asiento {seat}.",
    it: "Il piatto non si divide in parti uguali. Robert's Rules, in un gioco al basso: la fiche dispari va alla carta più bassa per seme fra tutte e sette le carte, il posto {seat}.",
  },
  'lesson.split-odd-chip.oddChip.tda.high': {
    en: 'The pot does not divide evenly. TDA 20: the odd chip goes to the highest card by suit in the five-card hand, seat {seat}.',
    es: 'El bote no se divide en partes iguales. TDA 20: la ficha impar va a la carta más alta por palo de la mano de cinco cartas, el asiento {seat}.',
    it: 'Il piatto non si divide in parti uguali. TDA 20: la fiche dispari va alla carta più alta per seme nella mano di cinque carte, il posto {seat}.',
  },
  'lesson.split-odd-chip.oddChip.tda.low': {
    en: 'The pot does not divide evenly. TDA 20, razz too: the odd chip goes to the highest card by suit in the five-card hand, seat {seat}.',
    es: 'El bote no se divide en partes iguales. TDA 20, también en razz: la ficha impar va a la carta más alta por palo de la mano de cinco cartas, el asiento {seat}.',
    it: 'Il piatto non si divide in parti uguali. TDA 20, anche nel razz: la fiche dispari va alla carta più alta per seme nella mano di cinque carte, il posto {seat}.',
  },
  'lesson.split-odd-chip.oddChip.hiLo': {
    en: 'The odd chip between the high half and the low half goes to the high: seat {seat}.',
    es: 'La ficha impar entre la mitad alta y la baja va a la alta: el asiento {seat}.',
    it: "La fiche dispari fra la metà alta e quella bassa va all'alto: il posto {seat}.",
  },

  // ---- Misprocedures ----
  'lesson.misprocedure.next': { en: 'Next to act:', es: 'Ahora habla:', it: 'Ora parla:' },
  'lesson.exposed-cards.title': { en: 'Exposed cards', es: 'Cartas expuestas', it: 'Carte esposte' },
  'lesson.exposed-cards.summary': {
    en: 'A hole card turned up on the deal, or a card dealt off the table.',
    es: 'Una carta tapada que queda a la vista en el reparto, o una carta que cae fuera de la mesa.',
    it: 'Una carta coperta esposta durante la distribuzione, o una carta caduta fuori dal tavolo.',
  },
  'lesson.exposed-cards.key': {
    en: "A hole card exposed on the initial deal: Robert's Rules deal the third card down and the exposed card plays as the upcard (both exposed: dead hand, ante back); TDA makes the exposed card the upcard; some tournaments call a misdeal. A card dealt off the table plays, and counts as exposed.",
    es: "Una carta tapada expuesta en el reparto inicial: Robert's Rules dan la tercera carta tapada y la expuesta juega como carta descubierta (las dos expuestas: mano muerta y se devuelve el ante); la TDA hace de la expuesta la carta descubierta; algunos torneos declaran reparto nulo. Una carta que cae fuera de la mesa juega y cuenta como expuesta.",
    it: "Una carta coperta esposta nella distribuzione iniziale: Robert's Rules danno la terza carta coperta e quella esposta vale come carta scoperta (entrambe esposte: mano morta, l'ante si restituisce); la TDA fa della carta esposta la carta scoperta; alcuni tornei dichiarano smazzata nulla. Una carta caduta fuori dal tavolo resta in gioco e conta come esposta.",
  },
  'lesson.exposed-cards.intro': {
    en: 'A card is seen that should not have been.',
    es: 'Se ve una carta que no debía verse.',
    it: 'Si vede una carta che non doveva vedersi.',
  },
  'lesson.misdeal.title': { en: 'Misdeals', es: 'Repartos nulos', it: 'Smazzate nulle' },
  'lesson.misdeal.summary': {
    en: 'When the deal itself goes wrong: extra cards, the wrong first seat, a seat dealt in or out by mistake, a card face up in the deck.',
    es: 'Cuando falla el propio reparto: cartas de más, el primer asiento equivocado, un asiento repartido o saltado por error, una carta volteada en el mazo.',
    it: 'Quando sbaglia la distribuzione stessa: carte in più, il primo posto sbagliato, un posto servito o saltato per errore, una carta girata nel mazzo.',
  },
  'lesson.misdeal.key': {
    en: 'The wrong number of cards, the wrong first seat, an empty seat dealt in or a player dealt out make a misdeal, but not once two players after the forced bet have acted. One extra card goes back and becomes the burn; a boxed card is set aside.',
    es: 'Un número equivocado de cartas, el primer asiento equivocado, un asiento vacío repartido o un jugador saltado provocan un reparto nulo, pero ya no cuando han actuado dos jugadores después de la apuesta obligatoria. Una sola carta de más se devuelve y se usa como quemada; una carta volteada se aparta.',
    it: 'Un numero sbagliato di carte, il primo posto sbagliato, un posto vuoto servito o un giocatore saltato causano una smazzata nulla, ma non più dopo che hanno agito due giocatori dopo la puntata obbligatoria. Una sola carta in più si riprende e diventa la bruciata; una carta girata si mette da parte.',
  },
  'lesson.misdeal.intro': {
    en: 'Something goes wrong with the deal itself.',
    es: 'Algo sale mal en el propio reparto.',
    it: 'Qualcosa va storto nella distribuzione stessa.',
  },
  'lesson.bring-in-errors.title': { en: 'Bring-in mistakes', es: 'Errores en el bring-in', it: 'Errori sul bring-in' },
  'lesson.bring-in-errors.summary': {
    en: 'The wrong player brings in, the player with the bring-in card is away, or all-in for the ante.',
    es: 'Pone el bring-in el jugador equivocado, el jugador de la carta del bring-in está ausente o all-in con el ante.',
    it: "Mette il bring-in il giocatore sbagliato, il giocatore con la carta del bring-in è assente o all-in con l'ante.",
  },
  'lesson.bring-in-errors.key': {
    en: 'The wrong player named low bets: taken back if the next player has not acted, otherwise the action stands. An absent player with the low card still posts the bring-in. The low card all-in for the ante: the next player to the left opens, and may fold, bring in or complete.',
    es: 'Apuesta el jugador equivocado señalado como carta más baja: se devuelve si el siguiente no ha actuado; si no, la acción vale. Un jugador ausente con la carta más baja pone igualmente el bring-in. La carta más baja all-in con el ante: abre el siguiente jugador a la izquierda, que puede retirarse, poner el bring-in o completar.',
    it: "Punta il giocatore sbagliato indicato come carta più bassa: la puntata si ritira se il giocatore successivo non ha agito, altrimenti l'azione resta. Un giocatore assente con la carta più bassa mette comunque il bring-in. La carta più bassa all-in con l'ante: apre il giocatore successivo a sinistra, che può passare, mettere il bring-in o completare.",
  },
  'lesson.bring-in-errors.key.razz': {
    en: 'The wrong player named high bets: taken back if the next player has not acted, otherwise the action stands. An absent player with the high card still posts the bring-in. The high card all-in for the ante: the next player to the left opens, and may fold, bring in or complete.',
    es: 'Apuesta el jugador equivocado señalado como carta más alta: se devuelve si el siguiente no ha actuado; si no, la acción vale. Un jugador ausente con la carta más alta pone igualmente el bring-in. La carta más alta all-in con el ante: abre el siguiente jugador a la izquierda, que puede retirarse, poner el bring-in o completar.',
    it: "Punta il giocatore sbagliato indicato come carta più alta: la puntata si ritira se il giocatore successivo non ha agito, altrimenti l'azione resta. Un giocatore assente con la carta più alta mette comunque il bring-in. La carta più alta all-in con l'ante: apre il giocatore successivo a sinistra, che può passare, mettere il bring-in o completare.",
  },
  'lesson.bring-in-errors.intro': {
    en: 'Something goes wrong with the bring-in.',
    es: 'Algo sale mal con el bring-in.',
    it: 'Qualcosa va storto con il bring-in.',
  },
  'lesson.burn-errors.title': { en: 'Burn mistakes', es: 'Errores al quemar', it: 'Errori di bruciata' },
  'lesson.burn-errors.summary': {
    en: 'Two cards burned, or none, before a street.',
    es: 'Dos cartas quemadas, o ninguna, antes de una calle.',
    it: 'Due carte bruciate, o nessuna, prima di una strada.',
  },
  'lesson.burn-errors.key': {
    en: "Two burns, or no burn: put the cards back in their proper places if possible. On 7th street a card that touched the player's hole cards, or that the player looked at, is kept.",
    es: 'Dos quemadas, o ninguna: devolver las cartas a su sitio si es posible. En séptima calle, una carta que tocó las cartas tapadas del jugador, o que el jugador miró, se la queda.',
    it: 'Due bruciate, o nessuna: rimettere le carte al loro posto se possibile. In settima strada, una carta che ha toccato le carte coperte del giocatore, o che il giocatore ha guardato, resta a lui.',
  },
  'lesson.burn-errors.intro': {
    en: 'The dealer burns the wrong number of cards.',
    es: 'El crupier quema un número equivocado de cartas.',
    it: 'Il mazziere brucia un numero sbagliato di carte.',
  },
  'lesson.premature-cards.title': { en: 'Premature cards', es: 'Cartas adelantadas', it: 'Carte anticipate' },
  'lesson.premature-cards.summary': {
    en: 'Cards of the next street dealt before the betting is over.',
    es: 'Cartas de la calle siguiente repartidas antes de que terminen las apuestas.',
    it: 'Carte della strada successiva distribuite prima che finiscano le puntate.',
  },
  'lesson.premature-cards.key': {
    en: "Cards dealt before the betting round ends never play. Robert's Rules: take them out, and after the betting one more card per player too, then burn and go on; TDA: put them back in the stub, reshuffle it, and deal the street again without a burn.",
    es: "Las cartas repartidas antes de que termine la ronda de apuestas nunca juegan. Robert's Rules: se apartan y, al terminar las apuestas, también una carta más por jugador; luego se quema y se sigue. TDA: se devuelven al resto del mazo, se baraja y se reparte de nuevo la calle sin quemar.",
    it: "Le carte distribuite prima che finisca il giro di puntate non valgono mai. Robert's Rules: si tolgono e, finite le puntate, anche una carta in più per giocatore; poi si brucia e si continua. TDA: si rimettono nel resto del mazzo, lo si rimescola e si ridistribuisce la strada senza bruciare.",
  },
  'lesson.premature-cards.intro': {
    en: 'The dealer deals the next street before the betting is over.',
    es: 'El crupier reparte la calle siguiente antes de que terminen las apuestas.',
    it: 'Il mazziere distribuisce la strada successiva prima che finiscano le puntate.',
  },
  'lesson.seventh-card-up.title': {
    en: 'The 7th-street card dealt face up',
    es: 'La carta de séptima calle descubierta',
    it: 'La carta della settima strada scoperta',
  },
  'lesson.seventh-card-up.summary': {
    en: 'The last card, which goes face down, is dealt face up.',
    es: 'La última carta, que va tapada, se da descubierta.',
    it: "L'ultima carta, che va coperta, viene data scoperta.",
  },
  'lesson.seventh-card-up.key': {
    en: "A 7th-street card dealt face up to a player who is not all-in: Robert's Rules let it play (the high hand using all the upcards acts first; the others get their card down); TDA replaces it while there is betting to come. An all-in player's card simply stays up.",
    es: "Una carta de séptima calle dada descubierta a un jugador que no está all-in: Robert's Rules la dejan jugar (habla primero la mano más alta con todas las cartas descubiertas; los demás reciben la suya tapada); la TDA la reemplaza mientras queden apuestas. La de un jugador all-in simplemente se queda descubierta.",
    it: "Una carta della settima strada data scoperta a un giocatore che non è all-in: Robert's Rules la lasciano in gioco (parla per primo il punto più alto con tutte le carte scoperte; gli altri ricevono la loro coperta); la TDA la sostituisce finché restano puntate. Quella di un giocatore all-in resta semplicemente scoperta.",
  },
  'lesson.seventh-card-up.intro': {
    en: 'On 7th street a card that goes face down is dealt face up.',
    es: 'En séptima calle se da descubierta una carta que va tapada.',
    it: 'In settima strada una carta che va coperta viene data scoperta.',
  },
  'lesson.player-errors.title': { en: "Players' mistakes", es: 'Errores de los jugadores', it: 'Errori dei giocatori' },
  'lesson.player-errors.summary': {
    en: 'A player hides the upcards, holds the wrong number of cards, or bets the wrong amount.',
    es: 'Un jugador tapa sus cartas descubiertas, tiene un número equivocado de cartas o apuesta una cantidad equivocada.',
    it: 'Un giocatore copre le sue carte scoperte, ha un numero sbagliato di carte o punta un importo sbagliato.',
  },
  'lesson.player-errors.key': {
    en: 'Picking up or turning down the upcards while facing a bet is a fold. A hand of more than seven cards is dead, and so is one of fewer at the showdown unless only the 7th card is missing. A bet below the proper size is made right while the round is still open.',
    es: 'Recoger o tapar las cartas descubiertas ante una apuesta es retirarse. Una mano de más de siete cartas está muerta, y también una de menos en el showdown, salvo que solo le falte la séptima. Una apuesta menor de lo debido se corrige mientras la ronda sigue abierta.',
    it: 'Raccogliere o coprire le carte scoperte davanti a una puntata equivale a passare. Una mano con più di sette carte è morta, e lo è anche una con meno carte allo showdown, a meno che manchi solo la settima. Una puntata inferiore al dovuto si corregge finché il giro è aperto.',
  },
  'lesson.player-errors.intro': {
    en: 'A player does something the rules do not allow.',
    es: 'Un jugador hace algo que las reglas no permiten.',
    it: 'Un giocatore fa qualcosa che le regole non permettono.',
  },
} as const satisfies Catalog;
