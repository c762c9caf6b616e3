import { describe, expect, it } from 'vitest';
import { newDeck, parseCard } from '../cards';
import { createRng, shuffled } from '../rng';
import { PROFILES } from '../profiles';
import { isRuleId } from '../rulebook/rules';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import {
  checkCheckOrCall,
  checkCompleteBetRaiseTo,
  checkFold,
  checkOrCall,
  checkPostBringIn,
  completeBetRaiseTo,
  fold,
  postBringIn,
} from './betting';
import { createHand, createShuffledHand } from './create';
import { burn, checkBurn, checkDealCards, checkDealCommon, checkScrambleStub, dealCards } from './dealing';
import { checkShowOrMuck, showdownOrder, showOrMuck } from './showdown';
import { apply, check, type Operation } from './operation';
import { callAround, callDown, deal3, dealStreet, followDealer, manualHands, table } from './test-kit';
import { IllegalActionError, type Illegal, type Severity } from './types';

const C = (t: string) => parseCard(t);

const three = () => deal3(table({ stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']);
const atFourth = () => dealStreet(callAround(three()), ['Kd', '3c', '8d']);
const tdaAtFourth = (variant: 'stud' | 'razz' = 'stud') =>
  dealStreet(callAround(deal3(table({ variant, rules: PROFILES.tda, stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])), [
    'Kd',
    '3c',
    '8d',
  ]);
const atShowdown = () =>
  callDown(three(), [
    ['Kd', '3c', '8d'],
    ['Jh', 'Td', '9c'],
    ['5h', '6d', '7c'],
    ['2h', '3d', '4c'],
  ]);

// Each refusal: the situation, and the i18n key it must produce. Every one must name at least one real rule.
const CASES: [string, Severity, () => Illegal | null][] = [
  ['hand.illegal.notYourTurn', 'deviation', () => checkFold(postBringIn(three(), 1), 0)],
  ['hand.illegal.noSuchPlayer', 'error', () => checkFold(three(), 9)],
  ['hand.illegal.noBetting', 'error', () => checkCheckOrCall(table({ stacks: [10, 10] }), 0)],
  ['hand.illegal.bringInCannotFold', 'deviation', () => checkFold(three(), 1)],
  ['hand.illegal.mustBringIn', 'error', () => checkCheckOrCall(three(), 1)],
  ['hand.illegal.bringInDone', 'error', () => checkPostBringIn(postBringIn(three(), 1), 2)],
  [
    'hand.illegal.cannotComplete',
    'deviation',
    () => checkCompleteBetRaiseTo(deal3(table({ stacks: [1000, 41, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1, 1),
  ],
  // 4th street with an open pair (RR stud 4): small or big, so a wrong amount names both totals.
  ['hand.illegal.wrongAmountTwo', 'deviation', () => checkCompleteBetRaiseTo(atFourth(), 0, 7)],
  // The same 4th street under TDA (no open-pair doubling, TDA RP-10-F): the big bet is refused for that reason.
  ['hand.illegal.openPairNoBigBet', 'deviation', () => checkCompleteBetRaiseTo(tdaAtFourth(), 0, 400)],
  ['hand.illegal.badAmount', 'error', () => checkCompleteBetRaiseTo(postBringIn(three(), 1), 2, 12.5)],
  ['hand.illegal.wrongAmount', 'deviation', () => checkCompleteBetRaiseTo(postBringIn(three(), 1), 2, 300)],
  [
    'hand.illegal.capped',
    'deviation',
    () => {
      let s = postBringIn(deal3(table({ stacks: [5000, 5000, 5000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      for (const [p, to] of [
        [2, 200],
        [0, 400],
        [1, 600],
        [2, 800],
      ] as const)
        s = completeBetRaiseTo(s, p, to);
      return checkCompleteBetRaiseTo(s, 0, 1000);
    },
  ],
  [
    'hand.illegal.allInCallOnly',
    'deviation',
    () => {
      let s = postBringIn(deal3(table({ stacks: [100, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      s = completeBetRaiseTo(s, 2, 200);
      return checkCompleteBetRaiseTo(s, 0, 60); // 60 chips behind facing 200: not a raise
    },
  ],
  // A raise to no more than the bet to call, the player keeping chips behind: no total a raise can be.
  ['hand.illegal.raiseNotAbove', 'error', () => checkCompleteBetRaiseTo(completeBetRaiseTo(postBringIn(three(), 1), 2, 200), 0, 150)],
  // Out of turn, but the player has folded, or has no chips left: no turn at all.
  ['hand.illegal.playerFolded', 'error', () => checkCheckOrCall(fold(completeBetRaiseTo(postBringIn(three(), 1), 2, 200), 0), 0)],
  [
    'hand.illegal.playerAllIn',
    'error',
    () => {
      const s = completeBetRaiseTo(postBringIn(deal3(table({ stacks: [1000, 1000, 240] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1), 2, 200);
      return checkCheckOrCall(checkOrCall(s, 0), 2); // seat 3 all-in for the completion; seat 2 acts now
    },
  ],
  [
    'hand.illegal.moreThanStack',
    'error',
    () => {
      let s = postBringIn(deal3(table({ stacks: [100, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      s = completeBetRaiseTo(s, 2, 200);
      return checkCompleteBetRaiseTo(s, 0, 400); // 60 chips behind
    },
  ],
  [
    'hand.illegal.notReopened',
    'deviation',
    () => {
      let s = postBringIn(deal3(table({ stacks: [1000, 1000, 490] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      s = completeBetRaiseTo(s, 2, 200);
      s = completeBetRaiseTo(s, 0, 400);
      s = checkOrCall(s, 1);
      s = completeBetRaiseTo(s, 2, 450); // all-in, 50 over: under half a bet
      return checkCompleteBetRaiseTo(s, 0, 650);
    },
  ],
  [
    'hand.illegal.nobodyToRaise',
    'deviation',
    () => {
      let s = postBringIn(deal3(table({ stacks: [1000, 1000, 190] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
      s = completeBetRaiseTo(s, 2, 150); // all-in completion
      s = fold(s, 0);
      return checkCompleteBetRaiseTo(s, 1, 350);
    },
  ],
  ['hand.illegal.foldNothingToCall', 'deviation', () => checkFold(atFourth(), 0)],
  ['hand.illegal.bettingNotOver', 'error', () => checkDealCards(three(), 0)],
  ['hand.illegal.burnFirst', 'deviation', () => checkDealCards(callAround(three()), 0, [C('Kd')])],
  ['hand.illegal.oneBurn', 'deviation', () => checkBurn(burn(callAround(three()), null))],
  ['hand.illegal.nothingToDeal', 'error', () => checkBurn(atShowdown())],
  [
    'hand.illegal.dealFolded',
    'error',
    () => {
      let s = postBringIn(three(), 1);
      s = fold(s, 2);
      s = checkOrCall(s, 0);
      return checkDealCards(burn(s, null), 2, [C('Kd')]);
    },
  ],
  ['hand.illegal.notOwed', 'error', () => checkDealCards(dealCards(burn(callAround(three()), null), 0, [C('Kd')]), 0, [C('Kh')])],
  ['hand.illegal.nameTheCards', 'error', () => checkDealCards(table({ stacks: [10, 10] }), 0)],
  ['hand.illegal.tooManyCards', 'error', () => checkDealCards(table({ stacks: [10, 10] }), 0, [1, 2, 3, 4])],
  ['hand.illegal.notACard', 'error', () => checkDealCards(table({ stacks: [10, 10] }), 0, [77])],
  ['hand.illegal.cardSeen', 'error', () => checkDealCards(dealCards(table({ stacks: [10, 10] }), 0, [C('As')]), 1, [C('As')])],
  [
    'hand.illegal.notStubTop',
    'error',
    () =>
      checkDealCards(
        followDealer(2, () => true),
        0,
        [51],
      ),
  ],
  [
    'hand.illegal.unknownFromKnownStub',
    'error',
    () =>
      checkDealCards(
        followDealer(2, () => true),
        0,
        [null],
      ),
  ],
  // RR 15: the usual 7th-street burn, then the scramble, a burn again and the common card.
  [
    'hand.illegal.scrambleFirst',
    'deviation',
    () =>
      checkDealCards(
        followDealer(8, (s) => s.street === 7 && s.burnedFor[3] === 1),
        0,
      ),
  ],
  [
    'hand.illegal.scrambleCards',
    'error',
    () =>
      checkScrambleStub(
        followDealer(8, (s) => s.street === 7 && s.burnedFor[3] === 1),
        [0, 1, 2, 3],
      ),
  ],
  [
    'hand.illegal.commonCardDue',
    'error',
    () =>
      checkDealCards(
        followDealer(8, (s) => s.street === 7 && s.scrambled && s.burnedFor[3] === 2),
        0,
      ),
  ],
  ['hand.illegal.notRunOut', 'error', () => checkDealCommon(burn(followDealer(3, (s) => s.street === 7)))],
  [
    'hand.illegal.commonAfterDeal',
    'error',
    () => {
      const s = callDown(three(), [
        ['Kd', '3c', '8d'],
        ['Jh', 'Td', '9c'],
        ['5h', '6d', '7c'],
      ]);
      return checkDealCommon(dealCards(burn(s, null), 0, [C('2h')]), C('4c'));
    },
  ],
  [
    'hand.illegal.stubEmpty',
    'error',
    () => {
      const s = followDealer(8, (x) => x.street === 7 && x.scrambled && x.burnedFor[3] === 2);
      return checkDealCommon({ ...s, stubTop: s.stub!.length }); // every scrambled card used up
    },
  ],
  // Out of the dealing order (SEED-000): the operation's check, beyond the deal's own.
  ['hand.illegal.dealOrder', 'deviation', () => check(burn(callAround(three()), null), { kind: 'dealCards', player: 1, cards: [C('Kd')] })],
  ['hand.illegal.unknownOperation', 'error', () => check(three(), { kind: 'shuffleUp' } as unknown as Operation)],
  ['hand.illegal.notShowdown', 'deviation', () => checkShowOrMuck(three(), 0)],
  ['hand.illegal.muckNoShowdown', 'error', () => checkShowOrMuck(three(), 0, 'muck')],
  [
    'hand.illegal.showFolded',
    'error',
    () => {
      let s = completeBetRaiseTo(atFourth(), 0, 200);
      s = fold(checkOrCall(s, 1), 2);
      s = callDown(s, [
        ['Jh', 'Td', ''],
        ['5h', '6d', ''],
        ['2h', '3d', ''],
      ]);
      return checkShowOrMuck(s, 2);
    },
  ],
  ['hand.illegal.alreadyMucked', 'error', () => checkShowOrMuck(showOrMuck(atShowdown(), 0, 'muck'), 0)],
  // Out of the showdown order (RR showdown: with no bet on 7th street the first to act shows first).
  [
    'hand.illegal.showOrder',
    'deviation',
    () => check(atShowdown(), { kind: 'showOrMuck', player: showdownOrder(atShowdown()).answer[1]! }),
  ],
  ['hand.illegal.showCount', 'error', () => checkShowOrMuck(atShowdown(), 0, [C('Ac')])],
  // The dealer's tasks left to operations (HandConfig.manual).
  ['hand.illegal.antesDue', 'deviation', () => check(manualHands.antes(), { kind: 'dealCards', player: 0, cards: [C('Kd')] })],
  [
    'hand.illegal.anteNotDue',
    'error',
    () => check(apply(manualHands.antes(), { kind: 'postAnte', player: 0 }), { kind: 'postAnte', player: 0 }),
  ],
  ['hand.illegal.uncalledBetDue', 'deviation', () => check(manualHands.uncalled(), { kind: 'collectBets' })],
  ['hand.illegal.uncalledBetIsOther', 'error', () => check(manualHands.uncalled(), { kind: 'returnUncalledBet', player: 1 })],
  ['hand.illegal.noUncalledBet', 'error', () => check(three(), { kind: 'returnUncalledBet', player: 0 })],
  [
    'hand.illegal.betsInFront',
    'deviation',
    () => check(apply(manualHands.uncalled(), { kind: 'returnUncalledBet', player: 0 }), { kind: 'burnCard', card: null }),
  ],
  ['hand.illegal.nothingToCollect', 'error', () => check(three(), { kind: 'collectBets' })],
  ['hand.illegal.noPotToAward', 'error', () => check(manualHands.awards(), { kind: 'awardPot', pot: 1, players: [0] })],
  ['hand.illegal.notAWinner', 'error', () => check(manualHands.awards(), { kind: 'awardPot', pot: 0, players: [1] })],
  ['hand.illegal.winnerMissing', 'error', () => check(manualHands.awards(), { kind: 'awardPot', pot: 0, players: [] })],
  [
    'hand.illegal.showMismatch',
    'error',
    () => checkShowOrMuck(atShowdown(), 0, [C('Ah'), C('Ad'), C('Ks'), C('Kd'), C('Jh'), C('5h'), C('2h')]),
  ],
];

describe('every refused operation says why and names the rule', () => {
  for (const [key, severity, situation] of CASES) {
    it(`${key} (${severity})`, () => {
      const problem = situation();
      expect(problem, key).not.toBeNull();
      expect(problem!.key).toBe(key);
      expect(problem!.severity).toBe(severity);
      expect(problem!.rules.length).toBeGreaterThan(0);
      for (const rule of problem!.rules) expect(isRuleId(rule), rule).toBe(true);
      expect(problem!.message).not.toMatch(/[{}]/);
      for (const locale of LOCALES) expect(formatReason({ key: problem!.key, params: problem!.params ?? {} }, locale)).not.toMatch(/[{}]/);
    });
  }

  it('the operation itself throws IllegalActionError carrying the same refusal', () => {
    try {
      fold(three(), 1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).illegal.rules).toContain('rr.stud.2');
    }
  });

  it('createHand says what is wrong with a bad configuration', () => {
    const good = {
      variant: 'stud' as const,
      rules: PROFILES.tda,
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      stacks: [10, 10],
    };
    expect(() => createHand({ ...good, stacks: [10] })).toThrow(/2 to 8 players/);
    expect(() => createHand({ ...good, variant: 'holdem' as never })).toThrow(/unknown variant/);
    expect(() => createHand({ ...good, stacks: [10, -1] })).toThrow(/stacks\[1\]/);
    expect(() => createHand({ ...good, deck: [1, 1, ...newDeck().slice(2)] })).toThrow(/deck\[1\] repeats/);
    expect(() => createHand({ ...good, structure: { ...good.structure, bringIn: 9 } })).toThrow(/bringIn/);
    expect(() => createHand({ ...good, antes: [1] })).toThrow(/antes/);
  });

  it('createShuffledHand checks the configuration the same way and deals the shuffle createHand would', () => {
    const good = {
      variant: 'stud' as const,
      rules: PROFILES.tda,
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      stacks: [10, 10],
    };
    expect(() => createShuffledHand({ ...good, stacks: [10] }, createRng(1))).toThrow(/2 to 8 players/);
    expect(() => createShuffledHand({ ...good, structure: { ...good.structure, bringIn: 9 } }, createRng(1))).toThrow(/bringIn/);
    const hand = createShuffledHand(good, createRng(7));
    expect(hand).toEqual(createHand({ ...good, deck: shuffled(newDeck(), createRng(7)) }));
    expect(new Set(hand.stub).size).toBe(52);
  });
});

describe('4th-street big bet after an open pair under house rules that do not double (TDA RP-10-F)', () => {
  it('tda.rp-10-f: the big bet is refused because of the open pair rule, naming the small-bet total and the profile choice', () => {
    const problem = checkCompleteBetRaiseTo(tdaAtFourth(), 0, 400)!;
    expect(problem.key).toBe('hand.illegal.openPairNoBigBet');
    expect(problem.rules).toEqual(['tda.rp-10-f', 'house.profile', 'rr.betting.fixed-limit']);
    expect(problem.params).toEqual({ amount: 400, allowed: 200 });
    expect(problem.message).toBe(
      'An open pair on fourth street does not allow the big bet under these house rules (no open-pair doubling): 400 would be the big bet; bets and raises stay at the small bet, so the total must be 200.',
    );
    expect(formatReason({ key: problem.key, params: problem.params ?? {} }, 'es')).toContain('cuarta calle no permite la apuesta grande');
    expect(formatReason({ key: problem.key, params: problem.params ?? {} }, 'it')).toContain(
      'quarta strada non permette la puntata grande',
    );
  });

  it('tda.rp-10-f: a raise by the big bet is refused the same way (the total stays one small bet above)', () => {
    const s = completeBetRaiseTo(tdaAtFourth(), 0, 200);
    const problem = checkCompleteBetRaiseTo(s, 1, 600)!;
    expect(problem.key).toBe('hand.illegal.openPairNoBigBet');
    expect(problem.params).toEqual({ amount: 600, allowed: 400 });
  });

  it('the small bet stays legal; any other wrong amount, or the big bet with no open pair or in razz, is the plain fixed-limit refusal', () => {
    expect(checkCompleteBetRaiseTo(tdaAtFourth(), 0, 200)).toBeNull();
    expect(checkCompleteBetRaiseTo(tdaAtFourth(), 0, 300)?.key).toBe('hand.illegal.wrongAmount');
    const noPair = dealStreet(
      callAround(deal3(table({ rules: PROFILES.tda, stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])),
      ['Qd', '3c', '8d'],
    );
    expect(checkCompleteBetRaiseTo(noPair, noPair.round.actor!, 400)?.key).toBe('hand.illegal.wrongAmount');
    const razz = tdaAtFourth('razz');
    expect(checkCompleteBetRaiseTo(razz, razz.round.actor!, 400)?.key).toBe('hand.illegal.wrongAmount');
  });

  it('rr.stud.4: with open-pair doubling (RR cash) the same big bet is legal', () => {
    expect(checkCompleteBetRaiseTo(atFourth(), 0, 400)).toBeNull();
  });
});
