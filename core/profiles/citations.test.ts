import { describe, expect, it } from 'vitest';
import { DRILL_KINDS, generateScenario, type DrillKind } from '../drills';
import { answerOf, grade } from '../drills/grade';
import { RULES } from '../rulebook/rules';
import { VARIANT_IDS } from '../variants';
import { citedFor } from './citations';
import { PROFILE_IDS, PROFILES } from './profiles';

describe("citedFor: TDA rules and SEED-003's short bring-in are tournament rules (STUD-RULES.md section 9: each profile cites its own sources)", () => {
  it('a cash profile drops the TDA ids and keeps the rest in order; a tournament profile keeps them all', () => {
    expect(citedFor(PROFILES['rr-cash'], ['rr.stud.8', 'tda.rp-10-e'])).toEqual(['rr.stud.8']);
    expect(citedFor(PROFILES.online, ['tda.rp-10-d', 'seed-003.board-tie-suit'])).toEqual(['seed-003.board-tie-suit']);
    expect(citedFor(PROFILES.tda, ['rr.stud.8', 'tda.rp-10-e'])).toEqual(['rr.stud.8', 'tda.rp-10-e']);
    // SEED-003's all-in bring-in is its tournament rule (its cash games sit the short stack out).
    expect(citedFor(PROFILES['rr-cash'], ['rr.betting.fixed-limit', 'seed-003.short-bring-in'])).toEqual(['rr.betting.fixed-limit']);
    expect(citedFor(PROFILES['rr-tournament'], ['seed-003.short-bring-in'])).toEqual(['seed-003.short-bring-in']);
  });

  it('every drill answer under a cash profile (RR cash, online) cites no TDA rule; under a tournament profile the TDA ones appear', () => {
    const cash = PROFILE_IDS.filter((id) => !PROFILES[id].tournament);
    expect(cash).toEqual(['rr-cash', 'online']);
    const tdaSeen = new Set<string>();
    for (const kind of DRILL_KINDS as readonly DrillKind[]) {
      for (const variant of VARIANT_IDS) {
        for (const rules of PROFILE_IDS) {
          for (let seed = 1; seed <= 6; seed++) {
            const sc = generateScenario(
              kind,
              { variant, players: 2 + ((seed * 3) % 7), rules, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
              seed,
            );
            const cited = grade(sc, answerOf(sc)).rules;
            for (const id of cited) expect(RULES[id], id).toBeDefined();
            const tda = cited.filter((id) => id.startsWith('tda.'));
            if (PROFILES[rules].tournament) for (const id of tda) tdaSeen.add(id);
            else expect(tda, `${sc.code}`).toEqual([]);
          }
        }
      }
    }
    expect(tdaSeen.size).toBeGreaterThan(3);
  });
});
