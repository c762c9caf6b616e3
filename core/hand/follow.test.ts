import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import { PROFILES } from '../profiles';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from './betting';
import { burn } from './dealing';
import { follow } from './follow';
import { apply, check, type Operation } from './operation';
import { operationsOf, replay, replayed } from './replay';
import { showdownOrder } from './showdown';
import { callAround, callDown, deal3, dealStreet, followDealer, manualHands, table } from './test-kit';
import { IllegalActionError, type HandState, type Illegal } from './types';

const C = (t: string) => parseCard(t);
const three = () => deal3(table({ stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']);
const atFourth = () => dealStreet(callAround(three()), ['Kd', '3c', '8d']);
const atShowdown = () =>
  callDown(three(), [
    ['Kd', '3c', '8d'],
    ['Jh', 'Td', '9c'],
    ['5h', '6d', '7c'],
    ['2h', '3d', '4c'],
  ]);
/** Every chip at the table: behind, anted and bet (uncalled chips go back behind, so the total never moves). */
const chips = (s: HandState) => s.players.reduce((t, p) => t + p.stack + p.ante + p.streetBets.reduce((a, b) => a + b, 0), 0);

/** Each deviation the engine's check can give, a hand and an operation that meets it, and what following it leaves. */
const DEVIATIONS: [key: string, state: () => HandState, op: Operation, after: (s: HandState) => void][] = [
  // RR betting, acting in turn: seat 1 folds while seat 3 is to act; seat 3 still acts next.
  [
    'hand.illegal.notYourTurn',
    () => postBringIn(three(), 1),
    { kind: 'fold', player: 0 },
    (s) => {
      expect(s.players[0]!.folded).toBe(true);
      expect(s.round.actor).toBe(2);
    },
  ],
  // RR stud 2: the bring-in may not fold; the file has him fold, and the next seat opens 3rd street.
  [
    'hand.illegal.bringInCannotFold',
    () => three(),
    { kind: 'fold', player: 1 },
    (s) => {
      expect(s.players[1]!.folded).toBe(true);
      expect(s.round.actor).toBe(2);
    },
  ],
  // RR stud 7: a fold with nothing to call is binding as written (online rooms take it).
  ['hand.illegal.foldNothingToCall', () => atFourth(), { kind: 'fold', player: 0 }, (s) => expect(s.players[0]!.folded).toBe(true)],
  [
    'hand.illegal.cannotComplete',
    () => deal3(table({ stacks: [1000, 41, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']),
    { kind: 'completeBetOrRaiseTo', player: 1, amount: 1 },
    (s) => {
      expect(s.players[1]!.stack).toBe(0);
    },
  ],
  [
    'hand.illegal.wrongAmount',
    () => postBringIn(three(), 1),
    { kind: 'completeBetOrRaiseTo', player: 2, amount: 300 },
    (s) => expect(s.round.toCall).toBe(300),
  ],
  [
    'hand.illegal.wrongAmountTwo',
    () => atFourth(),
    { kind: 'completeBetOrRaiseTo', player: 0, amount: 700 },
    (s) => expect(s.round.toCall).toBe(700),
  ],
  [
    'hand.illegal.openPairNoBigBet',
    () =>
      dealStreet(callAround(deal3(table({ rules: PROFILES.tda, stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])), [
        'Kd',
        '3c',
        '8d',
      ]),
    { kind: 'completeBetOrRaiseTo', player: 0, amount: 400 },
    (s) => {
      expect(s.round.toCall).toBe(400);
    },
  ],
  [
    'hand.illegal.capped',
    () => {
      let s = postBringIn(deal3(table({ stacks: [5000, 5000, 5000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      for (const [p, to] of [
        [2, 200],
        [0, 400],
        [1, 600],
        [2, 800],
      ] as const)
        s = completeBetRaiseTo(s, p, to);
      return s;
    },
    { kind: 'completeBetOrRaiseTo', player: 0, amount: 1000 },
    (s) => expect(s.round.toCall).toBe(1000),
  ],
  // All the player has, facing more: the chips of a call all-in, written as a raise.
  [
    'hand.illegal.allInCallOnly',
    () => completeBetRaiseTo(postBringIn(deal3(table({ stacks: [100, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1), 2, 200),
    { kind: 'completeBetOrRaiseTo', player: 0, amount: 60 },
    (s) => {
      expect(s.players[0]!.stack).toBe(0);
      expect(s.log.at(-1)).toMatchObject({ op: 'cc', player: 0, amount: 60, kind: 'call' });
    },
  ],
  // RR betting 5: a raise after an all-in of less than half a bet, as a room whose own convention reopens it.
  [
    'hand.illegal.notReopened',
    () => {
      let s = postBringIn(deal3(table({ stacks: [1000, 1000, 490] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      s = completeBetRaiseTo(s, 2, 200);
      s = completeBetRaiseTo(s, 0, 400);
      s = checkOrCall(s, 1);
      return completeBetRaiseTo(s, 2, 450);
    },
    { kind: 'completeBetOrRaiseTo', player: 0, amount: 650 },
    (s) => {
      expect(s.round.toCall).toBe(650);
      expect(s.round.actor).toBe(1);
    },
  ],
  [
    'hand.illegal.nobodyToRaise',
    () => {
      let s = postBringIn(deal3(table({ stacks: [1000, 1000, 190] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      s = completeBetRaiseTo(s, 2, 150);
      return fold(s, 0);
    },
    { kind: 'completeBetOrRaiseTo', player: 1, amount: 350 },
    (s) => {
      // Nobody could call it: all of it above the all-in goes back as the round ends.
      expect(s.log.at(-1)).toEqual({ op: 'return', player: 1, amount: 200 });
    },
  ],
  // SEED-000, the dealing order: seat 2 gets its 4th-street card before seat 1.
  [
    'hand.illegal.dealOrder',
    () => burn(callAround(three()), null),
    { kind: 'dealCards', player: 1, cards: [C('Kd')] },
    (s) => expect(s.players[1]!.cards.at(-1)!.card).toBe(C('Kd')),
  ],
  // The burn left out: the dealer burns by the book, then deals as written.
  [
    'hand.illegal.burnFirst',
    () => callAround(three()),
    { kind: 'dealCards', player: 0, cards: [C('Kd')] },
    (s) => {
      expect(s.burnedFor[0]).toBe(1);
      expect(s.players[0]!.cards.at(-1)!.card).toBe(C('Kd'));
    },
  ],
  ['hand.illegal.oneBurn', () => burn(callAround(three()), null), { kind: 'burnCard', card: null }, (s) => expect(s.burnedFor[0]).toBe(2)],
  // RR 15 with eight players on 7th street: after the usual burn, the last card and the burns are scrambled, burned
  // from, and a common card turned; the file turns it first: the scramble and the burn are done by the book, then the
  // common card.
  [
    'hand.illegal.scrambleFirst',
    () => followDealer(8, (s) => s.street === 7 && s.burnedFor[3] === 1),
    { kind: 'dealCommonCard' },
    (s) => {
      expect(s.scrambled).toBe(true);
      expect(s.common).not.toBeUndefined();
      expect(s.phase).toBe('betting');
    },
  ],
  // RR showdown order: the second hand in the order shows first.
  [
    'hand.illegal.showOrder',
    () => atShowdown(),
    { kind: 'showOrMuck', player: showdownOrder(atShowdown()).answer[1]! },
    (s) => {
      expect(s.players[showdownOrder(atShowdown()).answer[1]!]!.shown).not.toBeNull();
    },
  ],
  // A hand tabled while the betting goes on.
  ['hand.illegal.notShowdown', () => three(), { kind: 'showOrMuck', player: 0 }, (s) => expect(s.players[0]!.shown).not.toBeNull()],
  // The dealer's tasks a hand leaves to operations (HandConfig.manual): done by the book before the step that came first.
  [
    'hand.illegal.antesDue',
    () => manualHands.antes(),
    { kind: 'dealCards', player: 0, cards: [C('Kd')] },
    (s) => {
      expect(s.pending).toBeNull();
      expect(s.players.every((p) => p.ante === 40)).toBe(true);
    },
  ],
  [
    'hand.illegal.uncalledBetDue',
    () => manualHands.uncalled(),
    { kind: 'collectBets' },
    (s) => {
      expect(s.log.some((e) => e.op === 'return')).toBe(true);
      expect(s.pending).toBeNull();
    },
  ],
  [
    'hand.illegal.betsInFront',
    () => {
      // 3rd street called around: the round is over and its bets wait to be brought in.
      let s = postBringIn(deal3(table({ stacks: [1000, 1000, 1000], manual: ['betCollection'] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      while (s.round.actor !== null) s = checkOrCall(s, s.round.actor);
      return s;
    },
    { kind: 'burnCard', card: null },
    (s) => {
      expect(s.log.some((e) => e.op === 'collect')).toBe(true);
      expect(s.burnedFor[0]).toBe(1);
    },
  ],
];

describe('follow: a deviation is done as written and the hand goes on (the chips and cards as the history has them)', () => {
  for (const [key, state, op, after] of DEVIATIONS) {
    it(`${key}: followed, reported once, every chip kept`, () => {
      const before = state();
      const problem = check(before, op);
      expect(problem?.key).toBe(key);
      expect(problem?.severity).toBe('deviation');
      const { state: s, deviations } = follow(before, op);
      expect(deviations[0]!.key).toBe(key);
      expect(new Set(deviations.map((d) => d.key)).size).toBe(deviations.length);
      expect(chips(s)).toBe(chips(before));
      after(s);
    });
  }

  it('with nothing wrong it is apply, and reports nothing', () => {
    const s = postBringIn(three(), 1);
    const op: Operation = { kind: 'completeBetOrRaiseTo', player: 2, amount: 200 };
    expect(follow(s, op)).toEqual({ state: apply(s, op), deviations: [] });
  });

  it('an action out of turn that is also of a wrong amount reports both (RR betting in turn, fixed limit)', () => {
    const { deviations } = follow(postBringIn(three(), 1), { kind: 'completeBetOrRaiseTo', player: 0, amount: 300 });
    expect(deviations.map((d) => d.key)).toEqual(['hand.illegal.notYourTurn', 'hand.illegal.wrongAmount']);
  });

  it('an error is thrown, never followed: a folded player acting, a card dealt twice, more chips than the stack', () => {
    const folded = fold(completeBetRaiseTo(postBringIn(three(), 1), 2, 200), 0);
    const errors: [HandState, Operation, string][] = [
      [folded, { kind: 'checkOrCall', player: 0 }, 'hand.illegal.playerFolded'],
      [burn(callAround(three()), null), { kind: 'dealCards', player: 0, cards: [C('Ac')] }, 'hand.illegal.cardSeen'],
      [postBringIn(three(), 1), { kind: 'completeBetOrRaiseTo', player: 2, amount: 5000 }, 'hand.illegal.moreThanStack'],
      [three(), { kind: 'dealCards', player: 0, cards: [C('Kd')] }, 'hand.illegal.bettingNotOver'],
      [three(), { kind: 'showOrMuck', player: 0, cards: 'muck' }, 'hand.illegal.muckNoShowdown'],
    ];
    for (const [s, op, key] of errors) {
      let thrown: Illegal | null = null;
      try {
        follow(s, op);
      } catch (error) {
        expect(error).toBeInstanceOf(IllegalActionError);
        thrown = (error as IllegalActionError).illegal;
      }
      expect(thrown?.key).toBe(key);
      expect(thrown?.severity).toBe('error');
    }
  });
});

describe('replay with onDeviation: the operations of a hand followed to the end, each deviation told with its index', () => {
  it("a showdown tabled in another order than the book's: same hand, deviations told", () => {
    const played = atShowdown();
    const order = showdownOrder(played).answer;
    const config = { ...played.config };
    const ops: Operation[] = [
      ...operationsOf(played.log),
      ...[...order].reverse().map((player): Operation => ({ kind: 'showOrMuck', player })),
    ];
    const told: [string, number][] = [];
    const last = replayed(config, ops, { onDeviation: (d, index) => told.push([d.key, index]) });
    expect(last.phase).toBe('complete');
    // The last hand of the order shows first: out of order; then each next one is out of order until the first.
    expect(told.length).toBeGreaterThan(0);
    expect(told.every(([key]) => key === 'hand.illegal.showOrder')).toBe(true);
    expect(told[0]![1]).toBe(operationsOf(played.log).length);
    // Without onDeviation the same operations stop at the first.
    expect(() => [...replay(config, ops)]).toThrow(IllegalActionError);
  });
});
