import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { createRng, shuffled } from '../rng';
import { playRandomHand, randomBot } from '../sim';
import { VARIANT_IDS } from '../variants';
import { dealerOperation } from './automation';
import { legalNow } from './betting';
import { createHand } from './create';
import { apply, check } from './operation';
import { nextDealerStep } from './queries';
import { operationsOf, replayed } from './replay';
import { settle } from './settle';
import { tableView } from './table-view';
import { deal3, table } from './test-kit';
import { DEALER_TASKS, type HandConfig, type HandState, type LogEntry } from './types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const dealerRecord = (e: LogEntry) => e.op === 'collect' || e.op === 'award';

/** A hand played to the end, every dealer step done by apply (checked): the dealer's own, and the tasks left to him. */
function dealtByHand(config: HandConfig, seed: number): HandState {
  const rng = createRng(seed);
  let s = createHand(config);
  for (let guard = 0; guard < 1000; guard++) {
    if (s.phase === 'betting' && s.pending === null) {
      s = apply(s, randomBot(s, legalNow(s)!, rng));
      continue;
    }
    const op = dealerOperation(s, rng);
    if (op === null) return s;
    expect(check(s, op)).toBeNull();
    s = apply(s, op);
  }
  throw new Error('the hand did not end');
}

describe("the dealer's tasks as operations (HandConfig.manual): antes, uncalled bets, bringing the bets in, pushing the pots", () => {
  it('seed-001.ante, seed-001.uncalled: done one by one by the dealer, the hand ends with the chips and the log the engine gives by itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.constantFrom(...PROFILE_IDS),
        fc.integer({ min: 2, max: 8 }),
        fc.integer(),
        (variant, profile, players, seed) => {
          const stacks = Array.from({ length: players }, (_, k) => 20 + (((seed >>> k) & 63) % 90));
          const base = {
            variant,
            rules: PROFILES[profile],
            structure: STRUCTURE,
            stacks: PROFILES[profile].shortStack === 'sits-out' ? stacks.map((x) => x + 3) : stacks,
            deck: shuffled(newDeck(), createRng(seed)),
          };
          const automatic = dealtByHand(base, seed);
          const manual = dealtByHand({ ...base, manual: DEALER_TASKS }, seed);
          expect(manual.pending).toBeNull();
          expect(manual.phase).toBe('complete');
          expect(manual.log.filter((e) => !dealerRecord(e))).toEqual(automatic.log);
          expect(settle(manual).answer).toEqual(settle(automatic).answer);
          // Every pot pushed, each to the players settle names: the chips on the table are the finishing stacks.
          const view = tableView(manual);
          expect(view.pot).toBe(0);
          expect(view.seats.map((seat) => seat.stack)).toEqual(settle(manual).answer.finishingStacks);
          // The operations of the log give the same hand again (the dealer's tasks are operations too).
          expect(replayed(manual.config, operationsOf(manual.log, manual.config.manual))).toEqual(manual);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('seed-001.ante: nothing is dealt before every ante is in; a second ante from the same seat is refused (an error)', () => {
    let s = table({ stacks: [1000, 1000, 1000], manual: ['antePosting'] });
    expect(s.pending).toEqual({ kind: 'antes', players: [0, 1, 2] });
    expect(nextDealerStep(s).answer).toEqual({ kind: 'ante', player: 0 });
    const early = check(s, { kind: 'dealCards', player: 0, cards: [0] })!;
    expect([early.key, early.severity, early.rules]).toEqual(['hand.illegal.antesDue', 'deviation', ['seed-001.ante']]);
    s = apply(s, { kind: 'postAnte', player: 1 });
    expect(s.players[1]!.ante).toBe(40);
    expect(s.players[1]!.stack).toBe(960);
    const again = check(s, { kind: 'postAnte', player: 1 })!;
    expect([again.key, again.severity]).toEqual(['hand.illegal.anteNotDue', 'error']);
    s = apply(apply(s, { kind: 'postAnte', player: 2 }), { kind: 'postAnte', player: 0 });
    expect(s.pending).toBeNull();
    expect(s.log.map((e) => e.op)).toEqual(['ante', 'ante', 'ante']);
    expect(check(s, { kind: 'dealCards', player: 0, cards: [0] })).toBeNull();
  });

  it('seed-001.uncalled: the uncalled bet goes back to its seat before the bets are brought in, and nothing is dealt before', () => {
    // p1 brings in with the 2c, p0 completes to 200, p1 folds: 150 of p0's 200 nobody called.
    let s = deal3(table({ stacks: [1000, 1000], manual: ['uncalledBetReturn', 'betCollection'] }), ['AcAdKs', '3h4h2c']);
    s = apply(apply(apply(s, { kind: 'postBringIn', player: 1 }), { kind: 'completeBetOrRaiseTo', player: 0, amount: 200 }), {
      kind: 'fold',
      player: 1,
    });
    expect(s.pending).toEqual({ kind: 'uncalledBet', player: 0, amount: 150 });
    expect(tableView(s).seats[0]!.bet).toBe(200);
    const other = check(s, { kind: 'returnUncalledBet', player: 1 })!;
    expect([other.key, other.severity, other.params]).toEqual([
      'hand.illegal.uncalledBetIsOther',
      'error',
      { seat: 2, other: 1, amount: 150 },
    ]);
    const first = check(s, { kind: 'collectBets' })!;
    expect([first.key, first.severity]).toEqual(['hand.illegal.uncalledBetDue', 'deviation']);
    s = apply(s, { kind: 'returnUncalledBet', player: 0 });
    expect(s.pending).toEqual({ kind: 'collectBets' });
    expect(tableView(s).seats[0]!.bet).toBe(50);
    expect(check(s, { kind: 'returnUncalledBet', player: 0 })!.key).toBe('hand.illegal.betsInFront');
    s = apply(s, { kind: 'collectBets' });
    expect(check(s, { kind: 'returnUncalledBet', player: 0 })!.key).toBe('hand.illegal.noUncalledBet');
    expect(s.phase).toBe('complete');
    expect(tableView(s).pot).toBe(180);
    expect(check(s, { kind: 'collectBets' })!.key).toBe('hand.illegal.nothingToCollect');
  });

  it("pots go to the players settle names: another seat, or a winner left out, is refused with the showdown's rules", () => {
    const config: HandConfig = {
      variant: 'stud',
      rules: PROFILES['rr-cash'],
      structure: STRUCTURE,
      stacks: [300, 300, 300, 300],
      deck: shuffled(newDeck(), createRng(4)),
      manual: ['potAwarding'],
    };
    let s = playRandomHand(config, createRng(9), (_state, legal) =>
      legal.bringIn !== null ? { kind: 'postBringIn', player: legal.player } : { kind: 'checkOrCall', player: legal.player },
    );
    // The simulator stops at the end of the hand: the pots wait for the dealer.
    expect(s.pending).toEqual({ kind: 'awardPots', pots: [0] });
    const winners = settle(s)
      .answer.awards.filter((a) => a.pot === 0)
      .map((a) => a.player);
    const loser = [0, 1, 2, 3].find((p) => !winners.includes(p))!;
    const wrong = check(s, { kind: 'awardPot', pot: 0, players: [loser] })!;
    expect([wrong.key, wrong.severity]).toEqual(['hand.illegal.notAWinner', 'error']);
    expect(wrong.rules.length).toBeGreaterThan(0);
    expect(check(s, { kind: 'awardPot', pot: 0, players: [] })!.key).toBe('hand.illegal.winnerMissing');
    expect(check(s, { kind: 'awardPot', pot: 1, players: winners })!.key).toBe('hand.illegal.noPotToAward');
    s = apply(s, { kind: 'awardPot', pot: 0, players: [...new Set(winners)] });
    expect(s.pending).toBeNull();
    expect(tableView(s).pot).toBe(0);
  });
});
