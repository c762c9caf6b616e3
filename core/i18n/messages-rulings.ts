import type { Catalog } from './locale';

/**
 * An incident that does not fit the hand (IncidentError, core/rulings/checks.ts and kinds/): what is wrong with the incident's
 * field. Every language names the street in words ({streetName}: "4th street"), agrees in number, names cards
 * ({card}) and groups chip amounts (CHIP_PARAMS, core/i18n/format.ts). JSON field names and incident kinds in quotes
 * ("both", "run-out") are the file's own words, the same in every language.
 */
export const INCIDENT_ERROR_MESSAGES = {
  'incident.error.player': {
    en: 'must be a player number 0..{last} (seat 1..{seats}), got {value}',
    es: 'debe ser un número de jugador 0..{last} (asiento 1..{seats}), no {value}',
    it: 'deve essere un numero di giocatore 0..{last} (posto 1..{seats}), non {value}',
  },
  'incident.error.folded': {
    en: 'seat {seat} has already folded',
    es: 'el asiento {seat} ya se ha retirado',
    it: 'il posto {seat} ha già passato',
  },
  'incident.error.wholeNumber': {
    en: 'must be a whole number from {min} to {max}, got {value}',
    es: 'debe ser un número entero de {min} a {max}, no {value}',
    it: 'deve essere un numero intero da {min} a {max}, non {value}',
  },
  'incident.error.boolean': {
    en: 'must be true or false, got {value}',
    es: 'debe ser true o false, no {value}',
    it: 'deve essere true o false, non {value}',
  },
  'incident.error.card': {
    en: 'must be a card, got {value}',
    es: 'debe ser una carta, no {value}',
    it: 'deve essere una carta, non {value}',
  },
  'incident.error.notObject': {
    en: 'the incident must be an object with a "kind"',
    es: 'el incidente debe ser un objeto con un "kind"',
    it: 'l\'incidente deve essere un oggetto con un "kind"',
  },
  'incident.error.unknownKind': {
    en: 'unknown incident kind {value}',
    es: 'tipo de incidente desconocido {value}',
    it: 'tipo di incidente sconosciuto {value}',
  },
  'incident.error.handOver': {
    en: 'the hand is over (the pot has been won): no ruling changes it now',
    es: 'la mano ha terminado (el bote ya se ganó): ninguna decisión la cambia ahora',
    it: 'la mano è finita (il piatto è stato vinto): nessuna decisione la cambia ora',
  },
  // When the incident can happen: {what} is one of incident.error.what.*, {phase} one of incident.error.phase.*.
  'incident.error.initialDeal': {
    en: '{what} happens on the initial deal (3rd street); this hand is on {streetName}, {phase}',
    es: '{what}: solo ocurre en el reparto inicial (tercera calle); esta mano va por la {streetName}, {phase}',
    it: '{what}: succede solo nella distribuzione iniziale (terza strada); questa mano è alla {streetName}, {phase}',
  },
  'incident.error.beforeBringIn': {
    en: '{what} is ruled on 3rd street before the bring-in is posted; this hand is on {streetName}, {phase}',
    es: '{what} se decide en la tercera calle, antes del bring-in; esta mano va por la {streetName}, {phase}',
    it: '{what} si decide in terza strada prima che venga messo il bring-in; questa mano è alla {streetName}, {phase}',
  },
  'incident.error.beforeBringIn.posted': {
    en: '{what} is ruled on 3rd street before the bring-in is posted; this hand is on {streetName}, {phase}, bring-in already posted',
    es: '{what} se decide en la tercera calle, antes del bring-in; esta mano va por la {streetName}, {phase}, con el bring-in ya pagado',
    it: '{what} si decide in terza strada prima che venga messo il bring-in; questa mano è alla {streetName}, {phase}, con il bring-in già messo',
  },
  'incident.error.exposedTiming': {
    en: 'a hole card exposed on the initial deal is ruled before the bring-in is posted; this hand is on {streetName}, {phase}',
    es: 'una carta tapada expuesta en el reparto inicial se decide antes del bring-in; esta mano va por la {streetName}, {phase}',
    it: 'una carta coperta esposta nella distribuzione iniziale si decide prima che venga messo il bring-in; questa mano è alla {streetName}, {phase}',
  },
  'incident.error.burnTiming': {
    en: 'a burn error is ruled before the burn of 4th to 7th street; this hand is on {streetName}, {phase}',
    es: 'un error de quemada se decide antes de la quemada de la cuarta a la séptima calle; esta mano va por la {streetName}, {phase}',
    it: 'un errore di bruciata si decide prima della bruciata delle strade dalla quarta alla settima; questa mano è alla {streetName}, {phase}',
  },
  'incident.error.prematureTiming': {
    en: 'premature cards are dealt while a betting round on 3rd to 6th street is still open; this hand is on {streetName}, {phase}',
    es: 'las cartas adelantadas se reparten con una ronda de apuestas aún abierta, de la tercera a la sexta calle; esta mano va por la {streetName}, {phase}',
    it: 'le carte anticipate si danno mentre è ancora aperto un giro di puntate, dalla terza alla sesta strada; questa mano è alla {streetName}, {phase}',
  },
  'incident.error.runOutTiming': {
    en: 'running out of cards is ruled on 7th street before its burn; this hand is on {streetName}, {phase}',
    es: 'quedarse sin cartas se decide en la séptima calle antes de su quemada; esta mano va por la {streetName}, {phase}',
    it: 'la mancanza di carte si decide in settima strada prima della sua bruciata; questa mano è alla {streetName}, {phase}',
  },
  'incident.error.fewerTiming': {
    en: 'fewer than seven cards is ruled at the showdown; this hand is in {phase}',
    es: 'tener menos de siete cartas se decide en el showdown; esta mano está {phase}',
    it: 'avere meno di sette carte si decide allo showdown; questa mano è {phase}',
  },
  'incident.error.belowBringInStreet': {
    en: 'a bet below the bring-in happens on 3rd street; this hand is on {streetName}',
    es: 'una apuesta menor que el bring-in se da en la tercera calle; esta mano va por la {streetName}',
    it: 'una puntata sotto il bring-in avviene in terza strada; questa mano è alla {streetName}',
  },
  // Exposed and dealt cards.
  'incident.error.hole': {
    en: 'must be 0 (first hole card), 1 (second) or "both", got {value}',
    es: 'debe ser 0 (primera carta tapada), 1 (segunda) o "both", no {value}',
    it: 'deve essere 0 (prima carta coperta), 1 (seconda) o "both", non {value}',
  },
  'incident.error.upcardFirst': {
    en: 'seat {seat} already has a 3rd-street upcard before both hole cards',
    es: 'el asiento {seat} ya tiene una carta descubierta de tercera calle antes de sus dos cartas tapadas',
    it: 'il posto {seat} ha già una carta scoperta della terza strada prima delle due carte coperte',
  },
  'incident.error.notOwed': {
    en: 'seat {seat} is not owed a card now (the incident is the next card dealt to that player)',
    es: 'al asiento {seat} no le toca recibir carta ahora (el incidente es la siguiente carta repartida a ese jugador)',
    it: "al posto {seat} ora non spetta nessuna carta (l'incidente è la prossima carta data a quel giocatore)",
  },
  'incident.error.nobodyOwed': { en: 'nobody is owed a card', es: 'a nadie le toca recibir carta', it: 'a nessuno spetta una carta' },
  'incident.error.notInStub': {
    en: 'that card is not in the stub',
    es: 'esa carta no está en el resto del mazo',
    it: 'quella carta non è nel resto del mazzo',
  },
  // The bring-in.
  'incident.error.trueBringIn': {
    en: 'seat {seat} is the player who must open (the true bring-in), not a wrong one',
    es: 'el asiento {seat} es quien debe abrir (el verdadero bring-in), no uno equivocado',
    it: 'il posto {seat} è il giocatore che deve aprire (il vero bring-in), non uno sbagliato',
  },
  'incident.error.allIn': {
    en: 'seat {seat} is all-in and cannot bet',
    es: 'el asiento {seat} está all-in y no puede apostar',
    it: 'il posto {seat} è all-in e non può puntare',
  },
  'incident.error.bringInAmount': {
    en: 'must be the bring-in ({amount, number, chips}), got {value}',
    es: 'debe ser el bring-in ({amount, number, chips}), no {value}',
    it: 'deve essere il bring-in ({amount, number, chips}), non {value}',
  },
  'incident.error.bringInOrComplete': {
    en: 'must be the bring-in ({amount, number, chips}) or a completion ({to, number, chips}), got {value}',
    es: 'debe ser el bring-in ({amount, number, chips}) o completar ({to, number, chips}), no {value}',
    it: 'deve essere il bring-in ({amount, number, chips}) o il completamento ({to, number, chips}), non {value}',
  },
  'incident.error.nextAction': {
    en: 'must say what seat {seat}, the next player, did: one of {options}, got {value}',
    es: 'debe decir qué hizo el asiento {seat}, el siguiente jugador: uno de {options}, no {value}',
    it: 'deve dire che cosa ha fatto il posto {seat}, il giocatore successivo: uno tra {options}, non {value}',
  },
  'incident.error.nextActionWaiting': {
    en: 'is given only when the next player has acted ("nextActed": true), got {value}',
    es: 'solo se indica cuando el siguiente jugador ya actuó ("nextActed": true), no {value}',
    it: 'si indica solo quando il giocatore successivo ha già agito ("nextActed": true), non {value}',
  },
  'incident.error.absentAllIn': {
    en: 'the bring-in player is all-in for the ante: use the incident "bring-in-all-in"',
    es: 'el jugador del bring-in está all-in por el ante: usa el incidente "bring-in-all-in"',
    it: 'il giocatore del bring-in è all-in per l\'ante: usa l\'incidente "bring-in-all-in"',
  },
  'incident.error.hasChips': {
    en: 'the bring-in player (seat {seat}) still has chips: it must bring in',
    es: 'al jugador del bring-in (asiento {seat}) aún le quedan fichas: debe poner el bring-in',
    it: 'al giocatore del bring-in (posto {seat}) restano ancora fiche: deve mettere il bring-in',
  },
  // Burns, premature cards, the final card, running out.
  'incident.error.burns': {
    en: 'must be 0 (no burn) or 2 (two burns), got {value}',
    es: 'debe ser 0 (sin quemada) o 2 (dos quemadas), no {value}',
    it: 'deve essere 0 (nessuna bruciata) o 2 (due bruciate), non {value}',
  },
  'incident.error.stubShort': {
    en: 'the stub is too short on 7th street: rule the incident "run-out" first',
    es: 'en la séptima calle el resto del mazo no alcanza: decide primero el incidente "run-out"',
    it: 'in settima strada il resto del mazzo non basta: decidi prima l\'incidente "run-out"',
  },
  'incident.error.twoBurnsShort': {
    en: 'after two burns the stub cannot give every player a final card: rule the incident "run-out"',
    es: 'tras dos quemadas el resto del mazo no alcanza para dar a cada jugador su última carta: decide el incidente "run-out"',
    it: 'dopo due bruciate il resto del mazzo non basta per dare a ogni giocatore l\'ultima carta: decidi l\'incidente "run-out"',
  },
  'incident.error.stubHolds': {
    en: 'the stub holds only {count, plural, one {one card} other {# cards}}',
    es: 'el resto del mazo solo tiene {count, plural, one {una carta} other {# cartas}}',
    it: 'il resto del mazzo ha solo {count, plural, one {una carta} other {# carte}}',
  },
  'incident.error.seenByStreet': {
    en: 'only a premature final downcard (dealt during 6th-street betting) can be kept',
    es: 'solo se puede conservar una última carta tapada adelantada (repartida durante las apuestas de sexta calle)',
    it: "si può tenere solo un'ultima carta coperta anticipata (data durante le puntate della sesta strada)",
  },
  'incident.error.seenByTarget': {
    en: 'seat {seat} did not get {count, plural, one {the premature card} other {one of the # premature cards}} ({count, plural, one {it went to seat} other {they went to seats}} {seats})',
    es: 'el asiento {seat} no recibió {count, plural, one {la carta adelantada} other {ninguna de las # cartas adelantadas}} ({count, plural, one {fue al asiento} other {fueron a los asientos}} {seats})',
    it: 'il posto {seat} non ha ricevuto {count, plural, one {la carta anticipata} other {nessuna delle # carte anticipate}} ({count, plural, one {è andata al posto} other {sono andate ai posti}} {seats})',
  },
  'incident.error.notOwedSeventh': {
    en: 'seat {seat} is not owed a 7th-street card now (this hand is on {streetName}, {phase})',
    es: 'al asiento {seat} no le toca ahora una carta de séptima calle (la mano va por la {streetName}, {phase})',
    it: 'al posto {seat} ora non spetta una carta della settima strada (la mano è alla {streetName}, {phase})',
  },
  'incident.error.finalCard': {
    en: "seat {seat}'s final card is the next card of the stub after the burn ({next}), not the {got}",
    es: 'la última carta del asiento {seat} es la siguiente del resto del mazo tras la quemada ({next}), no {got}',
    it: "l'ultima carta del posto {seat} è la prossima del resto del mazzo dopo la bruciata ({next}), non {got}",
  },
  'incident.error.nextCard': {
    en: "seat {seat}'s next card is the {next}, not the {got}",
    es: 'la siguiente carta del asiento {seat} es {next}, no {got}',
    it: 'la prossima carta del posto {seat} è {next}, non {got}',
  },
  'incident.error.seventhCardNeeded': {
    en: 'name the card dealt face up to seat {seat} (the stub is not known): the high hand using all upcards, this card included, starts the action (in razz, the low hand)',
    es: 'indica la carta repartida boca arriba al asiento {seat} (no se conoce el resto del mazo): abre la mano más alta con todas las cartas descubiertas, esta incluida (en razz, la más baja)',
    it: 'indica la carta data scoperta al posto {seat} (il resto del mazzo non è noto): apre il punto più alto con tutte le carte scoperte, questa compresa (nel razz, il più basso)',
  },
  'incident.error.noReplacement': {
    en: 'the stub has no card left to replace the exposed final card: rule the incident "run-out" first',
    es: 'no queda carta en el resto del mazo para reemplazar la última carta descubierta: decide primero el incidente "run-out"',
    it: 'nel resto del mazzo non resta una carta per sostituire l\'ultima carta scoperta: decidi prima l\'incidente "run-out"',
  },
  // Showdown and betting.
  'incident.error.sevenCards': {
    en: 'seven cards is the right number: nothing to rule',
    es: 'siete cartas es el número correcto: no hay nada que decidir',
    it: "sette carte è il numero giusto: non c'è niente da decidere",
  },
  'incident.error.notTurn': {
    en: "it is not seat {seat}'s turn to act (seat {actor} acts)",
    es: 'no le toca actuar al asiento {seat} (actúa el asiento {actor})',
    it: 'non tocca al posto {seat} (tocca al posto {actor})',
  },
  'incident.error.notTurn.phase': {
    en: "it is not seat {seat}'s turn to act ({phase})",
    es: 'no le toca actuar al asiento {seat} (la mano está {phase})',
    it: 'non tocca al posto {seat} (la mano è {phase})',
  },
  'incident.error.underbetThird': {
    en: 'on 3rd street use "bet-below-bring-in"; an underbet is a short bet on a big-bet street',
    es: 'en la tercera calle usa "bet-below-bring-in"; una apuesta corta es una apuesta insuficiente en una calle de apuesta grande',
    it: 'in terza strada usa "bet-below-bring-in"; una puntata corta è una puntata insufficiente in un giro di puntata grande',
  },
  'incident.error.underbetStreet': {
    en: 'an underbet is a short bet on a big-bet street (5th to 7th, or 4th after a big bet on an open pair); bets on this street are {size, number, chips}',
    es: 'una apuesta corta es una apuesta insuficiente en una calle de apuesta grande (de quinta a séptima, o cuarta tras una apuesta grande con pareja descubierta); en esta calle se apuesta de {size, number, chips} en {size, number, chips}',
    it: 'una puntata corta è una puntata insufficiente in un giro di puntata grande (dalla quinta alla settima strada, o in quarta dopo una puntata grande su una coppia scoperta); in questa strada si punta {size, number, chips} alla volta',
  },
  'incident.error.cannotBet.capped': {
    en: 'seat {seat} cannot bet or raise now (the betting is capped)',
    es: 'el asiento {seat} no puede apostar ni subir ahora (las apuestas han llegado al tope)',
    it: 'il posto {seat} ora non può puntare né rilanciare (le puntate sono chiuse)',
  },
  'incident.error.cannotBet.closed': {
    en: 'seat {seat} cannot bet or raise now (no bet or raise is open)',
    es: 'el asiento {seat} no puede apostar ni subir ahora (no hay apuesta ni subida posible)',
    it: 'il posto {seat} ora non può puntare né rilanciare (nessuna puntata o rilancio possibile)',
  },
  'incident.error.shortAllIn': {
    en: 'seat {seat} can only go all-in for {amount, number, chips}, less than a full bet: that is a short all-in, not an underbet',
    es: 'el asiento {seat} solo puede ir all-in por {amount, number, chips}, menos de una apuesta completa: es un all-in corto, no una apuesta corta',
    it: 'il posto {seat} può solo andare all-in per {amount, number, chips}, meno di una puntata piena: è un all-in corto, non una puntata corta',
  },
  'incident.error.underbetAmount': {
    en: 'an underbet is more than the current bet ({call, number, chips}) and less than the proper amount ({to, number, chips}), got {value}',
    es: 'una apuesta corta es más que la apuesta actual ({call, number, chips}) y menos que la cantidad correcta ({to, number, chips}), no {value}',
    it: "una puntata corta è più della puntata attuale ({call, number, chips}) e meno dell'importo giusto ({to, number, chips}), non {value}",
  },
  'incident.error.completed': {
    en: 'the bet was already completed: a short call is not a bet below the bring-in',
    es: 'la apuesta ya se completó: igualar de menos no es una apuesta menor que el bring-in',
    it: 'la puntata è già stata completata: chiamare per meno non è una puntata sotto il bring-in',
  },
  'incident.error.belowBringInAmount': {
    en: 'must be more than {from, number, chips} and less than {to, number, chips} (the bring-in level), got {value}',
    es: 'debe ser más de {from, number, chips} y menos de {to, number, chips} (el nivel del bring-in), no {value}',
    it: 'deve essere più di {from, number, chips} e meno di {to, number, chips} (il livello del bring-in), non {value}',
  },
} as const satisfies Catalog;

/** Words inside the incident errors: {what} the incident is (incident.error.what.<kind>), and {phase} the hand is in. */
export const INCIDENT_ERROR_WORDS = {
  'incident.error.what.extra-cards': {
    en: 'an extra card on the initial deal',
    es: 'una carta de más en el reparto inicial',
    it: 'una carta in più nella distribuzione iniziale',
  },
  'incident.error.what.dealt-to-empty-seat': {
    en: 'cards dealt to an empty seat',
    es: 'repartir cartas a un asiento vacío',
    it: 'dare carte a un posto vuoto',
  },
  'incident.error.what.player-dealt-out': {
    en: 'a player dealt out',
    es: 'un jugador que se quedó sin cartas',
    it: 'un giocatore rimasto senza carte',
  },
  'incident.error.what.wrong-first-seat': {
    en: 'the first card to the wrong seat',
    es: 'la primera carta al asiento equivocado',
    it: 'la prima carta al posto sbagliato',
  },
  'incident.error.what.boxed-card': {
    en: 'a boxed card on the initial deal',
    es: 'una carta volteada en el reparto inicial',
    it: 'una carta girata nella distribuzione iniziale',
  },
  'incident.error.what.wrong-bring-in': {
    en: 'a wrong bring-in',
    es: 'un bring-in del jugador equivocado',
    it: 'un bring-in del giocatore sbagliato',
  },
  'incident.error.what.bring-in-absent': {
    en: 'an absent bring-in player',
    es: 'la ausencia del jugador que debe poner el bring-in',
    it: "l'assenza del giocatore che deve mettere il bring-in",
  },
  'incident.error.what.bring-in-all-in': {
    en: 'a bring-in player all-in for the ante',
    es: 'un jugador del bring-in all-in por el ante',
    it: "un giocatore del bring-in all-in per l'ante",
  },
  // The hand's phase: "this hand is on 4th street, betting" / "va por la cuarta calle, en las apuestas" / "è alla quarta strada, in fase di puntata".
  'incident.error.phase.dealing': { en: 'dealing', es: 'en el reparto', it: 'in fase di distribuzione' },
  'incident.error.phase.betting': { en: 'betting', es: 'en las apuestas', it: 'in fase di puntata' },
  'incident.error.phase.showdown': { en: 'showdown', es: 'en el showdown', it: 'allo showdown' },
  'incident.error.phase.complete': { en: 'complete', es: 'terminada', it: 'finita' },
} as const satisfies Catalog;

/** Texts of incidents, ruling steps, ruling summaries and the ruling printout (core/rulings, cli rule). */
export const RULING_MESSAGES = {
  // ---- Incident names ----
  'incident.exposed-hole-card': {
    en: 'Hole card exposed by the dealer',
    es: 'Carta tapada expuesta por el crupier',
    it: 'Carta coperta esposta dal mazziere',
  },
  'incident.card-off-table': {
    en: 'Card dealt off the table',
    es: 'Carta repartida fuera de la mesa',
    it: 'Carta finita fuori dal tavolo',
  },
  'incident.extra-cards': {
    en: 'Extra card dealt on the initial deal',
    es: 'Carta de más en el reparto inicial',
    it: 'Carta in più nella distribuzione iniziale',
  },
  'incident.dealt-to-empty-seat': {
    en: 'Cards dealt to an empty seat',
    es: 'Cartas repartidas a un asiento vacío',
    it: 'Carte date a un posto vuoto',
  },
  'incident.player-dealt-out': { en: 'Player dealt out', es: 'Jugador que se quedó sin cartas', it: 'Giocatore rimasto senza carte' },
  'incident.wrong-first-seat': {
    en: 'First card to the wrong seat',
    es: 'Primera carta al asiento equivocado',
    it: 'Prima carta al posto sbagliato',
  },
  'incident.boxed-card': { en: 'Boxed card', es: 'Carta volteada en el mazo', it: 'Carta girata nel mazzo' },
  'incident.duplicate-card': { en: 'Duplicate card', es: 'Carta duplicada', it: 'Carta doppia' },
  // Stud and stud8 bring in with the lowest door card, razz with the highest (RR Razz; STUD-RULES §3): the texts about
  // the bring-in card say "the low card", their razz wording (`.high`) "the high card".
  'incident.wrong-bring-in': {
    en: 'Wrong player named low bets',
    es: 'Apuesta el jugador designado bajo por error',
    it: 'Punta il giocatore indicato basso per errore',
  },
  'incident.wrong-bring-in.high': {
    en: 'Wrong player named the high card bets',
    es: 'Apuesta el jugador designado carta alta por error',
    it: 'Punta il giocatore indicato come carta alta per errore',
  },
  'incident.bring-in-absent': { en: 'Low card absent', es: 'Carta baja ausente', it: 'Carta bassa assente' },
  'incident.bring-in-absent.high': { en: 'High card absent', es: 'Carta alta ausente', it: 'Carta alta assente' },
  'incident.bring-in-all-in': {
    en: 'Low card all-in for the ante',
    es: 'Carta baja all-in por el ante',
    it: "Carta bassa all-in per l'ante",
  },
  'incident.bring-in-all-in.high': {
    en: 'High card all-in for the ante',
    es: 'Carta alta all-in por el ante',
    it: "Carta alta all-in per l'ante",
  },
  'incident.burn-error': { en: 'Two burns or no burn', es: 'Dos cartas quemadas o ninguna', it: 'Due carte bruciate o nessuna' },
  'incident.premature-cards': {
    en: 'Cards dealt before the betting ended',
    es: 'Cartas repartidas antes de terminar las apuestas',
    it: 'Carte date prima della fine delle puntate',
  },
  'incident.seventh-card-up': {
    en: 'Final downcard dealt face up',
    es: 'Última carta tapada repartida boca arriba',
    it: 'Ultima carta coperta data scoperta',
  },
  'incident.run-out': { en: 'Running out of cards', es: 'Se acaban las cartas', it: 'Il mazzo non basta' },
  'incident.upcards-concealed': {
    en: 'Upcards picked up or turned down',
    es: 'Cartas descubiertas recogidas o tapadas',
    it: 'Carte scoperte raccolte o coperte',
  },
  'incident.wrong-card-count': {
    en: 'Not seven cards at the showdown',
    es: 'Mano sin siete cartas en el showdown',
    it: 'Mano senza sette carte allo showdown',
  },
  'incident.underbet': {
    en: 'Underbet on a big-bet street',
    es: 'Apuesta corta en una calle de apuesta grande',
    it: 'Puntata corta in un giro di puntata grande',
  },
  'incident.bet-below-bring-in': { en: 'Bet below the bring-in', es: 'Apuesta menor que el bring-in', it: 'Puntata sotto il bring-in' },

  // ---- Steps ----
  'ruling.step.expose': {
    en: "Leave seat {seat}'s exposed card ({card}) face up: it plays as an upcard.",
    es: 'Deja descubierta la carta expuesta del asiento {seat} ({card}): juega como carta descubierta.',
    it: 'Lascia scoperta la carta esposta del posto {seat} ({card}): vale come carta scoperta.',
  },
  'ruling.step.expose.unknown': {
    en: "Leave seat {seat}'s exposed card face up: it plays as an upcard.",
    es: 'Deja descubierta la carta expuesta del asiento {seat}: juega como carta descubierta.',
    it: 'Lascia scoperta la carta esposta del posto {seat}: vale come carta scoperta.',
  },
  'ruling.step.deal-down': {
    en: "Deal seat {seat}'s next card face down.",
    es: 'Reparte boca abajo la siguiente carta del asiento {seat}.',
    it: 'Dai coperta la prossima carta del posto {seat}.',
  },
  'ruling.step.deal-up': {
    en: "Deal seat {seat}'s final card face up too.",
    es: 'Reparte también boca arriba la última carta del asiento {seat}.',
    it: "Dai scoperta anche l'ultima carta del posto {seat}.",
  },
  'ruling.step.deal-some': {
    en: "Deal {count, plural, one {one card} other {# cards}} in order from the dealer's left.",
    es: 'Reparte {count, plural, one {una carta} other {# cartas}} en orden desde la izquierda del crupier.',
    it: 'Distribuisci {count, plural, one {una carta} other {# carte}} in ordine dalla sinistra del mazziere.',
  },
  'ruling.step.deal-rest': {
    en: 'Deal the rest of {streetName} normally.',
    es: 'Reparte el resto de la {streetName} con normalidad.',
    it: 'Distribuisci normalmente il resto della {streetName}.',
  },
  'ruling.step.burn': { en: 'Burn one card.', es: 'Quema una carta.', it: 'Brucia una carta.' },
  'ruling.step.restore-order': {
    en: "Put the cards back in their proper places: exactly one burn, then each player's card in order.",
    es: 'Devuelve las cartas a su lugar: exactamente una quemada y luego la carta de cada jugador en orden.',
    it: 'Rimetti le carte al loro posto: una sola bruciata, poi la carta di ogni giocatore in ordine.',
  },
  'ruling.step.use-as-burn': {
    en: 'Take back the extra card dealt to seat {seat} and use it as the next burn card.',
    es: 'Recupera la carta de más del asiento {seat} y úsala como próxima carta quemada.',
    it: 'Riprendi la carta in più data al posto {seat} e usala come prossima carta bruciata.',
  },
  'ruling.step.take-back': {
    en: 'Take back the {count, plural, one {card} other {# cards}} dealt early: out of play, kept aside.',
    es: 'Retira {count, plural, one {la carta repartida} other {las # cartas repartidas}} antes de tiempo: fuera de juego, {count, plural, one {apartada} other {apartadas}}.',
    it: 'Ritira {count, plural, one {la carta data} other {le # carte date}} in anticipo: fuori gioco, {count, plural, one {messa} other {messe}} da parte.',
  },
  'ruling.step.return-to-stub': {
    en: 'Put the {count, plural, one {card} other {# cards}} dealt early back into the stub.',
    es: 'Devuelve al resto del mazo {count, plural, one {la carta repartida} other {las # cartas repartidas}} antes de tiempo.',
    it: 'Rimetti nel resto del mazzo {count, plural, one {la carta data} other {le # carte date}} in anticipo.',
  },
  'ruling.step.set-aside': {
    en: 'Take {count, plural, one {one more card} other {# more cards}} off the stub, out of play, kept aside.',
    es: 'Retira {count, plural, one {una carta} other {# cartas}} más del mazo: fuera de juego, {count, plural, one {apartada} other {apartadas}}.',
    it: "Togli {count, plural, one {un'altra carta} other {altre # carte}} dal mazzo: fuori gioco, {count, plural, one {messa} other {messe}} da parte.",
  },
  'ruling.step.discard-boxed': {
    en: 'Set the boxed card ({card}) aside as if it were not there; the next card takes its place.',
    es: 'Aparta la carta volteada ({card}) como si no existiera; la siguiente ocupa su lugar.',
    it: 'Metti da parte la carta girata ({card}) come se non ci fosse; la successiva prende il suo posto.',
  },
  'ruling.step.discard-boxed.unknown': {
    en: 'Set the boxed card aside as if it were not there; the next card takes its place.',
    es: 'Aparta la carta volteada como si no existiera; la siguiente ocupa su lugar.',
    it: 'Metti da parte la carta girata come se non ci fosse; la successiva prende il suo posto.',
  },
  'ruling.step.reshuffle-stub.nothing': {
    en: 'Shuffle the stub and cut.',
    es: 'Baraja el resto del mazo y corta.',
    it: 'Rimescola il resto del mazzo e taglia.',
  },
  'ruling.step.reshuffle-stub.premature': {
    en: 'Shuffle the stub with the cards put back, and cut.',
    es: 'Baraja el resto del mazo con las cartas devueltas y corta.',
    it: 'Rimescola il resto del mazzo con le carte rimesse e taglia.',
  },
  'ruling.step.reshuffle-stub.burns': {
    en: 'Shuffle the burn cards with the stub, and cut.',
    es: 'Baraja las quemadas con el resto del mazo y corta.',
    it: 'Rimescola le bruciate con il resto del mazzo e taglia.',
  },
  'ruling.step.reshuffle-stub.last-card-and-burns': {
    en: 'Mix the last card with the burns and the cards kept aside, scramble and cut.',
    es: 'Mezcla la última carta con las quemadas y las apartadas, baraja y corta.',
    it: "Mescola l'ultima carta con le bruciate e quelle messe da parte, rimescola e taglia.",
  },
  'ruling.step.redeal-street': {
    en: 'Deal {streetName} again, without a burn.',
    es: 'Reparte de nuevo la {streetName}, sin quemar.',
    it: 'Distribuisci di nuovo la {streetName}, senza bruciare.',
  },
  'ruling.step.replace-card': {
    en: 'Take the exposed card out of play and deal seat {seat} a new final card face down.',
    es: 'Retira la carta descubierta y reparte al asiento {seat} una nueva última carta boca abajo.',
    it: 'Togli la carta scoperta e dai al posto {seat} una nuova ultima carta coperta.',
  },
  'ruling.step.keep-card': {
    en: 'Seat {seat} keeps the card.',
    es: 'El asiento {seat} se queda con la carta.',
    it: 'Il posto {seat} tiene la carta.',
  },
  'ruling.step.deal-common': {
    en: 'Announce a common card and turn it face up in the centre; it plays in every hand.',
    es: 'Anuncia una carta común y descúbrela en el centro; juega en todas las manos.',
    it: 'Annuncia una carta comune e scoprila al centro; vale per tutte le mani.',
  },
  'ruling.step.scramble.stub-and-burns': {
    en: 'Scramble the {count, plural, one {card} other {# cards}} left (the rest of the stub, the burns and any cards kept aside) and cut.',
    es: 'Mezcla {count, plural, one {la carta que queda} other {las # cartas que quedan}} (el resto del mazo, las quemadas y las apartadas) y corta.',
    it: 'Mescola {count, plural, one {la carta rimasta} other {le # carte rimaste}} (il resto del mazzo, le bruciate e quelle messe da parte) e taglia.',
  },
  'ruling.step.scramble.burns': {
    en: 'Scramble the {count, plural, one {burn} other {# burns}} (and any cards kept aside) and cut; the rest of the stub is not used.',
    es: 'Mezcla {count, plural, one {la quemada} other {las # quemadas}} (y las apartadas) y corta; el resto del mazo no se usa.',
    it: 'Mescola {count, plural, one {la bruciata} other {le # bruciate}} (e quelle messe da parte) e taglia; il resto del mazzo non si usa.',
  },
  'ruling.step.return-ante': {
    en: 'Give seat {seat} back the ante ({amount, number, chips}).',
    es: 'Devuelve al asiento {seat} su ante ({amount, number, chips}).',
    it: "Restituisci al posto {seat} l'ante ({amount, number, chips}).",
  },
  'ruling.step.return-bet': {
    en: 'Give seat {seat} back the bet ({amount, number, chips}).',
    es: 'Devuelve al asiento {seat} su apuesta ({amount, number, chips}).',
    it: 'Restituisci al posto {seat} la puntata ({amount, number, chips}).',
  },
  'ruling.step.post-bring-in': {
    en: 'Post the bring-in ({amount, number, chips}) for seat {seat}.',
    es: 'Pon el bring-in ({amount, number, chips}) por el asiento {seat}.',
    it: 'Metti il bring-in ({amount, number, chips}) per il posto {seat}.',
  },
  'ruling.step.no-hand': {
    en: 'Seat {seat} was dealt no cards: no hand this deal, nothing to muck.',
    es: 'El asiento {seat} no recibió cartas: no juega esta mano y no hay nada que tirar.',
    it: "Il posto {seat} non ha ricevuto carte: non gioca questa mano e non c'è niente da scartare.",
  },
  'ruling.step.kill-hand': {
    en: "Kill seat {seat}'s hand: the cards go to the muck.",
    es: 'Declara muerta la mano del asiento {seat}: las cartas van al descarte.',
    it: 'Dichiara morta la mano del posto {seat}: le carte vanno negli scarti.',
  },
  'ruling.step.fold': { en: 'Seat {seat} has folded.', es: 'El asiento {seat} se ha retirado.', it: 'Il posto {seat} ha passato.' },
  'ruling.step.correct-bet': {
    en: "Seat {seat}'s bet of {from, number, chips} is corrected to {to, number, chips}.",
    es: 'La apuesta de {from, number, chips} del asiento {seat} se corrige a {to, number, chips}.',
    it: 'La puntata di {from, number, chips} del posto {seat} si corregge a {to, number, chips}.',
  },
  'ruling.step.no-bet-or-raise': {
    en: 'Seat {seat} may not bet or raise on {streetName}.',
    es: 'El asiento {seat} no puede apostar ni subir en la {streetName}.',
    it: 'Il posto {seat} non può puntare né rilanciare nella {streetName}.',
  },
  'ruling.step.may-declare-all-in': {
    en: 'Seat {seat} may declare all-in before the betting starts.',
    es: 'El asiento {seat} puede declararse all-in antes de las apuestas.',
    it: 'Il posto {seat} può dichiararsi all-in prima delle puntate.',
  },
  'ruling.step.misdeal': {
    en: 'Misdeal: gather all cards, leave the antes in, return any bets, reshuffle and deal again.',
    es: 'Reparto nulo: recoge todas las cartas, los antes quedan, devuelve las apuestas, baraja y reparte de nuevo.',
    it: 'Smazzata nulla: raccogli tutte le carte, gli ante restano, restituisci le puntate, rimescola e distribuisci di nuovo.',
  },
  'ruling.step.void-hand': {
    en: 'The hand is void: every chip goes back to the player who put it in; change the deck.',
    es: 'La mano se anula: cada ficha vuelve a quien la puso; cambia el mazo.',
    it: "La mano è annullata: ogni fiche torna a chi l'ha messa; cambia il mazzo.",
  },
  'ruling.step.play-on': {
    en: 'Play on: the hand continues as it is.',
    es: 'Se sigue jugando: la mano continúa tal como está.',
    it: "Si gioca: la mano continua così com'è.",
  },
  'ruling.step.action-to.normal': { en: 'Action to seat {seat}.', es: 'Actúa el asiento {seat}.', it: 'Tocca al posto {seat}.' },
  'ruling.step.action-to.fold-bring-in-complete': {
    en: 'Action to seat {seat}, who may fold, bring in or complete.',
    es: 'Actúa el asiento {seat}, que puede retirarse, poner el bring-in o completar.',
    it: 'Tocca al posto {seat}, che può passare, mettere il bring-in o completare.',
  },
  'ruling.step.first-by-board.high': {
    en: 'Once that card is dealt, the high hand using all upcards acts first.',
    es: 'Una vez repartida esa carta, habla primero la mano más alta con todas las cartas descubiertas.',
    it: 'Una volta data quella carta, parla per primo il punto più alto con tutte le carte scoperte.',
  },
  'ruling.step.first-by-board.low': {
    en: 'Once that card is dealt, the low hand using all upcards acts first.',
    es: 'Una vez repartida esa carta, habla primero la mano más baja con todas las cartas descubiertas.',
    it: 'Una volta data quella carta, parla per primo il punto più basso con tutte le carte scoperte.',
  },
  'ruling.step.first-by-board.high.common': {
    en: 'Once the common card is turned, the high hand showing with it acts first.',
    es: 'Una vez descubierta la carta común, habla primero la mano más alta a la vista con ella.',
    it: 'Una volta scoperta la carta comune, parla per primo il punto più alto scoperto con essa.',
  },
  'ruling.step.first-by-board.low.common': {
    en: 'Once the common card is turned, the low hand showing with it acts first.',
    es: 'Una vez descubierta la carta común, habla primero la mano más baja a la vista con ella.',
    it: 'Una volta scoperta la carta comune, parla per primo il punto più basso scoperto con essa.',
  },
  'ruling.pending.round-ends': {
    en: 'When this betting round ends: take one card per player still in the hand off the stub, kept aside; then burn and deal.',
    es: 'Al terminar esta ronda de apuestas: retira del mazo una carta por cada jugador que sigue en la mano, apartadas; luego quema y reparte.',
    it: 'Alla fine di questo giro di puntate: togli dal mazzo una carta per ogni giocatore ancora in mano, messe da parte; poi brucia e distribuisci.',
  },
  'ruling.pending.action-reaches': {
    en: 'When the action reaches seat {seat}: kill that hand.',
    es: 'Cuando la acción llegue al asiento {seat}: declara muerta esa mano.',
    it: "Quando l'azione arriva al posto {seat}: dichiara morta quella mano.",
  },

  // ---- Summaries (the reason of a ruling) ----
  'ruling.summary.exposed-one-rr5': {
    en: "Seat {seat}'s exposed {card} plays as the upcard and the third card is dealt face down.",
    es: 'La carta expuesta del asiento {seat}, {card}, juega descubierta y la tercera carta se reparte boca abajo.',
    it: 'La carta esposta del posto {seat}, {card}, vale come scoperta e la terza carta si dà coperta.',
  },
  'ruling.summary.exposed-one-rr5.unknown': {
    en: "Seat {seat}'s exposed card plays as the upcard and the third card is dealt face down.",
    es: 'La carta expuesta del asiento {seat} juega descubierta y la tercera carta se reparte boca abajo.',
    it: 'La carta esposta del posto {seat} vale come scoperta e la terza carta si dà coperta.',
  },
  'ruling.summary.exposed-one-rr5-low': {
    en: "Seat {seat}'s exposed {card} would be the low card: the third card is dealt face down and the action starts with seat {next}, who may fold, bring in or complete.",
    es: 'La carta expuesta del asiento {seat}, {card}, sería la más baja: la tercera carta va boca abajo y la acción empieza por el asiento {next}, que puede retirarse, poner el bring-in o completar.',
    it: "La carta esposta del posto {seat}, {card}, sarebbe la carta bassa: la terza carta va coperta e l'azione parte dal posto {next}, che può passare, mettere il bring-in o completare.",
  },
  'ruling.summary.exposed-one-rr5-low.high': {
    en: "Seat {seat}'s exposed {card} would be the high card: the third card is dealt face down and the action starts with seat {next}, who may fold, bring in or complete.",
    es: 'La carta expuesta del asiento {seat}, {card}, sería la más alta: la tercera carta va boca abajo y la acción empieza por el asiento {next}, que puede retirarse, poner el bring-in o completar.',
    it: "La carta esposta del posto {seat}, {card}, sarebbe la carta alta: la terza carta va coperta e l'azione parte dal posto {next}, che può passare, mettere il bring-in o completare.",
  },
  'ruling.summary.exposed-one-rr5-low.unknown': {
    en: "Seat {seat}'s exposed card would be the low card: the third card is dealt face down and the action starts with seat {next}, who may fold, bring in or complete.",
    es: 'La carta expuesta del asiento {seat} sería la más baja: la tercera carta va boca abajo y la acción empieza por el asiento {next}, que puede retirarse, poner el bring-in o completar.',
    it: "La carta esposta del posto {seat} sarebbe la carta bassa: la terza carta va coperta e l'azione parte dal posto {next}, che può passare, mettere il bring-in o completare.",
  },
  'ruling.summary.exposed-one-rr5-low.unknown.high': {
    en: "Seat {seat}'s exposed card would be the high card: the third card is dealt face down and the action starts with seat {next}, who may fold, bring in or complete.",
    es: 'La carta expuesta del asiento {seat} sería la más alta: la tercera carta va boca abajo y la acción empieza por el asiento {next}, que puede retirarse, poner el bring-in o completar.',
    it: "La carta esposta del posto {seat} sarebbe la carta alta: la terza carta va coperta e l'azione parte dal posto {next}, che può passare, mettere il bring-in o completare.",
  },
  'ruling.summary.exposed-both-rr5': {
    en: 'Both hole cards of seat {seat} were exposed: dead hand, the ante ({amount, number, chips}) is returned.',
    es: 'Se descubrieron las dos cartas tapadas del asiento {seat}: mano muerta, se devuelve el ante ({amount, number, chips}).',
    it: "Sono state scoperte entrambe le carte coperte del posto {seat}: mano morta, l'ante ({amount, number, chips}) viene restituito.",
  },
  'ruling.summary.exposed-tda': {
    en: "Seat {seat}'s exposed {card} becomes the upcard and the third card is dealt face down; seat {seat} can be the bring-in.",
    es: 'La carta expuesta del asiento {seat}, {card}, pasa a ser la descubierta y la tercera carta va boca abajo; el asiento {seat} puede poner el bring-in.',
    it: 'La carta esposta del posto {seat}, {card}, diventa la scoperta e la terza carta va coperta; il posto {seat} può essere il bring-in.',
  },
  'ruling.summary.exposed-tda.unknown': {
    en: "Seat {seat}'s exposed card becomes the upcard and the third card is dealt face down; seat {seat} can be the bring-in.",
    es: 'La carta expuesta del asiento {seat} pasa a ser la descubierta y la tercera carta va boca abajo; el asiento {seat} puede poner el bring-in.',
    it: 'La carta esposta del posto {seat} diventa la scoperta e la terza carta va coperta; il posto {seat} può essere il bring-in.',
  },
  'ruling.summary.exposed-misdeal': {
    en: 'A hole card exposed on the initial deal is a misdeal under these house rules.',
    es: 'Con estas reglas de la casa, una carta tapada expuesta en el reparto inicial es un reparto nulo.',
    it: 'Con queste regole della casa, una carta coperta esposta nella distribuzione iniziale è una smazzata nulla.',
  },
  'ruling.summary.exposed-both-misdeal': {
    en: 'Both hole cards of seat {seat} were exposed: the one-card procedure cannot repair that, misdeal.',
    es: 'Se descubrieron las dos cartas tapadas del asiento {seat}: el procedimiento para una carta no lo arregla, reparto nulo.',
    it: 'Sono state scoperte entrambe le carte coperte del posto {seat}: la procedura per una carta non basta, smazzata nulla.',
  },
  'ruling.summary.too-late': {
    en: 'Two players after the forced bet have already acted: no misdeal, the hand is played out as it is.',
    es: 'Ya actuaron dos jugadores después del bring-in: no hay reparto nulo, la mano se juega tal como está.',
    it: "Due giocatori dopo il bring-in hanno già agito: niente smazzata nulla, la mano si gioca così com'è.",
  },
  'ruling.summary.off-table-upcard': {
    en: "A card dealt off the table plays; seat {seat}'s {card} is an upcard, so nothing changes.",
    es: 'Una carta repartida fuera de la mesa se juega; el {card} del asiento {seat} es una carta descubierta, así que nada cambia.',
    it: 'Una carta finita fuori dal tavolo resta in gioco; il {card} del posto {seat} è una carta scoperta, quindi non cambia nulla.',
  },
  'ruling.summary.off-table-upcard.unknown': {
    en: "A card dealt off the table plays; seat {seat}'s card is an upcard, so nothing changes.",
    es: 'Una carta repartida fuera de la mesa se juega; la carta del asiento {seat} es una carta descubierta, así que nada cambia.',
    it: 'Una carta finita fuori dal tavolo resta in gioco; la carta del posto {seat} è una carta scoperta, quindi non cambia nulla.',
  },
  'ruling.summary.extra-one': {
    en: 'The one extra card goes back to the dealer and is used as the 4th-street burn.',
    es: 'La única carta de más vuelve al crupier y se usa como quemada de cuarta calle.',
    it: "L'unica carta in più torna al mazziere e si usa come bruciata della quarta strada.",
  },
  'ruling.summary.misdeal': {
    en: 'Misdeal: the deal is gathered, reshuffled and dealt again.',
    es: 'Reparto nulo: se recogen las cartas, se baraja y se reparte de nuevo.',
    it: 'Smazzata nulla: si raccolgono le carte, si rimescola e si distribuisce di nuovo.',
  },
  'ruling.summary.late-empty-seat': {
    en: 'Too late for a misdeal: the cards dealt to the empty seat are dead and the hand goes on.',
    es: 'Demasiado tarde para un reparto nulo: las cartas del asiento vacío están muertas y la mano sigue.',
    it: 'Troppo tardi per una smazzata nulla: le carte del posto vuoto sono morte e la mano continua.',
  },
  'ruling.summary.late-dealt-out': {
    en: 'Too late for a misdeal: seat {seat} has no hand; the ante ({amount, number, chips}) is returned and the hand goes on.',
    es: 'Demasiado tarde para un reparto nulo: el asiento {seat} no tiene mano; se le devuelve el ante ({amount, number, chips}) y la mano sigue.',
    it: "Troppo tardi per una smazzata nulla: il posto {seat} non ha mano; gli si restituisce l'ante ({amount, number, chips}) e la mano continua.",
  },
  'ruling.summary.late-fouled': {
    en: 'Too late for a misdeal: seat {seat} holds the wrong number of cards, so that hand is dead; the others play on.',
    es: 'Demasiado tarde para un reparto nulo: el asiento {seat} tiene un número equivocado de cartas, así que esa mano está muerta; los demás siguen.',
    it: 'Troppo tardi per una smazzata nulla: il posto {seat} ha un numero sbagliato di carte, quindi quella mano è morta; gli altri continuano.',
  },
  'ruling.summary.boxed-one': {
    en: 'One boxed card ({card}) is treated as a scrap of paper: set aside, the next card takes its place.',
    es: 'Una sola carta volteada ({card}) se trata como un papel: se aparta y la siguiente ocupa su lugar.',
    it: 'Una sola carta girata ({card}) si tratta come un pezzo di carta: si mette da parte e la successiva prende il suo posto.',
  },
  'ruling.summary.boxed-one.unknown': {
    en: 'One boxed card is treated as a scrap of paper: set aside, the next card takes its place.',
    es: 'Una sola carta volteada se trata como un papel: se aparta y la siguiente ocupa su lugar.',
    it: 'Una sola carta girata si tratta come un pezzo di carta: si mette da parte e la successiva prende il suo posto.',
  },
  'ruling.summary.void': {
    en: 'The same card twice in play ({card}): the deck is fouled, the hand is void and all chips go back to their owners.',
    es: 'La misma carta dos veces en juego ({card}): el mazo es defectuoso, la mano se anula y todas las fichas vuelven a sus dueños.',
    it: 'La stessa carta due volte in gioco ({card}): il mazzo è difettoso, la mano è annullata e tutte le fiche tornano ai proprietari.',
  },
  'ruling.summary.wrong-bring-in-back': {
    en: 'The next player has not acted: seat {wrong} takes the bet ({amount, number, chips}) back and seat {seat}, the true low card, must bring in.',
    es: 'El siguiente jugador no ha actuado: el asiento {wrong} recupera su apuesta ({amount, number, chips}) y el asiento {seat}, la verdadera carta baja, debe poner el bring-in.',
    it: 'Il giocatore successivo non ha agito: il posto {wrong} riprende la puntata ({amount, number, chips}) e il posto {seat}, la vera carta bassa, deve mettere il bring-in.',
  },
  'ruling.summary.wrong-bring-in-back.high': {
    en: 'The next player has not acted: seat {wrong} takes the bet ({amount, number, chips}) back and seat {seat}, the true high card, must bring in.',
    es: 'El siguiente jugador no ha actuado: el asiento {wrong} recupera su apuesta ({amount, number, chips}) y el asiento {seat}, la verdadera carta alta, debe poner el bring-in.',
    it: 'Il giocatore successivo non ha agito: il posto {wrong} riprende la puntata ({amount, number, chips}) e il posto {seat}, la vera carta alta, deve mettere il bring-in.',
  },
  'ruling.summary.wrong-bring-in-stands': {
    en: "The next player, seat {acted}, has acted: seat {wrong}'s bet ({amount, number, chips}) and seat {acted}'s action stand, play goes on with seat {next}, and seat {seat} owes nothing.",
    es: 'El siguiente jugador, el asiento {acted}, ya actuó: la apuesta del asiento {wrong} ({amount, number, chips}) y la acción del asiento {acted} quedan, el juego sigue por el asiento {next}, y el asiento {seat} no debe nada.',
    it: "Il giocatore successivo, il posto {acted}, ha già agito: la puntata del posto {wrong} ({amount, number, chips}) e l'azione del posto {acted} restano, si prosegue dal posto {next}, e il posto {seat} non deve nulla.",
  },
  'ruling.summary.wrong-bring-in-stands.closed': {
    en: "The next player, seat {acted}, has acted: seat {wrong}'s bet ({amount, number, chips}) and seat {acted}'s action stand, and seat {seat} owes nothing; that action ended the betting round.",
    es: 'El siguiente jugador, el asiento {acted}, ya actuó: la apuesta del asiento {wrong} ({amount, number, chips}) y la acción del asiento {acted} quedan, y el asiento {seat} no debe nada; esa acción cerró la ronda de apuestas.',
    it: "Il giocatore successivo, il posto {acted}, ha già agito: la puntata del posto {wrong} ({amount, number, chips}) e l'azione del posto {acted} restano, e il posto {seat} non deve nulla; quell'azione ha chiuso il giro di puntate.",
  },
  'ruling.summary.absent-rr6': {
    en: 'Seat {seat} has the low card but is away: the bring-in ({amount, number, chips}) is posted for them and the hand is killed when the betting reaches that seat.',
    es: 'El asiento {seat} tiene la carta baja pero está ausente: se pone por él el bring-in ({amount, number, chips}) y su mano se declara muerta cuando la apuesta llegue a su asiento.',
    it: 'Il posto {seat} ha la carta bassa ma è assente: si mette per lui il bring-in ({amount, number, chips}) e la mano viene dichiarata morta quando le puntate arrivano al suo posto.',
  },
  'ruling.summary.absent-rr6.high': {
    en: 'Seat {seat} has the high card but is away: the bring-in ({amount, number, chips}) is posted for them and the hand is killed when the betting reaches that seat.',
    es: 'El asiento {seat} tiene la carta alta pero está ausente: se pone por él el bring-in ({amount, number, chips}) y su mano se declara muerta cuando la apuesta llegue a su asiento.',
    it: 'Il posto {seat} ha la carta alta ma è assente: si mette per lui il bring-in ({amount, number, chips}) e la mano viene dichiarata morta quando le puntate arrivano al suo posto.',
  },
  'ruling.summary.absent-dead': {
    en: 'Seat {seat} has the low card but is away: the bring-in ({amount, number, chips}) is posted and the hand is dead at once.',
    es: 'El asiento {seat} tiene la carta baja pero está ausente: se pone el bring-in ({amount, number, chips}) y la mano queda muerta en el acto.',
    it: 'Il posto {seat} ha la carta bassa ma è assente: si mette il bring-in ({amount, number, chips}) e la mano è subito morta.',
  },
  'ruling.summary.absent-dead.high': {
    en: 'Seat {seat} has the high card but is away: the bring-in ({amount, number, chips}) is posted and the hand is dead at once.',
    es: 'El asiento {seat} tiene la carta alta pero está ausente: se pone el bring-in ({amount, number, chips}) y la mano queda muerta en el acto.',
    it: 'Il posto {seat} ha la carta alta ma è assente: si mette il bring-in ({amount, number, chips}) e la mano è subito morta.',
  },
  'ruling.summary.all-in-low': {
    en: 'Seat {seat} has the low card but is all-in for the ante: seat {next} acts first and may fold, bring in or complete.',
    es: 'El asiento {seat} tiene la carta baja pero está all-in por el ante: habla primero el asiento {next}, que puede retirarse, poner el bring-in o completar.',
    it: "Il posto {seat} ha la carta bassa ma è all-in per l'ante: parla per primo il posto {next}, che può passare, mettere il bring-in o completare.",
  },
  'ruling.summary.all-in-low.high': {
    en: 'Seat {seat} has the high card but is all-in for the ante: seat {next} acts first and may fold, bring in or complete.',
    es: 'El asiento {seat} tiene la carta alta pero está all-in por el ante: habla primero el asiento {next}, que puede retirarse, poner el bring-in o completar.',
    it: "Il posto {seat} ha la carta alta ma è all-in per l'ante: parla per primo il posto {next}, che può passare, mettere il bring-in o completare.",
  },
  'ruling.summary.not-dealt-in': {
    en: 'Cannot happen under these house rules: a stack that cannot cover the ante and the bring-in is not dealt in, so seat {seat} would have sat this hand out.',
    es: 'No puede ocurrir con estas reglas de la casa: un stack que no cubre el ante y el bring-in no recibe cartas, así que el asiento {seat} se habría quedado fuera de esta mano.',
    it: "Non può succedere con queste regole della casa: uno stack che non copre l'ante e il bring-in non riceve carte, quindi il posto {seat} sarebbe rimasto fuori da questa mano.",
  },
  'ruling.summary.burn-restore': {
    en: 'Wrong number of burns ({burns}): the cards are put back in their proper places, one burn, then the deal.',
    es: 'Número de quemadas equivocado ({burns}): las cartas vuelven a su lugar, una quemada y luego el reparto.',
    it: 'Numero di bruciate sbagliato ({burns}): le carte tornano al loro posto, una bruciata e poi la distribuzione.',
  },
  'ruling.summary.burn-keep': {
    en: 'Wrong number of burns ({burns}) on the final downcard, and seat {seat} saw or touched the card: seat {seat} keeps it; the others get theirs in order.',
    es: 'Número de quemadas equivocado ({burns}) en la última carta tapada, y el asiento {seat} la vio o la tocó: se la queda; los demás reciben la suya en orden.',
    it: "Numero di bruciate sbagliato ({burns}) sull'ultima carta coperta, e il posto {seat} l'ha vista o toccata: la tiene; gli altri ricevono la loro in ordine.",
  },
  'ruling.summary.premature-rr14': {
    en: '{count, plural, one {One card} other {# cards}} dealt before the betting ended {count, plural, one {is} other {are}} out of play; after the betting one more card per player still in is taken out, then burn and deal, so everyone gets the card they would have had.',
    es: '{count, plural, one {La carta repartida} other {Las # cartas repartidas}} antes de terminar las apuestas {count, plural, one {queda} other {quedan}} fuera de juego; al acabar las apuestas se retira una carta más por jugador que sigue, luego se quema y se reparte, y cada uno recibe la carta que le habría tocado.',
    it: "{count, plural, one {La carta data} other {Le # carte date}} prima della fine delle puntate {count, plural, one {è} other {sono}} fuori gioco; finite le puntate si toglie un'altra carta per ogni giocatore ancora in mano, poi si brucia e si distribuisce, così ognuno riceve la carta che avrebbe avuto.",
  },
  'ruling.summary.premature-rr14-seen': {
    en: 'Seat {seat} looked at a premature final downcard: keeps it and may not bet or raise on 6th street; any other premature cards are taken out of play.',
    es: 'El asiento {seat} miró una última carta tapada repartida antes de tiempo: se la queda y no puede apostar ni subir en sexta calle; las demás cartas adelantadas quedan fuera de juego.',
    it: "Il posto {seat} ha guardato un'ultima carta coperta data in anticipo: la tiene e non può puntare né rilanciare in sesta strada; le altre carte anticipate escono dal gioco.",
  },
  'ruling.summary.premature-tda': {
    en: 'The {count, plural, one {premature card goes} other {# premature cards go}} back into the stub, the stub is reshuffled and the street is dealt again without a burn.',
    es: '{count, plural, one {La carta adelantada vuelve} other {Las # cartas adelantadas vuelven}} al resto del mazo, se baraja y la calle se reparte de nuevo sin quemar.',
    it: '{count, plural, one {La carta anticipata torna} other {Le # carte anticipate tornano}} nel resto del mazzo, lo si rimescola e la strada si ridistribuisce senza bruciare.',
  },
  'ruling.summary.seventh-all-in': {
    en: 'Seat {seat} is all-in: the final card dealt face up stays; the others get their card normally.',
    es: 'El asiento {seat} está all-in: la última carta repartida boca arriba se queda; los demás reciben la suya con normalidad.',
    it: "Il posto {seat} è all-in: l'ultima carta data scoperta resta; gli altri ricevono la loro normalmente.",
  },
  'ruling.summary.seventh-rr17-multi': {
    en: 'The card stays face up; the other players get their final card face down; seat {seat} may declare all-in before the betting; seat {first}, the high hand using all upcards, starts the action.',
    es: 'La carta queda descubierta; los demás reciben su última carta boca abajo; el asiento {seat} puede declararse all-in antes de las apuestas; abre el asiento {first}, la mano más alta con todas las cartas descubiertas.',
    it: "La carta resta scoperta; gli altri ricevono l'ultima carta coperta; il posto {seat} può dichiararsi all-in prima delle puntate; apre il posto {first}, il punto più alto con tutte le carte scoperte.",
  },
  'ruling.summary.seventh-rr17-multi.low': {
    en: 'The card stays face up; the other players get their final card face down; seat {seat} may declare all-in before the betting; seat {first}, the low hand using all upcards, starts the action.',
    es: 'La carta queda descubierta; los demás reciben su última carta boca abajo; el asiento {seat} puede declararse all-in antes de las apuestas; abre el asiento {first}, la mano más baja con todas las cartas descubiertas.',
    it: "La carta resta scoperta; gli altri ricevono l'ultima carta coperta; il posto {seat} può dichiararsi all-in prima delle puntate; apre il posto {first}, il punto più basso con tutte le carte scoperte.",
  },
  'ruling.summary.seventh-rr17-first': {
    en: "Heads-up and the first player's final card was dealt up: the other player's final card is dealt face up too and the betting goes on normally; the high hand using all upcards starts.",
    es: 'Mano a mano y la última carta del primer jugador salió descubierta: la del otro también se reparte boca arriba y se apuesta con normalidad; abre la mano más alta con todas las descubiertas.',
    it: "Testa a testa e l'ultima carta del primo giocatore è uscita scoperta: anche quella dell'altro si dà scoperta e si punta normalmente; apre il punto più alto con tutte le scoperte.",
  },
  'ruling.summary.seventh-rr17-first.low': {
    en: "Heads-up and the first player's final card was dealt up: the other player's final card is dealt face up too and the betting goes on normally; the low hand using all upcards starts.",
    es: 'Mano a mano y la última carta del primer jugador salió descubierta: la del otro también se reparte boca arriba y se apuesta con normalidad; abre la mano más baja con todas las descubiertas.',
    it: "Testa a testa e l'ultima carta del primo giocatore è uscita scoperta: anche quella dell'altro si dà scoperta e si punta normalmente; apre il punto più basso con tutte le scoperte.",
  },
  'ruling.summary.seventh-rr17-second': {
    en: "Heads-up and only the second player's final card was dealt up: seat {seat} may declare all-in before the betting; seat {first}, the high hand using all upcards, starts.",
    es: 'Mano a mano y solo la última carta del segundo jugador salió descubierta: el asiento {seat} puede declararse all-in antes de las apuestas; abre el asiento {first}, la mano más alta con todas las descubiertas.',
    it: "Testa a testa e solo l'ultima carta del secondo giocatore è uscita scoperta: il posto {seat} può dichiararsi all-in prima delle puntate; apre il posto {first}, il punto più alto con tutte le scoperte.",
  },
  'ruling.summary.seventh-rr17-second.low': {
    en: "Heads-up and only the second player's final card was dealt up: seat {seat} may declare all-in before the betting; seat {first}, the low hand using all upcards, starts.",
    es: 'Mano a mano y solo la última carta del segundo jugador salió descubierta: el asiento {seat} puede declararse all-in antes de las apuestas; abre el asiento {first}, la mano más baja con todas las descubiertas.',
    it: "Testa a testa e solo l'ultima carta del secondo giocatore è uscita scoperta: il posto {seat} può dichiararsi all-in prima delle puntate; apre il posto {first}, il punto più basso con tutte le scoperte.",
  },
  'ruling.summary.seventh-tda': {
    en: 'Betting action remains: the exposed final card is replaced, seat {seat} gets a new card face down.',
    es: 'Quedan apuestas por hacer: la última carta descubierta se reemplaza y el asiento {seat} recibe otra boca abajo.',
    it: "Restano puntate da fare: l'ultima carta scoperta si sostituisce e il posto {seat} ne riceve un'altra coperta.",
  },
  'ruling.summary.seventh-no-action': {
    en: 'No betting action remains: the final card dealt face up stays with seat {seat}; the others get theirs normally.',
    es: 'No quedan apuestas por hacer: la última carta descubierta se queda con el asiento {seat}; los demás reciben la suya con normalidad.',
    it: "Non restano puntate da fare: l'ultima carta scoperta resta al posto {seat}; gli altri ricevono la loro normalmente.",
  },
  'ruling.summary.seventh-no-action.both-up': {
    en: "No betting action remains: the final card dealt face up stays with seat {seat}, and heads-up the other player's final card is dealt face up too.",
    es: 'No quedan apuestas por hacer: la última carta descubierta se queda con el asiento {seat} y, mano a mano, la última carta del otro jugador también se reparte boca arriba.',
    it: "Non restano puntate da fare: l'ultima carta scoperta resta al posto {seat} e, testa a testa, anche l'ultima carta dell'altro giocatore si dà scoperta.",
  },
  'ruling.summary.run-out-enough': {
    en: 'The stub holds enough cards ({stub}) for {owed, plural, one {the one player} other {the # players}} still owed a card: burn and deal normally.',
    es: 'El resto del mazo tiene cartas suficientes ({stub}) para {owed, plural, one {el jugador pendiente} other {los # jugadores pendientes}}: se quema y se reparte con normalidad.',
    it: 'Il resto del mazzo ha carte sufficienti ({stub}) per {owed, plural, one {il giocatore in attesa} other {# giocatori in attesa}}: si brucia e si distribuisce normalmente.',
  },
  'ruling.summary.run-out-scramble': {
    en: 'The stub ({stub, plural, one {one card} other {# cards}}) cannot serve {owed, plural, one {the one player} other {the # players}} still owed a card: the cards are scrambled as the house rules say and everyone still gets a card of their own.',
    es: 'El resto del mazo ({stub, plural, one {una carta} other {# cartas}}) no alcanza para {owed, plural, one {el jugador pendiente} other {los # jugadores pendientes}}: se barajan las cartas que indican las reglas de la casa y cada uno recibe su propia carta.',
    it: 'Il resto del mazzo ({stub, plural, one {una carta} other {# carte}}) non basta per {owed, plural, one {il giocatore in attesa} other {# giocatori in attesa}}: si rimescolano le carte previste dalle regole della casa e ognuno riceve una carta propria.',
  },
  'ruling.summary.run-out-common': {
    en: 'The stub ({stub, plural, one {one card} other {# cards}}) cannot serve {owed, plural, one {the one player} other {the # players}} still owed a card: a common card is dealt face up in the centre and plays in every hand; seat {first} acts first.',
    es: 'El resto del mazo ({stub, plural, one {una carta} other {# cartas}}) no alcanza para {owed, plural, one {el jugador pendiente} other {los # jugadores pendientes}}: se reparte una carta común boca arriba en el centro que juega en todas las manos; habla primero el asiento {first}.',
    it: 'Il resto del mazzo ({stub, plural, one {una carta} other {# carte}}) non basta per {owed, plural, one {il giocatore in attesa} other {# giocatori in attesa}}: si scopre al centro una carta comune che vale per tutte le mani; parla per primo il posto {first}.',
  },
  'ruling.summary.run-out-common-open': {
    en: 'The stub ({stub, plural, one {one card} other {# cards}}) cannot serve {owed, plural, one {the one player} other {the # players}} still owed a card: a common card is dealt face up in the centre and plays in every hand; the best hand showing with it acts first.',
    es: 'El resto del mazo ({stub, plural, one {una carta} other {# cartas}}) no alcanza para {owed, plural, one {el jugador pendiente} other {los # jugadores pendientes}}: se reparte una carta común boca arriba en el centro que juega en todas las manos; habla primero la mejor mano a la vista con ella.',
    it: 'Il resto del mazzo ({stub, plural, one {una carta} other {# carte}}) non basta per {owed, plural, one {il giocatore in attesa} other {# giocatori in attesa}}: si scopre al centro una carta comune che vale per tutte le mani; parla per primo il punto migliore scoperto con essa.',
  },
  'ruling.summary.upcards-fold': {
    en: 'Seat {seat} picked up or turned down the upcards while facing a bet: that is a fold.',
    es: 'El asiento {seat} recogió o tapó sus cartas descubiertas frente a una apuesta: se ha retirado.',
    it: 'Il posto {seat} ha raccolto o coperto le carte scoperte con una puntata davanti: ha passato.',
  },
  'ruling.summary.upcards-live': {
    en: 'Seat {seat} was not facing a bet: concealing the upcards means nothing, the hand stays live.',
    es: 'El asiento {seat} no tenía una apuesta delante: tapar las cartas no significa nada, la mano sigue viva.',
    it: 'Il posto {seat} non aveva una puntata davanti: coprire le carte non significa nulla, la mano resta viva.',
  },
  'ruling.summary.count-more': {
    en: 'Seat {seat} holds {cards} cards, more than seven: dead hand.',
    es: 'El asiento {seat} tiene {cards} cartas, más de siete: mano muerta.',
    it: 'Il posto {seat} ha {cards} carte, più di sette: mano morta.',
  },
  'ruling.summary.count-fewer': {
    en: 'Seat {seat} holds {cards} cards at the showdown, fewer than seven: dead hand.',
    es: 'El asiento {seat} tiene {cards} cartas en el showdown, menos de siete: mano muerta.',
    it: 'Il posto {seat} ha {cards} carte allo showdown, meno di sette: mano morta.',
  },
  'ruling.summary.count-missing-seventh': {
    en: 'Seat {seat} is missing only the seventh card: the hand may be ruled live and plays with six cards.',
    es: 'Al asiento {seat} solo le falta la séptima carta: la mano puede declararse viva y juega con seis cartas.',
    it: 'Al posto {seat} manca solo la settima carta: la mano può essere dichiarata viva e gioca con sei carte.',
  },
  'ruling.summary.count-missing-seventh.tda-silent': {
    en: "Seat {seat} is missing only the seventh card: the TDA rules say nothing of it, and the house follows Robert's Rules: the hand may be ruled live and plays with six cards.",
    es: "Al asiento {seat} solo le falta la séptima carta: las reglas de la TDA no dicen nada, y la casa sigue las Robert's Rules of Poker: la mano puede declararse viva y juega con seis cartas.",
    it: "Al posto {seat} manca solo la settima carta: le regole TDA non dicono nulla, e la casa segue le Robert's Rules of Poker: la mano può essere dichiarata viva e gioca con sei carte.",
  },
  'ruling.summary.underbet': {
    en: 'Seat {seat} put in {amount, number, chips}, short of the {size, number, chips} this street requires: the bet is corrected to {to, number, chips} while the round is open.',
    es: 'El asiento {seat} puso {amount, number, chips}, menos de los {size, number, chips} que exige esta calle: la apuesta se corrige a {to, number, chips} mientras la ronda sigue abierta.',
    it: 'Il posto {seat} ha messo {amount, number, chips}, meno dei {size, number, chips} richiesti in questa strada: la puntata si corregge a {to, number, chips} finché il giro è aperto.',
  },
  'ruling.summary.below-bring-in': {
    en: 'Seat {seat} put in {amount, number, chips}, less than the bring-in ({size, number, chips}): corrected to {to, number, chips}.',
    es: 'El asiento {seat} puso {amount, number, chips}, menos que el bring-in ({size, number, chips}): se corrige a {to, number, chips}.',
    it: 'Il posto {seat} ha messo {amount, number, chips}, meno del bring-in ({size, number, chips}): si corregge a {to, number, chips}.',
  },

  // ---- Printout ----
  'ruling.print.incident': { en: 'Incident', es: 'Incidente', it: 'Incidente' },
  'ruling.print.profile': { en: 'House rules', es: 'Reglas de la casa', it: 'Regole della casa' },
  'ruling.print.ruling': { en: 'Ruling', es: 'Decisión', it: 'Decisione' },
  'ruling.print.steps': { en: 'Steps', es: 'Pasos', it: 'Passi' },
  'ruling.print.later': { en: 'Later', es: 'Después', it: 'Dopo' },
  'ruling.print.next': { en: 'Next to act', es: 'Próximo en actuar', it: 'Prossimo ad agire' },
  'ruling.print.nobody': {
    en: 'nobody (the dealer deals next)',
    es: 'nadie (el crupier reparte)',
    it: 'nessuno (il mazziere distribuisce)',
  },
  'ruling.print.nobodyShowdown': {
    en: 'nobody (the hands are shown)',
    es: 'nadie (se muestran las cartas)',
    it: 'nessuno (si mostrano le carte)',
  },
  'ruling.print.seat': { en: 'seat {seat}', es: 'asiento {seat}', it: 'posto {seat}' },
  'ruling.print.rules': { en: 'Rules', es: 'Reglas', it: 'Regole' },
  'ruling.print.decidedBy': {
    en: 'Decided by the house-rules field {field} = {value}',
    es: 'Lo decide el campo de las reglas de la casa {field} = {value}',
    it: 'Lo decide il campo delle regole della casa {field} = {value}',
  },
  'ruling.print.sameRule': {
    en: 'No house-rules field changes this ruling.',
    es: 'Ningún campo de las reglas de la casa cambia esta decisión.',
    it: 'Nessun campo delle regole della casa cambia questa decisione.',
  },
  'ruling.print.others': { en: 'Other house rules', es: 'Otras reglas de la casa', it: 'Altre regole della casa' },
  'ruling.print.othersSame': {
    en: 'Every other shipped profile rules the same.',
    es: 'Todos los demás perfiles incluidos deciden lo mismo.',
    it: 'Tutti gli altri profili inclusi decidono allo stesso modo.',
  },
  ...INCIDENT_ERROR_MESSAGES,
  ...INCIDENT_ERROR_WORDS,
} as const satisfies Catalog;
