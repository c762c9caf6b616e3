import { describe, expect, it } from 'vitest';
import { PROFILES, PROFILE_IDS, customProfile } from '../../profiles/profiles';
import { createRng } from '../../rng';
import { ruleOn } from '../../rulings';
import { VARIANT_IDS } from '../../variants';
import type { DrillSetup } from '../types';
import { IncidentError } from '../../rulings';
import { decideRuling } from '../../rulings/kinds';
import { withRules } from '../kind';
import { makeScene, neighbours, type Scene } from './misprocedure';
import { knownSummary, summariseRuling } from './ruling-summary';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (e) {
    return e instanceof Error ? `${e.constructor.name}: ${e.message}` : e;
  }
}

describe('summariseRuling: the parts of ruleOn a misprocedure question needs (core/rulings ruleOn)', () => {
  it("accepts and refuses the same hands as ruleOn, with its summary and the other profiles' differing summaries in order", () => {
    let scenes = 0;
    let refused = 0;
    let withAlternatives = 0;
    const custom = customProfile(PROFILES.tda, { exposedHoleCard: 'rr-5', runOut: 'online' }, 'mixed room');
    for (let seed = 0; seed < 900; seed++) {
      const rules = seed % 5 === 4 ? custom : PROFILES[PROFILE_IDS[seed % 4]!];
      const setup: DrillSetup = {
        variant: VARIANT_IDS[seed % 3]!,
        players: 2 + (seed % 7),
        rules: seed % 5 === 4 ? custom : PROFILE_IDS[seed % 4]!,
        structure: STRUCTURE,
      };
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
    for (let k = 0; k < 50 && !scene; k++)
      scene = makeScene({ variant: 'stud', players: 5, rules: 'rr-cash', structure: STRUCTURE }, PROFILES['rr-cash'], rng);
    const bad = { kind: 'exposed-hole-card', player: 9, hole: 0 } as const;
    expect(() => summariseRuling(scene!.state, bad)).toThrow(/incident\.player/);
    expect(() => ruleOn(scene!.state, bad)).toThrow(/incident\.player/);
  });

  it('knownSummary: a decision already made answers for rules that agree on every field it read, as deciding again would', () => {
    let answered = 0;
    let asked = 0;
    for (let seed = 0; seed < 600; seed++) {
      const id = PROFILE_IDS[seed % 4]!;
      const scene = makeScene(
        { variant: VARIANT_IDS[seed % 3]!, players: 2 + (seed % 7), rules: id, structure: STRUCTURE },
        PROFILES[id],
        createRng(seed),
      );
      if (!scene) continue;
      let summary;
      try {
        summary = summariseRuling(scene.state, scene.incident);
      } catch {
        continue;
      }
      for (const other of [...neighbours(PROFILES[id]), ...PROFILE_IDS.map((p) => PROFILES[p])]) {
        asked++;
        const known = knownSummary(summary.runs, other);
        if (known === undefined) continue;
        answered++;
        let fresh: unknown;
        try {
          const v = decideRuling(withRules(scene.state, other), scene.incident);
          fresh = { key: v.key ?? `ruling.summary.${v.branch}`, params: v.params };
        } catch (e) {
          if (!(e instanceof IncidentError)) throw e;
          fresh = null;
        }
        expect(known).toEqual(fresh);
      }
    }
    expect(answered).toBeGreaterThan(asked / 2);
    expect(answered).toBeLessThan(asked);
  });
});
