import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { PROFILES } from '../profiles';
import { createRng, shuffled } from '../rng';
import { playRandomHand, randomBot, simStep, type Bot } from '../sim';
import { apply } from './operation';
import { createHand } from './create';
import { appendLog, HandBuilder, withActed, writablePlayer, writablePlayers } from './builder';
import { draftRound } from './util';
import type { HandConfig, HandState, LogEntry } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const config = (players: number): Omit<HandConfig, 'deck'> => ({
  variant: 'stud',
  rules: PROFILES['rr-cash'],
  structure: STRUCTURE,
  stacks: new Array<number>(players).fill(300),
});

describe("a hand builder (the log and the players are written in place only for the builder's own newest state)", () => {
  const entry: LogEntry = { op: 'fold', player: 0 };

  it('without a builder every append copies: the earlier log is left as it was', () => {
    const log: LogEntry[] = [];
    const a = appendLog(null, log, entry);
    const b = appendLog(null, a, entry);
    expect(log).toHaveLength(0);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
  });

  it('with a builder its own log is appended in place; a log it did not make is copied first', () => {
    const outside: LogEntry[] = [entry];
    const builder = new HandBuilder();
    const a = appendLog(builder, outside, entry);
    expect(a).not.toBe(outside);
    expect(outside).toHaveLength(1);
    expect(appendLog(builder, a, entry)).toBe(a);
    // Another builder, or none, never writes into it.
    expect(appendLog(new HandBuilder(), a, entry)).not.toBe(a);
    expect(appendLog(null, a, entry)).not.toBe(a);
  });

  it('a hand played with a builder starts from a state that is never changed, and gives the hand and log of the plain path (seed-000.deal-order)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer(), (players, seed) => {
        const rng = createRng(seed);
        const start: HandState = createHand({ ...config(players), deck: shuffled(newDeck(), rng) });
        const before = start.log.slice();
        const playersBefore = JSON.stringify(start.players);
        const builder = new HandBuilder();
        let built = start;
        for (let k = 0; k < 10000 && built.phase !== 'complete'; k++) built = simStep(built, rng, randomBot, builder);
        expect(start.log).toEqual(before);
        expect(JSON.stringify(start.players)).toBe(playersBefore);
        const again = createRng(seed);
        let plain = createHand({ ...config(players), deck: shuffled(newDeck(), again) });
        for (let k = 0; k < 10000 && plain.phase !== 'complete'; k++) plain = simStep(plain, again, randomBot);
        expect(built).toEqual(plain);
      }),
      { numRuns: 60 },
    );
  });

  it('a bot that tries actions on the state it is shown does not write into the hand being played (it is not given the builder)', () => {
    // The branching bot applies its choice to the state (and throws the result away) before answering.
    const branching: Bot = (state, legal, rng) => {
      const action = randomBot(state, legal, rng);
      apply(state, action);
      return action;
    };
    for (let seed = 0; seed < 40; seed++) {
      const plain = playRandomHand(config(6), createRng(seed));
      const tried = playRandomHand(config(6), createRng(seed), branching);
      expect(tried.log).toEqual(plain.log);
      expect(tried.players).toEqual(plain.players);
    }
  });

  it('with a builder its own players array and records are written in place; records it did not make are copied first', () => {
    const start = createHand({ ...config(3), deck: newDeck() });
    const outside = start.players;
    const builder = new HandBuilder();
    const players = writablePlayers(builder, outside);
    expect(players).not.toBe(outside);
    const p = writablePlayer(builder, players, 1);
    expect(p).not.toBe(outside[1]);
    p.streetBets[0] = 7;
    p.cards.push({ card: 0, up: true, street: 3 });
    expect(outside[1]!.streetBets[0]).toBe(0);
    expect(outside[1]!.cards).toHaveLength(0);
    // The second write with the same builder goes into the same records.
    expect(writablePlayers(builder, players)).toBe(players);
    expect(writablePlayer(builder, players, 1)).toBe(p);
    // A copy of the builder's array made elsewhere (a bot's branch) shares records: they are copied again.
    const branch = players.slice();
    const mine = writablePlayers(builder, branch);
    expect(writablePlayer(builder, mine, 1)).not.toBe(p);
    // Without a builder, every write copies.
    const after = writablePlayers(null, outside);
    expect(writablePlayers(null, after)).not.toBe(after);
  });

  it('with a builder the betting round and its actedSeq are written in place once the builder made them', () => {
    const start = createHand({ ...config(3), deck: newDeck() });
    const builder = new HandBuilder();
    const round = draftRound(start.round, builder);
    expect(round).not.toBe(start.round);
    expect(draftRound(round, builder)).toBe(round);
    const acted = withActed(builder, start.round.actedSeq, 0, 4);
    expect(start.round.actedSeq[0]).toBe(-1);
    expect(withActed(builder, acted, 1, 5)).toBe(acted);
    expect(acted.slice(0, 2)).toEqual([4, 5]);
    expect(draftRound(start.round, null)).not.toBe(draftRound(start.round, null));
    expect(withActed(null, start.round.actedSeq, 0, 1)).not.toBe(start.round.actedSeq);
  });
});

describe('a bot that throws while a builder plays the hand', () => {
  it('leaves every state the builder did not make as it was, and the next step with the builder goes on from the newest state', () => {
    const thrower: Bot = () => {
      throw new Error('bot failed');
    };
    const start = createHand({ ...config(4), deck: shuffled(newDeck(), createRng(3)) });
    const builder = new HandBuilder();
    let s = start;
    while (s.phase !== 'betting') s = simStep(s, createRng(1), randomBot, builder);
    expect(() => simStep(s, createRng(1), thrower, builder)).toThrow('bot failed');
    expect(start.log).toHaveLength(4);
    const next = simStep(s, createRng(2), randomBot, builder);
    let plain = start;
    while (plain.phase !== 'betting') plain = simStep(plain, createRng(1), randomBot);
    expect(next).toEqual(simStep(plain, createRng(2), randomBot));
  });
});
