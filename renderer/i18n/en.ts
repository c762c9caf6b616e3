/** English UI texts. es.ts and it.ts must have exactly the same keys (checked by a test). */
const en = {
  app: {
    name: 'Bring-In',
    tagline: 'Stud dealer trainer',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main',
    drills: 'Drills',
  },
  language: {
    label: 'Language',
    en: 'English',
    es: 'Spanish',
    it: 'Italian',
    short: { en: 'EN', es: 'ES', it: 'IT' },
  },
  home: {
    title: 'Drills',
    intro: 'Practise the decisions a stud dealer makes. Every answer is graded at once, with the rule behind it.',
    start: 'Start',
  },
  drills: {
    bringIn: {
      title: 'Who brings in?',
      description: 'Third street is dealt. Find the seat that must make the forced bet, in Seven Card Stud, Razz or Stud Hi-Lo.',
    },
  },
  variant: {
    stud: 'Seven Card Stud',
    razz: 'Razz',
    stud8: 'Stud Hi-Lo (eight or better)',
  },
  setup: {
    title: 'Setup',
    variant: 'Game',
    players: 'Players',
    newDeal: 'New deal',
  },
  drill: {
    question: 'Who brings in?',
    instructions: 'Click the seat, or press its number key.',
    next: 'Next scenario',
    nextHint: 'Enter or Space',
    scenarioCode: 'Scenario code',
    badCode: 'The scenario code "{code}" could not be read, so a new deal was started.',
  },
  feedback: {
    right: 'Right',
    wrong: 'Wrong',
    rightDetail: 'Seat {seat} brings in.',
    wrongDetail: 'You picked seat {picked}; seat {seat} brings in.',
    time: 'Time: {seconds} s',
  },
  why: {
    title: 'Why',
    source: 'Source: {book}, {ref}',
  },
  score: {
    title: 'Session score',
    summary: '{right} right of {answered} answered',
    accuracy: '{percent}% right',
    none: 'No answers yet.',
    saveFailed: 'This answer counts for the session but could not be saved: {detail}',
  },
  table: {
    label: 'Stud table with {players} players',
    dealer: 'Dealer',
    deck: 'Deck',
    seat: 'Seat {seat}',
    pickSeat: 'Seat {seat}: door card {card}',
    bringsIn: 'Brings in',
    yourPick: 'Your pick',
  },
  cards: {
    down: 'down',
    downcardName: '{card}, down card',
  },
};

export default en;
export type UiMessages = typeof en;
