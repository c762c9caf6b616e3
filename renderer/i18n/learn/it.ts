import type en from './en';

/** Testi in italiano del percorso del primo giorno: la pagina Impara, le lezioni, i suggerimenti, le schede iniziali e il glossario. */
const texts: typeof en = {
  learn: {
    nav: 'Impara',
    title: 'Imparare a distribuire',
    intro:
      "Una lezione per ogni tecnica del mazziere, nell'ordine in cui la mano le incontra: un esempio distribuito sul tavolo e seguito passo per passo, la regola completa, poi tre domande veloci. Poi esercita ogni tecnica nel suo esercizio finché non la padroneggi.",
    game: 'Gioco',
    path: 'Le tecniche',
    next: {
      title: 'Il tuo prossimo passo',
      learn: 'Impara: {lesson}',
      practise: 'Esercitati finché non la padroneggi: {lesson}',
      exam: 'Padroneggi tutte le tecniche di questo gioco: fai un esame per dimostrare che sei pronto per il tavolo.',
      openLesson: 'Apri la lezione',
      practiseButton: 'Esercita questa tecnica',
      examButton: 'Vai agli esami',
    },
    state: { notStarted: 'Da iniziare', learning: 'In corso', practised: 'Esercitata', mastered: 'Padroneggiata' },
    figures: '{right} giuste su {answered} · {good} delle ultime {window} giuste in tempo',
    noAnswers: 'Ancora nessuna risposta',
    openLesson: 'Apri la lezione: {lesson}',
    more: 'Altro aiuto',
    glossary: 'Glossario dei termini e degli annunci del mazziere',
    welcome: 'Rivedi le schede iniziali',
    lesson: {
      back: 'Tutte le lezioni',
      houseRules: 'Regole della casa: {name}',
      notForGame:
        'Questa lezione vale solo per il seven card stud: nel razz e nello stud hi-lo la quarta strada si gioca sempre con la puntata piccola.',
      step: 'Passo {step} di {steps}',
      previous: 'Indietro',
      next: 'Avanti',
      keys: "Le frecce sinistra e destra della tastiera passano da un passo all'altro.",
      dealerSays: 'Il mazziere dice',
      another: 'Un altro esempio',
      example: 'Esempio {seed}',
      failed: 'Non è stato possibile distribuire questo esempio: {detail}',
      stepsLabel: "L'esempio, passo per passo",
      rule: {
        title: 'La regola',
        remember: 'Da ricordare',
        others: 'Dove le regole della casa sono diverse',
        yours: 'le tue',
        followedBy: 'La seguono: {profiles}',
        same: 'I regolamenti concordano: tutte le regole della casa la applicano allo stesso modo.',
      },
      questions: {
        title: 'Tre domande veloci',
        intro: "Tre domande dell'esercizio su questa tecnica, corrette subito con la regola di ogni risposta.",
        start: 'Inizia le domande',
        counter: 'Domanda {n} di {count}',
        next: 'Domanda successiva',
        finish: 'Vedi il risultato',
        failed: 'Non è stato possibile distribuire le domande: {detail}',
      },
      done: {
        title: 'Lezione finita',
        score: '{right} giuste su {count}',
        practise: 'Esercita questa tecnica',
        nextLesson: 'Lezione successiva: {lesson}',
        again: 'Ripercorri la lezione',
        dealHand: 'Distribuisci una mano: i passi di questa lezione in una mano intera',
      },
    },
    hint: {
      button: 'Suggerimento',
      hide: 'Nascondi il suggerimento',
      title: 'Dalla lezione «{lesson}»',
      open: 'Apri la lezione',
    },
    onboarding: {
      label: 'Per iniziare',
      counter: 'Scheda {n} di {count}',
      skip: 'Salta',
      back: 'Indietro',
      next: 'Avanti',
      done: 'Inizia a imparare',
      toDrills: 'Vai agli esercizi',
      what: {
        title: "Che cos'è Bring-In",
        text: "Un allenatore per mazzieri di seven card stud, razz e stud hi-lo. Il motore delle regole distribuisce ogni mano e corregge subito ogni risposta con la regola su cui si basa: Robert's Rules of Poker, le regole della TDA o le regole della casa della tua sala.",
      },
      choose: {
        title: 'Il tuo gioco e le regole della casa',
        text: 'Le lezioni e gli esercizi si distribuiscono nel gioco e con le regole della casa scelti qui. Puoi cambiarli quando vuoi.',
      },
      begin: {
        title: 'Da dove cominciare',
        text: 'Comincia dalla pagina Impara: una lezione per tecnica, ognuna con un esempio sul tavolo e tre domande. Poi esercita ogni tecnica nel suo esercizio finché non la padroneggi, e fai un esame.',
        steps: 'Imparare · Esercitarsi · Esame',
      },
    },
  },
  glossary: {
    title: 'Glossario',
    intro:
      'Tutti i termini della distribuzione dello stud con il loro significato e tutti gli annunci del mazziere, in inglese, spagnolo e italiano, ciascuno con la lezione che lo insegna.',
    terms: 'Termini',
    phrases: 'Che cosa dice il mazziere',
    language: { en: 'Inglese', es: 'Spagnolo', it: 'Italiano' },
    meaning: 'Che cosa significa',
    lesson: 'Lezione',
    search: 'Cerca un termine',
    none: 'Nessun risultato per «{query}».',
    count: '{shown} di {total}',
  },
};

export default texts;
