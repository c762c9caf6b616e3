import type { Locale, Localized } from '../../core';

/**
 * The words of a stud dealer in English, Spanish and Italian: one term per concept in each language, and the
 * phrases a dealer says at the table. Every catalog (the UI's, core's texts and the rule texts) uses these terms
 * and none of the words each entry avoids (glossary.test.ts checks it). Data a page can show as it is: each term
 * with what it means, each phrase with when the dealer says it.
 */

export type GlossaryTopic = 'cards' | 'dealing' | 'betting' | 'pots' | 'showdown' | 'irregularities' | 'table';

export interface GlossaryTerm {
  readonly id: string;
  readonly topic: GlossaryTopic;
  /** The one term for the concept in each language (a noun, or a verb with its noun). */
  readonly term: Localized;
  /** What it means, in each language. */
  readonly meaning: Localized;
  /**
   * The forms a text uses when it uses the term (its plural, its verb forms), lower case: a catalog uses the term
   * when one of its texts contains one of them. Absent: the term itself, lower case.
   */
  readonly forms?: Partial<Readonly<Record<Locale, readonly string[]>>>;
  /** Words for the same concept that no text may use (calques, a second synonym, hold'em words), lower case. */
  readonly avoid?: Partial<Readonly<Record<Locale, readonly string[]>>>;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'bring-in',
    topic: 'betting',
    term: { en: 'bring-in (bring it in)', es: 'bring-in (poner el bring-in)', it: 'bring-in (mettere il bring-in)' },
    meaning: {
      en: 'The forced bet on 3rd street, made by the lowest door card (the highest in razz).',
      es: 'La apuesta obligatoria de la tercera calle, que pone la carta descubierta más baja (la más alta en razz).',
      it: 'La puntata obbligatoria della terza strada, che mette la carta scoperta più bassa (la più alta nel razz).',
    },
    forms: {
      en: ['bring-in', 'brings in', 'bring in'],
      es: ['poner el bring-in', 'pone el bring-in', 'pongo el bring-in', 'ponga el bring-in', 'ponerlo'],
      it: ['mettere il bring-in', 'mette il bring-in', 'metta il bring-in', 'messo il bring-in'],
    },
    avoid: {
      es: ['pagar el bring-in', 'paga el bring-in', 'pagó el bring-in', 'abre con el bring-in', 'abrir con el bring-in'],
      it: [
        'versare il bring-in',
        'versa il bring-in',
        'versato il bring-in',
        'aprire con il bring-in',
        'apre con il bring-in',
        'apre con la puntata obbligatoria',
        'aprire con la puntata obbligatoria',
      ],
    },
  },
  {
    id: 'complete',
    topic: 'betting',
    term: { en: 'complete (completion)', es: 'completar (la apuesta completa)', it: 'completare (completamento)' },
    meaning: {
      en: "To raise the bring-in to a full small bet: the round's first bet, not a raise.",
      es: 'Subir el bring-in hasta una apuesta pequeña completa: la primera apuesta de la ronda, no una subida.',
      it: 'Portare il bring-in a una puntata piccola intera: la prima puntata del giro, non un rilancio.',
    },
    forms: { en: ['complete'], es: ['completar', 'completa'], it: ['completare', 'completamento', 'completa'] },
  },
  {
    id: 'upcard',
    topic: 'cards',
    term: { en: 'upcard (door card: the first one)', es: 'carta descubierta', it: 'carta scoperta' },
    meaning: {
      en: 'A card dealt face up; the door card is the first, on 3rd street.',
      es: 'Una carta repartida boca arriba; la primera, en la tercera calle, abre la mano.',
      it: 'Una carta data scoperta; la prima, in terza strada, è la prima carta scoperta.',
    },
    forms: { en: ['upcard', 'door card'], es: ['carta descubierta', 'cartas descubiertas'], it: ['carta scoperta', 'carte scoperte'] },
    avoid: {
      es: ['carta de la puerta', 'carta destapada', 'carta visible', 'cartas visibles'],
      it: ['carta di porta', 'carta visibile', 'carte visibili'],
    },
  },
  {
    id: 'downcard',
    topic: 'cards',
    term: { en: 'downcard (hole card)', es: 'carta tapada', it: 'carta coperta' },
    meaning: {
      en: 'A card dealt face down: two on 3rd street, one on 7th.',
      es: 'Una carta repartida boca abajo: dos en la tercera calle y una en la séptima.',
      it: 'Una carta data coperta: due in terza strada e una in settima.',
    },
    forms: { en: ['down card', 'downcard', 'hole card'], es: ['carta tapada', 'cartas tapadas'], it: ['carta coperta', 'carte coperte'] },
    avoid: { es: ['carta oculta', 'cartas ocultas'] },
  },
  {
    id: 'burn',
    topic: 'dealing',
    term: { en: 'burn (the burn card)', es: 'quemar (la carta quemada)', it: 'bruciare (la carta bruciata)' },
    meaning: {
      en: 'The top card taken off face down before each of 4th to 7th street.',
      es: 'La carta de arriba que se aparta boca abajo antes de la cuarta, quinta, sexta y séptima calle.',
      it: 'La carta in cima messa da parte coperta prima della quarta, quinta, sesta e settima strada.',
    },
    forms: { en: ['burn'], es: ['quema', 'quemada'], it: ['brucia', 'bruciata'] },
  },
  {
    id: 'stub',
    topic: 'dealing',
    term: { en: 'stub', es: 'resto del mazo', it: 'resto del mazzo' },
    meaning: {
      en: "The cards left undealt in the dealer's hand.",
      es: 'Las cartas que quedan sin repartir en la mano del crupier.',
      it: 'Le carte ancora da distribuire in mano al mazziere.',
    },
  },
  {
    id: 'scramble',
    topic: 'dealing',
    term: { en: 'scramble (face down); shuffle', es: 'mezclar (boca abajo); barajar', it: 'mescolare (coperte); rimescolare' },
    meaning: {
      en: 'Scramble: mix cards face down on the table (the burns with the last card on 7th street); shuffle: shuffle a deck.',
      es: 'Mezclar: revolver cartas boca abajo sobre la mesa (las quemadas con la última carta en la séptima calle); barajar: barajar un mazo.',
      it: "Mescolare: mischiare le carte coperte sul tavolo (le bruciate con l'ultima carta in settima strada); rimescolare: mescolare di nuovo un mazzo.",
    },
    forms: { en: ['scramble'], es: ['mezcla'], it: ['mescola'] },
  },
  {
    id: 'muck',
    topic: 'dealing',
    term: { en: 'muck (the muck)', es: 'tirar la mano (el descarte)', it: 'scartare la mano (gli scarti)' },
    meaning: {
      en: 'To give up a hand by throwing it away; the muck is the pile of discarded cards.',
      es: 'Dejar una mano tirándola; el descarte es el montón de cartas tiradas.',
      it: 'Lasciare una mano gettandola; gli scarti sono il mucchio delle carte gettate.',
    },
    forms: { en: ['muck'], es: ['tira', 'descarte'], it: ['scarta', 'scarti'] },
    avoid: { es: ['descartar', 'se descarta', 'descartada', 'descartado'] },
  },
  {
    id: 'pot',
    topic: 'pots',
    term: { en: 'pot', es: 'bote', it: 'piatto' },
    meaning: {
      en: 'The chips in the middle that the hand is played for.',
      es: 'Las fichas del centro por las que se juega la mano.',
      it: 'Le fiches al centro per cui si gioca la mano.',
    },
  },
  {
    id: 'main-pot',
    topic: 'pots',
    term: { en: 'main pot', es: 'bote principal', it: 'piatto principale' },
    meaning: {
      en: 'The pot every player still in can win.',
      es: 'El bote que puede ganar cualquier jugador que siga en la mano.',
      it: 'Il piatto che può vincere ogni giocatore ancora in mano.',
    },
  },
  {
    id: 'side-pot',
    topic: 'pots',
    term: { en: 'side pot', es: 'bote secundario', it: 'piatto laterale' },
    meaning: {
      en: 'A pot made of chips an all-in player cannot win.',
      es: 'Un bote hecho con fichas que un jugador all-in no puede ganar.',
      it: 'Un piatto fatto di fiches che un giocatore all-in non può vincere.',
    },
    forms: { es: ['bote secundario', 'botes secundarios'], it: ['piatto laterale', 'piatti laterali'] },
    avoid: {
      es: ['bote paralelo', 'botes paralelos', 'bote lateral', 'botes laterales'],
      it: ['piatto secondario', 'piatti secondari', 'side pot'],
    },
  },
  {
    id: 'ante',
    topic: 'betting',
    term: { en: 'ante', es: 'ante', it: 'ante' },
    meaning: {
      en: 'What each player puts in the pot before the deal.',
      es: 'Lo que cada jugador pone en el bote antes del reparto.',
      it: 'Quello che ogni giocatore mette nel piatto prima della distribuzione.',
    },
  },
  {
    id: 'small-big-bet',
    topic: 'betting',
    term: { en: 'small bet, big bet', es: 'apuesta pequeña, apuesta grande', it: 'puntata piccola, puntata grande' },
    meaning: {
      en: 'The fixed bet of 3rd and 4th street, and twice it on 5th, 6th and 7th.',
      es: 'La apuesta fija de la tercera y la cuarta calle, y el doble en la quinta, la sexta y la séptima.',
      it: 'La puntata fissa della terza e della quarta strada, e il doppio in quinta, sesta e settima.',
    },
    forms: { en: ['small bet', 'big bet'], es: ['apuesta pequeña', 'apuesta grande'], it: ['puntata piccola', 'puntata grande'] },
  },
  {
    id: 'cap',
    topic: 'betting',
    term: { en: 'cap (capped)', es: 'tope (las apuestas han llegado al tope)', it: 'limite dei rilanci (limite dei rilanci raggiunto)' },
    meaning: {
      en: 'The most raises a round allows: a bet and three raises; after that the betting is capped.',
      es: 'Las subidas que admite una ronda: una apuesta y tres subidas; después las apuestas han llegado al tope.',
      it: 'I rilanci che un giro ammette: una puntata e tre rilanci; dopo si è raggiunto il limite dei rilanci.',
    },
    forms: { en: ['cap'], es: ['tope'], it: ['limite dei rilanci'] },
    avoid: { es: ['topadas', 'topada', 'topado', 'límite de subidas', 'cap'], it: ['(cap)', 'tetto'] },
  },
  {
    id: 'bet',
    topic: 'betting',
    term: { en: 'bet', es: 'apostar (apuesta)', it: 'puntare (puntata)' },
    meaning: {
      en: 'The first chips put in on a round.',
      es: 'Las primeras fichas que se ponen en una ronda.',
      it: 'Le prime fiches messe in un giro.',
    },
    forms: { es: ['apuesta'], it: ['punta'] },
    avoid: { it: ['scommessa', 'scommettere'] },
  },
  {
    id: 'raise',
    topic: 'betting',
    term: { en: 'raise', es: 'subir (subida)', it: 'rilanciare (rilancio)' },
    meaning: {
      en: 'To put in more than the bet to call.',
      es: 'Poner más que la apuesta que hay que igualar.',
      it: 'Mettere più della puntata da chiamare.',
    },
    forms: { es: ['subir', 'subida', 'sube'], it: ['rilancia', 'rilancio'] },
    avoid: { es: ['resubir'], it: ['sollevare', 'rialzare', 'rialzo'] },
  },
  {
    id: 'string-raise',
    topic: 'betting',
    term: { en: 'string raise', es: 'subir en varios movimientos (string raise)', it: 'rilanciare in più movimenti (string raise)' },
    meaning: {
      en: 'Chips put in, then more fetched from the stack without saying "raise": not allowed, the player has only called.',
      es: 'Poner fichas y volver al stack a por más sin decir «subo»: no se permite, el jugador solo ha igualado.',
      it: 'Mettere fiches e tornare allo stack a prenderne altre senza dire «rilancio»: non è ammesso, il giocatore ha solo chiamato.',
    },
    forms: { en: ['string raise'], es: ['varios movimientos'], it: ['più movimenti'] },
  },
  {
    id: 'call',
    topic: 'betting',
    term: { en: 'call', es: 'igualar', it: 'chiamare' },
    meaning: {
      en: 'To put in just what the bet asks.',
      es: 'Poner justo lo que pide la apuesta.',
      it: 'Mettere esattamente quello che chiede la puntata.',
    },
    forms: { es: ['iguala'], it: ['chiama'] },
    avoid: {
      es: ['la igualada', 'ver la apuesta', 'pagar la apuesta'],
      it: ['vedere {', 'ha visto {', 'vedere per meno', 'solo vedere', 'vedere un rilancio', 'vedere la puntata'],
    },
  },
  {
    id: 'check',
    topic: 'betting',
    term: { en: 'check', es: 'pasar', it: 'check (fare check)' },
    meaning: {
      en: 'To bet nothing when there is nothing to call.',
      es: 'No apostar cuando no hay nada que igualar.',
      it: "Non puntare quando non c'è niente da chiamare.",
    },
    forms: { es: ['pasa'], it: ['check'] },
    avoid: { it: ['bussare', 'bussa', 'bussato', 'bussano'] },
  },
  {
    id: 'fold',
    topic: 'betting',
    term: { en: 'fold', es: 'retirarse', it: 'passare' },
    meaning: {
      en: 'To give up the hand and every chip put in.',
      es: 'Dejar la mano y las fichas ya puestas.',
      it: 'Lasciare la mano e le fiches già messe.',
    },
    forms: { es: ['retira'], it: ['passa'] },
    avoid: { es: ['foldear'], it: ['abbandona', 'abbandoni', 'abbandonare', 'foldare', 'piegare'] },
  },
  {
    id: 'all-in',
    topic: 'betting',
    term: { en: 'all-in', es: 'all-in', it: 'all-in' },
    meaning: { en: 'With every chip in the pot.', es: 'Con todas sus fichas en el bote.', it: 'Con tutte le fiches nel piatto.' },
  },
  {
    id: 'show',
    topic: 'showdown',
    term: { en: 'showdown (show)', es: 'showdown (mostrar)', it: 'showdown (mostrare)' },
    meaning: {
      en: 'The end of the hand, where the hands still in are shown and compared.',
      es: 'El final de la mano, donde se muestran y comparan las manos que siguen.',
      it: 'La fine della mano, dove si mostrano e si confrontano le mani ancora in gioco.',
    },
    forms: { en: ['showdown', 'shows'], es: ['muestra', 'mostrar'], it: ['mostra'] },
    avoid: { es: ['enseña', 'enseñar', 'enseñan', 'enseñó'] },
  },
  {
    id: 'high-hand-showing',
    topic: 'table',
    term: { en: 'high hand showing', es: 'la mano más alta a la vista', it: 'il punto più alto scoperto' },
    meaning: {
      en: 'The best board of upcards: it acts first on 4th to 7th street.',
      es: 'La mejor combinación de cartas descubiertas: habla primero de la cuarta a la séptima calle.',
      it: 'La migliore combinazione di carte scoperte: parla per primo dalla quarta alla settima strada.',
    },
    forms: { en: ['board'], es: ['a la vista'], it: ['scoperto'] },
    avoid: { it: ['mano più alta', 'mano più bassa'] },
  },
  {
    id: 'open-pair',
    topic: 'betting',
    term: { en: 'open pair', es: 'pareja descubierta', it: 'coppia scoperta' },
    meaning: {
      en: "A pair showing on 4th street: in stud high the big bet may be made (Robert's Rules of Poker).",
      es: "Una pareja a la vista en la cuarta calle: en stud alto se puede hacer la apuesta grande (Robert's Rules of Poker).",
      it: "Una coppia scoperta in quarta strada: nello stud alto si può fare la puntata grande (Robert's Rules of Poker).",
    },
    forms: { en: ['open pair'] },
    avoid: { es: ['pareja abierta', 'pareja visible'], it: ['coppia aperta'] },
  },
  {
    id: 'streets',
    topic: 'dealing',
    term: { en: '3rd to 7th street', es: 'tercera a séptima calle', it: 'terza a settima strada' },
    meaning: {
      en: 'The five rounds of dealing, each followed by a round of betting.',
      es: 'Las cinco rondas de reparto, cada una seguida de una ronda de apuestas.',
      it: 'I cinque giri di distribuzione, ognuno seguito da un giro di puntate.',
    },
    forms: { en: ['3rd street', '7th street'], es: ['tercera calle', 'séptima calle'], it: ['terza strada', 'settima strada'] },
  },
  {
    id: 'seventh-street',
    topic: 'dealing',
    term: { en: '7th street', es: 'séptima calle', it: 'settima strada' },
    meaning: {
      en: 'The last card, dealt face down. Stud has no river.',
      es: 'La última carta, repartida boca abajo. El stud no tiene river.',
      it: "L'ultima carta, data coperta. Lo stud non ha river.",
    },
    avoid: { en: ['river'], es: ['river', 'última calle', 'el río'], it: ['river', 'ultima strada', 'il fiume'] },
  },
  {
    id: 'misdeal',
    topic: 'irregularities',
    term: { en: 'misdeal', es: 'reparto nulo', it: 'smazzata nulla' },
    meaning: {
      en: 'A deal called off: the cards are taken back and dealt again.',
      es: 'Un reparto anulado: se recogen las cartas y se reparte de nuevo.',
      it: 'Una distribuzione annullata: si raccolgono le carte e si distribuisce di nuovo.',
    },
    forms: { es: ['reparto nulo'], it: ['smazzata nulla'] },
    avoid: { es: ['misdeal'], it: ['misdeal'] },
  },
  {
    id: 'dead-hand',
    topic: 'irregularities',
    term: { en: 'dead hand (kill a hand)', es: 'mano muerta (declarar muerta la mano)', it: 'mano morta (dichiarare morta la mano)' },
    meaning: {
      en: 'A hand that can no longer win: its cards go to the muck.',
      es: 'Una mano que ya no puede ganar: sus cartas van al descarte.',
      it: 'Una mano che non può più vincere: le sue carte vanno negli scarti.',
    },
    forms: { en: ['dead', 'kill'], es: ['muerta'], it: ['morta'] },
    avoid: { es: ['matar la mano', 'mata la mano', 'mata esa mano', 'se mata'], it: ['uccidi', 'uccidere', 'uccisa', 'ucciso'] },
  },
  {
    id: 'exposed-card',
    topic: 'irregularities',
    term: { en: 'exposed card', es: 'carta expuesta', it: 'carta esposta' },
    meaning: {
      en: 'A card the dealer turns face up by mistake (upcards are dealt face up on purpose).',
      es: 'Una carta que el crupier descubre por error (las cartas descubiertas se reparten boca arriba a propósito).',
      it: 'Una carta che il mazziere scopre per errore (le carte scoperte si danno scoperte di proposito).',
    },
    forms: { es: ['expuesta'], it: ['esposta'] },
    avoid: { es: ['carta tapada descubierta', 'cartas tapadas descubiertas'], it: ['carta coperta scoperta', 'carte coperte scoperte'] },
  },
  {
    id: 'boxed-card',
    topic: 'irregularities',
    term: { en: 'boxed card', es: 'carta volteada', it: 'carta girata' },
    meaning: {
      en: 'A card found face up in the deck.',
      es: 'Una carta que aparece boca arriba en el mazo.',
      it: 'Una carta che si trova scoperta nel mazzo.',
    },
  },
  {
    id: 'premature-card',
    topic: 'irregularities',
    term: { en: 'premature card', es: 'carta adelantada', it: 'carta anticipata' },
    meaning: {
      en: 'A card dealt before the betting round is over.',
      es: 'Una carta repartida antes de que acabe la ronda de apuestas.',
      it: 'Una carta data prima della fine del giro di puntate.',
    },
    forms: { es: ['adelantada'], it: ['anticipata', 'anticipate'] },
    avoid: { es: ['prematura', 'prematuras', 'prematuramente'], it: ['prematura', 'premature', 'prematuramente'] },
  },
  {
    id: 'common-card',
    topic: 'dealing',
    term: { en: 'common card', es: 'carta común', it: 'carta comune' },
    meaning: {
      en: 'One card dealt face up in the middle for every player when the stub cannot give each a 7th-street card.',
      es: 'Una carta descubierta en el centro para todos cuando el resto del mazo no alcanza para la séptima calle de cada uno.',
      it: 'Una carta scoperta al centro per tutti quando il resto del mazzo non basta per la settima strada di ciascuno.',
    },
    avoid: { es: ['comunitaria', 'comunitarias', 'de comunidad'], it: ['comunitaria', 'comunitarie'] },
  },
  {
    id: 'odd-chip',
    topic: 'pots',
    term: { en: 'odd chip', es: 'ficha impar', it: 'fiche dispari' },
    meaning: {
      en: 'The chip left over when a pot does not split evenly.',
      es: 'La ficha que sobra cuando un bote no se reparte a partes iguales.',
      it: 'La fiche che avanza quando un piatto non si divide in parti uguali.',
    },
    avoid: { es: ['ficha sobrante'], it: ['chip dispari'] },
  },
  {
    id: 'chips',
    topic: 'pots',
    term: { en: 'chips', es: 'fichas', it: 'fiches' },
    meaning: { en: 'What players bet with.', es: 'Con lo que apuestan los jugadores.', it: 'Ciò con cui puntano i giocatori.' },
    avoid: { es: ['chip', 'chips'], it: ['chip', 'chips', 'gettoni'] },
  },
  {
    id: 'scoop',
    topic: 'pots',
    term: { en: 'scoop', es: 'llevarse todo el bote', it: 'prendere tutto il piatto' },
    meaning: {
      en: 'In Stud Hi-Lo, to win both the high and the low half.',
      es: 'En Stud Hi-Lo, ganar la mitad alta y la baja.',
      it: 'Nello Stud Hi-Lo, vincere sia la metà alta sia la bassa.',
    },
    forms: { es: ['se lleva'], it: ['prende tutt'] },
    avoid: { es: ['scoop'], it: ['scoop'] },
  },
  {
    id: 'split-pot',
    topic: 'pots',
    term: { en: 'split pot', es: 'bote repartido', it: 'piatto diviso' },
    meaning: {
      en: 'A pot shared between equal hands, or between high and low.',
      es: 'Un bote que se reparte entre manos iguales, o entre la alta y la baja.',
      it: 'Un piatto che si divide fra punti uguali, o fra alto e basso.',
    },
    forms: { en: ['split'], es: ['repartido', 'reparte'], it: ['diviso', 'divide'] },
  },
  {
    id: 'qualifier',
    topic: 'showdown',
    term: {
      en: 'eight or better (a qualifying low)',
      es: 'ocho o menos (una baja que califica)',
      it: 'otto o meno (un basso qualificato)',
    },
    meaning: {
      en: 'In Stud Hi-Lo, a low counts only with five different ranks, eight or lower.',
      es: 'En Stud Hi-Lo, una baja solo cuenta con cinco valores distintos, de ocho o menos.',
      it: 'Nello Stud Hi-Lo, un basso conta solo con cinque valori diversi, otto o meno.',
    },
    forms: { en: ['eight or better', 'eight or lower', 'qualif'], es: ['ocho o menos', 'califi'], it: ['otto o meno', 'qualificat'] },
  },
  {
    id: 'stack',
    topic: 'table',
    term: { en: 'stack (chips behind)', es: 'stack (le quedan N fichas)', it: 'stack (gli restano N fiches)' },
    meaning: {
      en: 'The chips a player has in front, not yet bet.',
      es: 'Las fichas que un jugador tiene delante, sin apostar.',
      it: 'Le fiches che un giocatore ha davanti, non ancora puntate.',
    },
    forms: { en: ['behind', 'stack'], es: ['le quedan', 'stack'], it: ['gli restano', 'stack'] },
    avoid: { es: ['detrás'], it: ['dietro'] },
  },
  {
    id: 'dealer',
    topic: 'table',
    term: { en: 'dealer', es: 'crupier', it: 'mazziere' },
    meaning: { en: 'Who deals and runs the game.', es: 'Quien reparte y dirige el juego.', it: 'Chi distribuisce e conduce il gioco.' },
    avoid: { es: ['dealer', 'repartidor', 'croupier'], it: ['dealer', 'croupier', 'concessionario', 'commerciante'] },
  },
  {
    id: 'dealer-left',
    topic: 'table',
    term: { en: "the dealer's left (stud has no button)", es: 'a la izquierda del crupier', it: 'alla sinistra del mazziere' },
    meaning: {
      en: 'Where each round of dealing starts: stud has no dealer button.',
      es: 'Donde empieza cada ronda de reparto: el stud no tiene botón.',
      it: 'Dove comincia ogni giro di distribuzione: lo stud non ha il bottone.',
    },
    forms: { en: ["dealer's left"], es: ['izquierda del crupier'], it: ['sinistra del mazziere'] },
  },
  {
    id: 'acts-first',
    topic: 'betting',
    term: { en: 'acts first', es: 'habla primero', it: 'parla per primo' },
    meaning: {
      en: 'Opens the betting on a street: the bring-in on 3rd, the best board on 4th to 7th.',
      es: 'Abre las apuestas de una calle: el bring-in en la tercera, la mejor mano a la vista de la cuarta a la séptima.',
      it: 'Apre le puntate di una strada: il bring-in in terza, il punto migliore scoperto dalla quarta alla settima.',
    },
    forms: {
      en: ['acts first', 'act first'],
      es: ['habla primero', 'hablar primero', 'hable primero'],
      it: ['parla per primo', 'parla per prima', 'parlare per primo'],
    },
    avoid: {
      es: [
        'actúa primero',
        'actuar primero',
        'actúe primero',
        'actuaría primero',
        'actúan primero',
        'vuelve a actuar primero',
        'volvería a actuar primero',
      ],
      it: [
        'agisce per primo',
        'agisce per prima',
        'agire per primo',
        'agirebbe per primo',
        'agiscono per primi',
        'agisce di nuovo per primo',
        'agirebbe di nuovo per primo',
      ],
    },
  },
  {
    id: 'heads-up',
    topic: 'betting',
    term: { en: 'heads-up', es: 'mano a mano', it: 'testa a testa' },
    meaning: { en: 'Two players left in the hand.', es: 'Quedan dos jugadores en la mano.', it: 'Restano due giocatori nella mano.' },
    avoid: { es: ['heads-up'], it: ['heads-up'] },
  },
  {
    id: 'betting-round',
    topic: 'betting',
    term: { en: 'betting round', es: 'ronda de apuestas', it: 'giro di puntate' },
    meaning: {
      en: 'The betting after each street is dealt.',
      es: 'Las apuestas tras repartir cada calle.',
      it: 'Le puntate dopo la distribuzione di ogni strada.',
    },
    avoid: { it: ['giri successivi', 'primo giro con'] },
  },
  {
    id: 'uncalled-bet',
    topic: 'pots',
    term: { en: 'uncalled bet', es: 'apuesta no igualada', it: 'puntata non chiamata' },
    meaning: {
      en: 'Chips nobody called: they go back to the player who bet them.',
      es: 'Fichas que nadie igualó: vuelven a quien las apostó.',
      it: 'Fiches che nessuno ha chiamato: tornano a chi le ha puntate.',
    },
    forms: { en: ['called'], es: ['no igualad', 'nadie igual'], it: ['non chiamat', 'nessuno ha chiamato'] },
    avoid: { it: ['non pareggiata', 'non pareggiate', 'non pareggiato'] },
  },
  {
    id: 'house-rules',
    topic: 'table',
    term: { en: 'house rules', es: 'reglas de la casa', it: 'regole della casa' },
    meaning: {
      en: "The card room's choices where the rule books differ.",
      es: 'Lo que elige la sala donde los reglamentos no coinciden.',
      it: 'Le scelte della sala dove i regolamenti non concordano.',
    },
  },
  {
    id: 'ruling',
    topic: 'table',
    term: { en: 'ruling (the floor)', es: 'decisión (de sala)', it: 'decisione (di sala)' },
    meaning: {
      en: 'What the floor person decides when something goes wrong.',
      es: 'Lo que decide el responsable de sala cuando algo sale mal.',
      it: 'Quello che decide il responsabile di sala quando qualcosa va storto.',
    },
    forms: { en: ['ruling'], es: ['decisión'], it: ['decisione'] },
  },
  {
    id: 'hand-history',
    topic: 'table',
    term: { en: 'hand history', es: 'historial (de la mano)', it: 'storico (della mano)' },
    meaning: {
      en: 'A written record of a hand, action by action (PHH files).',
      es: 'El registro escrito de una mano, acción por acción (archivos PHH).',
      it: 'La registrazione scritta di una mano, azione per azione (file PHH).',
    },
    forms: { es: ['historial'], it: ['storico'] },
    avoid: { it: ['cronologia della mano', 'cronologia di mano', 'cronologie delle mani', 'cronologia phh', 'storie delle mani'] },
  },
  {
    id: 'roberts-rules',
    topic: 'table',
    term: { en: "Robert's Rules of Poker", es: "Robert's Rules of Poker", it: "Robert's Rules of Poker" },
    meaning: {
      en: "Bob Ciaffone's rule book, the usual reference of cash-game card rooms.",
      es: 'El reglamento de Bob Ciaffone, la referencia habitual de las salas de partidas de cash.',
      it: 'Il regolamento di Bob Ciaffone, il riferimento abituale delle sale di cash game.',
    },
    forms: { en: ["robert's rules"], es: ["robert's rules"], it: ["robert's rules"] },
    avoid: { es: ['reglas de robert'], it: ['regole di robert'] },
  },
];
