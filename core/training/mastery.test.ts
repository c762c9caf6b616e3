import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MASTERY, progressOf, ruleProgress, skillProgress, weakestFirst } from './mastery';
import { parseSkillId, ruleOfSkillId, skillId, targetMs } from './skills';
import type { AnswerRecord } from './types';

let clock = 0;
const answer = (over: Partial<AnswerRecord> = {}): AnswerRecord => ({
  at: (clock += 1000),
  day: 0,
  kind: 'bring-in',
  variant: 'stud',
  street: 3,
  code: `BI-stud-6-rrc-1.2.5.10-${clock}`,
  correct: true,
  timeMs: 3000,
  rules: ['rr.stud.1'],
  ...over,
});

describe('mastery', () => {
  it(`a skill is mastered after ${MASTERY.needed} of its last ${MASTERY.window} answers are right within the target time`, () => {
    const slow = targetMs('bring-in') + 1;
    const seven = [...Array.from({ length: 7 }, () => answer()), answer({ timeMs: slow }), answer({ correct: false }), answer()];
    expect(progressOf('s', null, seven)).toMatchObject({ recentGood: 8, mastered: true, answered: 10, right: 9 });
    // A right answer over the target time does not count toward mastery.
    const withSlow = [...seven.slice(0, 9), answer({ timeMs: slow })];
    expect(progressOf('s', null, withSlow)).toMatchObject({ recentGood: 7, mastered: false });
    // Only the last answers count: old misses are forgiven once enough recent answers are fluent.
    const comeback = [...Array.from({ length: 20 }, () => answer({ correct: false })), ...Array.from({ length: 8 }, () => answer())];
    expect(progressOf('s', null, comeback).mastered).toBe(true);
    expect(progressOf('s', null, comeback).accuracy).toBeCloseTo(8 / 28);
  });

  it('one more fluent answer never lowers the score (property)', () => {
    const record = fc.record({ correct: fc.boolean(), timeMs: fc.nat({ max: 20_000 }) }).map((r) => answer(r));
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (answers) => {
        const before = progressOf('s', null, answers).score;
        expect(progressOf('s', null, [...answers, answer()]).score).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('a skill is a drill kind x game x street; its id reads back, and a new family or kind needs no change', () => {
    const answers = [
      answer(),
      answer({ variant: 'razz' }),
      answer({ kind: 'deal-order', street: 5 }),
      answer({ kind: 'deal-order', street: 5, correct: false }),
    ];
    const ids = skillProgress(answers)
      .map((s) => s.id)
      .sort();
    expect(ids).toEqual(['drill:bring-in:razz:3', 'drill:bring-in:stud:3', 'drill:deal-order:stud:5']);
    expect(parseSkillId('drill:deal-order:stud:5')).toEqual({ family: 'drill', kind: 'deal-order', variant: 'stud', street: 5 });
    expect(skillId({ family: 'deal', kind: 'burn-and-deal', variant: 'razz', street: 4 })).toBe('deal:burn-and-deal:razz:4');
    expect(parseSkillId('rule:rr.stud.1')).toBeNull();
  });

  it('each rule counts every answer whose right answer rests on it, whatever the drill', () => {
    const answers = [answer({ rules: ['rr.stud.1', 'tda.30'] }), answer({ kind: 'first-to-act', rules: ['tda.30'], correct: false })];
    const rules = ruleProgress(answers);
    const tda = rules.find((r) => ruleOfSkillId(r.id) === 'tda.30')!;
    expect(tda).toMatchObject({ answered: 2, right: 1, kinds: ['bring-in', 'first-to-act'] });
    expect(rules.find((r) => ruleOfSkillId(r.id) === 'rr.stud.1')).toMatchObject({ answered: 1, right: 1 });
  });

  it('weakest first: skills not mastered before mastered ones, lowest recent score first', () => {
    const strong = Array.from({ length: 10 }, () => answer({ kind: 'pot', street: 7 }));
    const weak = [answer({ kind: 'showdown', street: 7, correct: false }), answer({ kind: 'showdown', street: 7 })];
    const middling = Array.from({ length: 5 }, () => answer({ kind: 'first-to-act', street: 4 }));
    const order = weakestFirst(skillProgress([...strong, ...weak, ...middling])).map((s) => s.key!.kind);
    expect(order).toEqual(['showdown', 'first-to-act', 'pot']);
  });
});
