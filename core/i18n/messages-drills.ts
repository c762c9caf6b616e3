import { LOCALES, type Catalog, type Locale, type Localized } from './locale';

/**
 * Texts of the drill trainer's questions, choices and captions (core/drills). A text that names a street says
 * {streetName} with a {street} number in its params; each language names the street its own way (STREET_NAMES).
 */
const STREET_NAMES: Readonly<Record<3 | 4 | 5 | 6 | 7, Localized>> = {
  3: { en: '3rd street', es: 'tercera calle', it: 'terza strada' },
  4: { en: '4th street', es: 'cuarta calle', it: 'quarta strada' },
  5: { en: '5th street', es: 'quinta calle', it: 'quinta strada' },
  6: { en: '6th street', es: 'sexta calle', it: 'sesta strada' },
  7: { en: '7th street', es: 'séptima calle', it: 'settima strada' },
};

/** Templates that name a street: {streetName} is filled from the reason's {street} number (core/i18n/format.ts). */
const PER_STREET: Readonly<Record<string, Localized>> = {
  'drills.firstToAct.prompt': {
    en: 'The cards for {streetName} are out. Who acts first, and what do you announce?',
    es: 'Ya están las cartas de {streetName}. ¿Quién habla primero y qué anuncias?',
    it: 'Le carte della {streetName} sono date. Chi parla per primo e che cosa annunci?',
  },
  'drills.firstToAct.seat': {
    en: 'Which seat acts first on {streetName}?',
    es: '¿Qué asiento habla primero en {streetName}?',
    it: 'Quale posto parla per primo in {streetName}?',
  },
  'drills.legal.prompt': {
    en: '{streetName}: seat {seat} is to act. What may they do, and for how much?',
    es: '{streetName}: le toca al asiento {seat}. ¿Qué puede hacer y por cuánto?',
    it: '{streetName}: tocca al posto {seat}. Che cosa può fare e per quanto?',
  },
  'drills.dealOrder.prompt': {
    en: 'Deal {streetName}: tap where each card goes, in order, starting with the burn.',
    es: 'Reparte {streetName}: toca adónde va cada carta, en orden, empezando por la quemada.',
    it: 'Distribuisci la {streetName}: tocca dove va ogni carta, in ordine, cominciando dalla bruciata.',
  },
  // No burn in the expected order: 3rd street (none before the first deal) or a street whose burn is made already.
  'drills.dealOrder.prompt.noBurn': {
    en: 'Deal {streetName}: tap where each card goes, in order.',
    es: 'Reparte {streetName}: toca adónde va cada carta, en orden.',
    it: 'Distribuisci la {streetName}: tocca dove va ogni carta, in ordine.',
  },
  'drills.dealOrder.reason.burned': {
    en: "On {streetName} the burn is made already: one card to each player still owed one, from the dealer's left ({count} cards).",
    es: 'En {streetName} ya se ha quemado la carta: una carta a cada jugador al que le falta, desde la izquierda del crupier ({count} cartas).',
    it: 'In {streetName} la carta è già stata bruciata: una carta a ogni giocatore che ancora la aspetta, dalla sinistra del mazziere ({count} carte).',
  },
  'drills.dealOrder.order': {
    en: 'The order of the cards for {streetName}',
    es: 'El orden de las cartas de {streetName}',
    it: "L'ordine delle carte della {streetName}",
  },
  'drills.dealOrder.reason': {
    en: "On {streetName}: burn one card, then one card to each player still in, starting from the dealer's left ({count} cards).",
    es: 'En {streetName}: se quema una carta y luego una carta a cada jugador que sigue, empezando a la izquierda del crupier ({count} cartas).',
    it: 'In {streetName}: si brucia una carta, poi una carta a ogni giocatore ancora in mano, partendo dalla sinistra del mazziere ({count} carte).',
  },
  'drills.pot.prompt': {
    en: 'The betting on {streetName} is over. Count the pot.',
    es: 'Terminaron las apuestas de {streetName}. Cuenta el bote.',
    it: 'Le puntate della {streetName} sono finite. Conta il piatto.',
  },
  // The reason when a seat has folded: the same sentence, then {folded} (drills.dealOrder.folded / foldedMany).
  'drills.dealOrder.reasonFolded': {
    en: "On {streetName}: burn one card, then one card to each player still in, starting from the dealer's left ({count} cards). {folded}",
    es: 'En {streetName}: se quema una carta y luego una carta a cada jugador que sigue, empezando a la izquierda del crupier ({count} cartas). {folded}',
    it: 'In {streetName}: si brucia una carta, poi una carta a ogni giocatore ancora in mano, partendo dalla sinistra del mazziere ({count} carte). {folded}',
  },
  'drills.pot.promptSide': {
    en: 'The betting on {streetName} is over and a player is all-in. Count the main pot and each side pot.',
    es: 'Terminaron las apuestas de {streetName} y hay un jugador all-in. Cuenta el bote principal y cada bote secundario.',
    it: 'Le puntate della {streetName} sono finite e un giocatore è all-in. Conta il piatto principale e ogni piatto laterale.',
  },
  // The pot drill's breakdown: what one street's betting put in (SEED-001 ante; uncalled chips come back on their own line).
  'drills.pot.why.street': {
    en: '{streetName}: {groups} = {total, number, chips}.',
    es: '{streetName}: {groups} = {total, number, chips}.',
    it: '{streetName}: {groups} = {total, number, chips}.',
  },
  'drills.pot.why.streetSame': {
    en: '{streetName}: {count} players put in {amount, number, chips} each = {total, number, chips}.',
    es: '{streetName}: {count} jugadores pusieron {amount, number, chips} cada uno = {total, number, chips}.',
    it: '{streetName}: {count} giocatori hanno messo {amount, number, chips} ciascuno = {total, number, chips}.',
  },
};

/**
 * Why the showdown drill's pots went where they did: one sentence per pot (`drills.showdown.why.<kind>.<pot|main|side>`,
 * side pots with {n}), made of one clause per winning share (`drills.showdown.share.<kind>.<whole|high|low>`), each
 * naming the winning hand in words ({hand}, {highHand}, {lowHand}: core/eval's describeShape).
 */
const POT_WORDS: Readonly<Record<'pot' | 'main' | 'side', Localized>> = {
  pot: { en: 'The pot', es: 'El bote', it: 'Il piatto' },
  main: { en: 'Main pot', es: 'Bote principal', it: 'Piatto principale' },
  side: { en: 'Side pot {n}', es: 'Bote secundario {n}', it: 'Piatto laterale {n}' },
};
const POT_WHY: Readonly<Record<string, Localized>> = {
  uncontested: {
    en: '{pot}: {amount, number, chips} to seat {seat}, the only player left in it.',
    es: '{pot}: {amount, number, chips} para el asiento {seat}, el único jugador que queda en él.',
    it: "{pot}: {amount, number, chips} al posto {seat}, l'unico giocatore rimasto.",
  },
  shares: { en: '{pot}: {shares}.', es: '{pot}: {shares}.', it: '{pot}: {shares}.' },
  noLow: {
    en: '{pot}: no qualifying low, so the high hand takes it all: {shares}.',
    es: '{pot}: no hay baja que califique, así que la mano alta se lo lleva todo: {shares}.',
    it: '{pot}: nessun basso qualificato, quindi il punto alto prende tutto: {shares}.',
  },
  scoop: {
    en: '{pot}: seat {seat} scoops all {amount, number, chips}, with the best high ({highHand}) and the best low ({lowHand}).',
    es: '{pot}: el asiento {seat} se lleva los {amount, number, chips}, con la mejor alta ({highHand}) y la mejor baja ({lowHand}).',
    it: '{pot}: il posto {seat} prende tutti i {amount, number, chips}, con il miglior alto ({highHand}) e il miglior basso ({lowHand}).',
  },
  scoopClose: {
    en: '{pot}: seat {seat} scoops all {amount, number, chips}, with the best high ({highHand}) and the best low ({lowHand}); {calls}.',
    es: '{pot}: el asiento {seat} se lleva los {amount, number, chips}, con la mejor alta ({highHand}) y la mejor baja ({lowHand}); {calls}.',
    it: '{pot}: il posto {seat} prende tutti i {amount, number, chips}, con il miglior alto ({highHand}) e il miglior basso ({lowHand}); {calls}.',
  },
  halves: {
    en: '{pot} ({amount, number, chips}), halved between high and low: {shares}.',
    es: '{pot} ({amount, number, chips}), dividido entre la alta y la baja: {shares}.',
    it: "{pot} ({amount, number, chips}), diviso fra l'alto e il basso: {shares}.",
  },
  halvesOdd: {
    en: '{pot} ({amount, number, chips}), halved between high and low, the odd chip to the high half: {shares}.',
    es: '{pot} ({amount, number, chips}), dividido entre la alta y la baja, la ficha impar para la alta: {shares}.',
    it: "{pot} ({amount, number, chips}), diviso fra l'alto e il basso, la fiche dispari all'alto: {shares}.",
  },
};
/** Share clauses; {half} is worded per half (nothing for a whole pot). */
const SHARE_HALF: Readonly<Record<'whole' | 'high' | 'low', Localized>> = {
  whole: { en: '', es: '', it: '' },
  high: { en: ' for high', es: ' por la alta', it: " per l'alto" },
  low: { en: ' for low', es: ' por la baja', it: ' per il basso' },
};
const SHARE_WHY: Readonly<Record<string, Localized>> = {
  won: {
    en: '{amount, number, chips} to seat {seat}{half} ({hand})',
    es: '{amount, number, chips} para el asiento {seat}{half} ({hand})',
    it: '{amount, number, chips} al posto {seat}{half} ({hand})',
  },
  splitEven: {
    en: '{amount, number, chips}{half} split evenly between seats {seats}, equal hands ({hand})',
    es: '{amount, number, chips}{half} repartido a partes iguales entre los asientos {seats}, manos iguales ({hand})',
    it: '{amount, number, chips}{half} diviso in parti uguali fra i posti {seats}, punti uguali ({hand})',
  },
  split: {
    en: '{amount, number, chips}{half} split between seats {seats}, equal hands ({hand}; suits never break a tie), the odd chip to seat {oddSeats}',
    es: '{amount, number, chips}{half} repartido entre los asientos {seats}, manos iguales ({hand}; el palo no desempata), la ficha impar para el asiento {oddSeats}',
    it: '{amount, number, chips}{half} diviso fra i posti {seats}, punti uguali ({hand}; il seme non spareggia), la fiche dispari al posto {oddSeats}',
  },
  splitOdds: {
    en: '{amount, number, chips}{half} split between seats {seats}, equal hands ({hand}; suits never break a tie), one odd chip each to seats {oddSeats}',
    es: '{amount, number, chips}{half} repartido entre los asientos {seats}, manos iguales ({hand}; el palo no desempata), una ficha impar para cada uno de los asientos {oddSeats}',
    it: '{amount, number, chips}{half} diviso fra i posti {seats}, punti uguali ({hand}; il seme non spareggia), una fiche dispari ciascuno ai posti {oddSeats}',
  },
};

function expandShowdownWhy(): Record<string, Localized> {
  const out: Record<string, Localized> = {};
  const each = (text: Localized, fill: (t: string, l: Locale) => string): Localized =>
    Object.fromEntries(LOCALES.map((l) => [l, fill(text[l], l)])) as Record<Locale, string>;
  for (const [kind, text] of Object.entries(POT_WHY)) {
    for (const pot of ['pot', 'main', 'side'] as const)
      out[`drills.showdown.why.${kind}.${pot}`] = each(text, (t, l) => t.replace('{pot}', POT_WORDS[pot][l]));
  }
  for (const [kind, text] of Object.entries(SHARE_WHY)) {
    for (const half of ['whole', 'high', 'low'] as const)
      out[`drills.showdown.share.${kind}.${half}`] = each(text, (t, l) => t.replace('{half}', SHARE_HALF[half][l]));
  }
  return out;
}

export const DRILL_MESSAGES: Catalog = {
  ...PER_STREET,
  // A street by name, for any message with {streetName} and a {street} number (core/i18n/format.ts fills it).
  ...Object.fromEntries(Object.entries(STREET_NAMES).map(([st, name]) => [`street.name.${st}`, name])),
  ...expandShowdownWhy(),
  // Drill names (setup screen, summary).
  'drills.kind.bring-in': { en: 'Bring-in', es: 'Bring-in', it: 'Bring-in' },
  'drills.kind.first-to-act': { en: 'First to act', es: 'Quién habla primero', it: 'Chi parla per primo' },
  'drills.kind.legal-action': { en: 'Legal actions', es: 'Acciones permitidas', it: 'Azioni consentite' },
  'drills.kind.deal-order': { en: 'Deal and burn order', es: 'Orden de reparto y quemada', it: 'Ordine di distribuzione e bruciata' },
  'drills.kind.pot': { en: 'Pot count', es: 'Contar el bote', it: 'Conta del piatto' },
  'drills.kind.showdown': { en: 'Showdown', es: 'Mostrar las cartas', it: 'Showdown' },
  'drills.kind.misprocedure': { en: 'Misprocedures', es: 'Errores de procedimiento', it: 'Errori di procedura' },
  'drills.kind.mixed': { en: 'Mixed', es: 'Mixto', it: 'Misto' },
  // Betting options (a choice is a list of them).
  'drills.option.fold': { en: 'fold', es: 'retirarse', it: 'passare' },
  'drills.option.check': { en: 'check', es: 'pasar', it: 'fare check' },
  'drills.option.call': {
    en: 'call {amount, number, chips}',
    es: 'igualar {amount, number, chips}',
    it: 'chiamare {amount, number, chips}',
  },
  'drills.option.bringIn': {
    en: 'bring in for {amount, number, chips}',
    es: 'bring-in de {amount, number, chips}',
    it: 'bring-in da {amount, number, chips}',
  },
  'drills.option.complete': {
    en: 'complete to {amount, number, chips}',
    es: 'completar a {amount, number, chips}',
    it: 'completare a {amount, number, chips}',
  },
  'drills.option.bet': { en: 'bet {amount, number, chips}', es: 'apostar {amount, number, chips}', it: 'puntare {amount, number, chips}' },
  'drills.option.raise': {
    en: 'raise to {amount, number, chips}',
    es: 'subir a {amount, number, chips}',
    it: 'rilanciare a {amount, number, chips}',
  },
  // The same options when they take every chip the player has (a short bring-in, call or raise).
  'drills.option.call.allIn': {
    en: 'call {amount, number, chips}, all-in',
    es: 'igualar {amount, number, chips}, all-in',
    it: 'chiamare {amount, number, chips}, all-in',
  },
  'drills.option.bringIn.allIn': {
    en: 'bring in all-in for {amount, number, chips}',
    es: 'bring-in de {amount, number, chips}, all-in',
    it: 'bring-in da {amount, number, chips}, all-in',
  },
  'drills.option.complete.allIn': {
    en: 'complete all-in to {amount, number, chips}',
    es: 'completar a {amount, number, chips}, all-in',
    it: 'completare a {amount, number, chips}, all-in',
  },
  'drills.option.bet.allIn': {
    en: 'bet {amount, number, chips}, all-in',
    es: 'apostar {amount, number, chips}, all-in',
    it: 'puntare {amount, number, chips}, all-in',
  },
  'drills.option.raise.allIn': {
    en: 'raise all-in to {amount, number, chips}',
    es: 'subir a {amount, number, chips}, all-in',
    it: 'rilanciare a {amount, number, chips}, all-in',
  },
  'drills.option.capped': {
    en: 'no raise: the betting is capped',
    es: 'sin subida: las apuestas han llegado al tope',
    it: 'niente rilancio: limite dei rilanci raggiunto',
  },
  // Bring-in.
  'drills.bringIn.prompt': {
    en: 'Third street is dealt. Who brings in, and for how much?',
    es: 'Ya se repartió la tercera calle. ¿Quién pone el bring-in y de cuánto?',
    it: 'La terza strada è distribuita. Chi mette il bring-in, e per quanto?',
  },
  'drills.bringIn.seat': {
    en: 'Which seat must act first?',
    es: '¿Qué asiento debe hablar primero?',
    it: 'Quale posto deve parlare per primo?',
  },
  'drills.bringIn.amount': {
    en: "What are that player's options?",
    es: '¿Qué opciones tiene ese jugador?',
    it: 'Quali opzioni ha quel giocatore?',
  },
  // First to act.
  'drills.firstToAct.announce': {
    en: 'What does the dealer announce?',
    es: '¿Qué anuncia el crupier?',
    it: 'Che cosa annuncia il mazziere?',
  },
  // Legal actions.
  'drills.legal.options': { en: 'Seat {seat} may:', es: 'El asiento {seat} puede:', it: 'Il posto {seat} può:' },
  // Deal order special targets.
  'drills.target.burn': { en: 'Burn', es: 'Quemada', it: 'Bruciata' },
  'drills.target.scramble': { en: 'Scramble the stub', es: 'Mezclar el resto del mazo', it: 'Rimescolare il resto del mazzo' },
  'drills.target.common': { en: 'Common card', es: 'Carta común', it: 'Carta comune' },
  // 7th street replaces the per-street prompt: when the stub runs short the first step is not always the burn (RR 15 deals
  // all but the last card first; TDA RP-10-H and the online rules scramble first).
  'drills.dealOrder.prompt.7': {
    en: "Deal 7th street: tap each step in order: the burn, each seat's card and, if the stub runs short, the scramble or the common card where they come.",
    es: 'Reparte la séptima calle: toca cada paso en orden: la quemada, la carta de cada asiento y, si el mazo no alcanza, la mezcla o la carta común donde toquen.',
    it: 'Distribuisci la settima strada: tocca ogni passo in ordine: la bruciata, la carta di ogni posto e, se il mazzo non basta, il rimescolamento o la carta comune dove vanno.',
  },
  'drills.dealOrder.prompt.7.noBurn': {
    en: "Deal 7th street: tap each step in order: each seat's card and, if the stub runs short, the scramble or the common card where they come.",
    es: 'Reparte la séptima calle: toca cada paso en orden: la carta de cada asiento y, si el mazo no alcanza, la mezcla o la carta común donde toquen.',
    it: 'Distribuisci la settima strada: tocca ogni passo in ordine: la carta di ogni posto e, se il mazzo non basta, il rimescolamento o la carta comune dove vanno.',
  },
  // 3rd street: no burn before the first deal (SEED-000); two rounds face down, then one face up.
  'drills.dealOrder.reason.3': {
    en: "On 3rd street no card is burned before the first deal: two cards face down, then one face up, to each player in turn from the dealer's left ({count} cards).",
    es: 'En tercera calle no se quema carta antes del primer reparto: dos cartas tapadas y luego una descubierta a cada jugador, por turnos desde la izquierda del crupier ({count} cartas).',
    it: 'In terza strada non si brucia nessuna carta prima della prima distribuzione: due carte coperte, poi una scoperta, a ogni giocatore a giro dalla sinistra del mazziere ({count} carte).',
  },
  // Deal order: a folded seat gets no card (SEED-000 deal order); the count of the stub on 7th street (RR 15, TDA RP-10-H, online).
  'drills.dealOrder.folded': {
    en: 'Seat {seat} has folded: it gets no card.',
    es: 'El asiento {seat} se ha retirado: no recibe carta.',
    it: 'Il posto {seat} ha passato: non riceve nessuna carta.',
  },
  'drills.dealOrder.foldedMany': {
    en: 'Seats {seats} have folded: they get no card.',
    es: 'Los asientos {seats} se han retirado: no reciben carta.',
    it: 'I posti {seats} hanno passato: non ricevono nessuna carta.',
  },
  'drills.dealOrder.order.7.stub': {
    en: 'The order of the cards for 7th street. As the deal starts, the stub holds {stub, plural, one {one card} other {# cards}} for {players, plural, one {one player} other {# players}} still in; {burns, plural, one {one card has} other {# cards have}} been burned.',
    es: 'El orden de las cartas de séptima calle. Al empezar el reparto, en el mazo {stub, plural, one {queda una carta} other {quedan # cartas}} para {players, plural, one {un jugador que sigue} other {# jugadores que siguen}}; se {burns, plural, one {ha quemado una carta} other {han quemado # cartas}}.',
    it: "L'ordine delle carte della settima strada. All'inizio della distribuzione nel mazzo {stub, plural, one {resta una carta} other {restano # carte}} per {players, plural, one {un giocatore ancora in mano} other {# giocatori ancora in mano}}; {burns, plural, one {è stata bruciata una carta} other {sono state bruciate # carte}}.",
  },
  'drills.dealOrder.stub.pool': {
    en: '{stub, plural, one {1 card} other {# cards}} left in the stub for {players, plural, one {1 player} other {# players}}: the {burns, plural, one {burn is} other {# burns are}} scrambled with {stub, plural, one {it} other {them}}, {cards} cards. {then}',
    es: '{stub, plural, one {Queda 1 carta} other {Quedan # cartas}} en el mazo para {players, plural, one {1 jugador} other {# jugadores}}: {stub, plural, one {se mezcla} other {se mezclan}} con {burns, plural, one {la quemada} other {las # quemadas}}, {cards} cartas. {then}',
    it: '{stub, plural, one {Resta 1 carta} other {Restano # carte}} nel mazzo per {players, plural, one {1 giocatore} other {# giocatori}}: {stub, plural, one {si mescola} other {si mescolano}} con {burns, plural, one {la bruciata} other {le # bruciate}}, {cards} carte. {then}',
  },
  'drills.dealOrder.stub.burns': {
    en: '{stub, plural, one {1 card} other {# cards}} left in the stub for {players, plural, one {1 player} other {# players}}: even with the {burns, plural, one {burn} other {# burns}} there are fewer cards than players, so only the burns are scrambled, {cards} cards, for a common card. {then}',
    es: '{stub, plural, one {Queda 1 carta} other {Quedan # cartas}} en el mazo para {players, plural, one {1 jugador} other {# jugadores}}: ni con {burns, plural, one {la quemada} other {las # quemadas}} hay tantas cartas como jugadores, así que solo se mezclan las quemadas, {cards} cartas, para una carta común. {then}',
    it: '{stub, plural, one {Resta 1 carta} other {Restano # carte}} nel mazzo per {players, plural, one {1 giocatore} other {# giocatori}}: nemmeno con {burns, plural, one {la bruciata} other {le # bruciate}} ci sono tante carte quanti giocatori, quindi si mescolano solo le bruciate, {cards} carte, per una carta comune. {then}',
  },
  'drills.dealOrder.stub.last': {
    en: '{stub} cards left in the stub for {players, plural, one {1 player} other {# players}}: after the usual burn {dealt, plural, one {the first seat gets its card} other {the first # seats get theirs}} from the stub, then its last card is scrambled with the {burns, plural, one {burn} other {# burns}}, {cards} cards. {then}',
    es: 'Quedan {stub} cartas en el mazo para {players, plural, one {1 jugador} other {# jugadores}}: tras la quemada de siempre {dealt, plural, one {el primer asiento recibe su carta} other {los # primeros asientos reciben la suya}} del mazo, y luego la última carta se mezcla con {burns, plural, one {la quemada} other {las # quemadas}}, {cards} cartas. {then}',
    it: "Restano {stub} carte nel mazzo per {players, plural, one {1 giocatore} other {# giocatori}}: dopo la solita bruciata {dealt, plural, one {il primo posto riceve la sua carta} other {i primi # posti ricevono la loro}} dal mazzo, poi l'ultima carta si mescola con {burns, plural, one {la bruciata} other {le # bruciate}}, {cards} carte. {then}",
  },
  'drills.dealOrder.stub.common': {
    en: '{stub} cards left in the stub for {players, plural, one {1 player} other {# players}}: even with the {burns, plural, one {burn} other {# burns}} there are fewer than {need} (a card each, a burn and a last card never dealt), and the stub holds at least 3, so nothing is scrambled. {then}',
    es: 'Quedan {stub} cartas en el mazo para {players, plural, one {1 jugador} other {# jugadores}}: ni con {burns, plural, one {la quemada} other {las # quemadas}} llegan a {need} (una por jugador, una quemada y una última que nunca se reparte), y en el mazo quedan al menos 3, así que no se mezcla nada. {then}',
    it: "Restano {stub} carte nel mazzo per {players, plural, one {1 giocatore} other {# giocatori}}: nemmeno con {burns, plural, one {la bruciata} other {le # bruciate}} si arriva a {need} (una a testa, una bruciata e un'ultima che non si distribuisce mai), e nel mazzo ne restano almeno 3, quindi non si rimescola niente. {then}",
  },
  'drills.dealOrder.stub.common.rr': {
    en: '{stub} cards left in the stub for {players, plural, one {1 player} other {# players}}: even with the {burns, plural, one {burn} other {# burns}} there are fewer cards than players, and after the usual burn the stub still holds a card to turn, so nothing is scrambled. {then}',
    es: 'Quedan {stub} cartas en el mazo para {players, plural, one {1 jugador} other {# jugadores}}: ni con {burns, plural, one {la quemada} other {las # quemadas}} hay tantas cartas como jugadores, y tras la quemada de siempre queda en el mazo una carta para descubrir, así que no se mezcla nada. {then}',
    it: 'Restano {stub} carte nel mazzo per {players, plural, one {1 giocatore} other {# giocatori}}: nemmeno con {burns, plural, one {la bruciata} other {le # bruciate}} ci sono tante carte quanti giocatori, e dopo la solita bruciata nel mazzo resta una carta da scoprire, quindi non si rimescola niente. {then}',
  },
  'drills.dealOrder.stub.enough': {
    en: '{stub} cards left in the stub for {players, plural, one {1 player} other {# players}}: enough to burn and deal everyone. {then}',
    es: 'Quedan {stub} cartas en el mazo para {players, plural, one {1 jugador} other {# jugadores}}: alcanzan para quemar y dar carta a todos. {then}',
    it: 'Restano {stub} carte nel mazzo per {players, plural, one {1 giocatore} other {# giocatori}}: bastano per bruciare e dare una carta a tutti. {then}',
  },
  'drills.dealOrder.why': { en: '{then}', es: '{then}', it: '{then}' },
  // First to act on 7th street after a common card (RR 15, TDA RP-10-H): nobody got a 7th-street card of their own.
  'drills.firstToAct.prompt.common': {
    en: 'Not enough cards for 7th street: the dealer turned a common card, which plays in every hand. Who acts first, and what do you announce?',
    es: 'No hay cartas para todos en séptima calle: el crupier descubrió una carta común, que juega en todas las manos. ¿Quién habla primero y qué anuncias?',
    it: 'Le carte non bastano per la settima strada: il mazziere ha scoperto una carta comune, che vale per tutte le mani. Chi parla per primo e che cosa annunci?',
  },
  // Pot.
  'drills.pot.total': { en: 'Chips in the pot', es: 'Fichas en el bote', it: 'Fiches nel piatto' },
  'drills.pot.main': { en: 'Main pot', es: 'Bote principal', it: 'Piatto principale' },
  'drills.pot.side': { en: 'Side pot {n}', es: 'Bote secundario {n}', it: 'Piatto laterale {n}' },
  // Why the pot holds what it does: the total ({head}), then one sentence per part ({parts}): antes (SEED-001 ante), each
  // street's betting (drills.pot.why.street*), uncalled chips given back (SEED-001 uncalled), each pot with side pots.
  'drills.pot.why': { en: '{head} {parts}', es: '{head} {parts}', it: '{head} {parts}' },
  'drills.pot.why.antes': {
    en: '{count, plural, one {One ante} other {# antes}} of {amount, number, chips} = {total, number, chips}.',
    es: '{count, plural, one {Un ante} other {# antes}} de {amount, number, chips} = {total, number, chips}.',
    it: '{count, plural, one {Un ante} other {# ante}} da {amount, number, chips} = {total, number, chips}.',
  },
  'drills.pot.why.antesMixed': {
    en: 'Antes: {groups} = {total, number, chips}.',
    es: 'Antes: {groups} = {total, number, chips}.',
    it: 'Ante: {groups} = {total, number, chips}.',
  },
  'drills.pot.why.from.one': {
    en: '{amount, number, chips} from seat {seat}',
    es: '{amount, number, chips} del asiento {seat}',
    it: '{amount, number, chips} dal posto {seat}',
  },
  'drills.pot.why.from.each': {
    en: '{amount, number, chips} each from seats {seats}',
    es: '{amount, number, chips} de cada uno de los asientos {seats}',
    it: '{amount, number, chips} ciascuno dai posti {seats}',
  },
  'drills.pot.why.dead': {
    en: '{amount, number, chips} in antes',
    es: '{amount, number, chips} de antes',
    it: '{amount, number, chips} di ante',
  },
  'drills.pot.why.returned': {
    en: 'Uncalled bet: seat {seat} gets back {amount, plural, one {one chip} other {# chips}} (−{amount, number, chips}).',
    es: 'Apuesta no igualada: el asiento {seat} recupera {amount, plural, one {una ficha} other {# fichas}} (−{amount, number, chips}).',
    it: 'Puntata non chiamata: il posto {seat} riprende {amount, plural, one {una fiche} other {# fiches}} (−{amount, number, chips}).',
  },
  'drills.pot.why.main': {
    en: 'Main pot: {parts} = {amount, number, chips}.',
    es: 'Bote principal: {parts} = {amount, number, chips}.',
    it: 'Piatto principale: {parts} = {amount, number, chips}.',
  },
  'drills.pot.why.side': {
    en: 'Side pot {n}: {parts} = {amount, number, chips}.',
    es: 'Bote secundario {n}: {parts} = {amount, number, chips}.',
    it: 'Piatto laterale {n}: {parts} = {amount, number, chips}.',
  },
  // Showdown.
  'drills.showdown.prompt': {
    en: 'The betting is over: showdown. Who shows first, and who wins each pot?',
    es: 'Terminaron las apuestas: se muestran las cartas. ¿Quién muestra primero y quién gana cada bote?',
    it: 'Le puntate sono finite: showdown. Chi mostra per primo e chi vince ogni piatto?',
  },
  'drills.showdown.first': { en: 'Which seat shows first?', es: '¿Qué asiento muestra primero?', it: 'Quale posto mostra per primo?' },
  'drills.showdown.pot': {
    en: 'The pot ({amount, number, chips}) goes to:',
    es: 'El bote ({amount, number, chips}) es para:',
    it: 'Il piatto ({amount, number, chips}) va a:',
  },
  'drills.showdown.main': {
    en: 'The main pot ({amount, number, chips}) goes to:',
    es: 'El bote principal ({amount, number, chips}) es para:',
    it: 'Il piatto principale ({amount, number, chips}) va a:',
  },
  'drills.showdown.side': {
    en: 'Side pot {n} ({amount, number, chips}) goes to:',
    es: 'El bote secundario {n} ({amount, number, chips}) es para:',
    it: 'Il piatto laterale {n} ({amount, number, chips}) va a:',
  },
  // The graded reason: who shows first, then one sentence per pot (drills.showdown.why.*).
  'drills.showdown.why': { en: '{first} {pots}', es: '{first} {pots}', it: '{first} {pots}' },
  'drills.showdown.pots': { en: '{pots}', es: '{pots}', it: '{pots}' },
  // After a hand won over one of the same name: the first card of the two five-card hands that differs.
  'drills.showdown.closeCall': {
    en: 'seat {seat} also holds {hand}: the next card decides, {winner} against {loser}',
    es: 'el asiento {seat} también tiene {hand}: decide la siguiente carta, {winner} contra {loser}',
    it: 'anche il posto {seat} ha {hand}: decide la carta successiva, {winner} contro {loser}',
  },
  'drills.award.all': {
    en: 'seat {seat} wins {amount, number, chips}',
    es: 'el asiento {seat} gana {amount, number, chips}',
    it: 'il posto {seat} vince {amount, number, chips}',
  },
  'drills.award.scoop': {
    en: 'seat {seat} scoops {amount, number, chips} (no low)',
    es: 'el asiento {seat} se lleva todo, {amount, number, chips} (no hay baja)',
    it: 'il posto {seat} prende tutto, {amount, number, chips} (nessun basso)',
  },
  'drills.award.high': {
    en: 'seat {seat} wins {amount, number, chips} for high',
    es: 'el asiento {seat} gana {amount, number, chips} por la alta',
    it: "il posto {seat} vince {amount, number, chips} per l'alto",
  },
  'drills.award.low': {
    en: 'seat {seat} wins {amount, number, chips} for low',
    es: 'el asiento {seat} gana {amount, number, chips} por la baja',
    it: 'il posto {seat} vince {amount, number, chips} per il basso',
  },
  // Misprocedures.
  'drills.misprocedure.ruling': { en: 'What is the ruling?', es: '¿Cuál es la decisión?', it: 'Qual è la decisione?' },
  // Common wrong rulings on the facts of a misprocedure question (never a premise the question contradicts).
  'drills.mistake.fouled-hand': {
    en: 'Seat {seat} holds the wrong number of cards: that hand is dead and the others play on.',
    es: 'El asiento {seat} tiene un número equivocado de cartas: esa mano está muerta y los demás siguen.',
    it: 'Il posto {seat} ha un numero sbagliato di carte: quella mano è morta e gli altri continuano.',
  },
  'drills.mistake.empty-seat-dead': {
    en: 'The cards dealt to the empty seat are dead and the hand goes on.',
    es: 'Las cartas del asiento vacío están muertas y la mano sigue.',
    it: 'Le carte del posto vuoto sono morte e la mano continua.',
  },
  'drills.mistake.dealt-out-plays-on': {
    en: 'Seat {seat} has no hand: the ante ({amount, number, chips}) is returned and the hand goes on.',
    es: 'El asiento {seat} no tiene mano: se le devuelve el ante ({amount, number, chips}) y la mano sigue.',
    it: "Il posto {seat} non ha mano: gli si restituisce l'ante ({amount, number, chips}) e la mano continua.",
  },
  'drills.mistake.play-on': {
    en: 'No misdeal: the hand is played out as it is.',
    es: 'No hay reparto nulo: la mano se juega tal como está.',
    it: "Niente smazzata nulla: la mano si gioca così com'è.",
  },
  'drills.mistake.boxed-set-aside': {
    en: 'The boxed cards are set aside as if they were not there; the next cards take their place.',
    es: 'Las cartas volteadas se apartan como si no existieran; las siguientes ocupan su lugar.',
    it: 'Le carte girate si mettono da parte come se non ci fossero; le successive prendono il loro posto.',
  },
  'drills.mistake.burn-as-dealt': {
    en: 'The cards stay where they fell and the street is dealt on from there.',
    es: 'Las cartas se quedan donde cayeron y la calle se sigue repartiendo desde ahí.',
    it: 'Le carte restano dove sono cadute e la strada si distribuisce da lì in poi.',
  },
  'drills.mistake.upcards-dead': {
    en: 'Seat {seat} concealed the upcards: the hand is dead.',
    es: 'El asiento {seat} tapó sus cartas descubiertas: la mano está muerta.',
    it: 'Il posto {seat} ha coperto le carte scoperte: la mano è morta.',
  },
  'drills.mistake.upcards-live': {
    en: "Concealing the upcards means nothing: seat {seat}'s hand stays live.",
    es: 'Tapar las cartas descubiertas no significa nada: la mano del asiento {seat} sigue viva.',
    it: 'Coprire le carte scoperte non significa nulla: la mano del posto {seat} resta viva.',
  },
  'drills.mistake.short-bet-stands': {
    en: "Seat {seat}'s {amount, number, chips} stands as it was put in; the next player acts on it.",
    es: 'Los {amount, number, chips} del asiento {seat} quedan tal como se pusieron; el siguiente jugador actúa sobre ellos.',
    it: 'I {amount, number, chips} del posto {seat} restano come sono stati messi; il giocatore successivo agisce su di essi.',
  },
  'drills.mistake.exposed-dead': {
    en: "Seat {seat}'s hand is dead and the ante ({amount, number, chips}) is returned.",
    es: 'La mano del asiento {seat} está muerta y se le devuelve el ante ({amount, number, chips}).',
    it: "La mano del posto {seat} è morta e l'ante ({amount, number, chips}) viene restituito.",
  },
  'drills.mistake.exposed-both-play': {
    en: 'Seat {seat} plays on: the exposed cards stay face up as upcards and the third card is dealt face down.',
    es: 'El asiento {seat} sigue jugando: las cartas expuestas quedan descubiertas y la tercera carta se reparte boca abajo.',
    it: 'Il posto {seat} continua a giocare: le carte esposte restano scoperte e la terza carta si dà coperta.',
  },
  'drills.mistake.wrong-bring-in-back-late': {
    en: 'Seat {wrong} takes the bet ({amount, number, chips}) back and seat {seat}, the true low card, must bring in.',
    es: 'El asiento {wrong} recupera su apuesta ({amount, number, chips}) y el asiento {seat}, la verdadera carta baja, debe poner el bring-in.',
    it: 'Il posto {wrong} riprende la puntata ({amount, number, chips}) e il posto {seat}, la vera carta bassa, deve mettere il bring-in.',
  },
  'drills.mistake.wrong-bring-in-back-late.high': {
    en: 'Seat {wrong} takes the bet ({amount, number, chips}) back and seat {seat}, the true high card, must bring in.',
    es: 'El asiento {wrong} recupera su apuesta ({amount, number, chips}) y el asiento {seat}, la verdadera carta alta, debe poner el bring-in.',
    it: 'Il posto {wrong} riprende la puntata ({amount, number, chips}) e il posto {seat}, la vera carta alta, deve mettere il bring-in.',
  },
  'drills.mistake.wrong-bring-in-stands-early': {
    en: "Seat {wrong}'s bet ({amount, number, chips}) stands, play goes on from there and seat {seat}, the true low card, owes nothing.",
    es: 'La apuesta del asiento {wrong} ({amount, number, chips}) queda, el juego sigue desde ahí y el asiento {seat}, la verdadera carta baja, no debe nada.',
    it: 'La puntata del posto {wrong} ({amount, number, chips}) resta, si prosegue da lì e il posto {seat}, la vera carta bassa, non deve nulla.',
  },
  'drills.mistake.wrong-bring-in-stands-early.high': {
    en: "Seat {wrong}'s bet ({amount, number, chips}) stands, play goes on from there and seat {seat}, the true high card, owes nothing.",
    es: 'La apuesta del asiento {wrong} ({amount, number, chips}) queda, el juego sigue desde ahí y el asiento {seat}, la verdadera carta alta, no debe nada.',
    it: 'La puntata del posto {wrong} ({amount, number, chips}) resta, si prosegue da lì e il posto {seat}, la vera carta alta, non deve nulla.',
  },
  'drills.mistake.burn-keep-unseen': {
    en: 'Seat {seat} keeps the card that reached them; the others get theirs in order.',
    es: 'El asiento {seat} se queda con la carta que le llegó; los demás reciben la suya en orden.',
    it: 'Il posto {seat} tiene la carta che gli è arrivata; gli altri ricevono la loro in ordine.',
  },
  'drills.mistake.count-more-live': {
    en: 'Seat {seat} holds {cards} cards: the extra cards are taken out and the hand plays its first seven.',
    es: 'El asiento {seat} tiene {cards} cartas: se retiran las de más y la mano juega con sus siete primeras.',
    it: 'Il posto {seat} ha {cards} carte: si tolgono quelle in più e la mano gioca con le prime sette.',
  },
  'drills.mistake.count-fewer-live': {
    en: 'Seat {seat} holds {cards} cards at the showdown: the hand plays with the cards it has.',
    es: 'El asiento {seat} tiene {cards} cartas en el showdown: la mano juega con las cartas que tiene.',
    it: 'Il posto {seat} ha {cards} carte allo showdown: la mano gioca con le carte che ha.',
  },
  'drills.incident.exposed-hole-card.first': {
    en: "On the initial deal the dealer exposes seat {seat}'s first hole card.",
    es: 'En el reparto inicial el crupier descubre la primera carta tapada del asiento {seat}.',
    it: 'Nella distribuzione iniziale il mazziere scopre la prima carta coperta del posto {seat}.',
  },
  'drills.incident.exposed-hole-card.second': {
    en: "On the initial deal the dealer exposes seat {seat}'s second hole card.",
    es: 'En el reparto inicial el crupier descubre la segunda carta tapada del asiento {seat}.',
    it: 'Nella distribuzione iniziale il mazziere scopre la seconda carta coperta del posto {seat}.',
  },
  'drills.incident.exposed-hole-card.both': {
    en: "On the initial deal the dealer exposes both of seat {seat}'s hole cards.",
    es: 'En el reparto inicial el crupier descubre las dos cartas tapadas del asiento {seat}.',
    it: 'Nella distribuzione iniziale il mazziere scopre entrambe le carte coperte del posto {seat}.',
  },
  'drills.incident.card-off-table': {
    en: 'The next card for seat {seat} flies off the table, face up.',
    es: 'La siguiente carta del asiento {seat} sale volando de la mesa, boca arriba.',
    it: 'La prossima carta del posto {seat} vola fuori dal tavolo, scoperta.',
  },
  'drills.incident.extra-cards': {
    en: 'Seat {seat} is found to hold {count, plural, one {an extra card} other {# extra cards}} from the initial deal.',
    es: 'Se descubre que el asiento {seat} tiene {count, plural, one {una carta} other {# cartas}} de más del reparto inicial.',
    it: 'Si scopre che il posto {seat} ha {count, plural, one {una carta} other {# carte}} in più dalla distribuzione iniziale.',
  },
  'drills.incident.dealt-to-empty-seat': {
    en: 'The dealer notices cards were dealt to an empty seat.',
    es: 'El crupier se da cuenta de que repartió cartas a un asiento vacío.',
    it: 'Il mazziere si accorge di aver dato carte a un posto vuoto.',
  },
  'drills.incident.player-dealt-out': {
    en: 'Seat {seat}, who posted the ante, was dealt no cards.',
    es: 'El asiento {seat}, que puso el ante, no recibió cartas.',
    it: "Il posto {seat}, che ha messo l'ante, non ha ricevuto carte.",
  },
  'drills.incident.wrong-first-seat': {
    en: 'The dealer notices the first card went to the wrong seat.',
    es: 'El crupier se da cuenta de que la primera carta fue al asiento equivocado.',
    it: 'Il mazziere si accorge che la prima carta è andata al posto sbagliato.',
  },
  'drills.incident.boxed-card': {
    en: '{count, plural, one {A card turns} other {# cards turn}} up face up in the deck during the initial deal.',
    es: '{count, plural, one {Aparece una carta} other {Aparecen # cartas}} boca arriba en el mazo durante el reparto inicial.',
    it: 'Durante la distribuzione iniziale {count, plural, one {compare una carta girata} other {compaiono # carte girate}} nel mazzo.',
  },
  'drills.incident.duplicate-card': {
    en: 'The same card turns up twice in play: {card}.',
    es: 'La misma carta aparece dos veces en juego: {card}.',
    it: 'La stessa carta compare due volte in gioco: {card}.',
  },
  // The bring-in card is the low card in stud and stud8, the high card in razz (RR Razz; STUD-RULES §3): razz reads `.high`.
  'drills.incident.wrong-bring-in.waiting': {
    en: 'Seat {seat} is wrongly named low and puts in {amount, number, chips}; the next player has not acted yet.',
    es: 'Al asiento {seat} se le designa bajo por error y pone {amount, number, chips}; el siguiente jugador aún no ha actuado.',
    it: 'Il posto {seat} viene indicato basso per errore e mette {amount, number, chips}; il giocatore successivo non ha ancora agito.',
  },
  'drills.incident.wrong-bring-in.waiting.high': {
    en: 'Seat {seat} is wrongly named the high card and puts in {amount, number, chips}; the next player has not acted yet.',
    es: 'Al asiento {seat} se le designa carta alta por error y pone {amount, number, chips}; el siguiente jugador aún no ha actuado.',
    it: 'Il posto {seat} viene indicato come carta alta per errore e mette {amount, number, chips}; il giocatore successivo non ha ancora agito.',
  },
  'drills.incident.wrong-bring-in.acted': {
    en: 'Seat {seat} is wrongly named low and puts in {amount, number, chips}; the next player has already acted.',
    es: 'Al asiento {seat} se le designa bajo por error y pone {amount, number, chips}; el siguiente jugador ya actuó.',
    it: 'Il posto {seat} viene indicato basso per errore e mette {amount, number, chips}; il giocatore successivo ha già agito.',
  },
  'drills.incident.wrong-bring-in.acted.high': {
    en: 'Seat {seat} is wrongly named the high card and puts in {amount, number, chips}; the next player has already acted.',
    es: 'Al asiento {seat} se le designa carta alta por error y pone {amount, number, chips}; el siguiente jugador ya actuó.',
    it: 'Il posto {seat} viene indicato come carta alta per errore e mette {amount, number, chips}; il giocatore successivo ha già agito.',
  },
  'drills.incident.wrong-bring-in.acted.how': {
    en: 'Seat {seat} is wrongly named low and puts in {amount, number, chips}; the next player has already {action}.',
    es: 'Al asiento {seat} se le designa bajo por error y pone {amount, number, chips}; el siguiente jugador ya {action}.',
    it: 'Il posto {seat} viene indicato basso per errore e mette {amount, number, chips}; il giocatore successivo ha già {action}.',
  },
  'drills.incident.wrong-bring-in.acted.how.high': {
    en: 'Seat {seat} is wrongly named the high card and puts in {amount, number, chips}; the next player has already {action}.',
    es: 'Al asiento {seat} se le designa carta alta por error y pone {amount, number, chips}; el siguiente jugador ya {action}.',
    it: 'Il posto {seat} viene indicato come carta alta per errore e mette {amount, number, chips}; il giocatore successivo ha già {action}.',
  },
  // What the next player did ("has already ..."/"ya ..."/"ha già ...").
  'drills.incident.nextAction.fold': { en: 'folded', es: 'se retiró', it: 'passato' },
  'drills.incident.nextAction.call': { en: 'called', es: 'igualó', it: 'chiamato' },
  'drills.incident.nextAction.complete': { en: 'completed the bet', es: 'completó la apuesta', it: 'completato la puntata' },
  'drills.incident.nextAction.raise': { en: 'raised', es: 'subió', it: 'rilanciato' },
  'drills.incident.bring-in-absent': {
    en: 'The player with the low card is away from the table.',
    es: 'El jugador con la carta baja no está en la mesa.',
    it: 'Il giocatore con la carta bassa non è al tavolo.',
  },
  'drills.incident.bring-in-absent.high': {
    en: 'The player with the high card is away from the table.',
    es: 'El jugador con la carta alta no está en la mesa.',
    it: 'Il giocatore con la carta alta non è al tavolo.',
  },
  'drills.incident.bring-in-all-in': {
    en: 'The player with the low card is all-in for the ante.',
    es: 'El jugador con la carta baja está all-in por el ante.',
    it: "Il giocatore con la carta bassa è all-in per l'ante.",
  },
  'drills.incident.bring-in-all-in.high': {
    en: 'The player with the high card is all-in for the ante.',
    es: 'El jugador con la carta alta está all-in por el ante.',
    it: "Il giocatore con la carta alta è all-in per l'ante.",
  },
  'drills.incident.burn-error.0': {
    en: 'The dealer deals the street without burning a card.',
    es: 'El crupier reparte la calle sin quemar ninguna carta.',
    it: 'Il mazziere distribuisce la strada senza bruciare una carta.',
  },
  'drills.incident.burn-error.2': {
    en: 'The dealer burns two cards before dealing the street.',
    es: 'El crupier quema dos cartas antes de repartir la calle.',
    it: 'Il mazziere brucia due carte prima di distribuire la strada.',
  },
  'drills.incident.burn-error.0.seen': {
    en: 'On 7th street the dealer forgets the burn, and the first player has already looked at the card.',
    es: 'En séptima calle el crupier olvida quemar y el primer jugador ya miró su carta.',
    it: 'In settima strada il mazziere dimentica la bruciata e il primo giocatore ha già guardato la carta.',
  },
  'drills.incident.burn-error.2.seen': {
    en: 'On 7th street the dealer burns two cards, and the first player has already looked at the card.',
    es: 'En séptima calle el crupier quema dos cartas y el primer jugador ya miró su carta.',
    it: 'In settima strada il mazziere brucia due carte e il primo giocatore ha già guardato la carta.',
  },
  'drills.incident.premature-cards': {
    en: 'The betting round is still open, but the dealer burns and deals {count, plural, one {a card} other {# cards}} of the next street.',
    es: 'La ronda de apuestas sigue abierta, pero el crupier quema y reparte {count, plural, one {una carta} other {# cartas}} de la calle siguiente.',
    it: 'Il giro di puntate è ancora aperto, ma il mazziere brucia e distribuisce {count, plural, one {una carta} other {# carte}} della strada successiva.',
  },
  'drills.incident.premature-cards.unseen': {
    en: 'During 6th-street betting the dealer deals {count, plural, one {a final downcard} other {# final downcards}} early; nobody has looked at {count, plural, one {it} other {them}}.',
    es: 'Durante las apuestas de sexta calle el crupier reparte antes de tiempo {count, plural, one {una última carta tapada} other {# últimas cartas tapadas}}; nadie {count, plural, one {la} other {las}} ha mirado.',
    it: "Durante le puntate della sesta strada il mazziere dà in anticipo {count, plural, one {un'ultima carta coperta} other {# ultime carte coperte}}; nessuno {count, plural, one {l'ha guardata} other {le ha guardate}}.",
  },
  'drills.incident.premature-cards.seen': {
    en: 'During 6th-street betting the dealer deals {count, plural, one {a final downcard} other {# final downcards}} early; seat {seat} looks at theirs.',
    es: 'Durante las apuestas de sexta calle el crupier reparte antes de tiempo {count, plural, one {una última carta tapada} other {# últimas cartas tapadas}}; el asiento {seat} mira la suya.',
    it: "Durante le puntate della sesta strada il mazziere dà in anticipo {count, plural, one {un'ultima carta coperta} other {# ultime carte coperte}}; il posto {seat} guarda la sua.",
  },
  'drills.incident.seventh-card-up.card': {
    en: "On 7th street the dealer deals seat {seat}'s final card face up: {card}.",
    es: 'En séptima calle el crupier reparte boca arriba la última carta del asiento {seat}: {card}.',
    it: "In settima strada il mazziere dà scoperta l'ultima carta del posto {seat}: {card}.",
  },
  'drills.incident.seventh-card-up': {
    en: "On 7th street the dealer deals seat {seat}'s final card face up.",
    es: 'En séptima calle el crupier reparte boca arriba la última carta del asiento {seat}.',
    it: "In settima strada il mazziere dà scoperta l'ultima carta del posto {seat}.",
  },
  'drills.incident.run-out': {
    en: 'Seventh street: the dealer checks whether the stub has a card for everyone still in.',
    es: 'Séptima calle: el crupier comprueba si quedan cartas para todos los que siguen.',
    it: 'Settima strada: il mazziere controlla se il resto del mazzo basta per tutti i giocatori ancora in mano.',
  },
  'drills.incident.upcards-concealed': {
    en: 'Seat {seat} picks up their upcards and turns them face down.',
    es: 'El asiento {seat} recoge sus cartas descubiertas y las pone boca abajo.',
    it: 'Il posto {seat} raccoglie le carte scoperte e le copre.',
  },
  'drills.incident.wrong-card-count': {
    en: 'Seat {seat} turns out to hold {cards} cards.',
    es: 'Resulta que el asiento {seat} tiene {cards} cartas.',
    it: 'Risulta che il posto {seat} ha {cards} carte.',
  },
  'drills.incident.underbet': {
    en: 'Seat {seat} bets or raises to only {amount, number, chips}.',
    es: 'El asiento {seat} apuesta o sube solo a {amount, number, chips}.',
    it: 'Il posto {seat} punta o rilancia solo a {amount, number, chips}.',
  },
  'drills.incident.bet-below-bring-in': {
    en: 'Seat {seat} puts in only {amount, number, chips}, less than the bring-in.',
    es: 'El asiento {seat} pone solo {amount, number, chips}, menos que el bring-in.',
    it: 'Il posto {seat} mette solo {amount, number, chips}, meno del bring-in.',
  },
  // A scenario code that cannot be read (core/drills/code.ts): the code, then what is wrong with which part.
  'drills.code.error': {
    en: 'bad scenario code "{code}": {what}',
    es: 'código de escenario erróneo "{code}": {what}',
    it: 'codice di scenario errato "{code}": {what}',
  },
  'drills.code.notText': {
    en: 'a scenario code is a text',
    es: 'un código de escenario es un texto',
    it: 'un codice di scenario è un testo',
  },
  'drills.code.parts': {
    en: 'expected 6 parts separated by "-" (drill-game-players-house rules-structure-seed), got {count}',
    es: 'se esperaban 6 partes separadas por "-" (ejercicio-juego-jugadores-reglas de la casa-estructura-semilla), hay {count}',
    it: 'erano attese 6 parti separate da "-" (esercizio-gioco-giocatori-regole della casa-struttura-seme), ce ne sono {count}',
  },
  'drills.code.kind': {
    en: 'unknown drill "{text}" (expected one of {kinds})',
    es: 'ejercicio desconocido "{text}" (se esperaba uno de {kinds})',
    it: 'esercizio sconosciuto "{text}" (atteso uno tra {kinds})',
  },
  'drills.code.variant': {
    en: 'the game "{text}" must be stud, razz or stud8',
    es: 'el juego "{text}" debe ser stud, razz o stud8',
    it: 'il gioco "{text}" deve essere stud, razz o stud8',
  },
  'drills.code.players': {
    en: 'players "{text}" must be a digit 2..8',
    es: 'los jugadores "{text}" deben ser una cifra de 2 a 8',
    it: 'i giocatori "{text}" devono essere una cifra da 2 a 8',
  },
  'drills.code.profile': {
    en: 'the house rules "{text}" are not one of rrc, rrt, tda, onl or a custom profile "h" + {digits} digits',
    es: 'las reglas de la casa "{text}" no son rrc, rrt, tda, onl ni unas reglas propias "h" + {digits} cifras',
    it: 'le regole della casa "{text}" non sono rrc, rrt, tda, onl né regole proprie "h" + {digits} cifre',
  },
  'drills.code.digit': {
    en: 'custom profile digit {index} ("{digit}") is out of range 0..{max}',
    es: 'la cifra {index} de las reglas propias ("{digit}") está fuera del intervalo 0..{max}',
    it: 'la cifra {index} delle regole proprie ("{digit}") è fuori dall\'intervallo 0..{max}',
  },
  'drills.code.structure': {
    en: 'the structure "{text}" must be four whole numbers ante.bringIn.smallBet.bigBet',
    es: 'la estructura "{text}" deben ser cuatro números enteros ante.bring-in.apuesta pequeña.apuesta grande',
    it: 'la struttura "{text}" devono essere quattro numeri interi ante.bring-in.puntata piccola.puntata grande',
  },
  'drills.code.bringInOverSmall': {
    en: 'the bring-in ({bringIn}) cannot exceed the small bet ({smallBet})',
    es: 'el bring-in ({bringIn}) no puede superar la apuesta pequeña ({smallBet})',
    it: 'il bring-in ({bringIn}) non può superare la puntata piccola ({smallBet})',
  },
  'drills.code.smallOverBig': {
    en: 'the small bet ({smallBet}) cannot exceed the big bet ({bigBet})',
    es: 'la apuesta pequeña ({smallBet}) no puede superar la apuesta grande ({bigBet})',
    it: 'la puntata piccola ({smallBet}) non può superare la puntata grande ({bigBet})',
  },
  'drills.code.seed': {
    en: 'the seed "{text}" must be a whole number 0..4294967295',
    es: 'la semilla "{text}" debe ser un número entero de 0 a 4294967295',
    it: 'il seme "{text}" deve essere un numero intero da 0 a 4294967295',
  },
  'drills.code.setup': { en: '{detail}', es: '{detail}', it: '{detail}' },
};
