import type { UiMessages } from './en';

/** Textos de la interfaz en español. */
const es: UiMessages = {
  app: {
    name: 'Bring-In',
    tagline: 'Entrenador de crupieres de stud',
    skipToContent: 'Ir al contenido',
  },
  nav: {
    label: 'Principal',
    drills: 'Ejercicios',
  },
  language: {
    label: 'Idioma',
    en: 'Inglés',
    es: 'Español',
    it: 'Italiano',
    short: { en: 'EN', es: 'ES', it: 'IT' },
  },
  home: {
    title: 'Ejercicios',
    intro: 'Practica las decisiones que toma un crupier de stud. Cada respuesta se corrige al momento, con la regla que la respalda.',
    start: 'Empezar',
  },
  drills: {
    bringIn: {
      title: '¿Quién paga la apuesta inicial?',
      description: 'Se ha repartido la tercera calle. Encuentra el asiento que debe hacer la apuesta forzada, en Seven Card Stud, Razz o Stud Hi-Lo.',
    },
  },
  variant: {
    stud: 'Seven Card Stud',
    razz: 'Razz',
    stud8: 'Stud Hi-Lo (ocho o menos)',
  },
  setup: {
    title: 'Configuración',
    variant: 'Juego',
    players: 'Jugadores',
    newDeal: 'Nuevo reparto',
  },
  drill: {
    question: '¿Quién paga la apuesta inicial?',
    instructions: 'Haz clic en el asiento o pulsa su número.',
    next: 'Siguiente escenario',
    nextHint: 'Intro o Espacio',
    scenarioCode: 'Código del escenario',
    badCode: 'No se pudo leer el código de escenario "{code}"; se ha empezado un reparto nuevo.',
  },
  feedback: {
    right: 'Correcto',
    wrong: 'Incorrecto',
    rightDetail: 'Paga el asiento {seat}.',
    wrongDetail: 'Elegiste el asiento {picked}; paga el asiento {seat}.',
    time: 'Tiempo: {seconds} s',
  },
  why: {
    title: 'Por qué',
    source: 'Fuente: {book}, {ref}',
  },
  score: {
    title: 'Puntuación de la sesión',
    summary: 'Correctas: {right} de {answered}',
    accuracy: '{percent}% de aciertos',
    none: 'Todavía no hay respuestas.',
    saveFailed: 'Esta respuesta cuenta para la sesión, pero no se pudo guardar: {detail}',
  },
  table: {
    label: 'Mesa de stud con {players} jugadores',
    dealer: 'Crupier',
    deck: 'Baraja',
    seat: 'Asiento {seat}',
    pickSeat: 'Asiento {seat}: carta descubierta {card}',
    bringsIn: 'Paga',
    yourPick: 'Tu elección',
  },
  cards: {
    down: 'tapada',
    downcardName: '{card}, carta tapada',
  },
};

export default es;
