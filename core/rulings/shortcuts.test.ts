import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { createHand, type HandState } from '../hand';
import { customProfile, PROFILE_IDS, PROFILES, type HouseRules } from '../profiles';
import { createRng, shuffled, type Rng } from '../rng';
import { bringInOp, checkOrCallOp, raiseToOp, randomBot, simStep, type Bot } from '../sim';
import { VARIANT_IDS } from '../variants';
import { rulesRead } from '../profiles/reads';
import { decideRuling, performPlain, performVerdict } from './kinds';
import { applyRuling, ruleOn, type Incident } from './index';
import { sampleIncidents, STRUCTURE } from './test-hands';
import { dealRest } from './transforms';

/**
 * The rulings' shortcuts (a street dealt in one step, a decision's hand reused, profiles that agree on
 * every house rule a ruling read passed over, verdicts compared without JSON) give exactly the ruling
 * of the straightforward computation: the same Ruling, the same refusal, the same hand after applyRuling.
 */

/** The shipped profiles and a few made-up ones (rulings are also asked under custom house rules). */
const RULES: readonly HouseRules[] = [
  ...PROFILE_IDS.map((id) => PROFILES[id]),
  customProfile(PROFILES['rr-cash'], { exposedHoleCard: 'tda-rp-10-a', runOut: 'online' }, 'test mix a'),
  customProfile(PROFILES.tda, { seventhUp: 'rr-17', prematureCard: 'rr-14', commonCardFirst: 'high-with-common' }, 'test mix b'),
];

type Outcome = { ruling: unknown; applied: unknown } | { refused: string };

/** ruleOn and applyRuling (with a generator seeded the same for both computations), or the refusal; `plain`: without the shortcuts. */
function outcome(state: HandState, incident: Incident, rules: HouseRules, seed: number, plain = false): Outcome {
  try {
    const ruling = ruleOn(state, incident, rules, { rng: createRng(seed), plain });
    return { ruling, applied: applyRuling(state, ruling, { rng: createRng(seed + 1), plain }) };
  } catch (e) {
    return { refused: `${(e as Error).name}: ${(e as Error).message}` };
  }
}

/** Fast and straightforward agree on every incident under every profile; returns the branches ruled. */
function compareAll(state: HandState, rng: Rng, seed: number, extra: readonly Incident[] = []): string[] {
  const branches: string[] = [];
  for (const incident of [...sampleIncidents(state, rng), ...extra]) {
    for (const rules of RULES) {
      const fast = outcome(state, incident, rules, seed);
      const slow = outcome(state, incident, rules, seed, true);
      expect(fast).toEqual(slow);
      if ('ruling' in fast) {
        // A verdict decided under house rules that note their reads (as the drills decide) is carried out on the plain hand.
        const s = { ...state, config: { ...state.config, rules } };
        const v = rulesRead(s, (t) => decideRuling(t, incident)).value;
        expect(performVerdict(s, incident, v, {})).toEqual(performPlain(s, incident, v, { plain: true }));
      }
      if ('ruling' in fast) branches.push((fast.ruling as { answer: string }).answer);
    }
  }
  return branches;
}

const callingBot: Bot = (_s, legal) => (legal.bringIn !== null ? bringInOp(legal.player) : checkOrCallOp(legal.player));
/** Never folds; bets now and then, so short stacks go all-in before 7th street. */
const bettingBot: Bot = (s, legal, rng) =>
  legal.betOrRaiseTo.length > 0 && rng.int(3) === 0 ? raiseToOp(legal.player, legal.betOrRaiseTo[0]!) : callingBot(s, legal, rng);

function hand(seed: number, players: number, variant: (typeof VARIANT_IDS)[number], rng: Rng, stacks?: number[]): HandState {
  const rules = RULES[rng.int(RULES.length)]!;
  return createHand({
    variant,
    rules,
    structure: STRUCTURE,
    stacks: stacks ?? Array.from({ length: players }, () => 20 + rng.int(200)),
    deck: shuffled(newDeck(), createRng(seed)),
  });
}

describe('the shortcuts give exactly the straightforward ruling (ApplyOptions.plain)', () => {
  it('random hands at random moments (mid-deal included), every incident, shipped and custom profiles', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 90 }),
        fc.constantFrom(...VARIANT_IDS),
        fc.boolean(),
        (seed, players, steps, variant, streetStart) => {
          const rng = createRng(seed);
          let state = hand(seed, players, variant, rng);
          for (let k = 0; k < steps && state.phase !== 'complete'; k++) state = simStep(state, rng, randomBot);
          // Half the time on to the start of a later street (before its burn: burn errors).
          const atStart = (h: HandState) => h.phase === 'dealing' && h.street > 3 && h.burnedFor[h.street - 4] === 0;
          while (streetStart && state.phase !== 'complete' && state.phase !== 'showdown' && !atStart(state))
            state = simStep(state, rng, randomBot);
          for (const b of compareAll(state, rng, seed)) seen.add(b);
        },
      ),
      { numRuns: 120 },
    );
    // The comparison reached the procedures the shortcuts change (whole-street deals, reused exposures, verdict comparisons).
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'exposed-one-rr5',
        'exposed-tda',
        'exposed-both-rr5',
        'boxed-one',
        'extra-one',
        'burn-restore',
        'off-table-upcard',
        'premature-rr14',
        'premature-tda',
      ]),
    );
  }, 300_000);

  it('7th street with many players: run-outs, final cards dealt up, burn errors', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 5, max: 8 }),
        fc.constantFrom(...VARIANT_IDS),
        (seed, players, variant) => {
          const rng = createRng(seed);
          const stacks = Array.from({ length: players }, () => (rng.int(4) === 0 ? 8 : 100 + rng.int(100)));
          let state = hand(seed, players, variant, rng, stacks);
          while (state.phase !== 'complete' && !(state.street === 7 && state.phase === 'dealing')) state = simStep(state, rng, bettingBot);
          // Sometimes a few cards into the 7th-street deal.
          for (let k = rng.int(3); k > 0 && state.phase === 'dealing'; k--) state = simStep(state, rng, callingBot);
          const everyone: Incident[] = [
            ...state.players.map((_, player): Incident => ({ kind: 'seventh-card-up', player })),
            { kind: 'burn-error', burns: 0, seen: true },
            { kind: 'burn-error', burns: 2, seen: true },
            { kind: 'burn-error', burns: 0 },
          ];
          for (const b of compareAll(state, rng, seed, everyone)) seen.add(b);
        },
      ),
      { numRuns: 60 },
    );
    // The 7th-street shortcuts were reached: the RR 16/17 and TDA RP-10-B deals, a plain run-out, burn errors.
    expect([...seen]).toEqual(
      expect.arrayContaining(['seventh-rr17-multi', 'seventh-tda', 'seventh-all-in', 'run-out-enough', 'burn-keep', 'burn-restore']),
    );
  }, 300_000);

  it('heads-up 7th street (RR 17 first and second player)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...VARIANT_IDS), (seed, variant) => {
        const rng = createRng(seed);
        let state = hand(seed, 2, variant, rng, [300, 300]);
        while (state.phase !== 'complete' && !(state.street === 7 && state.phase === 'dealing')) state = simStep(state, rng, callingBot);
        for (const b of compareAll(state, rng, seed)) seen.add(b);
      }),
      { numRuns: 40 },
    );
    expect([...seen]).toEqual(expect.arrayContaining(['seventh-rr17-first', 'seventh-rr17-second']));
  }, 300_000);

  it('premature cards during 6th-street betting, a final downcard seen by each player in turn (RR 14)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 8 }),
        fc.constantFrom(...VARIANT_IDS),
        (seed, players, variant) => {
          const rng = createRng(seed);
          let state = hand(
            seed,
            players,
            variant,
            rng,
            Array.from({ length: players }, () => 300),
          );
          while (state.phase !== 'complete' && !(state.street === 6 && state.phase === 'betting')) state = simStep(state, rng, bettingBot);
          const alive = state.players.map((_, p) => p).filter((p) => !state.players[p]!.folded);
          const premature: Incident[] = alive.flatMap((seenBy) =>
            [1, 2, 3].map((count): Incident => ({ kind: 'premature-cards', count, seenBy })),
          );
          for (const b of compareAll(state, rng, seed, premature)) seen.add(b);
        },
      ),
      { numRuns: 30 },
    );
    expect([...seen]).toEqual(expect.arrayContaining(['premature-rr14', 'premature-rr14-seen', 'premature-tda']));
  }, 300_000);

  it('dealRest deals a street in one step exactly as card by card (same cards, log and betting start)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom(...VARIANT_IDS),
        (seed, players, steps, variant) => {
          const rng = createRng(seed);
          let state = hand(seed, players, variant, rng);
          for (let k = 0; k < steps && state.phase !== 'complete'; k++) state = simStep(state, rng, callingBot);
          fc.pre(state.phase === 'dealing');
          expect(dealRest(state, { rng: createRng(seed) })).toEqual(dealRest(state, { rng: createRng(seed), plain: true }));
        },
      ),
      { numRuns: 200 },
    );
  });
});
