import { describe, expect, it } from 'vitest';
import { newDeck, parseCard, type Card } from '../cards';
import { PROFILES } from '../profiles';
import type { HouseRules } from '../profiles';
import { checkOrCall, postBringIn, fold } from './betting';
import { createHand } from './create';
import {
  burn,
  checkBurn,
  checkDealCards,
  checkDealCommon,
  dealCards,
  dealCommon,
  dealStreet,
  scrambleCards,
  scrambleStub,
} from './dealing';
import { firstToAct, nextDealerStep, runOutPlan } from './queries';
import { table } from './test-kit';
import type { HandState } from './types';
import { legalNow } from './betting';

const STRUCT = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

/** Follow the dealer's steps; on betting, post the bring-in and call or check everything (optionally fold some on 3rd). */
function callDown(
  state: HandState,
  foldOnThird: number[] = [],
  until: (s: HandState) => boolean = (s) => s.phase === 'showdown',
): HandState {
  let s = state;
  for (let guard = 0; guard < 500 && !until(s); guard++) {
    const step = nextDealerStep(s).answer;
    if (step.kind === 'burn') s = burn(s);
    else if (step.kind === 'deal') s = dealCards(s, step.player);
    else if (step.kind === 'scramble') s = scrambleStub(s, scrambleCards(s).reverse());
    else if (step.kind === 'common') s = dealCommon(s);
    else if (step.kind === 'action') {
      const l = legalNow(s)!;
      if (l.bringIn !== null) s = postBringIn(s, l.player);
      else if (s.street === 3 && foldOnThird.includes(l.player)) s = fold(s, l.player);
      else s = checkOrCall(s, l.player);
    } else break;
  }
  return s;
}

function allCards(s: HandState): Card[] {
  const out: Card[] = [];
  for (const p of s.players) for (const d of p.cards) out.push(d.card!);
  for (const b of s.burns) out.push(b!);
  if (s.stub) out.push(...s.stub.slice(s.stubTop));
  if (s.common !== undefined && s.common !== null) out.push(s.common);
  return out;
}

const opsSince = (before: HandState, after: HandState) =>
  after.log
    .slice(before.log.length)
    .filter((e) => e.op !== 'cc' && e.op !== 'return')
    .map((e) => e.op);

function hand(n: number, rules: HouseRules): HandState {
  return createHand({ variant: 'stud', rules, structure: STRUCT, stacks: new Array(n).fill(1000), deck: newDeck() });
}

describe('dealing order and burns (SEED-000)', () => {
  it("3rd street: round by round from the dealer's left, two down then one up; no burn before the first deal", () => {
    let s = hand(3, PROFILES['rr-cash']);
    const steps: string[] = [];
    for (let k = 0; k < 9; k++) {
      const st = nextDealerStep(s).answer;
      expect(st.kind).toBe('deal');
      if (st.kind === 'deal') {
        steps.push(`${st.player}${st.up ? 'u' : 'd'}`);
        s = dealCards(s, st.player);
      }
    }
    expect(steps).toEqual(['0d', '1d', '2d', '0d', '1d', '2d', '0u', '1u', '2u']);
    expect(s.burns).toEqual([]);
    expect(s.phase).toBe('betting');
  });

  it('one burn before each of 4th-7th; burning twice, dealing unburned, or dealing before the betting ends are refused', () => {
    let s = callDown(hand(3, PROFILES['rr-cash']), [], (x) => x.street === 4);
    expect(nextDealerStep(s).answer).toEqual({ kind: 'burn', street: 4 });
    expect(checkDealCards(s, 0)?.rules).toContain('seed-000.burn');
    s = burn(s);
    expect(checkBurn(s)?.key).toBe('hand.illegal.oneBurn');
    s = dealCards(dealCards(dealCards(s, 0), 1), 2);
    expect(s.phase).toBe('betting');
    expect(checkDealCards(s, 0)?.rules).toEqual(['rr.stud.14', 'tda.rp-5-d']);
    s = callDown(s);
    expect(s.burns.length).toBe(4);
    expect(s.players.map((p) => p.cards.map((d) => (d.up ? 'u' : 'd')).join(''))).toEqual(['dduuuud', 'dduuuud', 'dduuuud']);
  });

  it('folded players are skipped', () => {
    const s = callDown(hand(4, PROFILES['rr-cash']), [2], (x) => x.street === 4 && x.burns.length === 1);
    expect(s.players[2]!.folded).toBe(true);
    expect(checkDealCards(s, 2)?.key).toBe('hand.illegal.dealFolded');
    const order: number[] = [];
    let t = s;
    while (nextDealerStep(t).answer.kind === 'deal') {
      const st = nextDealerStep(t).answer;
      if (st.kind !== 'deal') break;
      order.push(st.player);
      t = dealCards(t, st.player);
    }
    expect(order).toEqual([0, 1, 3]);
  });

  it('unknown stub (PHH replay): cards must be named and never repeat', () => {
    const s = table({ stacks: [100, 100] });
    expect(checkDealCards(s, 0)?.key).toBe('hand.illegal.nameTheCards');
    const t = dealCards(s, 0, [parseCard('As'), null, parseCard('Kd')]);
    expect(checkDealCards(t, 1, [parseCard('Kd')])?.key).toBe('hand.illegal.cardSeen');
    expect(checkDealCards(t, 1, [1, 2, 3, 4])?.key).toBe('hand.illegal.tooManyCards');
  });
});

describe('running out of cards on 7th street (SEED-000 arithmetic; RR 15, TDA RP-10-H, online)', () => {
  it('deck arithmetic: 8 players x 6 cards + 3 burns = 51, one card left before the 7th-street burn', () => {
    const s = callDown(hand(8, PROFILES['rr-cash']), [], (x) => x.street === 7);
    expect(s.players.every((p) => p.cards.length === 6)).toBe(true);
    expect(s.burns.length).toBe(3);
    expect(s.stub!.length - s.stubTop).toBe(1);
    expect(runOutPlan(s).rules).toContain('seed-000.deck-arithmetic');
  });

  const cases: [string, number, number[], string, string[]][] = [
    // RR 15: the usual burn first ("burns again" after the scramble); the stub's one card is that burn.
    ['rr-cash', 8, [], 'scramble-then-common', ['burn', 'scramble', 'burn', 'common']],
    ['tda', 8, [], 'scramble-then-common', ['scramble', 'burn', 'common']],
    ['online', 8, [], 'scramble-then-common', ['scramble', 'common']],
    // 7 seats: 7 cards left and 3 burns.
    // RR 15: burn, all but the last of the 6 left to seats 1-5, the last card and the 4 burns scrambled, burn again (5 > 2), deal.
    ['rr-cash', 7, [], 'scramble-then-deal', ['burn', 'deal', 'deal', 'deal', 'deal', 'deal', 'scramble', 'burn', 'deal', 'deal']],
    ['tda', 7, [], 'scramble-then-deal', ['scramble', 'burn', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal']],
    ['online', 7, [], 'scramble-then-deal', ['scramble', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal']],
    // 8 seats, one folds on 3rd: 7 players owed, 4 cards left, 3 burns.
    // RR 15: burn, 2 of the 3 left dealt, the last and the 4 burns scrambled: 5 cards for 5 players, no burn again.
    ['rr-cash', 8, [5], 'scramble-then-deal', ['burn', 'deal', 'deal', 'scramble', 'deal', 'deal', 'deal', 'deal', 'deal']],
    ['tda', 8, [5], 'common', ['burn', 'common']],
    ['online', 8, [5], 'scramble-then-deal', ['scramble', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal']],
    // 6 players: enough cards.
    ['rr-cash', 6, [], 'deal', ['burn', 'deal', 'deal', 'deal', 'deal', 'deal', 'deal']],
  ];
  for (const [id, n, folds, plan, ops] of cases) {
    it(`${id}, ${n} seats${folds.length ? ', one fold' : ''}: ${plan}`, () => {
      const at7 = callDown(hand(n, PROFILES[id as keyof typeof PROFILES]), folds, (x) => x.street === 7);
      expect(runOutPlan(at7).answer).toBe(plan);
      const done = callDown(at7, [], (x) => x.phase !== 'dealing');
      expect(opsSince(at7, done)).toEqual(ops);
      const cards = allCards(done);
      expect(cards.length).toBe(52); // folded hands keep their cards: never reused (SEED-000)
      expect(new Set(cards).size).toBe(cards.length);
      const live = done.players.filter((p) => !p.folded);
      if (plan.endsWith('common')) expect(live.every((p) => p.cards.length === 6) && done.common !== undefined).toBe(true);
      else expect(live.every((p) => p.cards.length === 7)).toBe(true);
    });
  }

  it('who acts after a common card: RR 15 the best board with the common card; TDA RP-10-H the player who opened 6th', () => {
    for (const id of ['rr-cash', 'tda'] as const) {
      const s = callDown(hand(8, PROFILES[id]), [], (x) => x.street === 7 && x.phase === 'betting');
      expect(s.common).not.toBeUndefined();
      const d = firstToAct(s);
      if (id === 'tda') {
        expect(d.answer).toBe(s.openers[3]);
        expect(d.rules).toContain('tda.rp-10-h');
      } else expect(d.rules).toContain('rr.stud.15');
    }
  });

  it('a common card is refused while there are enough cards', () => {
    const s = callDown(hand(4, PROFILES['rr-cash']), [], (x) => x.street === 7);
    expect(checkDealCommon(burn(s))?.key).toBe('hand.illegal.notRunOut');
  });
});

describe('a stub scrambled into an unknown order keeps its run-out plan (engine-rulings report)', () => {
  for (const id of ['rr-cash', 'tda', 'online'] as const) {
    it(`${id}: 8 players, scramble with unknown order, then ${id === 'online' ? '' : 'burn, '}the common card`, () => {
      const at7 = callDown(hand(8, PROFILES[id]), [], (x) => x.street === 7);
      // RR 15 burns as usual before the scramble.
      let s = scrambleStub(id === 'rr-cash' ? burn(at7) : at7, null);
      expect(s.stub).toBeNull();
      if (id !== 'online') {
        expect(nextDealerStep(s).answer.kind).toBe('burn');
        s = burn(s, null);
      }
      expect(nextDealerStep(s).answer.kind).toBe('common');
      expect(checkDealCards(s, 0, [0])?.key).toBe('hand.illegal.commonCardDue');
      s = dealCommon(s);
      expect(s.common).toBeNull();
      expect(s.phase).toBe('betting');
    });
  }
});

describe('dealStreet: a whole street in one step (SEED-000 deal order, RR 13 burns)', () => {
  const deck = newDeck();
  /** The same street one card at a time, following nextDealerStep. */
  function oneByOne(state: HandState): HandState {
    let s = state;
    for (let step = nextDealerStep(s).answer; step.kind === 'deal'; step = nextDealerStep(s).answer) s = dealCards(s, step.player);
    return s;
  }

  it("3rd street: two down and one up to each player, round by round from the dealer's left (seed-000.deal-order)", () => {
    const start = createHand({ variant: 'stud', rules: PROFILES['rr-cash'], structure: STRUCT, stacks: [100, 100, 100], deck });
    const s = dealStreet(start);
    const deals = s.log.filter((e) => e.op === 'deal');
    expect(deals.map((e) => (e.op === 'deal' ? e.player : -1))).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    expect(deals.map((e) => (e.op === 'deal' ? e.cards[0]!.card : -1))).toEqual(deck.slice(0, 9));
    expect(deals.map((e) => (e.op === 'deal' ? e.cards[0]!.up : null))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(s.phase).toBe('betting');
    expect(s).toEqual(oneByOne(start));
  });

  it('4th street after a fold: the folded seat is skipped, one burn first (seed-000.deal-order, rr.stud.13)', () => {
    let s = dealStreet(createHand({ variant: 'stud', rules: PROFILES['rr-cash'], structure: STRUCT, stacks: [100, 100, 100, 100], deck }));
    while (s.phase === 'betting') {
      const l = legalNow(s)!;
      s = l.bringIn !== null ? postBringIn(s, l.player) : l.player === 2 ? fold(s, 2) : checkOrCall(s, l.player);
    }
    s = burn(s);
    expect(dealStreet(s)).toEqual(oneByOne(s));
    const fourth = dealStreet(s).log.slice(s.log.length);
    expect(fourth.map((e) => (e.op === 'deal' ? e.player : e.op))).toEqual([0, 1, 3]);
  });

  it('refuses to deal before the burn, naming the rule (rr.stud.13)', () => {
    let s = dealStreet(createHand({ variant: 'stud', rules: PROFILES['rr-cash'], structure: STRUCT, stacks: [100, 100], deck }));
    while (s.phase === 'betting') {
      const l = legalNow(s)!;
      s = l.bringIn !== null ? postBringIn(s, l.player) : checkOrCall(s, l.player);
    }
    expect(() => dealStreet(s)).toThrow(/burn/i);
  });
});

describe('dealStreet on 7th street (RR 15, TDA RP-10-H: a whole round only when the stub covers everyone)', () => {
  /** Play to 7th street's deal with everyone calling; `players` at the table. */
  function seventh(players: number, profile: HouseRules): HandState {
    let s = createHand({
      variant: 'stud',
      rules: profile,
      structure: STRUCT,
      stacks: new Array<number>(players).fill(1000),
      deck: newDeck(),
    });
    for (let guard = 0; guard < 500 && !(s.street === 7 && s.phase === 'dealing' && nextDealerStep(s).answer.kind !== 'burn'); guard++) {
      if (s.phase === 'dealing') s = nextDealerStep(s).answer.kind === 'burn' ? burn(s) : dealStreet(s);
      else {
        const l = legalNow(s)!;
        s = l.bringIn !== null ? postBringIn(s, l.player) : checkOrCall(s, l.player);
      }
    }
    return s;
  }
  function oneByOne(state: HandState): HandState {
    let s = state;
    for (let step = nextDealerStep(s).answer; step.kind === 'deal'; step = nextDealerStep(s).answer) s = dealCards(s, step.player);
    return s;
  }

  it('4 players, stub long enough: one card down to each, in one step, as one at a time (seed-000.deal-order)', () => {
    const s = seventh(4, PROFILES['rr-cash']);
    const dealt = dealStreet(s);
    expect(dealt.log.slice(s.log.length).map((e) => (e.op === 'deal' ? [e.player, e.cards[0]!.up] : e.op))).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, false],
    ]);
    expect(dealt).toEqual(oneByOne(s));
    expect(dealt.phase).toBe('betting');
  });

  it('8 players, the stub runs short (rr.stud.15, tda.rp-10-h): card by card, never past what the plan allows', () => {
    for (const profile of [PROFILES['rr-cash'], PROFILES.tda]) {
      const s = seventh(8, profile);
      expect(runOutPlan(s).answer).not.toBe('deal');
      if (nextDealerStep(s).answer.kind === 'deal') {
        const one = dealStreet(s);
        expect(one.log.slice(s.log.length).filter((e) => e.op === 'deal')).toHaveLength(1);
        expect(one).toEqual(dealCards(s, (nextDealerStep(s).answer as { player: number }).player));
      } else {
        // A scramble or the common card comes first: no round of cards may be dealt now.
        expect(() => dealStreet(s)).toThrow();
      }
    }
  });
});

describe('runOutPlan counts the cards its scramble gathers (RR 15, TDA RP-10-H, SEED-000 online)', () => {
  /** The scramble step's card count when the dealer reaches it (following the engine's own steps). */
  function atScramble(state: HandState): number {
    let s = state;
    for (let guard = 0; guard < 40; guard++) {
      const step = nextDealerStep(s).answer;
      if (step.kind === 'scramble') return step.cards;
      if (step.kind === 'burn') s = burn(s);
      else if (step.kind === 'deal') s = dealCards(s, step.player);
      else break;
    }
    throw new Error('no scramble');
  }
  // 7 seats to 7th street: 7 cards left and 3 burns.
  const cases: [keyof typeof PROFILES, number, string][] = [
    ['rr-cash', 5, 'hand.runOut.scramble-last-then-deal'], // RR 15: the usual burn, all but the last card dealt; that card and the 4 burns
    ['tda', 10, 'hand.runOut.scramble-then-deal'], // RP-10-H: the stub and the 3 burns
    ['online', 10, 'hand.runOut.scramble-then-deal'], // SEED-000: the burns shuffled with the remaining deck
  ];
  // RR 15's words follow where the dealer stands: once the usual burn is made, they no longer ask for it.
  it('rr-cash, 7 seats, the usual burn made: all but the last card dealt, then that card and the burns scrambled, in words that do not ask for the burn again (RR 15)', () => {
    const at7 = callDown(hand(7, PROFILES['rr-cash']), [], (x) => x.street === 7);
    expect(nextDealerStep(at7).answer.kind).toBe('burn');
    const plan = runOutPlan(burn(at7));
    expect(plan.counts.burnFirst).toBe(0);
    expect(plan.reason).toEqual({ key: 'hand.runOut.scramble-last-burned', params: { cards: 5 } });
  });

  for (const [id, cards, key] of cases) {
    it(`${id}: ${cards} cards`, () => {
      const at7 = callDown(hand(7, PROFILES[id]), [], (x) => x.street === 7);
      const plan = runOutPlan(at7);
      expect(plan.answer).toBe('scramble-then-deal');
      expect(plan.reason).toEqual({ key, params: { cards } });
      expect(atScramble(at7)).toBe(cards);
    });
  }
});
