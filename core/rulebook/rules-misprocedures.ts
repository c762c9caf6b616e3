import type { RuleEntry } from './entry';

/**
 * Rules about dealing errors and irregular player actions, and the rulings that fix them
 * (core/rulings). Our own wording of RR (Robert's Rules of Poker), TDA 2024 and the seeds.
 */
export const MISPROCEDURE_RULES = {
  'rr.stud.5': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 5', es: 'Seven-Card Stud, regla 5', it: 'Seven-Card Stud, regola 5' } },
    text: {
      en: "If the dealer turns up one of the first two hole cards, that player's third card is dealt face down. If both hole cards are turned up, the hand is dead and the player gets the ante back. If the card turned up by mistake would be the bring-in card (the low card; in razz, the high card), the action starts with the first player to that player's left, who may fold, bring in or complete.",
      es: 'Si el crupier descubre una de las dos primeras cartas tapadas, la tercera carta de ese jugador se reparte boca abajo. Si descubre las dos, la mano está muerta y se devuelve el ante al jugador. Si la carta descubierta por error fuera la del bring-in (la más baja; en razz, la más alta), la acción empieza por el primer jugador a la izquierda de ese jugador, que puede retirarse, poner el bring-in o completar.',
      it: "Se il mazziere scopre una delle prime due carte coperte, la terza carta di quel giocatore viene data coperta. Se le scopre entrambe, la mano è morta e il giocatore riprende l'ante. Se la carta scoperta per errore sarebbe quella del bring-in (la più bassa; nel razz, la più alta), l'azione parte dal primo giocatore alla sua sinistra, che può passare, mettere il bring-in o completare.",
    },
  },
  'rr.stud.5-tournament': {
    source: {
      book: 'RR',
      ref: {
        en: 'Seven-Card Stud, rule 5 (tournament play)',
        es: 'Seven-Card Stud, regla 5 (en torneo)',
        it: 'Seven-Card Stud, regola 5 (nei tornei)',
      },
    },
    text: {
      en: 'In tournament play, a downcard dealt face up on the initial deal is a misdeal.',
      es: 'En torneo, una carta tapada repartida boca arriba en el reparto inicial es un reparto nulo.',
      it: 'Nei tornei, una carta coperta data scoperta nella distribuzione iniziale è una smazzata nulla.',
    },
  },
  'rr.stud.6': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 6', es: 'Seven-Card Stud, regla 6', it: 'Seven-Card Stud, regola 6' } },
    text: {
      en: 'A player who is away from the table when it is their turn loses the ante and any forced bet; if they are not back in time, the hand is killed when the betting reaches their seat.',
      es: 'Un jugador ausente de la mesa cuando le toca actuar pierde el ante y el bring-in si le toca; si no vuelve a tiempo, su mano se declara muerta cuando la apuesta llega a su asiento.',
      it: "Un giocatore lontano dal tavolo quando tocca a lui perde l'ante e l'eventuale bring-in; se non torna in tempo, la mano viene dichiarata morta quando le puntate arrivano al suo posto.",
    },
  },
  'rr.stud.7': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 7', es: 'Seven-Card Stud, regla 7', it: 'Seven-Card Stud, regola 7' } },
    text: {
      en: 'A hand folded when there is no bet keeps getting cards until a bet kills it: with nothing to call, the player is expected to check.',
      es: 'Una mano que se retira cuando no hay ninguna apuesta sigue recibiendo cartas hasta que una apuesta la mata: sin nada que igualar, lo que corresponde es pasar.',
      it: "Una mano passata quando non c'è nessuna puntata continua a ricevere carte finché una puntata non la chiude: senza niente da chiamare, si fa check.",
    },
  },
  'rr.stud.8': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 8', es: 'Seven-Card Stud, regla 8', it: 'Seven-Card Stud, regola 8' } },
    text: {
      en: 'If the player with the bring-in card (the low card; in razz, the high card) is all-in for the ante, the player to their left acts first and may fold, bring in or complete.',
      es: 'Si el jugador con la carta del bring-in (la más baja; en razz, la más alta) está all-in por el ante, habla primero el jugador a su izquierda, que puede retirarse, poner el bring-in o completar.',
      it: "Se il giocatore con la carta del bring-in (la più bassa; nel razz, la più alta) è all-in per l'ante, parla per primo il giocatore alla sua sinistra, che può passare, mettere il bring-in o completare.",
    },
  },
  'rr.stud.9': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 9', es: 'Seven-Card Stud, regla 9', it: 'Seven-Card Stud, regola 9' } },
    text: {
      en: 'If the wrong player is named to bring in and bets, and the next player has not acted yet, the action is corrected: that player takes the bet back and the player with the true bring-in card (the low card; in razz, the high card) must bring in. Once the next player has acted, the bet stands and play goes on from there, with the player after the one who acted; the true bring-in owes nothing.',
      es: 'Si se señala para el bring-in al jugador equivocado y este apuesta, y el siguiente jugador aún no ha actuado, se corrige la acción: ese jugador recupera su apuesta y el que tiene la verdadera carta del bring-in (la más baja; en razz, la más alta) debe pagarlo. Si el siguiente jugador ya actuó, la apuesta queda y el juego sigue desde ahí, por el jugador que va después del que actuó; quien tenía la verdadera carta del bring-in no debe nada.',
      it: "Se per il bring-in viene indicato il giocatore sbagliato e questi punta, e il giocatore successivo non ha ancora agito, l'azione si corregge: quel giocatore riprende la puntata e chi ha la vera carta del bring-in (la più bassa; nel razz, la più alta) deve mettere il bring-in. Se il giocatore successivo ha già agito, la puntata resta e il gioco prosegue da lì, con il giocatore dopo quello che ha agito; chi aveva la vera carta del bring-in non deve nulla.",
    },
  },
  'rr.stud.10': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 10', es: 'Seven-Card Stud, regla 10', it: 'Seven-Card Stud, regola 10' } },
    text: {
      en: 'Picking up or turning down your upcards while facing a bet folds the hand. After the betting is over it means nothing: the hand stays live until it is thrown away.',
      es: 'Recoger o tapar las cartas descubiertas cuando se enfrenta una apuesta es retirarse. Terminadas las apuestas no significa nada: la mano sigue viva hasta que se tira.',
      it: 'Raccogliere o coprire le proprie carte scoperte quando si ha una puntata davanti equivale a passare. A puntate finite non significa nulla: la mano resta viva finché non viene scartata.',
    },
  },
  'rr.stud.11': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 11', es: 'Seven-Card Stud, regla 11', it: 'Seven-Card Stud, regola 11' } },
    text: {
      en: 'A card dealt off the table plays, and is treated like a card exposed by the dealer.',
      es: 'Una carta que sale despedida de la mesa se juega, y se trata como una carta descubierta por el crupier.',
      it: 'Una carta finita fuori dal tavolo resta in gioco e si tratta come una carta scoperta dal mazziere.',
    },
  },
  'rr.stud.13': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 13', es: 'Seven-Card Stud, regla 13', it: 'Seven-Card Stud, regola 13' } },
    text: {
      en: "If the dealer burns two cards for a round or forgets to burn, the cards are put back in their proper places when that is possible. On the final downcard, if the card touched the player's other cards or the player looked at it, the player must keep it.",
      es: 'Si el crupier quema dos cartas en una ronda o no quema ninguna, las cartas se devuelven a su lugar correcto cuando sea posible. En la última carta tapada, si la carta se mezcló con las demás del jugador o el jugador la miró, el jugador debe quedársela.',
      it: "Se il mazziere brucia due carte in un giro o non ne brucia nessuna, le carte si rimettono al loro posto quando è possibile. Sull'ultima carta coperta, se la carta si è mescolata alle altre del giocatore o il giocatore l'ha guardata, il giocatore deve tenerla.",
    },
  },
  'rr.stud.14': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 14', es: 'Seven-Card Stud, regla 14', it: 'Seven-Card Stud, regola 14' } },
    text: {
      en: 'Cards dealt before a betting round is over are taken out of play. When that round ends, one more card for each player still in the hand is also taken out, so that the next cards reach the players who would have had them; then the dealer burns and play resumes. The removed cards are kept aside in case the deck runs short. A premature final downcard that the player looked at or mixed with their cards stays with the player, who may then not bet or raise on 6th street.',
      es: 'Las cartas repartidas antes de que termine una ronda de apuestas quedan fuera de juego. Al terminar esa ronda se retira además una carta por cada jugador que sigue en la mano, para que las cartas siguientes lleguen a quien las habría recibido; luego el crupier quema y el juego continúa. Las cartas retiradas se apartan por si faltan cartas. Una última carta tapada repartida antes de tiempo que el jugador miró o mezcló con sus cartas se queda con él, y ese jugador no puede apostar ni subir en sexta calle.',
      it: "Le carte date prima della fine di un giro di puntate escono dal gioco. Finito quel giro, si toglie anche una carta per ogni giocatore ancora in mano, così le carte seguenti arrivano a chi le avrebbe ricevute; poi il mazziere brucia e il gioco riprende. Le carte tolte si tengono da parte nel caso il mazzo non basti. Un'ultima carta coperta data in anticipo che il giocatore ha guardato o mescolato alle sue resta a lui, che però non può puntare né rilanciare in sesta strada.",
    },
  },
  'rr.stud.15': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 15', es: 'Seven-Card Stud, regla 15', it: 'Seven-Card Stud, regola 15' } },
    text: {
      en: 'If the deck cannot give every player a card, burn as usual and deal all but the last card; mix that card with the burn cards (and any cards removed earlier), scramble, cut, burn again and deal. Do not burn again when there are no more cards than players still owed one. If fresh cards cannot reach everyone, announce a common card: burn and turn one card face up in the centre; it plays in every hand, and the high hand using it (in razz, the low hand) starts the last betting round.',
      es: 'Si el mazo no alcanza para dar carta a todos los jugadores, se quema como siempre y se reparten todas menos la última; esa carta se mezcla con las quemadas (y con las retiradas antes), se baraja, se corta, se vuelve a quemar y se reparte. No se vuelve a quemar si no quedan más cartas que jugadores pendientes. Si las cartas nuevas no alcanzan para todos, se anuncia una carta común: se quema y se descubre una carta en el centro que juega en todas las manos, y la mano más alta con ella (en razz, la más baja) abre la última ronda.',
      it: "Se il mazzo non basta per dare una carta a ogni giocatore, si brucia come sempre e si distribuiscono tutte tranne l'ultima; quella si mescola con le carte bruciate (e con quelle tolte prima), si rimescola, si taglia, si brucia di nuovo e si distribuisce. Non si brucia di nuovo se le carte non sono più dei giocatori ancora in attesa. Se le carte nuove non bastano per tutti, si annuncia una carta comune: si brucia e si scopre una carta al centro, che vale per tutte le mani, e il punto più alto con essa (nel razz, il più basso) apre l'ultimo giro.",
    },
  },
  'rr.stud.16': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 16', es: 'Seven-Card Stud, regla 16', it: 'Seven-Card Stud, regola 16' } },
    text: {
      en: "An all-in player's final downcard dealt face up stays with that player; the other players get their last card normally.",
      es: 'Si la última carta tapada de un jugador all-in se reparte boca arriba, se queda con él; los demás reciben su última carta con normalidad.',
      it: "Se l'ultima carta coperta di un giocatore all-in viene data scoperta, resta a lui; gli altri ricevono l'ultima carta normalmente.",
    },
  },
  'rr.stud.17': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 17', es: 'Seven-Card Stud, regla 17', it: 'Seven-Card Stud, regola 17' } },
    text: {
      en: "If the last card is dealt face up to a player, the high hand using all upcards (in razz, the low hand) starts the action. With more than two players, the others get their last card face down, and the player whose card was exposed may declare all-in before the betting. Heads-up: if the first player's card was dealt up, the second player's card is dealt up too; if only the second player's card was up, that player may declare all-in.",
      es: 'Si la última carta se reparte boca arriba a un jugador, abre la acción la mano más alta contando todas las cartas descubiertas (en razz, la más baja). Con más de dos jugadores, los demás reciben su última carta boca abajo y el jugador con la carta descubierta puede declararse all-in antes de las apuestas. Mano a mano: si la carta del primer jugador salió descubierta, la del segundo también se da descubierta; si solo la del segundo salió descubierta, ese jugador puede declararse all-in.',
      it: "Se l'ultima carta viene data scoperta a un giocatore, apre l'azione il punto più alto contando tutte le carte scoperte (nel razz, il più basso). Con più di due giocatori, gli altri ricevono l'ultima carta coperta e il giocatore con la carta scoperta può dichiararsi all-in prima delle puntate. Testa a testa: se la carta del primo giocatore è uscita scoperta, anche quella del secondo si dà scoperta; se è scoperta solo quella del secondo, questi può dichiararsi all-in.",
    },
  },
  'rr.stud.18': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 18', es: 'Seven-Card Stud, regla 18', it: 'Seven-Card Stud, regola 18' } },
    text: {
      en: 'A hand with more than seven cards is dead. A hand with fewer than seven cards at the showdown is dead, except that a hand missing only its seventh card may be ruled live.',
      es: 'Una mano con más de siete cartas está muerta. Una mano con menos de siete cartas en el showdown está muerta, salvo la mano a la que solo le falta la séptima carta, que se puede declarar viva.',
      it: 'Una mano con più di sette carte è morta. Una mano con meno di sette carte allo showdown è morta, ma a una mano cui manca solo la settima carta si può concedere di restare viva.',
    },
  },
  'rr.irregularities.misdeal': {
    source: {
      book: 'RR',
      ref: { en: 'Irregularities: Misdeals', es: 'Irregularidades: repartos nulos', it: 'Irregolarità: smazzate nulle' },
    },
    text: {
      en: 'Misdeal causes, when noticed before two players after the forced bet have acted: two or more cards exposed by the dealer (in stud, hole cards exposed on the initial deal follow Seven-Card Stud rule 5), two or more boxed cards, a wrong number of cards to a player, the first card to the wrong seat, cards dealt to an empty seat or a player not entitled to a hand, a player entitled to a hand dealt out. Once two players after the forced bet have acted, no misdeal: the hand is played out.',
      es: 'Causas de reparto nulo, si se advierten antes de que actúen dos jugadores después del bring-in: dos o más cartas descubiertas por el crupier (en stud, las cartas tapadas expuestas en el reparto inicial siguen la regla 5 de Seven-Card Stud), dos o más cartas volteadas en el mazo, un número equivocado de cartas a un jugador, la primera carta al asiento equivocado, cartas a un asiento vacío o a quien no tiene derecho a mano, un jugador con derecho a mano que se quedó sin cartas. Cuando ya actuaron dos jugadores después del bring-in, no hay reparto nulo: la mano se juega hasta el final.',
      it: 'Cause di smazzata nulla, se notate prima che due giocatori dopo il bring-in abbiano agito: due o più carte scoperte dal mazziere (nello stud, le carte coperte esposte nella distribuzione iniziale seguono la regola 5 di Seven-Card Stud), due o più carte girate nel mazzo, un numero sbagliato di carte a un giocatore, la prima carta al posto sbagliato, carte a un posto vuoto o a chi non ha diritto alla mano, un giocatore con diritto alla mano rimasto senza carte. Quando due giocatori dopo il bring-in hanno agito, niente smazzata nulla: la mano si gioca fino in fondo.',
    },
  },
  'rr.irregularities.extra-card': {
    source: {
      book: 'RR',
      ref: {
        en: 'Irregularities: extra card on the initial deal',
        es: 'Irregularidades: carta de más en el reparto inicial',
        it: 'Irregolarità: carta in più nella distribuzione iniziale',
      },
    },
    text: {
      en: 'One extra card dealt before the first betting round goes back to the dealer and is used as the next burn card.',
      es: 'Una carta de más repartida antes de la primera ronda de apuestas vuelve al crupier y se usa como la próxima carta quemada.',
      it: 'Una carta in più data prima del primo giro di puntate torna al mazziere e si usa come prossima carta bruciata.',
    },
  },
  'rr.irregularities.boxed-card': {
    source: {
      book: 'RR',
      ref: {
        en: 'Irregularities: boxed card',
        es: 'Irregularidades: carta volteada en el mazo',
        it: 'Irregolarità: carta girata nel mazzo',
      },
    },
    text: {
      en: 'A single card found face up in the deck (a boxed card) is treated as a scrap of paper: it is set aside and the next card takes its place. Two or more boxed cards on the initial deal cause a misdeal.',
      es: 'Una sola carta encontrada boca arriba dentro del mazo se trata como un papel sin valor: se aparta y la siguiente ocupa su lugar. Dos o más cartas así en el reparto inicial causan un reparto nulo.',
      it: 'Una sola carta trovata scoperta nel mazzo si tratta come un pezzo di carta senza valore: si mette da parte e la successiva prende il suo posto. Due o più carte così nella distribuzione iniziale causano una smazzata nulla.',
    },
  },
  'rr.irregularities.fouled-deck': {
    source: {
      book: 'RR',
      ref: { en: 'Irregularities: defective deck', es: 'Irregularidades: mazo defectuoso', it: 'Irregolarità: mazzo difettoso' },
    },
    text: {
      en: 'If two cards of the same rank and suit are found, all action is void and every chip in the pot goes back to the player who put it in.',
      es: 'Si aparecen dos cartas del mismo valor y palo, toda la acción se anula y cada ficha del bote vuelve a quien la puso.',
      it: "Se si trovano due carte dello stesso valore e seme, tutta l'azione è annullata e ogni fiche del piatto torna a chi l'ha messa.",
    },
  },
  'rr.irregularities.premature': {
    source: {
      book: 'RR',
      ref: { en: 'Irregularities: premature cards', es: 'Irregularidades: cartas adelantadas', it: 'Irregolarità: carte anticipate' },
    },
    text: {
      en: 'A card dealt before the betting round is over never plays, even if a player who had not acted then folds.',
      es: 'Una carta repartida antes de que termine la ronda de apuestas nunca se juega, aunque luego se retire un jugador que no había actuado.',
      it: 'Una carta data prima della fine del giro di puntate non gioca mai, anche se poi passa un giocatore che non aveva ancora agito.',
    },
  },
  'rr.betting.underbet': {
    source: {
      book: 'RR',
      ref: {
        en: 'Betting and Raising: wrong bet size in limit',
        es: 'Apuestas y subidas: apuesta del tamaño equivocado en límite',
        it: 'Puntate e rilanci: puntata della misura sbagliata nel limite',
      },
    },
    text: {
      en: 'In limit play a bet of the wrong size (below the bring-in, or the small bet on a big-bet street) is corrected to the proper amount while the betting round is still open.',
      es: 'En límite fijo, una apuesta del tamaño equivocado (menor que el bring-in, o la apuesta pequeña en una calle de apuesta grande) se corrige al importe correcto mientras la ronda sigue abierta.',
      it: "Nel limite fisso, una puntata della misura sbagliata (sotto il bring-in, o la puntata piccola in un giro di puntata grande) si corregge all'importo giusto finché il giro è aperto.",
    },
  },
  'tda.rp-10-a': {
    source: {
      book: 'TDA',
      ref: { en: 'Recommended Procedure 10-A', es: 'Procedimiento recomendado 10-A', it: 'Procedura raccomandata 10-A' },
    },
    text: {
      en: "Stud: if the dealer exposes one of a player's first two downcards, that card becomes the upcard and the 3rd-street card is dealt face down; the player can be the bring-in.",
      es: 'Stud: si el crupier descubre una de las dos primeras cartas tapadas de un jugador, esa carta pasa a ser su carta descubierta y la de tercera calle se reparte boca abajo; el jugador puede ser quien pone el bring-in.',
      it: 'Stud: se il mazziere scopre una delle prime due carte coperte di un giocatore, quella diventa la sua carta scoperta e la carta di terza strada si dà coperta; il giocatore può essere il bring-in.',
    },
  },
  'tda.rp-5-d': {
    source: {
      book: 'TDA',
      ref: { en: 'Recommended Procedure 5-D', es: 'Procedimiento recomendado 5-D', it: 'Procedura raccomandata 5-D' },
    },
    text: {
      en: 'Stud: a card dealt prematurely goes back into the stub; the stub is reshuffled and the street is dealt again without a burn.',
      es: 'Stud: una carta repartida antes de tiempo vuelve al resto del mazo; se baraja ese resto y la calle se reparte de nuevo sin quemar.',
      it: 'Stud: una carta data in anticipo torna nel resto del mazzo; lo si rimescola e la strada si distribuisce di nuovo senza bruciare.',
    },
  },
  'tda.rp-10-b': {
    source: {
      book: 'TDA',
      ref: { en: 'Recommended Procedure 10-B', es: 'Procedimiento recomendado 10-B', it: 'Procedura raccomandata 10-B' },
    },
    text: {
      en: 'Stud: a final downcard dealt face up while betting action remains is replaced: the exposed card is taken out and the player gets a new card face down.',
      es: 'Stud: una última carta tapada repartida boca arriba cuando aún quedan apuestas se reemplaza: se retira la carta descubierta y el jugador recibe otra boca abajo.',
      it: "Stud: un'ultima carta coperta data scoperta quando restano ancora puntate si sostituisce: la carta scoperta si toglie e il giocatore ne riceve un'altra coperta.",
    },
  },
  'tda.rp-10-e': {
    source: {
      book: 'TDA',
      ref: { en: 'Recommended Procedure 10-E', es: 'Procedimiento recomendado 10-E', it: 'Procedura raccomandata 10-E' },
    },
    text: {
      en: 'Stud: if the player with the bring-in card is all-in for the ante, the next player to the left acts first and may fold, bring in or complete.',
      es: 'Stud: si el jugador que debe poner el bring-in está all-in por el ante, habla primero el siguiente a la izquierda, que puede retirarse, poner el bring-in o completar.',
      it: "Stud: se il giocatore con la carta del bring-in è all-in per l'ante, parla per primo il successivo a sinistra, che può passare, mettere il bring-in o completare.",
    },
  },
  'tda.rp-10-h': {
    source: {
      book: 'TDA',
      ref: { en: 'Recommended Procedure 10-H', es: 'Procedimiento recomendado 10-H', it: 'Procedura raccomandata 10-H' },
    },
    text: {
      en: 'Stud, deck running out: if the stub holds fewer cards than the players owed one plus a burn plus a last card that is never dealt, add the three earlier burns if that is enough, scramble, cut, burn and deal. Otherwise, with three or more cards in the stub, burn and deal one community card; with fewer than three, scramble them with the three burns, cut, burn and deal one community card. The player who acted first on 6th street acts first again.',
      es: 'Stud, mazo que se acaba: si el resto del mazo tiene menos cartas que los jugadores pendientes más una quemada más una última que nunca se reparte, se añaden las tres quemadas anteriores si con eso alcanza, se baraja, se corta, se quema y se reparte. Si no, con tres o más cartas en el resto se quema y se reparte una carta común; con menos de tres, se barajan con las tres quemadas, se corta, se quema y se reparte una carta común. Vuelve a hablar primero quien actuó primero en sexta calle.',
      it: "Stud, mazzo che finisce: se il resto del mazzo ha meno carte dei giocatori in attesa più una bruciata più un'ultima che non si dà mai, si aggiungono le tre bruciate precedenti se bastano, si rimescola, si taglia, si brucia e si distribuisce. Altrimenti, con tre o più carte nel resto si brucia e si dà una carta comune; con meno di tre, si rimescolano con le tre bruciate, si taglia, si brucia e si dà una carta comune. Parla di nuovo per primo chi ha parlato per primo in sesta strada.",
    },
  },
  'tda.30': {
    source: { book: 'TDA', ref: { en: 'Rule 30: at your seat', es: 'Regla 30: en tu asiento', it: 'Regola 30: al tuo posto' } },
    text: {
      en: 'A player who is not at the seat when the initial hands have been dealt has a dead hand; antes and a bring-in owed are still posted.',
      es: 'Un jugador que no está en su asiento cuando se terminan de repartir las manos iniciales tiene la mano muerta; los antes y el bring-in que le toque se ponen igualmente.',
      it: "Un giocatore che non è al suo posto quando le mani iniziali sono state distribuite ha la mano morta; gli ante e l'eventuale bring-in si versano comunque.",
    },
  },
  'tda.35': {
    source: { book: 'TDA', ref: { en: 'Rule 35: misdeals', es: 'Regla 35: repartos nulos', it: 'Regola 35: smazzate nulle' } },
    text: {
      en: 'Misdeals include two or more boxed cards on the initial deal, the first card to the wrong seat, cards dealt to a seat not entitled to a hand and a seat entitled to a hand dealt out. Once substantial action has taken place there is no misdeal. A fouled deck voids the hand and returns all bets whatever the action.',
      es: 'Son repartos nulos, entre otros: dos o más cartas volteadas en el reparto inicial, la primera carta al asiento equivocado, cartas a un asiento sin derecho a mano y un asiento con derecho a mano que se quedó sin cartas. Tras una acción sustancial ya no hay reparto nulo. Un mazo defectuoso anula la mano y devuelve todas las apuestas, haya habido la acción que haya habido.',
      it: "Sono smazzate nulle, tra l'altro: due o più carte girate nella distribuzione iniziale, la prima carta al posto sbagliato, carte a un posto senza diritto alla mano e un posto con diritto alla mano rimasto senza carte. Dopo un'azione sostanziale non c'è più smazzata nulla. Un mazzo difettoso annulla la mano e restituisce tutte le puntate, qualunque sia l'azione.",
    },
  },
  'tda.66': {
    source: {
      book: 'TDA',
      ref: { en: 'Rule 66: stud upcards', es: 'Regla 66: cartas descubiertas en stud', it: 'Regola 66: carte scoperte nello stud' },
    },
    text: {
      en: 'Stud: a player who turns down or picks up the upcards while facing action has folded.',
      es: 'Stud: el jugador que tapa o recoge sus cartas descubiertas con una acción pendiente se ha retirado.',
      it: "Stud: il giocatore che copre o raccoglie le carte scoperte mentre ha un'azione davanti ha passato.",
    },
  },
  'seed-000.run-out': {
    source: {
      book: 'SEED-000',
      ref: {
        en: 'Seventh street: not enough cards',
        es: 'Séptima calle: no alcanzan las cartas',
        it: 'Settima strada: le carte non bastano',
      },
    },
    text: {
      en: 'Online: if the deck cannot give every player a final card, the burn cards are shuffled with the remaining cards and dealt if that covers everyone; otherwise the burns are shuffled and one community card is dealt. Folded cards are never used again.',
      es: 'En línea: si el mazo no alcanza para dar la última carta a todos, las cartas quemadas se barajan con las que quedan y se reparten si alcanzan para todos; si no, se barajan las quemadas y se reparte una carta común. Las cartas de los jugadores retirados nunca se reutilizan.',
      it: "Online: se il mazzo non basta per dare l'ultima carta a tutti, le carte bruciate si mescolano con quelle rimaste e si distribuiscono se bastano per tutti; altrimenti si mescolano le bruciate e si dà una carta comune. Le carte dei giocatori che hanno passato non si riusano mai.",
    },
  },
  'house.two-exposed-downcards': {
    source: {
      book: 'HOUSE',
      ref: {
        en: 'Both hole cards exposed under TDA rules',
        es: 'Las dos cartas tapadas expuestas con reglas TDA',
        it: 'Entrambe le carte coperte esposte con le regole TDA',
      },
    },
    text: {
      en: 'Our reading, not a TDA text: RP-10-A repairs one exposed downcard; with both hole cards exposed on the initial deal the hand cannot be repaired that way, so it is a misdeal, as TDA 35 treats two exposed downcards in other games.',
      es: 'Nuestra lectura, no un texto de la TDA: RP-10-A arregla una carta tapada expuesta; con las dos cartas tapadas expuestas en el reparto inicial no hay arreglo posible, así que es un reparto nulo, como trata la regla 35 de la TDA dos cartas tapadas expuestas en otros juegos.',
      it: 'Nostra lettura, non un testo TDA: RP-10-A ripara una carta coperta esposta; con entrambe le carte coperte esposte nella distribuzione iniziale la mano non si ripara così, quindi è smazzata nulla, come la regola 35 della TDA tratta due carte coperte esposte negli altri giochi.',
    },
  },
  'house.six-card-hand': {
    source: {
      book: 'HOUSE',
      ref: {
        en: 'Hand missing its seventh card under TDA rules',
        es: 'Una mano sin su séptima carta con reglas TDA',
        it: 'Una mano senza la settima carta con le regole TDA',
      },
    },
    text: {
      en: "Our reading, not a TDA text: the TDA rules say nothing of a stud hand missing only its seventh card at the showdown; the house follows Robert's Rules (stud rule 18): that hand may be ruled live and plays with its six cards.",
      es: "Nuestra lectura, no un texto de la TDA: las reglas de la TDA no dicen nada de una mano de stud a la que solo le falta la séptima carta en el showdown; la casa sigue las Robert's Rules of Poker (regla 18 de stud): esa mano se puede declarar viva y juega con sus seis cartas.",
      it: "Nostra lettura, non un testo TDA: le regole TDA non dicono nulla di una mano di stud a cui manca solo la settima carta allo showdown; la casa segue le Robert's Rules of Poker (regola 18 dello stud): quella mano può essere dichiarata viva e gioca con le sue sei carte.",
    },
  },
} as const satisfies Record<string, RuleEntry>;
