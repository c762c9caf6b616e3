import { describe, expect, it } from 'vitest';
import { firstToAct } from '../hand/queries';
import { settle } from '../hand/settle';
import type { HandState, Player } from '../hand/types';
import { PROFILES, PROFILE_IDS, customProfile } from '../profiles/profiles';
import { decideRuling } from '../rulings/kinds';
import { IncidentError } from '../rulings';
import { VARIANT_IDS } from '../variants';
import { generateScenario } from './generate';
import { withRules } from './kind';
import { neighbours } from './kinds/misprocedure';
import { hasOddChips } from './kinds/showdown';
import { rulesRead, sameOn } from '../profiles/reads';
import type { DrillKind, DrillSetup } from './types';

const setupFor = (i: number): DrillSetup => ({
  variant: VARIANT_IDS[i % 3]!,
  players: 2 + (i % 7),
  rules: PROFILE_IDS[i % 4]!,
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
});
const scenarios = (kind: DrillKind, count: number) =>
  Array.from({ length: count }, (_, i) => generateScenario(kind, setupFor(i), 7000 + i));

function summary(state: HandState, incident: Parameters<typeof decideRuling>[1]): unknown {
  try {
    const v = decideRuling(state, incident);
    return [v.branch, v.key, v.params];
  } catch (e) {
    if (e instanceof IncidentError) return 'does not fit';
    throw e;
  }
}

function firstSeat(state: HandState): Player | null {
  const openers = state.openers.slice();
  (openers as (Player | null | undefined)[])[state.street - 3] = undefined;
  return firstToAct({ ...state, openers }).answer;
}

describe('rulesRead: the house-rules fields an engine answer reads', () => {
  it('notes the fields read and only those; the answer is the one without tracking', () => {
    const s = generateScenario('misprocedure', setupFor(0), 1).state;
    const read = rulesRead(s, (t) => [t.config.rules.oddChip, t.config.rules.cap.raises]);
    expect(read.value).toEqual([s.config.rules.oddChip, s.config.rules.cap.raises]);
    expect([...read.fields].sort()).toEqual(['cap', 'oddChip']);
    expect([...rulesRead(s, (t) => [t.config.rules.id, t.config.rules.tournament]).fields].sort()).toEqual(['id', 'tournament']);
    expect(rulesRead(s, () => 1).fields.size).toBe(0);
    // Every field is noted as itself, with its value.
    for (const key of Object.keys(s.config.rules) as (keyof typeof s.config.rules)[]) {
      const one = rulesRead(s, (t) => t.config.rules[key]);
      expect([...one.fields]).toEqual([key]);
      expect(one.value).toEqual(s.config.rules[key]);
    }
  });

  it('sameOn compares only the listed fields (cap by value)', () => {
    const a = PROFILES['rr-cash'];
    const b = customProfile(a, { oddChip: a.oddChip === 'rr' ? 'tda' : 'rr' }, 'other odd chip');
    expect(sameOn(a, b, new Set(['cap', 'boardTie', 'id']))).toBe(false);
    expect(sameOn(a, b, new Set(['cap', 'boardTie']))).toBe(true);
    expect(sameOn(a, b, new Set(['oddChip']))).toBe(false);
    expect(sameOn(a, customProfile(a, { cap: { ...a.cap, raises: a.cap.raises === 3 ? 4 : 3 } }, 'cap'), new Set(['cap']))).toBe(false);
  });

  it('misprocedure: a profile or neighbour that agrees on every field the ruling read rules the same (the skipped wrong choices repeat the right one)', () => {
    let skipped = 0;
    for (const sc of scenarios('misprocedure', 250)) {
      const own = summary(sc.state, sc.incident!);
      const { fields } = rulesRead(sc.state, (t) => decideRuling(t, sc.incident!));
      for (const other of [...neighbours(sc.rules), ...PROFILE_IDS.map((id) => PROFILES[id])]) {
        if (!sameOn(sc.rules, other, fields)) continue;
        skipped++;
        expect(summary(withRules(sc.state, other), sc.incident!)).toEqual(own);
      }
    }
    expect(skipped).toBeGreaterThan(500);
  });

  it('first to act: a profile that agrees on every field the answer read has the same first seat (TDA RP-10-D ties read boardTie)', () => {
    let differing = 0;
    for (const sc of scenarios('first-to-act', 250)) {
      const { value, fields } = rulesRead(sc.state, firstSeat);
      for (const id of PROFILE_IDS) {
        if (sameOn(sc.rules, PROFILES[id], fields)) expect(firstSeat(withRules(sc.state, PROFILES[id]))).toBe(value);
        else differing++;
      }
    }
    expect(differing).toBeGreaterThan(0);
  });
});

describe('showdown: only chips left over from a split depend on the odd-chip rule (RR showdown odd chip, TDA 20)', () => {
  it('without odd chips every profile awards the same; with them the awards are worked out again', () => {
    let odd = 0;
    for (const sc of scenarios('showdown', 300)) {
      const own = settle(sc.state).answer.awards;
      if (hasOddChips(own)) {
        odd++;
        continue;
      }
      for (const id of PROFILE_IDS) expect(settle(withRules(sc.state, PROFILES[id])).answer.awards).toEqual(own);
    }
    expect(odd).toBeGreaterThan(0);
  });
});
