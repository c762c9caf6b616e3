import { describe, expect, it } from 'vitest';
import { legalNow } from '../../hand/betting';
import { openPairShowing } from '../../hand/order';
import { PROFILE_IDS } from '../../profiles/profiles';
import { VARIANT_IDS, type VariantId } from '../../variants';
import { generateScenario } from '../generate';
import type { DrillSetup, Scenario } from '../types';
import { LEGAL_ACTION_STREET_SHARES } from './legal-action';

const STRUCTURES = [
  { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 },
  { ante: 25, bringIn: 100, smallBet: 400, bigBet: 800 },
] as const;

/** A setup per seed: every game, 2 to 8 players, every shipped profile and several structures over the run. */
function setupFor(seed: number, variant: VariantId): DrillSetup {
  return {
    variant,
    players: 2 + (seed % 7),
    rules: PROFILE_IDS[seed % PROFILE_IDS.length]!,
    structure: STRUCTURES[seed % STRUCTURES.length]!,
  };
}

const SEEDS = 1200;

/** The legal-action questions of every game over SEEDS seeds each (3,600 scenarios). */
function questions(): Scenario[] {
  const out: Scenario[] = [];
  for (const variant of VARIANT_IDS)
    for (let seed = 0; seed < SEEDS; seed++) out.push(generateScenario('legal-action', setupFor(seed, variant), seed));
  return out;
}

const share = (all: readonly Scenario[], test: (s: Scenario) => boolean): number => all.filter(test).length / all.length;

describe('legal action: every street is asked about (RR betting, fixed limit; RR stud 4 open pair; RR betting: the cap)', () => {
  const all = questions();

  it('each of 4th to 7th street is at least 10% of the questions, and 3rd street no more than a third', () => {
    for (const street of [4, 5, 6, 7])
      expect(
        share(all, (s) => s.street === street),
        `street ${street}`,
      ).toBeGreaterThanOrEqual(0.1);
    expect(share(all, (s) => s.street === 3)).toBeGreaterThanOrEqual(0.1);
    expect(share(all, (s) => s.street === 3)).toBeLessThan(1 / 3);
  });

  it('every game and every table size gets later streets, heads-up too', () => {
    for (const variant of VARIANT_IDS) {
      for (let players = 2; players <= 8; players++) {
        const some = all.filter((s) => s.setup.variant === variant && s.setup.players === players);
        expect(some.length).toBeGreaterThan(100);
        expect(
          share(some, (s) => s.street === 7),
          `${variant} ${players}`,
        ).toBeGreaterThanOrEqual(0.08);
        expect(
          share(some, (s) => s.street >= 5),
          `${variant} ${players}`,
        ).toBeGreaterThanOrEqual(0.35);
      }
    }
  });

  it('the big-bet streets (5th, 6th and 7th: RR betting, fixed limit) are more than 40% of the questions', () => {
    expect(share(all, (s) => s.street >= 5)).toBeGreaterThan(0.4);
  });

  it('stud high regularly asks about 4th street with an open pair showing (RR stud 4; TDA RP-10-F under tda)', () => {
    const stud = all.filter((s) => s.setup.variant === 'stud');
    expect(share(stud, (s) => s.street === 4 && openPairShowing(s.state))).toBeGreaterThanOrEqual(0.08);
    // Razz and stud8 have no open-pair option: their 4th street is never arranged for it.
    for (const s of all.filter((q) => q.setup.variant !== 'stud')) expect(openPairShowing(s.state)).toBe(false);
  });

  it('capped rounds come up regularly with three or more players (RR betting: a bet and three raises)', () => {
    const multiway = all.filter((s) => s.setup.players >= 3);
    expect(share(multiway, (s) => legalNow(s.state)?.capped === true)).toBeGreaterThanOrEqual(0.08);
  });

  it('every question is worth asking: the player to act faces a bet, or chooses between the small and the big bet', () => {
    for (const s of all) {
      const legal = legalNow(s.state)!;
      expect(legal, s.code).not.toBeNull();
      expect(legal.bringIn, s.code).toBeNull();
      expect((legal.call !== null && legal.call > 0) || legal.betOrRaiseTo.length > 1, s.code).toBe(true);
    }
  });

  it('the street shares add up to every question', () => {
    expect(LEGAL_ACTION_STREET_SHARES.reduce((t, [, p]) => t + p, 0)).toBeCloseTo(1, 10);
    expect(LEGAL_ACTION_STREET_SHARES.map(([street]) => street)).toEqual([3, 4, 5, 6, 7]);
  });
});
