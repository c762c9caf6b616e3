import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { PROFILES } from '../profiles';
import { createRng, shuffled } from '../rng';
import { applyBotAction, playRandomHand, randomBot, simStep, type Bot } from '../sim';
import { createHand } from './create';
import { appendLog, inLogBatch, withActed, writablePlayer, writablePlayers } from './log-batch';
import { draftRound } from './util';
import type { HandConfig, HandState, LogEntry } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const config = (players: number): Omit<HandConfig, 'deck'> => ({ variant: 'stud', rules: PROFILES['rr-cash'], structure: STRUCTURE, stacks: new Array<number>(players).fill(300) });

describe('log batches (the log and the players are written in place only inside a batch, for the newest state)', () => {
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
        const playersBefore = JSON.stringify(start.players);
        const batched = inLogBatch(() => {
          let s = start;
          for (let k = 0; k < 10000 && s.phase !== 'complete'; k++) s = simStep(s, rng, randomBot);
          return s;
        });
        expect(start.log).toEqual(before);
        expect(JSON.stringify(start.players)).toBe(playersBefore);
        const again = createRng(seed);
        let plain = createHand({ ...config(players), deck: shuffled(newDeck(), again) });
        for (let k = 0; k < 10000 && plain.phase !== 'complete'; k++) plain = simStep(plain, again, randomBot);
        expect(batched.log).toEqual(plain.log);
        expect(batched.players).toEqual(plain.players);
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
      expect(tried.players).toEqual(plain.players);
    }
  });

  it('inside a batch the batch\'s own players array and records are written in place; records from outside are copied first', () => {
    const start = createHand({ ...config(3), deck: newDeck() });
    const outside = start.players;
    inLogBatch(() => {
      const players = writablePlayers(outside);
      expect(players).not.toBe(outside);
      const p = writablePlayer(players, 1);
      expect(p).not.toBe(outside[1]);
      p.streetBets[0] = 7;
      p.cards.push({ card: 0, up: true, street: 3 });
      expect(outside[1]!.streetBets[0]).toBe(0);
      expect(outside[1]!.cards).toHaveLength(0);
      // The second write in the same batch goes into the same records.
      expect(writablePlayers(players)).toBe(players);
      expect(writablePlayer(players, 1)).toBe(p);
      // A copy of the batch's array made elsewhere (a paused bot's branch) shares records: they are copied again.
      const branch = players.slice();
      const mine = writablePlayers(branch);
      expect(writablePlayer(mine, 1)).not.toBe(p);
    });
    // After the batch, every write copies.
    const after = writablePlayers(outside);
    expect(writablePlayers(after)).not.toBe(after);
  });

  it('inside a batch the betting round and its actedSeq are written in place once the batch made them', () => {
    const start = createHand({ ...config(3), deck: newDeck() });
    inLogBatch(() => {
      const round = draftRound(start.round);
      expect(round).not.toBe(start.round);
      expect(draftRound(round)).toBe(round);
      const acted = withActed(start.round.actedSeq, 0, 4);
      expect(start.round.actedSeq[0]).toBe(-1);
      expect(withActed(acted, 1, 5)).toBe(acted);
      expect(acted.slice(0, 2)).toEqual([4, 5]);
    });
    expect(draftRound(start.round)).not.toBe(draftRound(start.round));
    expect(withActed(start.round.actedSeq, 0, 1)).not.toBe(start.round.actedSeq);
  });
});

describe('a bot or stop test that throws inside a batch (simStep pauses the batch without try/finally)', () => {
  it('leaves the batch paused, so every later step of that batch copies and never writes into a state it was given; the next batch writes in place again', () => {
    const thrower: Bot = () => {
      throw new Error('bot failed');
    };
    const start = createHand({ ...config(4), deck: shuffled(newDeck(), createRng(3)) });
    inLogBatch(() => {
      let s = start;
      while (s.phase !== 'betting') s = simStep(s, createRng(1), randomBot);
      expect(() => simStep(s, createRng(1), thrower)).toThrow('bot failed');
      // Paused now: a step copies, so the state it started from keeps its log and players.
      const logBefore = s.log.slice();
      const playersBefore = JSON.stringify(s.players);
      const next = simStep(s, createRng(2), randomBot);
      expect(next.log.length).toBe(logBefore.length + 1);
      expect(s.log).toEqual(logBefore);
      expect(JSON.stringify(s.players)).toBe(playersBefore);
      expect(appendLog(next.log, entryOf(next))).not.toBe(next.log);
    });
    // The batch ended in inLogBatch's finally: a new batch appends its own log in place.
    inLogBatch(() => {
      const made = appendLog(start.log, entryOf(start));
      expect(appendLog(made, entryOf(start))).toBe(made);
    });
  });
});

function entryOf(state: HandState): LogEntry {
  return { op: 'fold', player: state.players.length - 1 };
}
