import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { PROFILES } from '../profiles';
import { createRng, shuffled } from '../rng';
import { applyBotAction, playRandomHand, randomBot, simStep, type Bot } from '../sim';
import { createHand } from './create';
import { appendLog, inLogBatch } from './log-batch';
import type { HandConfig, HandState, LogEntry } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const config = (players: number): Omit<HandConfig, 'deck'> => ({ variant: 'stud', rules: PROFILES['rr-cash'], structure: STRUCTURE, stacks: new Array<number>(players).fill(300) });

describe('log batches (the log grows in place only inside a batch, for the newest state)', () => {
  const entry: LogEntry = { op: 'fold', player: 0 };

  it('outside a batch every append copies: the earlier log is left as it was', () => {
    const log: LogEntry[] = [];
    const a = appendLog(log, entry);
    const b = appendLog(a, entry);
    expect(log).toHaveLength(0);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
  });

  it('inside a batch the batch\'s own log is appended in place; a log from outside is copied first', () => {
    const outside: LogEntry[] = [entry];
    inLogBatch(() => {
      const a = appendLog(outside, entry);
      expect(a).not.toBe(outside);
      expect(outside).toHaveLength(1);
      expect(appendLog(a, entry)).toBe(a);
    });
    // After the batch, nothing is appended in place any more.
    const made = inLogBatch(() => appendLog(outside, entry));
    expect(appendLog(made, entry)).not.toBe(made);
  });

  it('a hand played in a batch starts from a state that is never changed, and its log is the one card-by-card stepping gives (seed-000.deal-order)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer(), (players, seed) => {
        const rng = createRng(seed);
        const start: HandState = createHand({ ...config(players), deck: shuffled(newDeck(), rng) });
        const before = start.log.slice();
        const batched = inLogBatch(() => {
          let s = start;
          for (let k = 0; k < 10000 && s.phase !== 'complete'; k++) s = simStep(s, rng, randomBot);
          return s;
        });
        expect(start.log).toEqual(before);
        const again = createRng(seed);
        let plain = createHand({ ...config(players), deck: shuffled(newDeck(), again) });
        for (let k = 0; k < 10000 && plain.phase !== 'complete'; k++) plain = simStep(plain, again, randomBot);
        expect(batched.log).toEqual(plain.log);
      }),
      { numRuns: 60 },
    );
  });

  it('a bot that tries actions on the state it is shown does not write into the hand being played (the batch is paused for it)', () => {
    // The branching bot applies its choice to the state (and throws the result away) before answering.
    const branching: Bot = (state, legal, rng) => {
      const action = randomBot(state, legal, rng);
      applyBotAction(state, legal.player, action);
      return action;
    };
    for (let seed = 0; seed < 40; seed++) {
      const plain = playRandomHand(config(6), createRng(seed));
      const tried = playRandomHand(config(6), createRng(seed), branching);
      expect(tried.log).toEqual(plain.log);
    }
  });
});
