import { describe, expect, it } from 'vitest';
import { PROFILES, PROFILE_IDS, customProfile } from '../../profiles/profiles';
import { createRng } from '../../rng';
import { ruleOn } from '../../rulings';
import { VARIANT_IDS } from '../../variants';
import type { DrillSetup } from '../types';
import { makeScene, type Scene } from './misprocedure';
import { summariseRuling } from './ruling-summary';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (e) {
    return e instanceof Error ? `${e.constructor.name}: ${e.message}` : e;
  }
}

describe('summariseRuling: the parts of ruleOn a misprocedure question needs (core/rulings ruleOn)', () => {
  it('accepts and refuses the same hands as ruleOn, with its summary and the other profiles\' differing summaries in order', () => {
    let scenes = 0;
    let refused = 0;
    let withAlternatives = 0;
    const custom = customProfile(PROFILES.tda, { exposedHoleCard: 'rr-5', runOut: 'online' }, 'mixed room');
    for (let seed = 0; seed < 900; seed++) {
      const rules = seed % 5 === 4 ? custom : PROFILES[PROFILE_IDS[seed % 4]!];
      const setup: DrillSetup = { variant: VARIANT_IDS[seed % 3]!, players: 2 + (seed % 7), rules: seed % 5 === 4 ? custom : PROFILE_IDS[seed % 4]!, structure: STRUCTURE };
      const scene: Scene | null = makeScene(setup, rules, createRng(seed));
      if (!scene) continue;
      scenes++;
      const expected = outcome(() => {
        const r = ruleOn(scene.state, scene.incident);
        return { reason: r.reason, alternatives: r.alternatives.map((a) => a.reason) };
      });
      const got = outcome(() => {
        const r = summariseRuling(scene.state, scene.incident);
        return { reason: r.reason, alternatives: r.alternatives };
      });
      expect(got).toEqual(expected);
      if (typeof expected === 'string') refused++;
      else if ((expected as { alternatives: unknown[] }).alternatives.length > 0) withAlternatives++;
    }
    expect(scenes).toBeGreaterThan(700);
    expect(refused).toBeGreaterThan(0);
    expect(withAlternatives).toBeGreaterThan(100);
  });

  it('throws what ruleOn throws on an incident that does not fit (IncidentError names the field)', () => {
    const rng = createRng(11);
    let scene: Scene | null = null;
    for (let k = 0; k < 50 && !scene; k++) scene = makeScene({ variant: 'stud', players: 5, rules: 'rr-cash', structure: STRUCTURE }, PROFILES['rr-cash'], rng);
    const bad = { kind: 'exposed-hole-card', player: 9, hole: 0 } as const;
    expect(() => summariseRuling(scene!.state, bad)).toThrow(/incident\.player/);
    expect(() => ruleOn(scene!.state, bad)).toThrow(/incident\.player/);
  });
});
