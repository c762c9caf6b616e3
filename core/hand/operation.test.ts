import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { createRng, shuffled } from '../rng';
import { playRandomHand, randomBot } from '../sim';
import { VARIANT_IDS } from '../variants';
import { AUTOMATIONS, DEALING, automate, automationOf, dealerOperation } from './automation';
import { legalNow } from './betting';
import { createHand } from './create';
import { apply, can, check, type Operation } from './operation';
import { operationsOf, replay, replayed, replayHand, ReplayError } from './replay';
import type { HandConfig, HandState } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const configArb = fc.record({
  variant: fc.constantFrom(...VARIANT_IDS),
  profile: fc.constantFrom(...PROFILE_IDS),
  players: fc.integer({ min: 2, max: 8 }),
  seed: fc.integer(),
});

function handOf({
  variant,
  profile,
  players,
  seed,
}: {
  variant: (typeof VARIANT_IDS)[number];
  profile: (typeof PROFILE_IDS)[number];
  players: number;
  seed: number;
}): HandState {
  return playRandomHand(
    { variant, rules: PROFILES[profile], structure: STRUCTURE, stacks: new Array<number>(players).fill(60 + (seed & 255)) },
    createRng(seed),
  );
}

describe('replay: a hand is its configuration and its operations (seed-000.deal-order, rr.betting.in-turn)', () => {
  it("the operations of a played hand's log give the same hand again, one state per operation", () => {
    fc.assert(
      fc.property(configArb, (c) => {
        const hand = handOf(c);
        const ops = operationsOf(hand.log);
        const states = [...replay(hand.config, ops)];
        expect(states).toHaveLength(ops.length + 1);
        expect(states[0]).toEqual(createHand(hand.config));
        expect(states.at(-1)).toEqual(hand);
        expect(replayHand(hand)).toEqual(hand);
      }),
      { numRuns: 150 },
    );
  });

  it('every operation of a played hand is one `can` accepts on the state before it, and apply gives the next state', () => {
    fc.assert(
      fc.property(configArb, (c) => {
        const hand = handOf(c);
        let s = createHand(hand.config);
        for (const op of operationsOf(hand.log)) {
          expect(check(s, op)).toBeNull();
          expect(can(s, op)).toBe(true);
          s = apply(s, op);
        }
        expect(s.log).toEqual(hand.log);
      }),
      { numRuns: 60 },
    );
  });

  it('an operation that cannot be done stops the replay with its index, the hand it was refused on, the reason and its rule', () => {
    const hand = handOf({ variant: 'stud', profile: 'rr-cash', players: 4, seed: 11 });
    const ops = operationsOf(hand.log);
    const at = ops.findIndex((op) => op.kind === 'checkOrCall' || op.kind === 'fold');
    const actor = (ops[at] as { player: number }).player;
    // The same action by the next seat: out of turn (a deviation: the hand could go on with the chips as written).
    const wrong: Operation = { kind: 'fold', player: (actor + 1) % 4 };
    const broken = [...ops.slice(0, at), wrong, ...ops.slice(at + 1)];
    try {
      replayed(hand.config, broken);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReplayError);
      const e = error as ReplayError;
      expect(e.index).toBe(at);
      expect(e.operation).toBe(wrong);
      expect(e.state.round.actor).toBe(actor);
      expect(e.illegal.key).toBe('hand.illegal.notYourTurn');
      expect(e.illegal.severity).toBe('deviation');
      expect(e.illegal.rules).toContain('rr.betting.in-turn');
      expect(e.message).toMatch(new RegExp(`^operations\\[${at}\\]: `));
    }
  });

  it('a card dealt twice is an error: the hand cannot go on (seed-000.deal-order)', () => {
    const hand = handOf({ variant: 'razz', profile: 'tda', players: 3, seed: 5 });
    const ops = operationsOf(hand.log);
    // An unknown stub (a PHH replay): the second deal names the first deal's card again.
    const config: HandConfig = { ...hand.config, deck: undefined };
    const first = ops.findIndex((op) => op.kind === 'dealCards');
    const second = ops.findIndex(
      (op, k) => k > first && op.kind === 'dealCards' && op.player !== (ops[first] as { player: number }).player,
    );
    const dup = {
      ...(ops[second] as Extract<Operation, { kind: 'dealCards' }>),
      cards: (ops[first] as Extract<Operation, { kind: 'dealCards' }>).cards,
    };
    expect(replayed(config, ops.slice(0, second)).phase).toBe('dealing');
    try {
      replayed(config, [...ops.slice(0, second), dup]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReplayError);
      expect((error as ReplayError).index).toBe(second);
      expect((error as ReplayError).illegal.key).toBe('hand.illegal.cardSeen');
      expect((error as ReplayError).illegal.severity).toBe('error');
    }
  });
});

describe("automations: the dealer's steps by the book, named in one place (seed-000.deal-order, seed-000.burn)", () => {
  it('every automated step is an operation apply accepts; whole streets at once give the same hand as one operation at a time', () => {
    fc.assert(
      fc.property(configArb, (c) => {
        const rules = PROFILES[c.profile];
        const config: HandConfig = {
          variant: c.variant,
          rules,
          structure: STRUCTURE,
          stacks: new Array<number>(c.players).fill(500),
          deck: shuffled(newDeck(), createRng(c.seed)),
        };
        const rngA = createRng(c.seed + 1);
        const rngB = createRng(c.seed + 1);
        let one = createHand(config);
        let whole = createHand(config);
        for (let guard = 0; guard < 400 && one.phase !== 'complete'; guard++) {
          if (one.phase === 'betting') {
            const op = randomBot(one, legalNow(one)!, rngA);
            randomBot(whole, legalNow(whole)!, rngB);
            one = apply(one, op);
            whole = apply(whole, op);
            continue;
          }
          const op = dealerOperation(one, rngA);
          if (op === null) break;
          expect(automationOf(op)).not.toBeNull();
          expect(check(one, op)).toBeNull();
          one = apply(one, op);
          // The other hand catches up a whole street (or the whole showdown) at a time.
          if (whole.log.length < one.log.length)
            whole = automate(whole, AUTOMATIONS, { rng: rngB, wholeSteps: true, until: (s) => s.log.length >= one.log.length });
        }
        expect(whole).toEqual(one);
      }),
      { numRuns: 80 },
    );
  });

  it('dealing automations stop where a player decides: 3rd street is dealt and the bring-in is next (rr.stud.2)', () => {
    const start = createHand({
      variant: 'stud',
      rules: PROFILES['rr-cash'],
      structure: STRUCTURE,
      stacks: [100, 100, 100],
      deck: newDeck(),
    });
    const dealt = automate(start, DEALING);
    expect(dealt.phase).toBe('betting');
    expect(dealt.players.every((p) => p.cards.length === 3)).toBe(true);
    expect(dealerOperation(dealt)).toBeNull();
    // Without the dealing automation nothing happens: the card is the caller's to deal.
    expect(automate(start, ['cardBurning'])).toBe(start);
    expect(dealerOperation(start)).toEqual({ kind: 'dealCards', player: 0, cards: undefined });
  });
});
