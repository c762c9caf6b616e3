import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck, type Card } from '../cards';
import { createRng, shuffled } from '../rng';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { VARIANT_IDS } from '../variants';
import { legalNow } from '../hand/betting';
import {
  checkCompleteBetRaiseTo,
  checkFold,
  checkPostBringIn,
  createHand,
  settle,
  potTotal,
  type HandConfig,
  type HandState,
} from '../hand';
import { apply } from '../hand/operation';
import { bringInOp, checkOrCallOp, legalChoices, playRandomHand, simStep, uniformBot, randomBot, type Bot } from './play';

const configArb = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    profile: fc.constantFrom(...PROFILE_IDS),
    n: fc.integer({ min: 2, max: 8 }),
    ante: fc.integer({ min: 0, max: 5 }),
    small: fc.integer({ min: 2, max: 20 }),
    bringInPart: fc.integer({ min: 1, max: 100 }),
    stackSeed: fc.integer(),
    trimming: fc.boolean(),
  })
  .map(({ variant, profile, n, ante, small, bringInPart, stackSeed, trimming }): Omit<HandConfig, 'deck'> => {
    const r = createRng(stackSeed);
    const bringIn = Math.max(1, Math.round((small * bringInPart) / 100));
    // Mostly deep stacks, some short ones (all-in for the ante, for the bring-in, mid-hand); where a stack short of
    // the ante and the bring-in sits out (SEED-003 cash games), the short ones start at that.
    const least = PROFILES[profile].shortStack === 'sits-out' ? ante + bringIn : 1;
    const stacks = Array.from({ length: n }, () => (r.next() < 0.3 ? least + r.int(small * 3) : 50 + r.int(1000)));
    return {
      variant,
      rules: PROFILES[profile],
      structure: { ante, bringIn, smallBet: small, bigBet: small * 2 },
      stacks,
      anteTrimming: trimming,
    };
  });

function everyCard(s: HandState): Card[] {
  const out: Card[] = [];
  for (const p of s.players) for (const d of p.cards) out.push(d.card!);
  for (const b of s.burns) out.push(b!);
  if (s.stub) for (let k = s.stubTop; k < s.stub.length; k++) out.push(s.stub[k]!);
  if (s.common !== undefined && s.common !== null) out.push(s.common);
  return out;
}

describe('random legal hands (property tests over all variants, profiles, 2-8 players, random stacks)', () => {
  it('never throw, finish, conserve the 52 cards and every chip', () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (config, seed) => {
        const s = playRandomHand(config, createRng(seed));
        expect(s.phase).toBe('complete');
        const cards = everyCard(s);
        expect(cards.length).toBe(52);
        expect(new Set(cards).size).toBe(52);
        const d = settle(s);
        const total = config.stacks.reduce((a, b) => a + b, 0);
        expect(d.answer.finishingStacks.reduce((a, b) => a + b, 0)).toBe(total);
        expect(d.answer.awards.reduce((a, w) => a + w.amount, 0)).toBe(d.answer.pots.reduce((a, p) => a + p.amount, 0));
        expect(d.answer.pots.reduce((a, p) => a + p.amount, 0)).toBeLessThanOrEqual(potTotal(s));
        expect(d.answer.finishingStacks.every((x) => x >= 0)).toBe(true);
        expect(d.rules.length).toBeGreaterThan(0);
        // The chips given back the state keeps (seed-001.uncalled) are the log's 'return' records, player by player.
        const fromLog = new Array<number>(s.players.length).fill(0);
        for (const e of s.log) if (e.op === 'return') fromLog[e.player] = fromLog[e.player]! + e.amount;
        expect(s.returned).toEqual(fromLog);
      }),
      { numRuns: 400 },
    );
  });

  it('8 players who never fold run out of cards on 7th street: every profile deals it legally, cards and chips conserved', () => {
    const callingBot: Bot = (_s, legal) => (legal.bringIn !== null ? bringInOp(legal.player) : checkOrCallOp(legal.player));
    fc.assert(
      fc.property(fc.constantFrom(...VARIANT_IDS), fc.constantFrom(...PROFILE_IDS), fc.integer(), (variant, profile, seed) => {
        const config = {
          variant,
          rules: PROFILES[profile],
          structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
          stacks: new Array<number>(8).fill(500),
        };
        const s = playRandomHand(config, createRng(seed), callingBot);
        expect(s.runOut).toBe('scramble-then-common'); // 1 card left + 3 burns < 8 players: a common card under every profile
        expect(s.common).not.toBeUndefined();
        const cards = everyCard(s);
        expect(new Set(cards).size).toBe(52);
        expect(cards.length).toBe(52);
        expect(settle(s).answer.finishingStacks.reduce((a, b) => a + b, 0)).toBe(4000);
      }),
      { numRuns: 60 },
    );
  });

  it('the same seed gives the same hand', () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (config, seed) => {
        const a = playRandomHand(config, createRng(seed));
        const b = playRandomHand(config, createRng(seed));
        expect(b.log).toEqual(a.log);
        expect(settle(b).answer).toEqual(settle(a).answer);
      }),
      { numRuns: 60 },
    );
  });

  it('every action the engine offers as legal is accepted; amounts next to them are refused with a rule', () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (config, seed) => {
        const rng = createRng(seed);
        // Play a hand step by step, trying every legal option at each betting decision.
        const s = playRandomHand(config, rng, (state, legal, r) => {
          for (const option of legalChoices(legal)) expect(() => apply(state, option)).not.toThrow();
          const amounts = [...legal.betOrRaiseTo, ...(legal.completeTo === null ? [] : [legal.completeTo])];
          for (const amount of amounts) {
            if (amounts.includes(amount + 1)) continue;
            const wrong = checkCompleteBetRaiseTo(state, legal.player, amount + 1);
            // The full bet or raise when the offered one is cut short because no opponent could match it all: fine
            // as written, the part nobody calls goes back (SEED-001: the uncalled part is returned).
            const reach = Math.max(
              ...state.players.map((p, i) => (i === legal.player || p.folded ? 0 : p.streetBets[state.street - 3]! + p.stack)),
            );
            if (wrong === null && amount + 1 > reach) continue;
            expect(wrong).not.toBeNull();
            expect(wrong!.rules.length).toBeGreaterThan(0);
          }
          if (!legal.fold) expect(checkFold(state, legal.player)).not.toBeNull();
          if (legal.bringIn === null) expect(checkPostBringIn(state, legal.player)).not.toBeNull();
          const other = (legal.player + 1) % state.players.length;
          // Out of turn (RR: players act in turn); a folded hand has no turn at all (its cards are dead).
          const outOfTurn = state.players[other]!.folded ? 'seed-000.folded-cards-dead' : 'rr.betting.in-turn';
          expect(checkFold(state, other)?.rules ?? [outOfTurn]).toContain(outOfTurn);
          return uniformBot(state, legal, r);
        });
        expect(s.phase).toBe('complete');
      }),
      { numRuns: 80 },
    );
  });

  it('randomBot reaches the showdown often and simStep leaves a finished hand alone', () => {
    const rng = createRng(7);
    let showdowns = 0;
    const config = {
      variant: 'stud' as const,
      rules: PROFILES['rr-cash'],
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      stacks: [500, 500, 500, 500],
    };
    for (let k = 0; k < 200; k++) {
      const s = playRandomHand(config, rng, randomBot);
      if (s.players.filter((p) => !p.folded).length > 1) showdowns++;
      expect(simStep(s, rng, randomBot)).toBe(s);
      expect(legalNow(s)).toBeNull();
    }
    expect(showdowns).toBeGreaterThan(40);
  });
});

describe('playRandomHand deals whole rounds (dealRound) exactly as one card at a time', () => {
  it('same seed: the same log as stepping with simStep', () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (config, seed) => {
        const fast = playRandomHand(config, createRng(seed));
        const rng = createRng(seed);
        let slow = createHand({ ...config, deck: shuffled(newDeck(), rng) });
        for (let k = 0; k < 10000 && slow.phase !== 'complete'; k++) slow = simStep(slow, rng, randomBot);
        expect(fast.log).toEqual(slow.log);
      }),
      { numRuns: 100 },
    );
  });
});
