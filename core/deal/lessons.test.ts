import { describe, expect, it } from 'vitest';
import { formatReason } from '../i18n/format';
import { LESSON_IDS, LESSON_SPECS } from '../lessons';
import { INCIDENT_KINDS } from '../rulings/incidents';
import { VARIANT_IDS } from '../variants';
import { DEAL_STEP_LESSONS, dealStepHint, dealStepLesson, lessonStepKinds } from './lessons';
import { DealHand } from './session';
import { DEAL_STEP_KINDS, type DealSetup } from './types';

describe('the lesson of each kind of step', () => {
  it('every kind of step has a lesson in the table, and every lesson teaches at least one kind of step', () => {
    expect(Object.keys(DEAL_STEP_LESSONS).sort()).toEqual([...DEAL_STEP_KINDS].sort());
    for (const kind of DEAL_STEP_KINDS) expect(LESSON_IDS, kind).toContain(DEAL_STEP_LESSONS[kind]);
    for (const lesson of LESSON_IDS) expect(lessonStepKinds(lesson).length, lesson).toBeGreaterThan(0);
    // Each kind's own lesson names it back.
    for (const kind of DEAL_STEP_KINDS) expect(lessonStepKinds(DEAL_STEP_LESSONS[kind])).toContain(kind);
  });

  it("a step about an incident is taught by that incident's family; pushing a Stud Hi-Lo pot by splitting it", () => {
    expect(dealStepLesson({ kind: 'incident', incident: { kind: 'exposed-hole-card', player: 1, hole: 0 } }, 'stud')).toBe('exposed-cards');
    expect(dealStepLesson({ kind: 'ruling', incident: { kind: 'underbet', player: 2, amount: 3 } }, 'razz')).toBe('player-errors');
    expect(dealStepLesson({ kind: 'incident', incident: { kind: 'burn-error', burns: 0 } }, 'stud8')).toBe('burn-errors');
    expect(dealStepLesson({ kind: 'incident', incident: { kind: 'bring-in-absent' } }, 'stud')).toBe('bring-in-errors');
    expect(dealStepLesson({ kind: 'award', incident: null }, 'stud8')).toBe('split-odd-chip');
    expect(dealStepLesson({ kind: 'award', incident: null }, 'stud')).toBe('reading-hands');
    // Every incident the engine knows has a lesson.
    for (const kind of INCIDENT_KINDS)
      expect(dealStepLesson({ kind: 'incident', incident: { kind } as never }, 'stud'), kind).not.toBeNull();
  });

  it("the open pair is stud's lesson alone: a razz or hi-lo step of that kind has none (and none is dealt)", () => {
    expect(LESSON_SPECS['open-pair'].variants).toEqual(['stud']);
    expect(dealStepLesson({ kind: 'open-pair', incident: null }, 'stud')).toBe('open-pair');
    expect(dealStepLesson({ kind: 'open-pair', incident: null }, 'razz')).toBeNull();
  });

  it.each(VARIANT_IDS)("%s: every step of dealt hands with incidents has a hint, the lesson's key sentence in each language", (variant) => {
    const setup: DealSetup = {
      variant,
      players: 7,
      rules: 'rr-cash',
      structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      incidents: 'many',
    };
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const hand = new DealHand(setup, seed);
      while (!hand.over) {
        const hint = dealStepHint(hand.step!, variant);
        expect(hint, `${hand.code}@${hand.step!.index} (${hand.step!.kind})`).not.toBeNull();
        for (const locale of ['en', 'es', 'it'] as const) expect(formatReason(hint!.text, locale)).not.toMatch(/^lesson\./);
        kinds.add(hand.step!.kind);
        hand.answer(hand.expectedAnswer(), 0);
        hand.advance();
      }
    }
    expect(kinds.size).toBeGreaterThan(8);
  });

  it("a hint asked for is kept with the step's result, and only with that step's", () => {
    const hand = new DealHand(
      { variant: 'stud', players: 5, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, incidents: 'none' },
      9,
    );
    expect(hand.hint()).toEqual(dealStepHint(hand.step!, 'stud'));
    hand.answer(hand.expectedAnswer(), 0);
    expect(() => hand.hint()).toThrow('graded already');
    hand.advance();
    hand.answer(hand.expectedAnswer(), 0);
    expect(hand.results.map((r) => r.hinted)).toEqual([true, false]);
  });
});
