import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeck } from '../cards';
import { createHand, legalActions, settle, type HandState } from '../hand';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { createRng, shuffled, type Rng } from '../rng';
import { bringInOp, checkOrCallOp, randomBot, simStep, type Bot } from '../sim';
import { VARIANT_IDS } from '../variants';
import { applyPending, applyRuling, IncidentError, restrictedActions, ruleOn, stepReason, type Incident, type Ruling } from './index';
import { cardCensus, chipsInPlay, sampleIncidents, STRUCTURE } from './test-hands';

function tryRuling(state: HandState, incident: Incident, rng: Rng): Ruling | null {
  try {
    return ruleOn(state, incident, state.config.rules, { rng });
  } catch (e) {
    if (e instanceof IncidentError) return null;
    throw e;
  }
}

function total(state: HandState): number {
  return state.config.stacks.reduce((a, b) => a + b, 0);
}

/** The hand is legal: chips conserved, every card once (known stub), the right player to act. */
function expectLegal(state: HandState): void {
  expect(chipsInPlay(state)).toBe(total(state));
  if (state.stub !== null) {
    const cards = cardCensus(state);
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
  }
  if (state.phase === 'betting') {
    const actor = state.round.actor!;
    expect(actor).not.toBeNull();
    expect(state.players[actor]!.folded).toBe(false);
    expect(state.players[actor]!.stack).toBeGreaterThan(0);
    expect(legalActions(state).answer?.player).toBe(actor);
  }
}

/** Texts exist in every language; the applied ruling leaves a legal hand that plays to the end, chips intact. */
function expectPlaysOut(state: HandState, ruling: Ruling, rng: Rng): void {
  for (const locale of LOCALES) {
    formatReason(ruling.reason, locale);
    for (const step of ruling.steps) formatReason(stepReason(step), locale);
  }
  let s = applyRuling(state, ruling, { rng });
  expectLegal(s);
  let pending = [...ruling.pending];
  const bot: Bot = (st, legal, r) => randomBot(st, restrictedActions(st, legal, ruling), r);
  for (let guard = 0; s.phase !== 'complete'; guard++) {
    expect(guard).toBeLessThan(2000);
    const done = applyPending(s, pending);
    s = done.state;
    pending = done.pending;
    if (s.phase === 'complete') break;
    s = simStep(s, rng, bot);
    expectLegal(s);
  }
  expect(settle(s).answer.finishingStacks.reduce((a, b) => a + b, 0)).toBe(total(s));
}

/** Calls everything: many players reach 7th street. */
const callingBot: Bot = (_s, legal) => (legal.bringIn !== null ? bringInOp(legal.player) : checkOrCallOp(legal.player));

describe('property: any ruling leaves a legal hand that plays to the end', () => {
  it('random hands, random moments, every incident that fits, every profile', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 90 }),
        fc.constantFrom(...PROFILE_IDS),
        fc.constantFrom(...VARIANT_IDS),
        (seed, players, steps, profileId, variant) => {
          const rng = createRng(seed);
          let state = createHand({
            variant,
            rules: PROFILES[profileId],
            structure: STRUCTURE,
            stacks: Array.from({ length: players }, () => 20 + rng.int(200)),
            deck: shuffled(newDeck(), rng),
          });
          for (let k = 0; k < steps && state.phase !== 'complete'; k++) state = simStep(state, rng, randomBot);
          const fits = sampleIncidents(state, rng)
            .map((incident) => tryRuling(state, incident, rng))
            .filter((r): r is Ruling => r !== null);
          fc.pre(fits.length > 0);
          for (const ruling of fits) {
            seen.add(ruling.answer);
            expectPlaysOut(state, ruling, rng);
          }
        },
      ),
      { numRuns: 80 },
    );
    if (process.env.RULINGS_SEEN) console.log([...seen].sort().join(' '));
    // The random walk reaches a good spread of procedures.
    expect(seen.size).toBeGreaterThan(18);
  }, 180_000);
});

describe('property: 7th-street incidents with many players', () => {
  it('run-out, a final card dealt up, burn errors: legal hands that play to the end', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 5, max: 8 }),
        fc.constantFrom(...PROFILE_IDS),
        fc.constantFrom(...VARIANT_IDS),
        (seed, players, profileId, variant) => {
          const rng = createRng(seed);
          const stacks = Array.from({ length: players }, () => (rng.int(4) === 0 ? 8 : 100 + rng.int(100)));
          let state = createHand({ variant, rules: PROFILES[profileId], structure: STRUCTURE, stacks, deck: shuffled(newDeck(), rng) });
          while (state.phase !== 'complete' && !(state.street === 7 && state.phase === 'dealing')) state = simStep(state, rng, callingBot);
          fc.pre(state.phase === 'dealing');
          const incidents: Incident[] = [
            { kind: 'run-out' },
            { kind: 'seventh-card-up', player: rng.int(players) },
            { kind: 'burn-error', burns: rng.int(2) === 0 ? 0 : 2, seen: true },
          ];
          for (const incident of incidents) {
            const ruling = tryRuling(state, incident, rng);
            if (!ruling) continue;
            seen.add(ruling.answer);
            expectPlaysOut(state, ruling, rng);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect([...seen]).toEqual(
      expect.arrayContaining(['run-out-common', 'run-out-scramble', 'seventh-tda', 'seventh-rr17-multi', 'burn-keep']),
    );
  }, 180_000);
});
