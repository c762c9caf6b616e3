/**
 * Full random hands through the hand state machine (core/sim playRandomHand: shuffle, antes, every
 * dealer step, every betting decision by random bots, showdown in order, pots settled), per variant,
 * 2 and 8 players. Goal: at least 50,000 random full stud hands per second on one core.
 */
import { settle, type HandConfig, PROFILES, createRng, playRandomHand, type VariantId } from '../core';
import { rateGoal, registerSection, type Contender } from './harness';

const GOAL = 50_000;

function config(variant: VariantId, players: number): Omit<HandConfig, 'deck'> {
  return {
    variant,
    rules: PROFILES['rr-cash'],
    structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    stacks: new Array<number>(players).fill(500),
  };
}

function contender(variant: VariantId, players: number, settled = true): Contender {
  const cfg = config(variant, players);
  const rng = createRng(20230643 + players);
  return {
    name: `${variant}, ${players} players${settled ? '' : ' (play only, no settle)'}`,
    peer: false,
    chunk: players === 2 ? 200 : 50,
    run(_start, count) {
      let sum = 0;
      for (let k = 0; k < count; k++) {
        const hand = playRandomHand(cfg, rng);
        sum += settled ? settle(hand).answer.finishingStacks[0]! : hand.log.length;
      }
      return sum;
    },
  };
}

registerSection({
  title: 'Full random hands (deal, bet, showdown, settle)',
  unit: 'hands',
  check() {
    const s = playRandomHand(config('stud', 8), createRng(1));
    return `sample 8-player stud hand: ${s.log.length} log records, ended on street ${s.street} (${s.phase})`;
  },
  setup: () => [
    ...(['stud', 'razz', 'stud8'] as const).flatMap((v) => [contender(v, 2), contender(v, 8)]),
    contender('stud', 2, false),
    contender('stud', 8, false),
  ],
  goals: [rateGoal('stud, 2 players', GOAL, 'hands'), rateGoal('stud, 8 players', GOAL, 'hands')],
});
