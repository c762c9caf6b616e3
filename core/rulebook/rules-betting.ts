import type { RuleEntry } from './entry';

/** Betting rules of fixed-limit stud: forced bets, completion, cap, open pair, short all-ins, acting in turn (who opens 4th-7th: rules-first-to-act.ts; showdown order: rules-showdown.ts). */
export const BETTING_RULES = {
  'rr.stud.2': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 2', es: 'Seven-Card Stud, regla 2', it: 'Seven-Card Stud, regola 2' } },
    text: {
      en: 'The player with the bring-in card chooses: post the bring-in, or open for a full small bet (complete). That player may not fold.',
      es: 'El jugador con la carta del bring-in elige: poner el bring-in o abrir con una apuesta pequeña completa (completar). Ese jugador no puede retirarse.',
      it: 'Il giocatore con la carta del bring-in sceglie: mettere il bring-in oppure aprire con una puntata piccola intera (completare). Quel giocatore non può passare.',
    },
  },
  'rr.stud.3': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 3', es: 'Seven-Card Stud, regla 3', it: 'Seven-Card Stud, regola 3' } },
    text: {
      en: "Bringing the bet from the bring-in up to a full small bet is a completion, not a raise: it is the round's first bet, and the raises still to come are counted from it.",
      es: 'Llevar la apuesta del bring-in hasta una apuesta pequeña completa es completar, no subir: es la primera apuesta de la ronda, y las subidas se cuentan a partir de ella.',
      it: 'Portare la puntata dal bring-in a una puntata piccola intera è un completamento, non un rilancio: è la prima puntata del giro e i rilanci si contano da lì.',
    },
  },
  'rr.stud.4': {
    source: { book: 'RR', ref: { en: 'Seven-Card Stud, rule 4', es: 'Seven-Card Stud, regla 4', it: 'Seven-Card Stud, regola 4' } },
    text: {
      en: 'In stud high, when any player shows a pair on 4th street, each player may bet or raise either the small or the big bet. Once a big bet or raise is made, later raises that round are big; a small bet may be raised by a big amount, never the reverse. If the high hand checks, the next players have the same choice.',
      es: 'En stud alto, si algún jugador muestra pareja en la cuarta calle, cada jugador puede apostar o subir la apuesta pequeña o la grande. Hecha una apuesta o subida grande, las siguientes de la ronda son grandes; una apuesta pequeña puede subirse por la grande, nunca al revés. Si la mano alta pasa, los siguientes jugadores tienen la misma opción.',
      it: 'Nello stud alto, se un giocatore mostra una coppia in quarta strada, ciascuno può puntare o rilanciare la puntata piccola o la grande. Dopo una puntata o un rilancio grande, i rilanci successivi del giro sono grandi; una puntata piccola si può rilanciare della grande, mai il contrario. Se il punto alto fa check, i giocatori successivi hanno la stessa scelta.',
    },
  },
  'seed-001.open-pair': {
    source: {
      book: 'SEED-001',
      ref: { en: 'Fourth street: open pair', es: 'Cuarta calle: pareja descubierta', it: 'Quarta strada: coppia scoperta' },
    },
    text: {
      en: 'Open pair example at $2/$4: on 4th street with a pair showing, the first bettor may bet $2 or $4; after a $2 bet the next player may call, raise $2 or raise $4; once $4 has been bet or raised, raises stay at $4.',
      es: 'Ejemplo de pareja descubierta en 2 $/4 $: en la cuarta calle con una pareja a la vista se puede apostar 2 $ o 4 $; tras una apuesta de 2 $ el siguiente puede igualar, subir 2 $ o subir 4 $; una vez apostados o subidos 4 $, las subidas siguen siendo de 4 $.',
      it: 'Esempio di coppia scoperta a 2 $/4 $: in quarta strada con una coppia scoperta si può puntare 2 $ o 4 $; dopo una puntata di 2 $ il successivo può chiamare, rilanciare di 2 $ o di 4 $; una volta puntati o rilanciati 4 $, i rilanci restano di 4 $.',
    },
    ownStakes: { en: '$2/$4', es: '2 $/4 $', it: '2 $/4 $' },
  },
  'tda.rp-10-f': {
    source: {
      book: 'TDA',
      ref: { en: 'Recommended procedure RP-10-F', es: 'Procedimiento recomendado RP-10-F', it: 'Procedura raccomandata RP-10-F' },
    },
    text: {
      en: 'Tournament stud: bets are not doubled on 4th street; an open pair does not allow the big bet.',
      es: 'Stud de torneo: en la cuarta calle las apuestas no se doblan; una pareja descubierta no permite la apuesta grande.',
      it: 'Stud da torneo: in quarta strada le puntate non si raddoppiano; una coppia scoperta non permette la puntata grande.',
    },
  },
  'rr.betting.fixed-limit': {
    source: {
      book: 'RR',
      ref: { en: 'Betting and Raising (fixed limit)', es: 'Apuestas y subidas (límite fijo)', it: 'Puntate e rilanci (limite fisso)' },
    },
    text: {
      en: 'Fixed limit: every bet and raise is one small bet on 3rd and 4th street and one big bet (twice the small) on 5th, 6th and 7th; a player with fewer chips may go all-in for less.',
      es: 'Límite fijo: cada apuesta y subida es una apuesta pequeña en tercera y cuarta calle y una grande (el doble) en quinta, sexta y séptima calle; quien tenga menos fichas puede ir all-in por menos.',
      it: 'Limite fisso: ogni puntata e rilancio vale una puntata piccola in terza e quarta strada e una grande (il doppio) in quinta, sesta e settima strada; chi ha meno fiches può andare all-in per meno.',
    },
  },
  'rr.betting.cap': {
    source: {
      book: 'RR',
      ref: { en: 'Betting and Raising: the cap', es: 'Apuestas y subidas: el tope', it: 'Puntate e rilanci: il limite dei rilanci' },
    },
    text: {
      en: 'With three or more players not all-in, a round allows one bet and three raises; after that players may only call or fold.',
      es: 'Con tres o más jugadores que no están all-in, cada ronda admite una apuesta y tres subidas; después solo se puede igualar o retirarse.',
      it: 'Con tre o più giocatori non all-in, ogni giro ammette una puntata e tre rilanci; dopo si può solo chiamare o passare.',
    },
  },
  'seed-001.cap-example': {
    source: {
      book: 'SEED-001',
      ref: { en: 'Third street: cap example', es: 'Tercera calle: ejemplo de tope', it: 'Terza strada: esempio di limite' },
    },
    text: {
      en: 'Cap example at $2/$4: bring-in $0.50, completed to $2, two raises make $6 (three bets); one more raise is allowed and then the round is capped.',
      es: 'Ejemplo de tope en 2 $/4 $: bring-in de 0,50 $, completado a 2 $, dos subidas llevan a 6 $ (tres apuestas); se permite una subida más y luego la ronda queda cerrada.',
      it: 'Esempio di limite a 2 $/4 $: bring-in di 0,50 $, completato a 2 $, due rilanci portano a 6 $ (tre puntate); è ammesso un altro rilancio e poi il giro è chiuso.',
    },
    ownStakes: { en: '$2/$4', es: '2 $/4 $', it: '2 $/4 $' },
  },
  'house.cap-four-raises': {
    source: {
      book: 'HOUSE',
      ref: {
        en: 'Cap of a bet and four raises',
        es: 'Tope de una apuesta y cuatro subidas',
        it: 'Limite di una puntata e quattro rilanci',
      },
    },
    text: {
      en: 'House rule: a round allows one bet and four raises before it is capped.',
      es: 'Regla de la casa: cada ronda admite una apuesta y cuatro subidas antes del tope.',
      it: 'Regola della casa: ogni giro ammette una puntata e quattro rilanci prima del limite.',
    },
  },
  'seed-001.cap-any-round': {
    source: {
      book: 'SEED-001',
      ref: {
        en: 'Betting: at most a bet and three raises',
        es: 'Apuestas: como máximo una apuesta y tres subidas',
        it: 'Puntate: al massimo una puntata e tre rilanci',
      },
    },
    text: {
      en: 'Any betting round allows at most one bet and three raises; the room makes no exception when only two players are left.',
      es: 'En cualquier ronda de apuestas puede haber como máximo una apuesta y tres subidas; la sala no hace ninguna excepción cuando solo quedan dos jugadores.',
      it: 'In qualsiasi giro di puntate ci possono essere al massimo una puntata e tre rilanci; la sala non fa eccezione quando restano solo due giocatori.',
    },
  },
  'rr.betting.heads-up': {
    source: {
      book: 'RR',
      ref: { en: 'Betting and Raising: heads-up', es: 'Apuestas y subidas: mano a mano', it: 'Puntate e rilanci: testa a testa' },
    },
    text: {
      en: 'In cash games, raises are unlimited when only two players who are not all-in are betting, unless the round was already capped while more were in.',
      es: 'En partidas de cash, las subidas no tienen límite cuando solo apuestan dos jugadores que no están all-in, salvo que la ronda ya estuviera cerrada con más jugadores.',
      it: 'Nel cash game i rilanci sono illimitati quando puntano solo due giocatori non all-in, a meno che il giro fosse già chiuso con più giocatori.',
    },
  },
  'tda.48': {
    source: { book: 'TDA', ref: { en: 'Rule 48', es: 'Regla 48', it: 'Regola 48' } },
    text: {
      en: 'Tournaments keep the limit on raises even when only two players are left in the pot.',
      es: 'En torneo el tope de subidas se mantiene aunque solo queden dos jugadores en el bote.',
      it: 'Nei tornei il limite dei rilanci resta anche quando nel piatto restano solo due giocatori.',
    },
  },
  'rr.betting.5': {
    source: {
      book: 'RR',
      ref: { en: 'Betting and Raising, rule 5', es: 'Apuestas y subidas, regla 5', it: 'Puntate e rilanci, regola 5' },
    },
    text: {
      en: 'In limit, an all-in for less than half a bet does not reopen the betting for players who have already acted: they may only call or fold, while the next player to act may fold, call or complete the bet. Half a bet or more counts as a full bet: a $15 all-in on a $20 round may be raised to $35.',
      es: 'En límite, un all-in por menos de media apuesta no reabre las apuestas para quien ya actuó: solo puede igualar o retirarse, mientras que el siguiente jugador en actuar puede retirarse, igualar o completar la apuesta. Media apuesta o más cuenta como apuesta completa: un all-in de 15 $ en una ronda de 20 $ puede subirse a 35 $.',
      it: 'Nel limite, un all-in per meno di mezza puntata non riapre le puntate per chi ha già agito: può solo chiamare o passare, mentre il giocatore successivo che deve agire può passare, chiamare o completare la puntata. Mezza puntata o più vale come puntata intera: un all-in di 15 $ in un giro da 20 $ si può rilanciare a 35 $.',
    },
    ownStakes: { en: '$20 bets', es: 'apuestas de 20 $', it: 'puntate da 20 $' },
  },
  'tda.47': {
    source: { book: 'TDA', ref: { en: 'Rule 47', es: 'Regla 47', it: 'Regola 47' } },
    text: {
      en: 'A short all-in does not reopen the betting for players who have already acted unless it amounts to at least half a bet in limit games.',
      es: 'Un all-in corto no reabre las apuestas para quien ya actuó, salvo que en límite alcance al menos media apuesta.',
      it: 'Un all-in corto non riapre le puntate per chi ha già agito, a meno che nel limite valga almeno mezza puntata.',
    },
  },
  'seed-003.short-bring-in': {
    source: {
      book: 'SEED-003',
      ref: { en: 'Tournaments: all-in bring-in', es: 'Torneos: bring-in all-in', it: 'Tornei: bring-in all-in' },
    },
    text: {
      en: 'In tournaments, a bring-in player (the low card; in razz, the high card) with chips for the ante but not the whole bring-in is all-in as the bring-in; to play, the others still put in the full bring-in.',
      es: 'En torneo, el jugador del bring-in (la carta más baja; en razz, la más alta) que tiene fichas para el ante pero no para todo el bring-in queda all-in como bring-in; para jugar, los demás deben poner el bring-in completo.',
      it: "Nei tornei, il giocatore del bring-in (la carta più bassa; nel razz, la più alta) che ha fiches per l'ante ma non per tutto il bring-in è all-in come bring-in; per giocare, gli altri devono comunque mettere il bring-in intero.",
    },
  },
  'seed-003.cash-cover': {
    source: {
      book: 'SEED-003',
      ref: {
        en: 'Cash games: a stack that covers the ante and the bring-in',
        es: 'Partidas de cash: un stack que cubre el ante y el bring-in',
        it: "Cash game: uno stack che copre l'ante e il bring-in",
      },
    },
    text: {
      en: 'In a cash game a player must have chips to cover both the ante and the bring-in to be dealt in; a shorter stack sits the hand out.',
      es: 'En una partida de cash, para entrar en la mano hay que tener fichas que cubran el ante y el bring-in; un stack más corto no recibe cartas en esa mano.',
      it: "In un cash game, per ricevere le carte bisogna avere fiches che coprano l'ante e il bring-in; uno stack più corto resta fuori da quella mano.",
    },
  },
  'seed-000.check-raise': {
    source: {
      book: 'SEED-000',
      ref: { en: 'Betting: check and check-raise', es: 'Apuestas: pasar y check-raise', it: 'Puntate: check e check-raise' },
    },
    text: {
      en: 'From 4th street on, the first player may check or bet; a player who checked may raise a later bet (check-raise). Facing a bet, a player may call, raise or fold.',
      es: 'Desde la cuarta calle el primer jugador puede pasar o apostar; quien pasó puede subir una apuesta posterior (check-raise). Ante una apuesta se puede igualar, subir o retirarse.',
      it: 'Dalla quarta strada il primo giocatore può fare check o puntare; chi ha fatto check può rilanciare una puntata successiva (check-raise). Di fronte a una puntata si può chiamare, rilanciare o passare.',
    },
  },
  'rr.betting.out-of-turn': {
    source: {
      book: 'RR',
      ref: {
        en: 'Betting and Raising: action out of turn',
        es: 'Apuestas y subidas: actuar fuera de turno',
        it: 'Puntate e rilanci: agire fuori turno',
      },
    },
    text: {
      en: 'Acting out of turn is not allowed: the action goes back to the player whose turn it is. The action out of turn is binding if the action to that player has not changed when their turn comes (a check, a call or a fold does not change it); after a bet or a raise it is not, and that player acts again with every option.',
      es: 'No se permite actuar fuera de turno: la acción vuelve al jugador al que le toca. Lo hecho fuera de turno es vinculante si, cuando le llega el turno, la acción que encuentra ese jugador no ha cambiado (pasar, igualar o retirarse no la cambian); tras una apuesta o una subida deja de serlo y ese jugador vuelve a actuar con todas sus opciones.',
      it: "Non è ammesso agire fuori turno: l'azione torna al giocatore a cui tocca. Quanto fatto fuori turno è vincolante se, quando arriva il suo turno, l'azione davanti a quel giocatore non è cambiata (check, chiamata o passare non la cambiano); dopo una puntata o un rilancio non lo è più e quel giocatore agisce di nuovo con tutte le opzioni.",
    },
  },
  'rr.betting.in-turn': {
    source: {
      book: 'RR',
      ref: {
        en: 'Betting and Raising: acting in turn',
        es: 'Apuestas y subidas: actuar por turno',
        it: 'Puntate e rilanci: agire a turno',
      },
    },
    text: {
      en: 'Players act in turn, clockwise from the player who opens the round.',
      es: 'Los jugadores actúan por turno, en el sentido de las agujas del reloj desde quien abre la ronda.',
      it: 'I giocatori agiscono a turno, in senso orario da chi apre il giro.',
    },
  },
  'rr.betting.string-raise': {
    source: {
      book: 'RR',
      ref: {
        en: 'Betting and Raising: string raises',
        es: 'Apuestas y subidas: subir en varios movimientos',
        it: 'Puntate e rilanci: rilanciare in più movimenti',
      },
    },
    text: {
      en: 'String raises are not allowed: a player who puts chips in and then reaches back to the stack for more, without first saying "raise", has only called. A raise is announced, or made in one motion.',
      es: 'No se permite subir en varios movimientos (string raise): quien pone fichas y vuelve a su stack a por más sin haber dicho antes «subo» solo ha igualado. Una subida se anuncia o se hace en un solo movimiento.',
      it: 'Non è ammesso rilanciare in più movimenti (string raise): chi mette le fiches e torna al suo stack a prenderne altre senza aver detto prima «rilancio» ha solo chiamato. Un rilancio si annuncia o si fa in un solo movimento.',
    },
  },
  'phh.effective-stack': {
    source: {
      book: 'PHH',
      ref: {
        en: 'Bets capped by the largest stack that can call',
        es: 'Apuestas limitadas por el mayor stack que puede igualar',
        it: 'Puntate limitate dallo stack più grande che può chiamare',
      },
    },
    text: {
      en: 'Chips nobody still in could call are not a bet: the engine stops a bet or raise at the most another player still in could put in, and a PHH replay accepts a raise cut short this way (one real razz hand has one, where the raiser covers every opponent).',
      es: 'Las fichas que ningún jugador en la mano podría igualar no son una apuesta: el motor detiene la apuesta o subida en lo máximo que otro jugador en la mano podría poner, y al reproducir un historial PHH se acepta una subida recortada así (una mano real de razz tiene una, en la que quien sube cubre a todos sus rivales).',
      it: 'Le fiches che nessun giocatore in gioco potrebbe chiamare non sono una puntata: il motore ferma la puntata o il rilancio al massimo che un altro giocatore in gioco potrebbe mettere, e rigiocando uno storico PHH si accetta un rilancio ridotto così (una mano reale di razz ne ha uno, in cui chi rilancia copre tutti gli avversari).',
    },
  },
} as const satisfies Record<string, RuleEntry>;
