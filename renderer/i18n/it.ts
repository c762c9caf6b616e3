import type { UiMessages } from './en';

/** Testi dell'interfaccia in italiano. */
const it: UiMessages = {
  app: {
    name: 'Bring-In',
    tagline: 'Allenatore per dealer di stud',
    skipToContent: 'Vai al contenuto',
  },
  nav: {
    label: 'Principale',
    drills: 'Esercizi',
  },
  language: {
    label: 'Lingua',
    en: 'Inglese',
    es: 'Spagnolo',
    it: 'Italiano',
    short: { en: 'EN', es: 'ES', it: 'IT' },
  },
  home: {
    title: 'Esercizi',
    intro: 'Allenati sulle decisioni di un dealer di stud. Ogni risposta viene valutata subito, con la regola che la giustifica.',
    start: 'Inizia',
  },
  drills: {
    bringIn: {
      title: 'A chi tocca il bring-in?',
      description: 'È stato distribuito il terzo giro. Trova il posto che deve fare la puntata forzata, a Seven Card Stud, Razz o Stud Hi-Lo.',
    },
  },
  variant: {
    stud: 'Seven Card Stud',
    razz: 'Razz',
    stud8: 'Stud Hi-Lo (otto o meno)',
  },
  setup: {
    title: 'Impostazioni',
    variant: 'Gioco',
    players: 'Giocatori',
    newDeal: 'Nuova distribuzione',
  },
  drill: {
    question: 'A chi tocca il bring-in?',
    instructions: 'Fai clic sul posto o premi il suo numero.',
    next: 'Scenario successivo',
    nextHint: 'Invio o Spazio',
    scenarioCode: 'Codice dello scenario',
    badCode: 'Non è stato possibile leggere il codice scenario "{code}", quindi è iniziata una nuova distribuzione.',
  },
  feedback: {
    right: 'Giusto',
    wrong: 'Sbagliato',
    rightDetail: 'Il bring-in tocca al posto {seat}.',
    wrongDetail: 'Hai scelto il posto {picked}; il bring-in tocca al posto {seat}.',
    time: 'Tempo: {seconds} s',
  },
  why: {
    title: 'Perché',
    source: 'Fonte: {book}, {ref}',
  },
  score: {
    title: 'Punteggio della sessione',
    summary: 'Giuste: {right} su {answered}',
    accuracy: '{percent}% di risposte giuste',
    none: 'Ancora nessuna risposta.',
    saveFailed: 'Questa risposta vale per la sessione, ma non è stato possibile salvarla: {detail}',
  },
  table: {
    label: 'Tavolo di stud con {players} giocatori',
    dealer: 'Dealer',
    deck: 'Mazzo',
    seat: 'Posto {seat}',
    pickSeat: 'Posto {seat}: carta scoperta {card}',
    bringsIn: 'Bring-in',
    yourPick: 'La tua scelta',
  },
  cards: {
    down: 'coperta',
    downcardName: '{card}, carta coperta',
  },
};

export default it;
