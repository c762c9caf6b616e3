import type en from './en';

/** Textos en español del camino del primer día: la página Aprender, las lecciones, las pistas, las tarjetas de inicio y el glosario. */
const texts: typeof en = {
  learn: {
    nav: 'Aprender',
    title: 'Aprender a repartir',
    intro:
      'Una lección por cada técnica del crupier, en el orden en que aparecen en la mano: un ejemplo repartido en la mesa y recorrido paso a paso, la regla completa y después tres preguntas rápidas. Luego practica cada técnica en su ejercicio hasta dominarla.',
    game: 'Juego',
    path: 'Las técnicas',
    next: {
      title: 'Tu siguiente paso',
      learn: 'Aprende: {lesson}',
      practise: 'Practica hasta dominarla: {lesson}',
      exam: 'Dominas todas las técnicas de este juego: haz un examen para demostrar que estás listo para la mesa.',
      openLesson: 'Abrir la lección',
      practiseButton: 'Practicar esta técnica',
      examButton: 'Ir a los exámenes',
    },
    state: { notStarted: 'Sin empezar', learning: 'Aprendiendo', practised: 'Practicada', mastered: 'Dominada' },
    figures: '{right} de {answered} correctas · {good} de las últimas {window} correctas a tiempo',
    noAnswers: 'Todavía no hay respuestas',
    openLesson: 'Abrir la lección: {lesson}',
    more: 'Más ayuda',
    glossary: 'Glosario de términos y anuncios del crupier',
    welcome: 'Volver a ver las tarjetas de inicio',
    lesson: {
      back: 'Todas las lecciones',
      houseRules: 'Reglas de la casa: {name}',
      notForGame:
        'Esta lección es solo para el seven card stud: en razz y en stud hi-lo la cuarta calle se juega siempre con la apuesta pequeña.',
      step: 'Paso {step} de {steps}',
      previous: 'Anterior',
      next: 'Siguiente',
      keys: 'Las flechas izquierda y derecha del teclado pasan de un paso a otro.',
      dealerSays: 'El crupier dice',
      another: 'Otro ejemplo',
      example: 'Ejemplo {seed}',
      failed: 'No se pudo repartir este ejemplo: {detail}',
      stepsLabel: 'El ejemplo, paso a paso',
      rule: {
        title: 'La regla',
        remember: 'Recuerda',
        others: 'Donde las reglas de la casa difieren',
        yours: 'las tuyas',
        followedBy: 'La siguen: {profiles}',
        same: 'Los reglamentos coinciden: todas las reglas de la casa lo resuelven igual.',
      },
      questions: {
        title: 'Tres preguntas rápidas',
        intro: 'Tres preguntas del ejercicio de esta técnica, corregidas al momento con la regla de cada respuesta.',
        start: 'Empezar las preguntas',
        counter: 'Pregunta {n} de {count}',
        next: 'Siguiente pregunta',
        finish: 'Ver el resultado',
        failed: 'No se pudieron repartir las preguntas: {detail}',
      },
      done: {
        title: 'Lección terminada',
        score: '{right} de {count} correctas',
        practise: 'Practicar esta técnica',
        nextLesson: 'Siguiente lección: {lesson}',
        again: 'Recorrer otra vez la lección',
        dealHand: 'Reparte una mano: los pasos de esta lección en una mano entera',
      },
    },
    hint: {
      button: 'Pista',
      hide: 'Ocultar la pista',
      title: 'De la lección «{lesson}»',
      open: 'Abrir la lección',
    },
    onboarding: {
      label: 'Primeros pasos',
      counter: 'Tarjeta {n} de {count}',
      skip: 'Saltar',
      back: 'Atrás',
      next: 'Siguiente',
      done: 'Empezar a aprender',
      toDrills: 'Ir a los ejercicios',
      what: {
        title: 'Qué es Bring-In',
        text: "Un entrenador para crupieres de seven card stud, razz y stud hi-lo. El motor de reglas reparte cada mano y corrige cada respuesta al momento con la regla en la que se basa: Robert's Rules of Poker, las reglas de la TDA o las reglas de la casa de tu sala.",
      },
      choose: {
        title: 'Tu juego y tus reglas de la casa',
        text: 'Las lecciones y los ejercicios se reparten en el juego y con las reglas de la casa que elijas aquí. Puedes cambiarlos cuando quieras.',
      },
      begin: {
        title: 'Por dónde empezar',
        text: 'Empieza por la página Aprender: una lección por técnica, cada una con un ejemplo en la mesa y tres preguntas. Después practica cada técnica en su ejercicio hasta dominarla y haz un examen.',
        steps: 'Aprender · Practicar · Examen',
      },
    },
  },
  glossary: {
    title: 'Glosario',
    intro:
      'Todos los términos del reparto de stud con lo que significan y todos los anuncios del crupier, en inglés, español e italiano, cada uno con su lección.',
    terms: 'Términos',
    phrases: 'Lo que dice el crupier',
    language: { en: 'Inglés', es: 'Español', it: 'Italiano' },
    meaning: 'Qué significa',
    lesson: 'Lección',
    search: 'Buscar un término',
    none: 'Nada coincide con «{query}».',
    count: '{shown} de {total}',
  },
};

export default texts;
