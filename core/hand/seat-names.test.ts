import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import type { Reason } from '../decision';
import { formatReason } from '../i18n/format';
import { MESSAGES } from '../i18n/messages';
import { LOCALES, type Locale } from '../i18n/locale';
import { PROFILES } from '../profiles';
import { checkCompleteBetRaiseTo, checkFold, checkOrCall, checkPostBringIn, completeBetRaiseTo, fold, postBringIn } from './betting';
import { apply, check } from './operation';
import { burn, checkDealCards, dealCards } from './dealing';
import { bringIn, firstToAct, legalActions, nextDealerStep } from './queries';
import { checkShowOrMuck, showdownOrder } from './showdown';
import { callAround, callDown, deal3, dealStreet, followDealer, manualHands, table } from './test-kit';
import type { HandState, Illegal } from './types';

// Trainees see the engine's reasons next to a table labelled "Seat 1..8": every reason that names a player names its
// seat (seat = player index + 1, core/hand/types.ts), in each language's own grammar, never the PHH name "p3".

const C = (t: string) => parseCard(t);
const STRUCT = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const LATER = [
  ['Jh', 'Td', '9c'],
  ['5h', '6d', '7c'],
  ['2h', '3d', '4c'],
];

const three = () => deal3(table({ stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']);
const atShowdown = () =>
  callDown(three(), [
    ['Kd', '3c', '8d'],
    ['Jh', 'Td', '9c'],
    ['5h', '6d', '7c'],
    ['2h', '3d', '4c'],
  ]);

/** Three players to the river; 7th street dealt, betting open (rr-cash: river checked, first to act shows first). */
function toRiver(rules = PROFILES['rr-cash']): HandState {
  const s = callDown(deal3(table({ stacks: [1000, 1000, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']), LATER);
  return dealStreet(s, ['9d', '9h', 'Tc']);
}

/** Three players to 5th street at 10/20 with no ante: seat 1 shows the best board and has `p0Stack - 10` behind, seat 2 `p1Stack - 10`. */
function fifth(p0Stack: number, p1Stack: number): HandState {
  let s = deal3(table({ stacks: [p0Stack, p1Stack, 1000], structure: { ante: 0, bringIn: 5, smallBet: 10, bigBet: 20 } }), [
    'AcAdKs',
    '3h4h2c',
    '5s6s9d',
  ]);
  s = callAround(completeBetRaiseTo(postBringIn(s, 1), 2, 10));
  s = callAround(dealStreet(s, ['Qs', '3c', '8d']));
  return dealStreet(s, ['Jh', '4c', '7d']);
}

/** A bet on 4th street, then checked down: under the online profile (SEED-001) that bettor shows first. */
function checkedRiverAfterEarlierBet(rules = PROFILES.online): HandState {
  let s = callAround(deal3(table({ stacks: [1000, 1000, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']));
  s = dealStreet(s, LATER[0]!);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 5));
  for (const street of [LATER[1]!, LATER[2]!, ['9d', '9h', 'Tc']]) s = callAround(dealStreet(s, street));
  return s;
}

/**
 * TDA 7th street after a common card (8 players), with 6th street's first actor now all-in or folded, and 7th street's
 * first actor left to be worked out again from that (TDA RP-10-H).
 */
/** Two players; seat 1 all-in on 6th street (no river betting can happen): the all-in showdown orders. */
function allInOnSixth(rules = PROFILES['rr-cash']): HandState {
  let s = deal3(table({ stacks: [20, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c']);
  s = callAround(s);
  s = callAround(completeBetRaiseTo(dealStreet(s, ['Jh', 'Td']), 0, 5));
  s = callAround(completeBetRaiseTo(dealStreet(s, ['5h', '6d']), 0, 10));
  s = checkOrCall(completeBetRaiseTo(checkOrCall(dealStreet(s, ['2h', '3d']), 0), 1, 2), 0);
  return callAround(dealStreet(s, ['9d', '9h']));
}

/** Three players, seat 2 all-in for the main pot only; the river bet (or checked) by the side-pot players. */
function sidePotRiver(riverBet: boolean): HandState {
  let s = callAround(deal3(table({ stacks: [1000, 18, 1000], structure: STRUCT }), ['AsAdKs', 'QcJc6c', '8h8s2s']));
  s = dealStreet(s, ['Jh', 'Td', '9c']);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 5));
  s = dealStreet(s, ['5h', '6d', '7c']);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 10));
  s = dealStreet(s, ['2h', '3d', '4c']);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 10));
  s = dealStreet(s, ['9d', '9h', 'Tc']);
  return callAround(riverBet ? completeBetRaiseTo(s, s.round.actor!, 10) : s);
}

function sixthOpenerGone(change: 'all-in' | 'folded', variant: 'stud' | 'razz' = 'stud'): HandState {
  const s = followDealer(8, (h) => h.street === 7 && h.phase === 'betting', PROFILES.tda, variant);
  const sixth = s.openers[3]!;
  const players = s.players.map((p, i) => (i !== sixth ? p : change === 'folded' ? { ...p, folded: true } : { ...p, stack: 0 }));
  return { ...s, players, openers: [...s.openers.slice(0, 4), undefined as unknown as null] };
}

const fromIllegal = (problem: Illegal | null): Reason => ({ key: problem!.key, params: problem!.params ?? {} });

/** Each changed key and a real situation from the engine that gives it. */
const CASES: [key: string, reason: () => Reason][] = [
  // 3rd street: the low card (seat 2, player 1) is all-in for the ante; seat 3 opens.
  ['hand.bringIn.lowAllIn', () => bringIn(deal3(table({ stacks: [1000, 40, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])).reason],
  ['hand.bringIn.lowAllInNobody', () => bringIn(deal3(table({ stacks: [1000, 40] }), ['AcAdKs', '3h4h2c'])).reason],
  // Razz: the highest door card, the Ks (seat 1, player 0), is the high card all-in for the ante; seat 2 opens.
  [
    'hand.bringIn.lowAllIn.high',
    () => bringIn(deal3(table({ variant: 'razz', stacks: [40, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])).reason,
  ],
  ['hand.bringIn.lowAllInNobody.high', () => bringIn(deal3(table({ variant: 'razz', stacks: [40, 1000] }), ['AcAdKs', '3h4h2c'])).reason],
  ['hand.bringIn.short', () => bringIn(deal3(table({ stacks: [1000, 60, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])).reason],
  // 4th street: Kd-Ks leads (stud high board); razz: the lowest board.
  ['hand.firstToAct.high', () => firstToAct(dealStreet(callAround(three()), ['Kd', '3c', '8d'])).reason],
  [
    'hand.firstToAct.low',
    () =>
      firstToAct(
        dealStreet(callAround(deal3(table({ variant: 'razz', stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])), [
          'Kd',
          '3c',
          '8d',
        ]),
      ).reason,
  ],
  // Equal boards K-7 (seats 1 and 3): by position under RR (seat 1), by suit under TDA (the Kh, seat 3); razz 7-3 alike.
  [
    'hand.firstToAct.high.tie.position',
    () =>
      firstToAct(dealStreet(callAround(deal3(table({ stacks: [1000, 1000, 1000] }), ['2s3s7d', '4c5c2c', '6h8h7s'])), ['Kc', '3c', 'Kh']))
        .reason,
  ],
  [
    'hand.firstToAct.high.tie.suit',
    () =>
      firstToAct(
        dealStreet(callAround(deal3(table({ stacks: [1000, 1000, 1000], rules: PROFILES.tda }), ['2s3s7d', '4c5c2c', '6h8h7s'])), [
          'Kc',
          '3c',
          'Kh',
        ]),
      ).reason,
  ],
  [
    'hand.firstToAct.low.tie.position',
    () =>
      firstToAct(
        dealStreet(callAround(deal3(table({ variant: 'razz', stacks: [1000, 1000, 1000] }), ['2s3s7d', '4c5cKc', '6h8h7s'])), [
          '3c',
          '2c',
          '3h',
        ]),
      ).reason,
  ],
  [
    'hand.firstToAct.low.tie.suit',
    () =>
      firstToAct(
        dealStreet(
          callAround(deal3(table({ variant: 'razz', stacks: [1000, 1000, 1000], rules: PROFILES.tda }), ['2s3s7d', '4c5cKc', '6h8h7s'])),
          ['3c', '2c', '3h'],
        ),
      ).reason,
  ],
  ['hand.showdown.allInTabled', () => showdownOrder(allInOnSixth(PROFILES.tda)).reason],
  ['hand.showdown.allInFirstToAct', () => showdownOrder(allInOnSixth()).reason],
  ['hand.showdown.allInEarlierAggressor', () => showdownOrder(allInOnSixth(PROFILES.online)).reason],
  ['hand.showdown.sidePotsLastAggressor', () => showdownOrder(sidePotRiver(true)).reason],
  ['hand.showdown.sidePotsFirst', () => showdownOrder(sidePotRiver(false)).reason],
  ['hand.firstToAct.keepSixth', () => firstToAct(followDealer(8, (s) => s.street === 7 && s.phase === 'betting', PROFILES.tda)).reason],
  ['hand.firstToAct.keepSixthAllIn', () => firstToAct(sixthOpenerGone('all-in')).reason],
  ['hand.firstToAct.keepSixthFolded.high', () => firstToAct(sixthOpenerGone('folded')).reason],
  ['hand.firstToAct.keepSixthFolded.low', () => firstToAct(sixthOpenerGone('folded', 'razz')).reason],
  ['hand.legal.bringIn', () => legalActions(three()).reason],
  ['hand.legal.bringInAllIn', () => legalActions(deal3(table({ stacks: [1000, 60, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])).reason],
  ['hand.legal.bringInLeft', () => legalActions(deal3(table({ stacks: [1000, 40, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])).reason],
  [
    'hand.legal.bringInLeft.high',
    () => legalActions(deal3(table({ variant: 'razz', stacks: [40, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])).reason,
  ],
  ['hand.legal.complete', () => legalActions(postBringIn(three(), 1)).reason],
  ['hand.legal.raise', () => legalActions(completeBetRaiseTo(postBringIn(three(), 1), 2, 200)).reason],
  [
    'hand.legal.capped',
    () =>
      legalActions(
        [
          [2, 200],
          [0, 400],
          [1, 600],
          [2, 800],
        ].reduce((s, [p, to]) => completeBetRaiseTo(s, p!, to!), postBringIn(three(), 1)),
      ).reason,
  ],
  [
    'hand.legal.raiseHeadsUp',
    () => legalActions(completeBetRaiseTo(postBringIn(deal3(table({ stacks: [100000, 100000] }), ['AcAdKs', '3h4h2c']), 1), 0, 200)).reason,
  ],
  ['hand.legal.bet', () => legalActions(dealStreet(callAround(three()), ['Qd', '3c', '8d'])).reason],
  ['hand.legal.openPairBet', () => legalActions(dealStreet(callAround(three()), ['Kd', '3c', '8d'])).reason],
  ['hand.legal.openPairRaise', () => legalActions(completeBetRaiseTo(dealStreet(callAround(three()), ['Kd', '3c', '8d']), 0, 200)).reason],
  // 5th street, 10/20 (RR betting 5): a short all-in raise that does not reopen, a call all-in, nobody left to raise.
  [
    'hand.legal.notReopened',
    () => legalActions(checkOrCall(completeBetRaiseTo(completeBetRaiseTo(fifth(1000, 35), 0, 20), 1, 25), 2)).reason,
  ],
  ['hand.legal.callAllIn', () => legalActions(completeBetRaiseTo(fifth(1000, 25), 0, 20)).reason],
  ['hand.legal.nobodyToRaise', () => legalActions(fold(completeBetRaiseTo(fifth(30, 1000), 0, 20), 1)).reason],
  [
    'hand.showdown.lastAggressor',
    () => {
      let s = toRiver();
      s = checkOrCall(s, s.round.actor!);
      return showdownOrder(callAround(completeBetRaiseTo(s, s.round.actor!, 10))).reason;
    },
  ],
  ['hand.showdown.earlierAggressor', () => showdownOrder(checkedRiverAfterEarlierBet()).reason],
  ['hand.showdown.firstToAct', () => showdownOrder(callAround(toRiver())).reason],
  ['hand.step.action', () => nextDealerStep(three()).reason],
  ['hand.step.show', () => nextDealerStep(atShowdown()).reason],
  ['hand.step.dealDown', () => nextDealerStep(followDealer(3, (s) => s.log.length > 3)).reason],
  ['hand.step.dealUp', () => nextDealerStep(followDealer(3, (s) => s.players.every((p) => p.cards.length === 2))).reason],
  // Refused operations.
  ['hand.illegal.notYourTurn', () => fromIllegal(checkFold(postBringIn(three(), 1), 0))],
  ['hand.illegal.noSuchPlayer', () => fromIllegal(checkFold(three(), 9))],
  ['hand.illegal.playerFolded', () => fromIllegal(checkFold(fold(completeBetRaiseTo(postBringIn(three(), 1), 2, 200), 0), 0))],
  [
    'hand.illegal.playerAllIn',
    () =>
      fromIllegal(
        checkFold(
          checkOrCall(
            completeBetRaiseTo(postBringIn(deal3(table({ stacks: [1000, 1000, 240] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1), 2, 200),
            0,
          ),
          2,
        ),
      ),
  ],
  ['hand.illegal.notOwed', () => fromIllegal(checkDealCards(dealCards(burn(callAround(three()), null), 0, [C('Kd')]), 0, [C('Kh')]))],
  ['hand.illegal.moreThanStack', () => fromIllegal(checkCompleteBetRaiseTo(postBringIn(three(), 1), 2, 5000))],
  ['hand.illegal.dealOrder', () => fromIllegal(check(burn(callAround(three()), null), { kind: 'dealCards', player: 2, cards: [C('Kd')] }))],
  [
    'hand.illegal.showOrder',
    () => fromIllegal(check(atShowdown(), { kind: 'showOrMuck', player: showdownOrder(atShowdown()).answer[2]! })),
  ],
  ['hand.step.ante', () => nextDealerStep(manualHands.antes()).reason],
  ['hand.step.returnUncalledBet', () => nextDealerStep(manualHands.uncalled()).reason],
  ['hand.illegal.antesDue', () => fromIllegal(check(manualHands.antes(), { kind: 'dealCards', player: 0, cards: [C('Kd')] }))],
  [
    'hand.illegal.anteNotDue',
    () => fromIllegal(check(apply(manualHands.antes(), { kind: 'postAnte', player: 0 }), { kind: 'postAnte', player: 0 })),
  ],
  ['hand.illegal.uncalledBetDue', () => fromIllegal(check(manualHands.uncalled(), { kind: 'collectBets' }))],
  ['hand.illegal.uncalledBetIsOther', () => fromIllegal(check(manualHands.uncalled(), { kind: 'returnUncalledBet', player: 1 }))],
  ['hand.illegal.notAWinner', () => fromIllegal(check(manualHands.awards(), { kind: 'awardPot', pot: 0, players: [1] }))],
  ['hand.illegal.winnerMissing', () => fromIllegal(check(manualHands.awards(), { kind: 'awardPot', pot: 0, players: [] }))],
  ['hand.illegal.tooManyCards', () => fromIllegal(checkDealCards(table({ stacks: [10, 10] }), 1, [1, 2, 3, 4]))],
  ['hand.illegal.showCount', () => fromIllegal(checkShowOrMuck(atShowdown(), 2, [C('Ac')]))],
  [
    'hand.illegal.showMismatch',
    () => fromIllegal(checkShowOrMuck(atShowdown(), 0, [C('Ah'), C('Ad'), C('Ks'), C('Kd'), C('Jh'), C('5h'), C('2h')])),
  ],
];

/** "seat 3" in each language, with the article Spanish and Italian need ("el/al/del asiento 3", "il/al/del/dal posto 3"). */
const SEAT: Record<Locale, (n: number) => RegExp> = {
  en: (n) => new RegExp(`\\b[Ss]eats? (\\d+ to )?${n}\\b`),
  es: (n) => new RegExp(`(\\b([Ee]l|[Aa]l|del|[Ll]os|ningún) asientos?|\\(asiento)( del \\d+ al)? ${n}\\b`),
  it: (n) => new RegExp(`(\\b([Ii]l|[Aa]l|del|dal|i|nessun) post[oi]|\\(posto)( da \\d+ a)? ${n}\\b`),
};

describe('reasons and refusals name seats, not PHH players (seat = player + 1)', () => {
  it('the table covers every hand message that names a player', () => {
    const naming = Object.keys(MESSAGES).filter(
      (key) => key.startsWith('hand.') && /\{(seat|seats|actor|opener|player)\}/.test(MESSAGES[key]!.en),
    );
    expect(CASES.map(([key]) => key).sort()).toEqual(naming.sort());
  });

  for (const [key, make] of CASES) {
    it(key, () => {
      const reason = make();
      expect(reason.key).toBe(key);
      const params = reason.params ?? {};
      // The seat params are numbers, so each language words them itself.
      const seats = Object.entries(params).filter(([name]) => ['seat', 'seats', 'actor', 'opener'].includes(name));
      expect(seats.length).toBeGreaterThan(0);
      for (const [name, value] of seats) expect(typeof value, name).toBe('number');
      for (const locale of LOCALES) {
        const text = formatReason(reason, locale);
        expect(text, `${key} ${locale}`).not.toMatch(/\bp\d/);
        expect(text, `${key} ${locale}`).not.toMatch(/[{}]/);
        for (const [, n] of seats) expect(text, `${key} ${locale}: ${text}`).toMatch(SEAT[locale](n as number));
      }
    });
  }

  it("the seat is the player index + 1: the engine's answer and its reason agree", () => {
    const s = three();
    const step = nextDealerStep(s);
    expect(step.answer).toEqual({ kind: 'action', player: 1 });
    expect(formatReason(step.reason, 'en')).toBe('Seat 2 to act.');
    expect(formatReason(step.reason, 'es')).toBe('Le toca actuar al asiento 2.');
    expect(formatReason(step.reason, 'it')).toBe('Tocca al posto 2.');
    const order = showdownOrder(callAround(toRiver()));
    expect(order.reason.params).toEqual({ seat: order.answer[0]! + 1 });
    expect(checkPostBringIn(s, 2)?.message).toBe("It is not seat 3's turn: seat 2 acts now.");
  });

  it('nobody to act: no seat is named (no "seat -")', () => {
    const allIn = deal3(table({ stacks: [1000, 40] }), ['AcAdKs', '3h4h2c']);
    const d = bringIn(allIn);
    expect(d.answer?.opener).toBeNull();
    expect(d.rules).toContain('rr.betting.all-in-skipped');
    for (const locale of LOCALES) expect(formatReason(d.reason, locale)).not.toMatch(/-\s|\{/);
    // 4th street with one player all-in on 3rd: nobody can bet (RR all-in players).
    let s = postBringIn(deal3(table({ stacks: [1000, 60] }), ['AcAdKs', '3h4h2c']), 1);
    s = callAround(s);
    s = dealStreet(s, ['Kd', '3c']);
    const first = firstToAct(s, 4);
    expect(first.answer).toBeNull();
    expect(first.reason.key).toBe('hand.firstToAct.nobody');
    expect(first.reason.params ?? {}).toEqual({});
  });
});
