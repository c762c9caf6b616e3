import type { RuleEntry } from './entry';

/** Rules about hand values, pots, the showdown (who shows first, mucking) and awarding the pots. */
export const SHOWDOWN_RULES = {
  'seed-003.ranking': {
    source: { book: 'SEED-003', ref: { en: 'Hand ranking', es: 'Orden de las manos', it: 'Ordine dei punti' } },
    text: {
      en: 'Hands rank, best first: straight flush, four of a kind, full house, flush, straight, three of a kind, two pair, one pair, high card. Only the best five cards count, and between equal categories the higher ranks win, card by card.',
      es: 'Orden de las manos, de mejor a peor: escalera de color, póker, full, color, escalera, trío, doble pareja, pareja, carta alta. Solo cuentan las cinco mejores cartas y, dentro de la misma categoría, ganan los valores más altos, carta a carta.',
      it: 'Ordine dei punti, dal migliore: scala colore, poker, full, colore, scala, tris, doppia coppia, coppia, carta alta. Contano solo le cinque carte migliori e, a parità di categoria, vincono i valori più alti, carta per carta.',
    },
  },
  'rr.ties': {
    source: { book: 'RR', ref: { en: 'Ties', es: 'Empates', it: 'Parità' } },
    text: {
      en: 'Equal five-card hands split the pot equally; suits never break a tie for a pot. Each pot, main or side, is awarded on its own.',
      es: 'Las manos de cinco cartas iguales se reparten el bote a partes iguales; el palo nunca desempata un bote. Cada bote, principal o secundario, se adjudica por separado.',
      it: 'Punti di cinque carte uguali si dividono il piatto in parti uguali; il seme non spareggia mai un piatto. Ogni piatto, principale o laterale, si assegna separatamente.',
    },
  },
  'rr.razz.low': {
    source: { book: 'RR', ref: { en: 'Razz', es: 'Razz', it: 'Razz' } },
    text: {
      en: 'Razz is won by the lowest hand, ace-to-five: aces are low, straights and flushes do not count, and pairs are bad. The best hand is 5-4-3-2-A; hands compare from the highest card down.',
      es: 'En razz gana la mano más baja, de as a cinco: el as es bajo, las escaleras y los colores no cuentan y las parejas son malas. La mejor mano es 5-4-3-2-A; las manos se comparan desde la carta más alta hacia abajo.',
      it: "Nel razz vince il punto più basso, da asso a cinque: l'asso è basso, scale e colori non contano e le coppie sono cattive. Il punto migliore è 5-4-3-2-A; i punti si confrontano dalla carta più alta in giù.",
    },
  },
  'rr.hi-lo.split': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud High-Low', es: 'Seven-Card Stud High-Low', it: 'Seven-Card Stud High-Low' } },
    text: {
      en: 'In stud hi-lo each pot is split in half: one half to the best high hand, the other to the best qualifying low. With no qualifying low the high hand takes the whole pot. A player may use different five cards for each half and may win both (a scoop).',
      es: 'En stud hi-lo cada bote se divide en dos mitades: una para la mejor mano alta y otra para la mejor baja que califique. Si no hay baja que califique, la mano alta se lleva todo el bote. Un jugador puede usar cinco cartas distintas para cada mitad y puede ganar las dos y llevarse todo el bote.',
      it: "Nello stud hi-lo ogni piatto si divide a metà: una metà al miglior punto alto, l'altra al miglior basso qualificato. Senza un basso qualificato il punto alto prende tutto il piatto. Un giocatore può usare cinque carte diverse per ciascuna metà e può vincerle entrambe e prendere tutto il piatto.",
    },
  },
  'rr.hi-lo.qualify': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud High-Low', es: 'Seven-Card Stud High-Low', it: 'Seven-Card Stud High-Low' } },
    text: {
      en: 'A low qualifies with five cards of different ranks, all eight or lower, aces counting low; straights and flushes do not spoil it.',
      es: 'Una baja califica con cinco cartas de valores distintos, todas de ocho o menos, contando el as como bajo; las escaleras y los colores no la estropean.',
      it: "Un basso è qualificato con cinque carte di valori diversi, tutte di otto o meno, con l'asso basso; scale e colori non lo rovinano.",
    },
  },
  'rr.showdown.odd-chip': {
    source: { book: 'RR', ref: { en: 'Ties', es: 'Empates', it: 'Parità' } },
    text: {
      en: 'A chip that cannot be split goes, in high games, to the player with the highest card by suit among all their cards; in low games to the lowest card by suit. When a hi-lo pot is halved, the odd chip between the halves goes to the high half.',
      es: 'La ficha que no se puede dividir va, en juegos altos, al jugador con la carta más alta por palo entre todas sus cartas; en juegos bajos, a la carta más baja por palo. Al partir un bote hi-lo, la ficha impar entre las dos mitades va a la mitad alta.',
      it: 'La fiche che non si può dividere va, nei giochi alti, al giocatore con la carta più alta per seme fra tutte le sue carte; nei giochi bassi, alla carta più bassa per seme. Quando un piatto hi-lo si divide a metà, la fiche dispari fra le due metà va alla metà alta.',
    },
  },
  'tda.20': {
    source: { book: 'TDA', ref: { en: 'Rule 20', es: 'Regla 20', it: 'Regola 20' } },
    text: {
      en: 'In stud games the odd chip goes to the high card by suit within the five cards of the hand, in razz as well; in hi-lo it goes to the high side.',
      es: 'En los juegos de stud la ficha impar va a la carta más alta por palo dentro de las cinco cartas de la mano, también en razz; en hi-lo va al lado alto.',
      it: "Nei giochi stud la fiche dispari va alla carta più alta per seme fra le cinque carte del punto, anche nel razz; nell'hi-lo va alla parte alta.",
    },
  },
  'seed-001.ante': {
    source: { book: 'SEED-001', ref: { en: 'The ante', es: 'El ante', it: "L'ante" } },
    text: {
      en: 'Every hand starts with each player putting an ante into the pot before the cards are dealt (40 cents in a $2/$4 game); the antes stay in the pot, and every bet, call and bring-in is added to them.',
      es: 'Cada mano empieza con cada jugador poniendo un ante en el bote antes del reparto (40 centavos en una partida de 2 $/4 $); los antes se quedan en el bote y a ellos se suman cada apuesta, igualada y bring-in.',
      it: 'Ogni mano comincia con ciascun giocatore che mette un ante nel piatto prima della distribuzione (40 centesimi in una partita da 2 $/4 $); gli ante restano nel piatto e vi si aggiungono ogni puntata, chiamata e bring-in.',
    },
    ownStakes: { en: '$2/$4', es: '2 $/4 $', it: '2 $/4 $' },
  },
  'seed-001.side-pots': {
    source: { book: 'SEED-001', ref: { en: 'Side pots', es: 'Botes secundarios', it: 'Piatti laterali' } },
    text: {
      en: 'When a player runs out of chips, the chips they matched form the main pot and later bets go to one or more side pots; each pot goes to the best hand among the players who put chips into it.',
      es: 'Cuando un jugador se queda sin fichas, lo que igualó forma el bote principal y las apuestas posteriores van a uno o más botes secundarios; cada bote es para la mejor mano entre quienes pusieron fichas en él.',
      it: 'Quando un giocatore resta senza fiches, ciò che ha chiamato forma il piatto principale e le puntate successive vanno in uno o più piatti laterali; ogni piatto va al miglior punto fra chi vi ha messo fiches.',
    },
  },
  'seed-001.uncalled': {
    source: { book: 'SEED-001', ref: { en: 'Uncalled bet', es: 'Apuesta no igualada', it: 'Puntata non chiamata' } },
    text: {
      en: 'A bet or raise that nobody calls wins the pot at once: no more cards are dealt and the winner need not show. The part no one matched goes back to the player who made it.',
      es: 'Una apuesta o subida que nadie iguala gana el bote en el acto: no se reparten más cartas y el ganador no tiene que mostrar. La parte que nadie igualó vuelve a quien la hizo.',
      it: "Una puntata o un rilancio che nessuno chiama vince subito il piatto: non si distribuiscono altre carte e il vincitore non deve mostrare. La parte che nessuno ha chiamato torna a chi l'ha fatta.",
    },
  },
  'phh.ante-trimming': {
    source: { book: 'PHH', ref: { en: 'ante_trimming_status', es: 'ante_trimming_status', it: 'ante_trimming_status' } },
    text: {
      en: 'Without ante trimming every ante is dead money in the main pot. With ante trimming antes count like bets when pots are built, so a player all-in for part of the ante wins from each opponent only as much as they put in.',
      es: 'Sin recorte de antes, cada ante es dinero muerto del bote principal. Con recorte, los antes cuentan como apuestas al formar los botes, así que un jugador all-in por parte del ante solo gana de cada rival lo mismo que puso.',
      it: "Senza riduzione degli ante ogni ante è denaro morto nel piatto principale. Con la riduzione gli ante contano come puntate nel formare i piatti, quindi chi è all-in per parte dell'ante vince da ogni avversario solo quanto ha messo.",
    },
  },
  'rr.showdown.order': {
    source: { book: 'RR', ref: { en: 'Showdown', es: 'Mostrar las cartas', it: 'Showdown' } },
    text: {
      en: 'At the showdown the last player to bet or raise on the final round shows first; with no bet there, the player who would act first shows first; then clockwise.',
      es: 'En el showdown muestra primero el último que apostó o subió en la última ronda; si no hubo apuesta, el que hablaría primero; después en el sentido de las agujas del reloj.',
      it: "Allo showdown mostra per primo l'ultimo che ha puntato o rilanciato nell'ultimo giro; senza puntate, chi parlerebbe per primo; poi in senso orario.",
    },
  },
  'tda.17': {
    source: { book: 'TDA', ref: { en: 'Rule 17', es: 'Regla 17', it: 'Regola 17' } },
    text: {
      en: 'In a non-all-in showdown, the last aggressor of the final betting round shows first; if there was no bet on that round, the first player to act shows first.',
      es: 'En un showdown sin all-in muestra primero el último agresor de la última ronda; si en ella no hubo apuesta, muestra primero quien habla primero.',
      it: "In uno showdown senza all-in mostra per primo l'ultimo aggressore dell'ultimo giro; se non c'è stata puntata, mostra per primo chi parla per primo.",
    },
  },
  'tda.16': {
    source: { book: 'TDA', ref: { en: 'Rule 16', es: 'Regla 16', it: 'Regola 16' } },
    text: {
      en: 'Once a player is all-in and all betting is over, every hand still in is turned face up.',
      es: 'Cuando un jugador está all-in y han terminado las apuestas, todas las manos que siguen en juego se descubren.',
      it: 'Quando un giocatore è all-in e le puntate sono finite, tutte le mani ancora in gioco si scoprono.',
    },
  },
  'seed-001.showdown-order': {
    source: { book: 'SEED-001', ref: { en: 'Showdown order', es: 'Orden para mostrar las cartas', it: 'Ordine dello showdown' } },
    text: {
      en: 'Online rule: when nobody bet on 7th street, the last player who bet or raised on an earlier street shows first (the bring-in is a forced bet, not a bet: with no other wager, the player first to act shows first).',
      es: 'Regla online: si nadie apostó en séptima calle, muestra primero el último que apostó o subió en una calle anterior (el bring-in es una apuesta obligatoria, no cuenta: si no hubo otra apuesta, muestra primero quien habla primero).',
      it: "Regola online: se nessuno ha puntato in settima strada, mostra per primo l'ultimo che ha puntato o rilanciato in una strada precedente (il bring-in è una puntata obbligatoria, non conta: se non c'è stata altra puntata, mostra per primo chi parla per primo).",
    },
  },
  'rr.showdown.side-pots-first': {
    source: {
      book: 'RR',
      ref: { en: 'Showdown: side pots', es: 'Mostrar las cartas: botes secundarios', it: 'Showdown: piatti laterali' },
    },
    text: {
      en: 'Players contesting a side pot show their hands before a player who is all-in for the main pot only.',
      es: 'Los jugadores que disputan un bote secundario muestran antes que el jugador all-in que solo opta al bote principal.',
      it: 'I giocatori che si contendono un piatto laterale mostrano prima del giocatore all-in che concorre solo al piatto principale.',
    },
  },
  'seed-000.muck': {
    source: {
      book: 'SEED-000',
      ref: { en: 'Showdown: mucking', es: 'Mostrar las cartas: tirar la mano', it: 'Showdown: scartare la mano' },
    },
    text: {
      en: 'A called player who sees the hand cannot win may throw it away (muck) instead of showing it, and so gives up the pot.',
      es: 'Un jugador igualado que ve que su mano no puede ganar puede tirarla sin mostrarla, y así renuncia al bote.',
      it: 'Un giocatore chiamato che vede di non poter vincere può scartare la mano senza mostrarla, e così rinuncia al piatto.',
    },
  },
} as const satisfies Record<string, RuleEntry>;
