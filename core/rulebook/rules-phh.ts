import type { RuleEntry } from './entry';

/** What the PHH hand-history standard itself requires of a recorded hand (phh-std, "Required fields" and "Actions"). */
export const PHH_RULES = {
  'phh.action-order': {
    source: { book: 'PHH', ref: { en: 'Required fields: Actions', es: 'Campos obligatorios: actions', it: 'Campi obbligatori: actions' } },
    text: {
      en: "A hand history lists the actions in the order they happened: each player action must be the turn of the player it names, and each deal must be the dealer's next card in dealing order.",
      es: 'Un historial de mano enumera las acciones en el orden en que ocurrieron: cada acción de jugador debe corresponder al turno del jugador que nombra, y cada reparto debe ser la siguiente carta del crupier en el orden de reparto.',
      it: "Uno storico di mano elenca le azioni nell'ordine in cui sono avvenute: ogni azione di un giocatore deve cadere nel turno del giocatore che nomina, e ogni distribuzione deve essere la prossima carta del mazziere nell'ordine di distribuzione.",
    },
  },
  'phh.finishing-stacks': {
    source: {
      book: 'PHH',
      ref: {
        en: 'Optional fields: finishing_stacks',
        es: 'Campos opcionales: finishing_stacks',
        it: 'Campi facoltativi: finishing_stacks',
      },
    },
    text: {
      en: "The finishing stacks of a hand history are every player's chips once the hand is over; replaying the actions must end with exactly those chips.",
      es: 'Las fichas finales de un historial son las fichas de cada jugador al terminar la mano; al reproducir las acciones hay que llegar exactamente a esas fichas.',
      it: 'Le fiches finali di uno storico sono le fiches di ogni giocatore a mano finita; rigiocando le azioni si deve arrivare esattamente a quelle fiches.',
    },
  },
  'phh.winnings': {
    source: { book: 'PHH', ref: { en: 'Optional fields: winnings', es: 'Campos opcionales: winnings', it: 'Campi facoltativi: winnings' } },
    text: {
      en: 'The winnings of a hand history are the pots each player collected, after the rake when one was taken; replaying the actions must award the same pots, with the rake given back.',
      es: 'Las ganancias (winnings) de un historial son los botes que cobró cada jugador, descontada la comisión (rake) si la hubo; al reproducir las acciones hay que repartir los mismos botes, devolviendo la comisión.',
      it: "Le vincite (winnings) di uno storico sono i piatti che ogni giocatore ha incassato, al netto del rake se c'era; rigiocando le azioni si devono assegnare gli stessi piatti, restituendo il rake.",
    },
  },
  'phh.cards': {
    source: { book: 'PHH', ref: { en: 'Card notation', es: 'Notación de las cartas', it: 'Notazione delle carte' } },
    text: {
      en: 'A hand is dealt from one 52-card deck: a known card can appear only once in a hand history, and a player shows only the cards he was dealt.',
      es: 'Una mano se reparte con una sola baraja de 52 cartas: una carta conocida solo puede aparecer una vez en el historial, y un jugador solo muestra las cartas que recibió.',
      it: 'Una mano si distribuisce con un solo mazzo da 52 carte: una carta nota può comparire una sola volta nello storico, e un giocatore mostra solo le carte che ha ricevuto.',
    },
  },
} as const satisfies Record<string, RuleEntry>;
