import { describe, expect, it } from 'vitest';
import { lowRankOf, suitOf, type Card } from '../cards';
import { boardStrength, describeBoard, evaluateHigh, evaluateLowA5, firstToActByBoard } from '../eval';
import { potTotal } from '../hand/settle';
import type { HandState, Player } from '../hand/types';
import { ruleOn } from '../rulings';
import { VARIANTS, type VariantId } from '../variants';
import { generateScenario } from './generate';
import { answerOf, grade } from './grade';
import { formatReason } from '../i18n/format';
import { optionsText } from './kinds/options';
import type { ProfileId } from '../profiles/types';
import type { Choice, DrillKind, DrillSetup, PartResponse, Response, Scenario } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const setup = (variant: VariantId, players: number, rules: ProfileId = 'rr-cash'): DrillSetup => ({
  variant,
  players,
  rules,
  structure: STRUCTURE,
});

/** The first seeded scenario (seeds 1, 2, ...) that shows what a test needs. */
function find(kind: DrillKind, s: DrillSetup, want: (sc: Scenario) => boolean, seeds = 3000): Scenario {
  for (let seed = 1; seed <= seeds; seed++) {
    const sc = generateScenario(kind, s, seed);
    if (want(sc)) return sc;
  }
  throw new Error(`no ${kind} scenario in ${seeds} seeds fits the test`);
}

const alive = (st: HandState): Player[] => st.players.map((_, i) => i).filter((i) => !st.players[i]!.folded);
const ups = (st: HandState, p: Player): Card[] => st.players[p]!.cards.filter((d) => d.up && d.card !== null).map((d) => d.card!);
const door = (st: HandState, p: Player): Card => st.players[p]!.cards.find((d) => d.up)!.card!;
const all = (st: HandState, p: Player): Card[] => st.players[p]!.cards.map((d) => d.card!);

function choiceWith(sc: Scenario, part: number, letter: string): Choice {
  const p = sc.question.parts[part]!;
  if (p.kind !== 'choice') throw new Error('not a choice part');
  return p.choices.find((c) => c.letter === letter)!;
}
function expectedChoice(sc: Scenario, part: number): Choice {
  const r = answerOf(sc)[part]!;
  if (r.kind !== 'choice') throw new Error('not a choice answer');
  return choiceWith(sc, part, r.letter);
}
function withPart(right: Response, k: number, part: PartResponse): Response {
  return right.map((r, i) => (i === k ? part : r));
}

describe('drill 1, bring-in (RR stud 1-3, SEED-001 suit order, RR razz, RR stud 8, SEED-003)', () => {
  it('stud: the lowest door card by rank then suit brings in for the bring-in or completes to the small bet', () => {
    const sc = find('bring-in', setup('stud', 6), (s) => s.state.players.every((p) => p.stack > STRUCTURE.bringIn));
    const right = answerOf(sc);
    const seat = (right[0] as { seat: Player }).seat;
    const doors = sc.state.players.map((_, p) => door(sc.state, p));
    expect(doors[seat]).toBe(Math.min(...doors)); // card ids order rank then suit: the lowest id is the low card
    expect(expectedChoice(sc, 1).text).toEqual([
      { key: 'drills.option.bringIn', params: { amount: 2 } },
      { key: 'drills.option.complete', params: { amount: 5 } },
    ]);
    const g = grade(sc, right);
    expect(g.correct).toBe(true);
    expect(g.rules).toContain('rr.stud.1');
    expect(g.highlight).toEqual([seat]);
    const wrongSeat = grade(sc, withPart(right, 0, { kind: 'seat', seat: (seat + 1) % 6 }));
    expect(wrongSeat.correct).toBe(false);
    expect(wrongSeat.parts.map((p) => p.correct)).toEqual([false, true]);
  });

  it('razz: the highest door card brings in, aces low, highest suit on equal ranks (RR razz, SEED-004)', () => {
    const sc = find('bring-in', setup('razz', 7), (s) => s.state.players.every((p) => p.stack > STRUCTURE.bringIn));
    const seat = (answerOf(sc)[0] as { seat: Player }).seat;
    const key = (c: Card) => lowRankOf(c) * 4 + suitOf(c);
    const doors = sc.state.players.map((_, p) => key(door(sc.state, p)));
    expect(doors[seat]).toBe(Math.max(...doors));
    expect(grade(sc, answerOf(sc)).rules).toContain('rr.razz.bring-in');
  });

  it('RR stud 8: the low card all-in for the ante: the next player acts and may fold, bring in or complete', () => {
    const sc = find('bring-in', setup('stud', 5), (s) => s.state.players.some((p) => p.stack === 0));
    const low = sc.state.players.findIndex((p) => p.stack === 0);
    const right = answerOf(sc);
    expect(right[0]).toEqual({ kind: 'seat', seat: (low + 1) % 5 });
    expect(expectedChoice(sc, 1).text[0]).toEqual({ key: 'drills.option.fold' });
    const g = grade(sc, right);
    expect(g.rules).toContain('rr.stud.8');
    expect(g.highlight).toContain(low);
    expect(grade(sc, withPart(right, 0, { kind: 'seat', seat: low })).correct).toBe(false);
  });

  it('SEED-003: a low card short of the bring-in brings in for what it has', () => {
    const sc = find('bring-in', setup('stud8', 4), (s) => s.state.players.some((p) => p.stack > 0 && p.stack < STRUCTURE.bringIn));
    const short = sc.state.players.findIndex((p) => p.stack > 0 && p.stack < STRUCTURE.bringIn);
    expect(answerOf(sc)[0]).toEqual({ kind: 'seat', seat: short });
    // Every chip it has: the option says all-in (the distractors, with more chips than it has, do not).
    expect(expectedChoice(sc, 1).text).toEqual([
      { key: 'drills.option.bringIn.allIn', params: { amount: sc.state.players[short]!.stack } },
    ]);
    expect(formatReason(expectedChoice(sc, 1).text[0]!, 'en')).toBe(`bring in all-in for ${sc.state.players[short]!.stack}`);
    // All-in for less (RR fixed limit); SEED-003's own short bring-in is a tournament rule.
    const cited = grade(sc, answerOf(sc)).rules;
    expect(cited).toContain('rr.betting.fixed-limit');
    expect(cited.includes('seed-003.short-bring-in')).toBe(false); // rr-cash
  });

  it('online (SEED-003 cash games, seed-003.cash-cover): no stack short of the ante and the bring-in is dealt in, so no short or all-in bring-in', () => {
    let short = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const online = generateScenario('bring-in', setup('stud', 5, 'online'), seed);
      for (const p of online.state.players)
        expect(p.stack + p.ante + p.streetBets[0]!).toBeGreaterThanOrEqual(STRUCTURE.ante + STRUCTURE.bringIn);
      const rules = grade(online, answerOf(online)).rules;
      expect(rules).not.toContain('seed-003.short-bring-in');
      expect(rules).not.toContain('rr.stud.8');
      const cash = generateScenario('bring-in', setup('stud', 5, 'rr-cash'), seed);
      if (cash.state.players.some((p) => p.stack + p.ante + p.streetBets[0]! < STRUCTURE.ante + STRUCTURE.bringIn)) short++;
    }
    // RR cash deals such stacks in (RR stud 8; SEED-003 tournament rule): the drill shows them there.
    expect(short).toBeGreaterThan(20);
  });
});

describe('drill 2, first to act on 4th-7th (RR stud 1, 12; RR razz; TDA RP-10-D)', () => {
  for (const variant of ['stud', 'razz', 'stud8'] as const) {
    it(`${variant}: the best board showing acts first, checked against core/eval's board ranking, and the dealer's call names it`, () => {
      const order = VARIANTS[variant].boardOrder;
      for (let seed = 1; seed <= 40; seed++) {
        const sc = generateScenario('first-to-act', setup(variant, 6), seed);
        if (sc.state.common !== undefined) continue;
        const seat = (answerOf(sc)[0] as { seat: Player }).seat;
        const strengths = alive(sc.state).map((p) => boardStrength(ups(sc.state, p), order));
        expect(boardStrength(ups(sc.state, seat), order)).toBe(Math.max(...strengths));
        expect(expectedChoice(sc, 1).text).toEqual([describeBoard(ups(sc.state, seat), order)]);
        expect(grade(sc, answerOf(sc)).rules).toContain(order === 'high' ? 'rr.stud.12' : 'rr.razz.board');
      }
    });
  }

  it('equal boards: RR breaks the tie by position (SEED-001), TDA RP-10-D by suit of the highest card; the TDA answer is shown', () => {
    const boardsOf = (s: Scenario) => alive(s.state).map((p) => ({ player: p, upcards: ups(s.state, p) }));
    const split = (s: Scenario) => {
      if (s.state.common !== undefined) return false;
      const byPosition = firstToActByBoard(boardsOf(s), VARIANTS.stud, 'position').answer;
      return byPosition.tied.length > 1 && firstToActByBoard(boardsOf(s), VARIANTS.stud, 'suit').answer.player !== byPosition.player;
    };
    const rr = find('first-to-act', setup('stud', 5, 'rr-cash'), split);
    const byPosition = firstToActByBoard(boardsOf(rr), VARIANTS.stud, 'position').answer.player;
    const bySuit = firstToActByBoard(boardsOf(rr), VARIANTS.stud, 'suit').answer.player;
    expect(answerOf(rr)[0]).toEqual({ kind: 'seat', seat: byPosition });
    const g = grade(rr, answerOf(rr));
    expect(g.rules).toContain('seed-001.board-tie-position');
    const tda = g.otherProfiles.find((o) => o.profile === 'tda');
    expect(tda?.expected[0]).toEqual({ kind: 'seat', seat: bySuit });
    expect(tda?.rules).toContain('tda.rp-10-d');
    expect(grade(rr, withPart(answerOf(rr), 0, { kind: 'seat', seat: bySuit })).correct).toBe(false);
  });

  it('a wrong seat or a wrong call is graded wrong', () => {
    const sc = generateScenario('first-to-act', setup('stud', 8), 99);
    const right = answerOf(sc);
    const seat = (right[0] as { seat: Player }).seat;
    const other = alive(sc.state).find((p) => p !== seat)!;
    expect(grade(sc, withPart(right, 0, { kind: 'seat', seat: other })).parts[0]!.correct).toBe(false);
    const wrongLetter = (sc.question.parts[1] as { readonly choices: readonly Choice[] }).choices.find(
      (c) => c.letter !== (right[1] as { letter: string }).letter,
    )!.letter;
    const g = grade(sc, withPart(right, 1, { kind: 'choice', letter: wrongLetter }));
    expect(g.correct).toBe(false);
    expect(g.parts.map((p) => p.correct)).toEqual([true, false]);
  });

  it('heads-up with equal boards (both read "pair of jacks"): a single card read as the board is still offered as a mistake', () => {
    // Found by the choices property: the other board and the misreadings all named the same pair, leaving one choice.
    const sc = generateScenario('first-to-act', setup('stud', 2), 111788931);
    const part = sc.question.parts[1] as { readonly choices: readonly Choice[] };
    expect(part.choices.length).toBeGreaterThanOrEqual(2);
    expect(grade(sc, answerOf(sc)).correct).toBe(true);
  });
});

describe('drill 3, legal actions (RR betting: fixed limit, cap; RR stud 4 open pair; TDA RP-10-F)', () => {
  it('facing a bet: the call is what is owed, the raise is one increment over the last full bet', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const sc = generateScenario('legal-action', setup('stud8', 5), seed);
      const r = sc.state.round;
      const p = sc.state.players[sc.focus!]!;
      const owe = Math.min(r.toCall - p.streetBets[r.street - 3]!, p.stack);
      const text = expectedChoice(sc, 0).text;
      if (owe > 0)
        expect(text).toContainEqual({ key: owe === p.stack ? 'drills.option.call.allIn' : 'drills.option.call', params: { amount: owe } });
      expect(text[0]).toEqual({ key: 'drills.option.fold' });
    }
  });

  it('RR stud 4: an open pair on 4th street offers the small or the big bet; TDA RP-10-F (no doubling) answers differently', () => {
    const sc = find(
      'legal-action',
      setup('stud', 6, 'rr-cash'),
      (s) => expectedChoice(s, 0).text.filter((t) => t.key === 'drills.option.raise' || t.key === 'drills.option.bet').length === 2,
    );
    expect(sc.street).toBe(4);
    const g = grade(sc, answerOf(sc));
    expect(g.rules).toContain('rr.stud.4');
    const tda = g.otherProfiles.find((o) => o.profile === 'tda');
    expect(tda).toBeDefined();
    expect(tda!.expected[0]).not.toEqual(g.expected[0]);
  });

  it('RR betting 5: an option that takes every chip the player has says all-in (a short call, a short raise)', () => {
    const o = { fold: true, check: false, call: 3, bringIn: null, completeTo: null, raises: [8], capped: false };
    const words = (chips?: { stack: number; bet: number }) => optionsText(o, chips).map((r) => formatReason(r, 'en'));
    expect(words()).toEqual(['fold', 'call 3', 'raise to 8']);
    expect(words({ stack: 3, bet: 2 })).toEqual(['fold', 'call 3, all-in', 'raise to 8']);
    expect(words({ stack: 6, bet: 2 })).toEqual(['fold', 'call 3', 'raise all-in to 8']);
    expect(optionsText(o, { stack: 6, bet: 2 }).map((r) => formatReason(r, 'es'))).toEqual(['retirarse', 'igualar 3', 'subir a 8, all-in']);
  });

  it('RR betting: once the bet and three raises are in, the betting is capped', () => {
    const sc = find('legal-action', setup('razz', 4, 'rr-cash'), (s) => s.state.round.bets >= 4 && alive(s.state).length >= 3);
    const text = expectedChoice(sc, 0).text;
    expect(text).toContainEqual({ key: 'drills.option.capped' });
    expect(text.some((t) => t.key === 'drills.option.raise')).toBe(false);
    expect(grade(sc, answerOf(sc)).rules).toContain('rr.betting.cap');
  });
});

describe('drill 4, deal and burn order (SEED-000 deal order and burns; RR 15, TDA RP-10-H run-out)', () => {
  it("4th-6th: burn, then one card to each player still in from the dealer's left, folded seats skipped", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const sc = generateScenario('deal-order', setup('stud', 7), seed);
      if (sc.street === 7) continue;
      expect(answerOf(sc)[0]).toEqual({ kind: 'seat-order', order: ['burn', ...alive(sc.state)] });
    }
  });

  it('a wrong order (a folded seat dealt, or the burn forgotten) is graded wrong', () => {
    const sc = find('deal-order', setup('stud', 6), (s) => alive(s.state).length < 6 && s.street < 7);
    const folded = sc.state.players.findIndex((p) => p.folded);
    expect(grade(sc, [{ kind: 'seat-order', order: ['burn', ...alive(sc.state), folded] }]).correct).toBe(false);
    expect(grade(sc, [{ kind: 'seat-order', order: alive(sc.state) }]).correct).toBe(false);
  });

  it('7th street with eight players: the stub runs short and the order includes a scramble or a common card', () => {
    const sc = find('deal-order', setup('razz', 8, 'rr-cash'), (s) => s.street === 7 && alive(s.state).length >= 7);
    const order = (answerOf(sc)[0] as { readonly order: readonly unknown[] }).order;
    expect(order.some((t) => t === 'scramble' || t === 'common')).toBe(true);
    expect(grade(sc, answerOf(sc)).rules).toContain('rr.stud.15');
  });
});

describe('drill 5, pot count (SEED-001 side pots; uncalled bets returned)', () => {
  it('the pot is every ante and bet in the middle, after uncalled chips went back', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const sc = generateScenario('pot', setup('stud', 5), seed);
      const total = sc.state.players.reduce((t, p) => t + p.ante + p.streetBets.reduce((a, b) => a + b, 0), 0);
      const amounts = answerOf(sc).map((r) => (r as { amount: number }).amount);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(total).toBe(potTotal(sc.state));
      expect(
        grade(
          sc,
          answerOf(sc).map((r, k) => (k === 0 ? { kind: 'amount', amount: (r as { amount: number }).amount - 1 } : r)),
        ).correct,
      ).toBe(false);
    }
  });

  it('a player all-in: main pot and side pots, each graded exactly', () => {
    const sc = find('pot', setup('stud8', 6), (s) => s.question.parts.length > 1);
    const right = answerOf(sc);
    expect(right.length).toBeGreaterThan(1);
    const allIn = sc.state.players.filter((p) => !p.folded && p.stack === 0).length;
    expect(allIn).toBeGreaterThan(0);
    const g = grade(sc, right);
    expect(g.correct).toBe(true);
    expect(g.rules).toContain('seed-001.side-pots');
    const swapped = [right[1]!, right[0]!, ...right.slice(2)];
    if (JSON.stringify(swapped) !== JSON.stringify(right)) expect(grade(sc, swapped).correct).toBe(false);
  });

  it('no antes and the bring-in uncalled (given back, SEED-001): nothing to count, so another hand is dealt', () => {
    // Found by the grading property: this code once asked about a pot with no parts at all.
    const sc = generateScenario(
      'pot',
      { variant: 'stud', players: 2, rules: 'rr-cash', structure: { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 } },
      569572801,
    );
    expect(sc.question.parts.length).toBeGreaterThan(0);
    expect(potTotal(sc.state)).toBeGreaterThan(0);
    expect(grade(sc, answerOf(sc)).correct).toBe(true);
  });
});

describe('drill 6, showdown (TDA 17, RR showdown order, RR hi-lo split, TDA 20 / RR odd chip)', () => {
  it('stud: the main pot goes to the best high hand (checked with core/eval)', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const sc = generateScenario('showdown', setup('stud', 4), seed);
      const text = expectedChoice(sc, 1).text;
      const players = alive(sc.state);
      const best = Math.max(...players.map((p) => evaluateHigh(all(sc.state, p))));
      const winners = players.filter((p) => evaluateHigh(all(sc.state, p)) === best);
      if (sc.question.parts.length === 2) expect(text.map((t) => Number(t.params!.seat) - 1).sort()).toEqual(winners);
    }
  });

  it('razz: the lowest hand wins (ace-to-five, core/eval)', () => {
    for (let seed = 1; seed <= 15; seed++) {
      const sc = generateScenario('showdown', setup('razz', 3), seed);
      if (sc.question.parts.length !== 2) continue;
      const players = alive(sc.state);
      const best = Math.max(...players.map((p) => evaluateLowA5(all(sc.state, p))));
      const winners = players.filter((p) => evaluateLowA5(all(sc.state, p)) === best);
      expect(
        expectedChoice(sc, 1)
          .text.map((t) => Number(t.params!.seat) - 1)
          .sort(),
      ).toEqual(winners);
    }
  });

  it('stud8: with a qualifying low the pot is split high and low (the odd chip to the high), else scooped', () => {
    const split = find(
      'showdown',
      setup('stud8', 4),
      (s) => s.question.parts.length === 2 && expectedChoice(s, 1).text.some((t) => t.key === 'drills.award.low'),
    );
    const text = expectedChoice(split, 1).text;
    const high = text.filter((t) => t.key === 'drills.award.high').reduce((a, t) => a + Number(t.params!.amount), 0);
    const low = text.filter((t) => t.key === 'drills.award.low').reduce((a, t) => a + Number(t.params!.amount), 0);
    if (text.length === 2) expect(high - low === 0 || high - low === 1).toBe(true);
    expect(high + low).toBe(potTotal(split.state));
    expect(grade(split, answerOf(split)).rules).toContain('rr.hi-lo.split');
    const scoop = find('showdown', setup('stud8', 3), (s) => expectedChoice(s, 1).text.some((t) => t.key === 'drills.award.scoop'));
    expect(expectedChoice(scoop, 1).text).toHaveLength(1);
  });

  it('stud8: two equal lows share the low half (quartering when one also wins high); RR / TDA 20 give the odd chip', () => {
    const lows = (s: Scenario) =>
      s.question.parts.length === 2 ? expectedChoice(s, 1).text.filter((t) => t.key === 'drills.award.low') : [];
    const sc = find('showdown', setup('stud8', 5), (s) => lows(s).length === 2, 400);
    const [x, y] = lows(sc).map((t) => Number(t.params!.amount)) as [number, number];
    const lowHalf = Math.floor(potTotal(sc.state) / 2);
    expect(x + y).toBe(lowHalf);
    expect(Math.abs(x - y)).toBeLessThanOrEqual(1);
    const g = grade(sc, answerOf(sc));
    expect(g.rules).toContain('rr.hi-lo.split');
    expect(g.rules.some((r) => r === 'rr.showdown.odd-chip' || r === 'tda.20')).toBe(true);
  });

  it('who shows first: a wrong seat is graded wrong', () => {
    const sc = generateScenario('showdown', setup('stud', 5), 3);
    const right = answerOf(sc);
    const first = (right[0] as { seat: Player }).seat;
    const other = alive(sc.state).find((p) => p !== first)!;
    const g = grade(sc, withPart(right, 0, { kind: 'seat', seat: other }));
    expect(g.correct).toBe(false);
    expect(g.rules).toContain('rr.showdown.order');
  });
});

describe('drill 7, misprocedures (core/rulings: RR stud 5, TDA RP-10-A, RR 9, RR 14, TDA RP-5-D ...)', () => {
  it('the right choice is the ruling core/rulings gives under the scenario profile', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const sc = generateScenario('misprocedure', setup('stud', 6, 'tda'), seed);
      expect(expectedChoice(sc, 0).text).toEqual([ruleOn(sc.state, sc.incident!).reason]);
    }
  });

  it('a player dealt out (RR misdeal causes) is one who could not have acted: not the bring-in, nothing in but the ante', () => {
    let seen = 0;
    for (let seed = 1; seed <= 1500 && seen < 25; seed++) {
      const sc = generateScenario('misprocedure', setup('stud', 6, 'rr-cash'), seed);
      if (sc.incident?.kind !== 'player-dealt-out') continue;
      seen++;
      const p = sc.incident.player;
      expect(sc.state.bringInPlayer, sc.code).not.toBe(p);
      expect(
        sc.state.players[p]!.streetBets.every((b) => b === 0),
        sc.code,
      ).toBe(true);
      expect(
        sc.state.log.some((e) => (e.op === 'cbr' || e.op === 'cc' || e.op === 'fold' || e.op === 'bringIn') && e.player === p),
        sc.code,
      ).toBe(false);
    }
    expect(seen).toBeGreaterThan(5);
  });

  it("RR 5 against TDA RP-10-A: one exposed hole card; the other profiles' rulings are offered and explained", () => {
    const sc = find(
      'misprocedure',
      setup('stud', 6, 'rr-cash'),
      (s) => s.incident?.kind === 'exposed-hole-card' && s.incident.hole !== 'both',
    );
    const g = grade(sc, answerOf(sc));
    expect(g.rules).toContain('rr.stud.5');
    const tda = g.otherProfiles.find((o) => o.profile === 'tda');
    expect(tda).toBeDefined();
    expect(tda!.rules).toContain('tda.rp-10-a');
    const wrong = (sc.question.parts[0] as { readonly choices: readonly Choice[] }).choices.find(
      (c) => c.letter !== (g.expected[0] as { letter: string }).letter,
    )!;
    expect(grade(sc, [{ kind: 'choice', letter: wrong.letter }]).correct).toBe(false);
  });

  it('RR 17 vs TDA RP-10-H: a 7th card face up with eight players where only RR still deals: graded; TDA, which calls a run-out there, is left out', () => {
    // Found by the property test: under RR 15 the stub still serves everyone, under TDA RP-10-H it runs short, so
    // "7th card face up" does not fit the TDA table and that profile's answer is not comparable.
    const sc = generateScenario('misprocedure', setup('stud', 8, 'rr-cash'), 4294967293);
    expect(sc.incident?.kind).toBe('seventh-card-up');
    const g = grade(sc, answerOf(sc));
    expect(g.correct).toBe(true);
    expect(g.rules).toContain('rr.stud.17');
    expect(g.otherProfiles.map((o) => o.profile)).not.toContain('tda');
  });

  it('RR 9: a wrong bring-in is taken back only while the next player has not acted', () => {
    const sc = find('misprocedure', setup('razz', 5), (s) => s.incident?.kind === 'wrong-bring-in');
    const text = expectedChoice(sc, 0).text[0]!;
    const acted = sc.incident!.kind === 'wrong-bring-in' && sc.incident.nextActed;
    expect(text.key).toBe(acted ? 'ruling.summary.wrong-bring-in-stands' : 'ruling.summary.wrong-bring-in-back');
  });
});
