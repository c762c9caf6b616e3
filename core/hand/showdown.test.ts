import { describe, expect, it } from 'vitest';
import { parseCards } from '../cards';
import { PROFILES } from '../profiles';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from './betting';
import { pots, settle } from './settle';
import { checkShowOrMuck, showdownOrder, showOrMuck } from './showdown';
import { dealCards } from './dealing';
import { nextDealerStep } from './queries';
import { callAround, callDown, deal3, dealStreet, table } from './test-kit';
import type { HandState } from './types';

const STRUCT = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const LATER = [['Jh', 'Td', '9c'], ['5h', '6d', '7c'], ['2h', '3d', '4c']];

/** Three players to 7th street; 7th street dealt, betting open. */
function toRiver(rules = PROFILES['rr-cash']): HandState {
  let s = deal3(table({ stacks: [1000, 1000, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']);
  s = callDown(s, LATER);
  return dealStreet(s, ['9d', '9h', 'Tc']);
}

describe('showdown order (TDA 17, RR showdown, SEED-001)', () => {
  it('the last player to bet or raise on the river shows first, then clockwise', () => {
    let s = toRiver();
    const first = s.round.actor!;
    s = checkOrCall(s, first);
    const bettor = s.round.actor!;
    s = completeBetRaiseTo(s, bettor, 10);
    s = callAround(s);
    expect(s.phase).toBe('showdown');
    const d = showdownOrder(s);
    expect(d.answer[0]).toBe(bettor);
    expect(d.rules).toContain('tda.17');
    expect(nextDealerStep(s).answer).toEqual({ kind: 'showdown', player: bettor });
  });

  it('river checked: rr-cash: the player first to act shows first; online (SEED-001): the last aggressor of an earlier street', () => {
    for (const rules of [PROFILES['rr-cash'], PROFILES.online]) {
      let s = deal3(table({ stacks: [1000, 1000, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']);
      s = callAround(s);
      s = dealStreet(s, LATER[0]!);
      s = completeBetRaiseTo(s, s.round.actor!, 5);
      const aggressor = s.log.at(-1)!.op === 'cbr' ? (s.log.at(-1) as { player: number }).player : -1;
      s = callAround(s);
      for (const street of [LATER[1]!, LATER[2]!, ['9d', '9h', 'Tc']]) s = callAround(dealStreet(s, street));
      const d = showdownOrder(s);
      if (rules.id === 'online') {
        expect(d.answer[0]).toBe(aggressor);
        expect(d.rules).toContain('seed-001.showdown-order');
      } else {
        expect(d.answer[0]).toBe(s.openers[4]);
        expect(d.rules).toContain('tda.17');
      }
    }
  });

  it('RR: players in a side pot show before a player all-in for the main pot only', () => {
    let s = deal3(table({ stacks: [1000, 18, 1000], structure: STRUCT }), ['AsAdKs', 'QcJc6c', '8h8s2s']);
    s = callAround(s); // p2 brings in; everyone calls 2
    s = dealStreet(s, ['Jh', 'Td', '9c']);
    s = completeBetRaiseTo(s, s.round.actor!, 5);
    s = callAround(s);
    s = dealStreet(s, ['5h', '6d', '7c']);
    // p1 has 10 left and calls p0's bet all-in
    while (s.phase === 'betting') {
      const p = s.round.actor!;
      s = p === 0 && s.round.toCall === 0 ? completeBetRaiseTo(s, 0, 10) : checkOrCall(s, p);
    }
    expect(s.players[1]!.stack).toBe(0);
    s = dealStreet(s, ['2h', '3d', '4c']);
    s = callAround(completeBetRaiseTo(s, s.round.actor!, 10)); // a side pot between p1 and p3
    s = callAround(dealStreet(s, ['9d', '9h', 'Tc']));
    const d = showdownOrder(s);
    expect(d.answer.at(-1)).toBe(1);
    expect(d.rules).toContain('rr.showdown.side-pots-first');
    expect(pots(s).answer.length).toBe(2);
  });

  it('showing and mucking: only live hands, at the showdown; a mucked hand cannot win (SEED-000)', () => {
    let s = callAround(toRiver());
    expect(checkShowOrMuck(toRiver(), 0)?.rules).toContain('tda.17');
    s = showOrMuck(s, 1, 'muck');
    expect(checkShowOrMuck(s, 1)?.key).toBe('hand.illegal.alreadyMucked');
    s = showOrMuck(showOrMuck(s, 0), 2);
    expect(s.phase).toBe('complete');
    const paid = settle(s).answer.awards.map((a) => a.player);
    expect(paid).not.toContain(1);
  });
});

describe('settle: pots, splits, hi-lo halves, odd chip (RR ties, TDA 20)', () => {
  /** Razz, three players, p2 folds: p0 and p1 tie with a wheel; pot 15, odd chip. */
  function razzTie(rules = PROFILES['rr-cash']): HandState {
    let s = deal3(table({ variant: 'razz', stacks: [100, 100, 100], rules, structure: STRUCT }), ['Ac2c3d', 'Ad2d3h', 'JsTsKd']);
    s = postBringIn(s, 2);
    s = completeBetRaiseTo(s, 0, 5);
    s = checkOrCall(s, 1);
    s = fold(s, 2);
    return callDown(s, [['4d', '4h', ''], ['5h', '5s', ''], ['Kh', 'Kc', ''], ['Qh', 'Qc', '']]);
  }
  it('RR: in a low game the odd chip goes to the lowest card by suit (ace of clubs)', () => {
    const d = settle(razzTie());
    expect(d.answer.finishingStacks).toEqual([100 - 1 - 5 + 8, 100 - 1 - 5 + 7, 100 - 1 - 2]);
    expect(d.rules).toContain('rr.showdown.odd-chip');
  });
  it('TDA 20: the odd chip goes to the high card by suit in the five-card hand (five of spades)', () => {
    const d = settle(razzTie(PROFILES.tda));
    expect(d.answer.finishingStacks).toEqual([100 - 1 - 5 + 7, 100 - 1 - 5 + 8, 97]);
    expect(d.rules).toContain('tda.20');
  });

  it('stud8: high and low halves, the odd chip to the high half; no qualifying low: the high scoops', () => {
    const play = (p1Low: boolean) => {
      let s = deal3(table({ variant: 'stud8', stacks: [100, 100, 100], structure: STRUCT }), ['KsKdQs', p1Low ? 'Ac2c3d' : 'Jc9cTd', 'Jd4h2s']);
      s = postBringIn(s, 2);
      s = completeBetRaiseTo(s, 0, 5);
      s = checkOrCall(s, 1);
      s = fold(s, 2);
      return callDown(s, [['Kh', p1Low ? '4d' : '9h', ''], ['Qd', p1Low ? '5h' : 'Jh', ''], ['2h', p1Low ? 'Tc' : '3c', ''], ['3h', p1Low ? 'Jc' : '6h', '']]);
    };
    const split = settle(play(true)).answer;
    expect(split.awards).toEqual([
      { pot: 0, player: 0, amount: 8, half: 'high' },
      { pot: 0, player: 1, amount: 7, half: 'low' },
    ]);
    const scoop = settle(play(false)).answer;
    expect(scoop.awards).toEqual([{ pot: 0, player: 0, amount: 15, half: 'scoop' }]);
  });

  it('ante trimming (PHH): a player all-in for part of the ante wins only what was matched', () => {
    const build = (anteTrimming: boolean) => {
      let s = deal3(table({ stacks: [4, 100, 100], structure: { ante: 10, bringIn: 2, smallBet: 5, bigBet: 10 }, anteTrimming }), ['AsAhAd', 'QcJc2c', '8h8s7s']);
      s = callDown(s, [['Ac', 'Td', '9c'], ['5h', '6d', '7c'], ['2h', '3d', '4c'], ['9d', '9h', 'Tc']]);
      return s;
    };
    const trimmed = pots(build(true)).answer;
    expect(trimmed[0]).toEqual({ amount: 12, eligible: [0, 1, 2] });
    expect(trimmed[1]!.eligible).toEqual([1, 2]);
    const dead = pots(build(false)).answer;
    expect(dead[0]).toEqual({ amount: 24, eligible: [0, 1, 2] });
    const fin = settle(build(true)).answer.finishingStacks;
    expect(fin[0]).toBe(12); // quads win only the matched antes
    expect(fin.reduce((a, b) => a + b, 0)).toBe(204);
  });

  it('settle refuses a hand that is not over', () => {
    expect(() => settle(toRiver())).toThrow(/not over/);
  });

  it('PHH: shown cards complete hole cards dealt as unknown (??), and must match the known ones', () => {
    let s = table({ stacks: [100, 100], structure: STRUCT });
    s = dealCards(s, 0, [null, null, parseCards('Kc')[0]!]);
    s = dealCards(s, 1, [null, null, parseCards('Qc')[0]!]);
    s = callDown(s, [['Jh', 'Td'], ['5h', '6d'], ['2h', '3d'], ['9d', '9h']]);
    const bad = checkShowOrMuck(s, 0, [...parseCards('AsAdQc'), null, null, null, null]);
    expect(bad?.key).toBe('hand.illegal.showMismatch');
    expect(checkShowOrMuck(s, 0, parseCards('AsAd'))?.key).toBe('hand.illegal.showCount');
    s = showOrMuck(s, 0, parseCards('AsAdKcJh5h2h9d'));
    expect(s.players[0]!.cards.map((d) => d.card)).toEqual(parseCards('AsAdKcJh5h2h9d'));
    expect(checkShowOrMuck(s, 1, parseCards('AsKdQcTd6d3d9h'))?.key).toBe('hand.illegal.cardSeen');
  });
});
