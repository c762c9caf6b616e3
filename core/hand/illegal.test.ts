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
import { checkShowOrMuck, showOrMuck } from './showdown';
import { callAround, callDown, deal3, dealStreet, followDealer, table } from './test-kit';
import { IllegalActionError, type Illegal } from './types';

const C = (t: string) => parseCard(t);


const three = () => deal3(table({ stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']);
const atFourth = () => dealStreet(callAround(three()), ['Kd', '3c', '8d']);
const tdaAtFourth = (variant: 'stud' | 'razz' = 'stud') =>
  dealStreet(callAround(deal3(table({ variant, rules: PROFILES.tda, stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])), ['Kd', '3c', '8d']);
const atShowdown = () => callDown(three(), [['Kd', '3c', '8d'], ['Jh', 'Td', '9c'], ['5h', '6d', '7c'], ['2h', '3d', '4c']]);

// Each refusal: the situation, and the i18n key it must produce. Every one must name at least one real rule.
const CASES: [string, () => Illegal | null][] = [
  ['hand.illegal.notYourTurn', () => checkFold(postBringIn(three(), 1), 0)],
  ['hand.illegal.noSuchPlayer', () => checkFold(three(), 9)],
  ['hand.illegal.noBetting', () => checkCheckOrCall(table({ stacks: [10, 10] }), 0)],
  ['hand.illegal.bringInCannotFold', () => checkFold(three(), 1)],
  ['hand.illegal.mustBringIn', () => checkCheckOrCall(three(), 1)],
  ['hand.illegal.bringInDone', () => checkPostBringIn(postBringIn(three(), 1), 2)],
  ['hand.illegal.cannotComplete', () => checkCompleteBetRaiseTo(deal3(table({ stacks: [1000, 41, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1, 200)],
  // 4th street with an open pair (RR stud 4): small or big, so a wrong amount names both totals.
  ['hand.illegal.wrongAmountTwo', () => checkCompleteBetRaiseTo(atFourth(), 0, 7)],
  // The same 4th street under TDA (no open-pair doubling, TDA RP-10-F): the big bet is refused for that reason.
  ['hand.illegal.openPairNoBigBet', () => checkCompleteBetRaiseTo(tdaAtFourth(), 0, 400)],
  ['hand.illegal.badAmount', () => checkCompleteBetRaiseTo(postBringIn(three(), 1), 2, 12.5)],
  ['hand.illegal.wrongAmount', () => checkCompleteBetRaiseTo(postBringIn(three(), 1), 2, 300)],
  ['hand.illegal.capped', () => {
    let s = postBringIn(three(), 1);
    for (const [p, to] of [[2, 200], [0, 400], [1, 600], [2, 800]] as const) s = completeBetRaiseTo(s, p, to);
    return checkCompleteBetRaiseTo(s, 0, 1000);
  }],
  ['hand.illegal.allInCallOnly', () => {
    let s = postBringIn(deal3(table({ stacks: [100, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
    s = completeBetRaiseTo(s, 2, 200);
    return checkCompleteBetRaiseTo(s, 0, 400); // 60 chips behind facing 200
  }],
  ['hand.illegal.notReopened', () => {
    let s = postBringIn(deal3(table({ stacks: [1000, 1000, 490] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
    s = completeBetRaiseTo(s, 2, 200);
    s = completeBetRaiseTo(s, 0, 400);
    s = checkOrCall(s, 1);
    s = completeBetRaiseTo(s, 2, 450); // all-in, 50 over: under half a bet
    return checkCompleteBetRaiseTo(s, 0, 650);
  }],
  ['hand.illegal.nobodyToRaise', () => {
    let s = postBringIn(deal3(table({ stacks: [1000, 1000, 190] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
    s = completeBetRaiseTo(s, 2, 150); // all-in completion
    s = fold(s, 0);
    return checkCompleteBetRaiseTo(s, 1, 350);
  }],
  ['hand.illegal.foldNothingToCall', () => checkFold(atFourth(), 0)],
  ['hand.illegal.bettingNotOver', () => checkDealCards(three(), 0)],
  ['hand.illegal.burnFirst', () => checkDealCards(callAround(three()), 0, [C('Kd')])],
  ['hand.illegal.oneBurn', () => checkBurn(burn(callAround(three()), null))],
  ['hand.illegal.nothingToDeal', () => checkBurn(atShowdown())],
  ['hand.illegal.dealFolded', () => {
    let s = postBringIn(three(), 1);
    s = fold(s, 2);
    s = checkOrCall(s, 0);
    return checkDealCards(burn(s, null), 2, [C('Kd')]);
  }],
  ['hand.illegal.notOwed', () => checkDealCards(dealCards(burn(callAround(three()), null), 0, [C('Kd')]), 0, [C('Kh')])],
  ['hand.illegal.nameTheCards', () => checkDealCards(table({ stacks: [10, 10] }), 0)],
  ['hand.illegal.tooManyCards', () => checkDealCards(table({ stacks: [10, 10] }), 0, [1, 2, 3, 4])],
  ['hand.illegal.notACard', () => checkDealCards(table({ stacks: [10, 10] }), 0, [77])],
  ['hand.illegal.cardSeen', () => checkDealCards(dealCards(table({ stacks: [10, 10] }), 0, [C('As')]), 1, [C('As')])],
  ['hand.illegal.notStubTop', () => checkDealCards(followDealer(2, () => true), 0, [51])],
  ['hand.illegal.unknownFromKnownStub', () => checkDealCards(followDealer(2, () => true), 0, [null])],
  // RR 15: the usual 7th-street burn, then the scramble, a burn again and the common card.
  ['hand.illegal.scrambleFirst', () => checkDealCards(followDealer(8, (s) => s.street === 7 && s.burnedFor[3] === 1), 0)],
  ['hand.illegal.scrambleCards', () => checkScrambleStub(followDealer(8, (s) => s.street === 7 && s.burnedFor[3] === 1), [0, 1, 2, 3])],
  ['hand.illegal.commonCardDue', () => checkDealCards(followDealer(8, (s) => s.street === 7 && s.scrambled && s.burnedFor[3] === 2), 0)],
  ['hand.illegal.notRunOut', () => checkDealCommon(burn(followDealer(3, (s) => s.street === 7)))],
  ['hand.illegal.commonAfterDeal', () => {
    const s = callDown(three(), [['Kd', '3c', '8d'], ['Jh', 'Td', '9c'], ['5h', '6d', '7c']]);
    return checkDealCommon(dealCards(burn(s, null), 0, [C('2h')]), C('4c'));
  }],
  ['hand.illegal.stubEmpty', () => {
    const s = followDealer(8, (x) => x.street === 7 && x.scrambled && x.burnedFor[3] === 2);
    return checkDealCommon({ ...s, stubTop: s.stub!.length }); // every scrambled card used up
  }],
  ['hand.illegal.notShowdown', () => checkShowOrMuck(three(), 0)],
  ['hand.illegal.showFolded', () => {
    let s = completeBetRaiseTo(atFourth(), 0, 200);
    s = fold(checkOrCall(s, 1), 2);
    s = callDown(s, [['Jh', 'Td', ''], ['5h', '6d', ''], ['2h', '3d', '']]);
    return checkShowOrMuck(s, 2);
  }],
  ['hand.illegal.alreadyMucked', () => checkShowOrMuck(showOrMuck(atShowdown(), 0, 'muck'), 0)],
  ['hand.illegal.showCount', () => checkShowOrMuck(atShowdown(), 0, [C('Ac')])],
  ['hand.illegal.showMismatch', () => checkShowOrMuck(atShowdown(), 0, [C('Ah'), C('Ad'), C('Ks'), C('Kd'), C('Jh'), C('5h'), C('2h')])],
];

describe('every refused operation says why and names the rule', () => {
  for (const [key, situation] of CASES) {
    it(key, () => {
      const problem = situation();
      expect(problem, key).not.toBeNull();
      expect(problem!.key).toBe(key);
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
    const good = { variant: 'stud' as const, rules: PROFILES.tda, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, stacks: [10, 10] };
    expect(() => createHand({ ...good, stacks: [10] })).toThrow(/2 to 8 players/);
    expect(() => createHand({ ...good, variant: 'holdem' as never })).toThrow(/unknown variant/);
    expect(() => createHand({ ...good, stacks: [10, -1] })).toThrow(/stacks\[1\]/);
    expect(() => createHand({ ...good, deck: [1, 1, ...newDeck().slice(2)] })).toThrow(/deck\[1\] repeats/);
    expect(() => createHand({ ...good, structure: { ...good.structure, bringIn: 9 } })).toThrow(/bringIn/);
    expect(() => createHand({ ...good, antes: [1] })).toThrow(/antes/);
  });

  it('createShuffledHand checks the configuration the same way and deals the shuffle createHand would', () => {
    const good = { variant: 'stud' as const, rules: PROFILES.tda, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, stacks: [10, 10] };
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
    expect(formatReason({ key: problem.key, params: problem.params ?? {} }, 'it')).toContain('quarta strada non permette la puntata grande');
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
    const noPair = dealStreet(callAround(deal3(table({ rules: PROFILES.tda, stacks: [1000, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh'])), ['Qd', '3c', '8d']);
    expect(checkCompleteBetRaiseTo(noPair, noPair.round.actor!, 400)?.key).toBe('hand.illegal.wrongAmount');
    const razz = tdaAtFourth('razz');
    expect(checkCompleteBetRaiseTo(razz, razz.round.actor!, 400)?.key).toBe('hand.illegal.wrongAmount');
  });

  it('rr.stud.4: with open-pair doubling (RR cash) the same big bet is legal', () => {
    expect(checkCompleteBetRaiseTo(atFourth(), 0, 400)).toBeNull();
  });
});
