import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameText } from '../drills/choices';
import type { PartResponse, Response } from '../drills/types';
import { anteOf } from '../hand/create';
import { dealerOperation } from '../hand/automation';
import { check, perform } from '../hand/operation';
import { openPairOnFourth } from '../hand/order';
import { bringIn } from '../hand/queries';
import { pots, potTotal, settle } from '../hand/settle';
import { showdownOrder } from '../hand/showdown';
import type { HandState } from '../hand/types';
import { PROFILE_IDS } from '../profiles';
import { createRng, type Rng } from '../rng';
import { ruleOn } from '../rulings/rule-on';
import { VARIANT_IDS } from '../variants';
import { DealHand } from './session';
import { targetOf } from './steps';
import { DEALER_ACTIONS, INCIDENT_RATES, type DealSetup, type DealStep } from './types';

const setupArb = fc.record({
  variant: fc.constantFrom(...VARIANT_IDS),
  players: fc.integer({ min: 2, max: 8 }),
  rules: fc.constantFrom(...PROFILE_IDS),
  structure: fc.constantFrom(
    { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 },
    { ante: 2, bringIn: 3, smallBet: 10, bigBet: 20 },
  ),
  incidents: fc.constantFrom(...INCIDENT_RATES),
}) as fc.Arbitrary<DealSetup>;
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

/** Every card once: in a hand, the burns, the common card or the stub (all known: the hand's generator shuffles). */
function cardsProblem(s: HandState): string | null {
  const seen = new Set<number>();
  const add = (c: number | null | undefined, where: string): string | null => {
    if (c === null || c === undefined) return `an unknown card in ${where}`;
    if (seen.has(c)) return `card ${c} twice (${where})`;
    seen.add(c);
    return null;
  };
  for (let p = 0; p < s.players.length; p++)
    for (const d of s.players[p]!.cards) if (add(d.card, `seat ${p + 1}`)) return add(d.card, `seat ${p + 1}`);
  for (const b of s.burns) if (add(b, 'the burns')) return `a burn: ${String(b)}`;
  if (s.common !== undefined && add(s.common, 'the common card')) return 'the common card';
  if (s.stub === null) return 'the stub is unknown';
  for (let k = s.stubTop; k < s.stub.length; k++) if (add(s.stub[k], 'the stub')) return `stub card ${k}`;
  return seen.size === 52 ? null : `${seen.size} cards`;
}

const chipsOnTable = (s: HandState): number => s.players.reduce((t, p) => t + p.stack, 0) + potTotal(s);
const startingChips = (s: HandState): number => s.config.stacks.reduce((t, x) => t + x, 0);

/** A random answer to the step: sometimes the wrong dealer's action, otherwise random parts (a deal: one random seat). */
function randomAnswer(hand: DealHand, rng: Rng): void {
  const step = hand.step!;
  if (rng.next() < 0.3 && hand.chooseAction(DEALER_ACTIONS[rng.int(DEALER_ACTIONS.length)]!, rng.int(5000)).status === 'graded') return;
  const parts: PartResponse[] = step.question.parts.map((p) => {
    switch (p.kind) {
      case 'seat':
        return { kind: 'seat', seat: rng.int(step.state.players.length) };
      case 'seat-order':
        return { kind: 'seat-order', order: [rng.next() < 0.2 ? 'burn' : rng.int(step.state.players.length)] };
      case 'choice':
        return { kind: 'choice', letter: p.choices[rng.int(p.choices.length)]!.letter };
      case 'amount':
        return { kind: 'amount', amount: rng.int(200) };
    }
  });
  let given: Response = parts;
  for (let guard = 0; guard < 80; guard++) {
    if (hand.answer(given, rng.int(5000)).status === 'graded') return;
    // A deal tapped right so far: tap on with the engine's own order.
    given = hand.expectedAnswer();
  }
  throw new Error('the step never got graded');
}

function dealRight(setup: DealSetup, seed: number, each?: (step: DealStep, hand: DealHand) => void): DealHand {
  const hand = new DealHand(setup, seed);
  for (let guard = 0; guard < 5000 && !hand.over; guard++) {
    each?.(hand.step!, hand);
    const out = hand.answer(hand.expectedAnswer(), 1000);
    expect(out.status).toBe('graded');
    if (out.status === 'graded') expect(out.result.correct, `${hand.code} step ${hand.step!.index} (${hand.step!.kind})`).toBe(true);
    hand.advance();
  }
  expect(hand.over).toBe(true);
  return hand;
}

/** The engine's own answer to a step, read straight from core/hand and core/rulings (not through the drills' solvers). */
function checkAgainstEngine(step: DealStep, hand: DealHand): void {
  const s = step.state;
  const expected = hand.expectedAnswer();
  const first = expected[0]!;
  const at = `${hand.code} step ${step.index} (${step.kind})`;
  switch (step.kind) {
    case 'antes':
      // SEED-001 ante: each player antes, a short stack what it has.
      expect(first, at).toEqual({ kind: 'amount', amount: s.config.stacks.reduce((t, _, p) => t + anteOf(s.config, p), 0) });
      break;
    case 'deal':
    case 'run-out': {
      // SEED-000 deal order, RR 15 / TDA RP-10-H: the dealer's operations by the book, in order (cut short by a slip).
      const order: unknown[] = [];
      let t = s;
      for (let op = dealerOperation(t); op && t.phase === 'dealing'; op = dealerOperation(t)) {
        order.push(targetOf(op));
        t = perform(t, op, null);
      }
      const given = first.kind === 'seat-order' ? first.order : [];
      expect(order.slice(0, given.length), at).toEqual(given);
      break;
    }
    case 'bring-in':
      // RR stud 2: the low card (razz: the high card) brings in; RR stud 8: the next player when it is all-in.
      expect(first, at).toEqual({ kind: 'seat', seat: bringIn(s).answer!.opener });
      break;
    case 'first-to-act':
      // RR stud 1, TDA RP-10-D: the best board showing opens (the engine's recorded opener of the round).
      expect(first, at).toEqual({ kind: 'seat', seat: s.round.actor });
      break;
    case 'next-to-act':
      // RR betting: in turn, clockwise.
      expect(first, at).toEqual({ kind: 'seat', seat: s.round.actor });
      break;
    case 'open-pair': {
      // RR stud 4 / TDA RP-10-F.
      const part = step.question.parts[0]!;
      const letter = first.kind === 'choice' ? first.letter : null;
      const text = part.kind === 'choice' ? part.choices.find((c) => c.letter === letter)!.text : [];
      expect(text[0]!.key, at).toBe(openPairOnFourth(s) ? 'deal.openPair.both' : 'deal.openPair.small');
      break;
    }
    case 'action': {
      // core/hand's check: an act stands when the operation may be done now (never a check facing a bet, a string raise, upcards turned down).
      const act = step.act!;
      const legal = act.kind === 'operation' && check(s, act.op) === null;
      expect(first, at).toEqual({ kind: 'choice', letter: legal ? 'A' : 'B' });
      expect(step.action).toBe(legal ? 'accept' : 'stop');
      break;
    }
    case 'uncalled-bet': {
      // SEED-001: the uncalled chips go back to their player.
      const task = s.pending as Extract<HandState['pending'], { kind: 'uncalledBet' }>;
      expect(expected, at).toEqual([
        { kind: 'seat', seat: task.player },
        { kind: 'amount', amount: task.amount },
      ]);
      break;
    }
    case 'collect':
      // SEED-001 side pots: the pots as core/pots builds them, main pot first.
      expect(expected, at).toEqual(pots(s).answer.map((p) => ({ kind: 'amount', amount: p.amount })));
      break;
    case 'showdown':
      // TDA 17, RR showdown: the showdown order.
      expect(first, at).toEqual({ kind: 'seat', seat: showdownOrder(s).answer[0] });
      break;
    case 'award': {
      const left = s.players.flatMap((p, i) => (p.folded ? [] : [i]));
      if (left.length === 1) {
        // SEED-001: the last player in takes every pot.
        expect(expected, at).toEqual([
          { kind: 'seat', seat: left[0] },
          { kind: 'amount', amount: potTotal(s) },
        ]);
      } else {
        // Each pot's split as settle makes it: its winners are the ones named.
        const settled = settle(s).answer;
        expect(expected.length, at).toBe(settled.pots.length);
      }
      break;
    }
    case 'incident':
    case 'ruling': {
      if (!step.incident) break;
      // core/rulings: the right choice is ruleOn's ruling.
      const part = step.question.parts[0]!;
      const letter = first.kind === 'choice' ? first.letter : null;
      const text = part.kind === 'choice' ? part.choices.find((c) => c.letter === letter)!.text : [];
      expect(sameText(text, [ruleOn(s, step.incident).reason]), at).toBe(true);
      break;
    }
  }
}

describe('a dealt hand, over random seeds, every game, every shipped profile, 2-8 players and every incident rate', () => {
  it("every expected answer is the engine's own decision, read straight from core/hand and core/rulings", () => {
    fc.assert(
      fc.property(setupArb, seedArb, (setup, seed) => {
        dealRight(setup, seed, checkAgainstEngine);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('always reaches the end whatever the trainee answers, and a wrong answer never changes the hand the rules produce', () => {
    fc.assert(
      fc.property(setupArb, seedArb, fc.integer(), (setup, seed, answers) => {
        const right = dealRight(setup, seed);
        const rng = createRng(answers);
        const wild = new DealHand(setup, seed);
        const kinds: string[] = [];
        for (let guard = 0; guard < 5000 && !wild.over; guard++) {
          kinds.push(wild.step!.kind);
          randomAnswer(wild, rng);
          wild.advance();
        }
        expect(wild.over).toBe(true);
        expect(wild.finalState).toEqual(right.finalState);
        expect(kinds).toEqual(right.results.map((r) => r.kind));
        // Every step was graded once, right or wrong.
        expect(wild.results.map((r) => r.index)).toEqual(kinds.map((_, k) => k));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('keeps 52 distinct cards and every chip through every incident and its ruling (and the finishing stacks add up)', () => {
    fc.assert(
      fc.property(setupArb, seedArb, (setup, seed) => {
        const hand = dealRight(setup, seed, (step) => {
          const at = `step ${step.index} (${step.kind})`;
          expect(cardsProblem(step.state), at).toBeNull();
          expect(chipsOnTable(step.state), at).toBe(startingChips(step.state));
        });
        const end = hand.finalState!;
        expect(cardsProblem(end)).toBeNull();
        expect(settle(end).answer.finishingStacks.reduce((t, x) => t + x, 0)).toBe(startingChips(end));
        expect(end.pending).toBeNull();
        // The pots are awarded after the dealer's award step; a hand with nothing in the pot (no ante, the only bet
        // uncalled and taken back) ends with every stack as it started.
        const awarded = end.log.some((e) => e.op === 'award');
        expect(awarded).toBe(hand.results.some((r) => r.kind === 'award'));
        if (!awarded) expect(end.players.map((p) => p.stack)).toEqual(end.config.stacks);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('deals the same hand, the same steps and the same questions from the same seed (and its code)', () => {
    fc.assert(
      fc.property(setupArb, seedArb, (setup, seed) => {
        const a = dealRight(setup, seed);
        const b = dealRight(setup, seed);
        const c = dealRight(DealHand.fromCode(a.code).setup, DealHand.fromCode(a.code).seed);
        expect(b.finalState).toEqual(a.finalState);
        // The same questions (prompts, choices, answers and reasons), step for step.
        expect(b.results).toEqual(a.results);
        expect(c.results).toEqual(a.results);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('a dealt hand taken up again (DealHand.again, after a reload of the window)', () => {
  it('gives every step the same result from the answers kept (answer, time, hint, wrong action), and stands at the same step, its hint kept', () => {
    fc.assert(
      fc.property(setupArb, seedArb, fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), (setup, seed, answersSeed, pastLast) => {
        const rng = createRng(answersSeed);
        const first = new DealHand(setup, seed);
        // Some steps answered at random (a hint asked now and then); the hand stopped somewhere in it or at its end.
        const stopAt = rng.int(60);
        while (!first.over && first.results.length < stopAt) {
          if (rng.next() < 0.2) first.hint();
          randomAnswer(first, rng);
          if (first.results.length < stopAt || pastLast) first.advance();
        }
        // The step on screen, not answered yet, may have had its hint asked for.
        if (!first.over && first.graded === null && rng.next() < 0.5) first.hint();
        const again = DealHand.again(setup, seed, first.results, first.graded === null, first.hinted);
        expect(again.results).toEqual(first.results);
        expect(again.over).toBe(first.over);
        expect(again.step?.index ?? null).toBe(first.step?.index ?? null);
        expect(again.graded).toEqual(first.graded);
        expect(again.hinted).toBe(first.hinted);
        // Answered now, the step on screen counts its hint as it would have without the reload.
        if (!first.over && first.graded === null) {
          const given = first.expectedAnswer();
          first.answer(given, 5);
          again.answer(given, 5);
          expect(again.results).toEqual(first.results);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('names the step an answer does not fit or does not finish', () => {
    const setup: DealSetup = {
      variant: 'stud',
      players: 4,
      rules: 'tda',
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      incidents: 'none',
    };
    const hand = new DealHand(setup, 7);
    const right = hand.expectedAnswer();
    // The antes step asks for an amount: nothing given does not finish it.
    expect(() => DealHand.again(setup, 7, [{ given: [], timeMs: 10, hinted: false, wrongAction: null }], false)).toThrow(
      'DealHand: answer 1 does not finish step 0 (antes)',
    );
    expect(() =>
      DealHand.again(setup, 7, [{ given: [{ kind: 'seat', seat: 0 }], timeMs: 10, hinted: false, wrongAction: null }], false),
    ).toThrow('asks for "amount"');
    expect(DealHand.again(setup, 7, [{ given: right, timeMs: 10, hinted: false, wrongAction: null }], true).step!.index).toBe(1);
  });
});
