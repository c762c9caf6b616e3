import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_IDS, VARIANT_IDS } from '../../../core';
import { DEFAULT_RUN, type RunConfig } from '../../stores/drillRun';
import { DRILL_SELECTORS } from './kinds';
import { lastDrillSlug, MAX_MINUTES, MAX_QUESTIONS, readLastDrill } from './lastRun';

/** The settings contract's slug rule for lastDrill (electron/shared/contract.ts). */
const SETTINGS_SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

const configArb = fc.record({
  selector: fc.constantFrom(...DRILL_SELECTORS),
  variant: fc.constantFrom(...VARIANT_IDS),
  players: fc.integer({ min: 2, max: 8 }),
  profile: fc.constantFrom(...PROFILE_IDS),
  structure: fc.constant(DEFAULT_RUN.structure),
  length: fc.oneof(
    fc.integer({ min: 1, max: MAX_QUESTIONS }).map((count) => ({ mode: 'questions' as const, count })),
    fc.integer({ min: 1, max: MAX_MINUTES }).map((minutes) => ({ mode: 'timed' as const, minutes })),
  ),
}) satisfies fc.Arbitrary<RunConfig>;

describe('the last drill as a settings slug', () => {
  it('drill, game, players and length: "bring-in-stud8-6-q10", "first-to-act-razz-3-t5"', () => {
    expect(lastDrillSlug({ ...DEFAULT_RUN, selector: 'bring-in', variant: 'stud8', players: 6 })).toBe('bring-in-stud8-6-q10');
    expect(
      lastDrillSlug({ ...DEFAULT_RUN, selector: 'first-to-act', variant: 'razz', players: 3, length: { mode: 'timed', minutes: 5 } }),
    ).toBe('first-to-act-razz-3-t5');
  });

  it('property: every run the setup screen allows fits the settings slug and reads back the same (profile and structure from their own settings)', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const slug = lastDrillSlug(config);
        expect(slug).toMatch(SETTINGS_SLUG);
        expect(readLastDrill(slug, { ...DEFAULT_RUN, profile: config.profile, structure: config.structure })).toEqual(config);
      }),
    );
  });

  it('a bare drill id (older settings) reads with the defaults', () => {
    expect(readLastDrill('pot', DEFAULT_RUN)).toEqual({ ...DEFAULT_RUN, selector: 'pot' });
  });

  it.each([
    null,
    undefined,
    '',
    'drills-bring-in',
    'bring-in-holdem-6-q10',
    'bring-in-stud-9-q10',
    'bring-in-stud-6-q0',
    'bring-in-stud-6-q201',
    'pot-razz-3-t121',
    'pot-razz-3',
  ])('nothing to continue for %j', (slug) => {
    expect(readLastDrill(slug, DEFAULT_RUN)).toBeNull();
  });
});
