import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardsAccountedFor, chipsOnTable, replayHand } from '../drills/testing';
import { DEFAULT_STRUCTURE } from '../drills/setup';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { phhFromHand } from '../phh/from-hand';
import { replayPhh } from '../phh/replay';
import { PROFILE_IDS, PROFILES } from '../profiles/profiles';
import { isRuleId, ruleEntry } from '../rulebook/rules';
import { ruleOn } from '../rulings/rule-on';
import { stepReason } from '../rulings/format';
import { randomBot, simStep } from '../sim';
import { createRng } from '../rng';
import { VARIANT_IDS } from '../variants';
import {
  LESSON_IDS,
  lessonExample,
  lessonGames,
  lessonHint,
  lessonHouseRules,
  lessonKeySentence,
  lessonOfQuestion,
  lessonQuestions,
  lessonRules,
  lessonSummary,
  lessonTitle,
  LESSON_SEED,
  LESSON_SPECS,
  type LessonExample,
  type LessonId,
} from '.';
import type { HandState } from '../hand/types';

/** Every lesson in every game it is for, under every shipped profile. */
const CASES = LESSON_IDS.flatMap((id) => lessonGames(id).flatMap((variant) => PROFILE_IDS.map((profile) => ({ id, variant, profile }))));
const arbCase = fc.constantFrom(...CASES);
const arbSeed = fc.integer({ min: 0, max: 0xffffffff });

const isMisprocedure = (id: LessonId) => LESSON_SPECS[id].drill === 'misprocedure';
const last = (e: LessonExample) => e.steps[e.steps.length - 1]!;

/** The example's hand replays through the engine's own operations, and as a PHH history, to the same table. */
function replaysThroughEngine(example: LessonExample): void {
  const states = example.steps.map((s) => s.state);
  const final = states.reduce((a, b) => (b.log.length >= a.log.length ? b : a));
  const replayed = replayHand(final);
  expect(replayed.log).toEqual(final.log);
  expect(replayed.players).toEqual(final.players);
  // Every step is a moment of that one hand: its log is the start of the final log.
  for (const s of states) expect(final.log.slice(0, s.log.length)).toEqual(s.log);
  const report = replayPhh(phhFromHand(final), { rules: final.config.rules });
  expect(report.errors).toEqual([]);
}

/** Plays a hand on from a state with random legal actions until it ends (it never throws on a legal hand). */
function playsOn(state: HandState): HandState {
  let s = state;
  const rng = createRng(7);
  for (let k = 0; k < 3000 && s.phase !== 'complete'; k++) {
    const next =
      s.phase === 'showdown' && s.players.every((p) => p.folded || p.shown !== null)
        ? { ...s, phase: 'complete' as const }
        : simStep(s, rng, randomBot);
    s = next;
  }
  return s;
}

function checkExample(example: LessonExample): void {
  const { lesson: id } = example;
  expect(example.steps.length).toBeGreaterThanOrEqual(2);
  // One key step (the hint's moment), and the dealer says something aloud at some step.
  expect(example.steps.filter((s) => s.key)).toHaveLength(1);
  expect(example.steps.some((s) => s.say !== null)).toBe(true);
  for (const step of example.steps) {
    // One or two sentences, each in every language (a missing text throws), and rules the rulebook knows.
    expect(step.text.length).toBeGreaterThanOrEqual(1);
    expect(step.text.length).toBeLessThanOrEqual(2);
    for (const locale of LOCALES) {
      for (const r of step.text) expect(formatReason(r, locale)).not.toMatch(/\{\w+\}/);
      if (step.say) expect(formatReason(step.say, locale)).not.toMatch(/\{\w+\}/);
    }
    for (const rule of step.rules) expect(isRuleId(rule)).toBe(true);
    for (const seat of step.seats) expect(seat).toBeLessThan(step.state.players.length);
    // 52 distinct cards wherever the stub is known (a ruling may reshuffle it into an unknown order).
    if (step.state.stub !== null) {
      const cards = cardsAccountedFor(step.state);
      expect(new Set(cards).size).toBe(cards.length);
      if (!isMisprocedure(id)) expect(cards).toHaveLength(52);
    }
  }
  if (isMisprocedure(id)) {
    // The hand as it stood replays; the ruling on it is the one the example carries out, and the hand goes on from it.
    const before = example.steps[0]!;
    expect(replayHand(before.state).log).toEqual(before.state.log);
    const ruling = ruleOn(before.state, before.incident!);
    expect(example.steps[1]!.text[0]).toEqual(ruling.reason);
    expect(example.steps.slice(2).map((s) => s.text[0])).toEqual(expect.arrayContaining(ruling.steps.map(stepReason)));
    const after = last(example).state;
    expect(after.phase === 'complete' || playsOn(after).phase === 'complete').toBe(true);
  } else {
    replaysThroughEngine(example);
    // Chips are conserved at every step: behind plus in the middle is what the players sat down with.
    const total = example.steps[0]!.state.config.stacks.reduce((a, b) => a + b, 0);
    for (const step of example.steps) expect(chipsOnTable(step.state)).toBe(total);
  }
}

describe('lessons: every worked example is dealt by the engine, replays through it, and reads in every language', () => {
  it.each(CASES)('$id in $variant under $profile: the lesson seed', ({ id, variant, profile }) => {
    checkExample(lessonExample(id, { variant, rules: profile }));
  });

  it('another example: any seed gives an example that replays and reads (property)', () => {
    fc.assert(
      fc.property(arbCase, arbSeed, ({ id, variant, profile }, seed) => checkExample(lessonExample(id, { variant, rules: profile }, seed))),
      { numRuns: 400 },
    );
  });

  it('the same lesson, table and seed give the same example', () => {
    fc.assert(
      fc.property(arbCase, arbSeed, ({ id, variant, profile }, seed) => {
        const a = lessonExample(id, { variant, rules: profile }, seed);
        const b = lessonExample(id, { variant, rules: profile }, seed);
        expect(b.steps.map((s) => s.state.log)).toEqual(a.steps.map((s) => s.state.log));
        expect(b.steps.map((s) => [s.text, s.say])).toEqual(a.steps.map((s) => [s.text, s.say]));
      }),
      { numRuns: 60 },
    );
  });

  it('a custom profile is dealt under its own rules', () => {
    const custom = { ...PROFILES['rr-cash'], id: 'custom:four-raises-ab12', cap: { raises: 4 as const, headsUp: 'uncapped' as const } };
    const example = lessonExample('limits-cap', { variant: 'stud', rules: custom }, LESSON_SEED);
    expect(example.rules).toBe(custom);
    const capped = example.steps.find((s) => s.key)!;
    // A bet and four raises (house.cap-four-raises): five bets on 5th street before the cap.
    expect(capped.state.round.bets).toBe(5);
  });

  it('a bad lesson, a game the lesson is not for, or a bad seed is refused with what is wrong', () => {
    expect(() => lessonExample('nonsense' as LessonId, { variant: 'stud', rules: 'tda' })).toThrow(/unknown lesson "nonsense"/);
    expect(() => lessonExample('open-pair', { variant: 'razz', rules: 'tda' })).toThrow(/"open-pair" is for stud, not razz/);
    expect(() => lessonExample('bring-in', { variant: 'stud', rules: 'tda' }, -1)).toThrow(/seed must be a whole number/);
  });
});

describe('lesson texts and rules', () => {
  it('every lesson has a title, a summary and a key sentence in every game it is for, in every language', () => {
    for (const id of LESSON_IDS) {
      for (const variant of lessonGames(id)) {
        for (const locale of LOCALES) {
          for (const r of [lessonTitle(id), lessonSummary(id, variant), lessonKeySentence(id, variant)])
            expect(formatReason(r, locale).length).toBeGreaterThan(5);
        }
      }
    }
    // Razz's bring-in and who acts first read differently: the high card brings in, the low board acts first (RR Razz).
    expect(lessonKeySentence('bring-in', 'razz').key).toBe('lesson.bring-in.key.razz');
    expect(lessonKeySentence('bring-in', 'stud8').key).toBe('lesson.bring-in.key');
    expect(LESSON_SPECS['open-pair'].variants).toEqual(['stud']);
  });

  it('every lesson teaches rules the rulebook has, each with a source book', () => {
    for (const id of LESSON_IDS) {
      for (const variant of lessonGames(id)) {
        const rules = lessonRules(id, { variant, rules: 'rr-cash' });
        expect(rules.length).toBeGreaterThan(0);
        for (const rule of rules) expect(ruleEntry(rule).source.book).toMatch(/^(RR|TDA|SEED-00\d|HOUSE)$/);
      }
    }
  });

  it('where the house rules differ, every shipped profile is listed under its value, the profile in use first', () => {
    // TDA RP-10-F abolishes the open pair's big bet; Robert's Rules stud 4 and the online rooms keep it.
    const openPair = lessonHouseRules('open-pair', PROFILES.tda);
    expect(openPair).toHaveLength(1);
    expect(openPair[0]!.values.map((v) => v.value)).toEqual(['false', 'true']);
    expect(openPair[0]!.values[0]!.profiles).toEqual(['tda']);
    expect(openPair[0]!.values[1]!.profiles).toEqual(['rr-cash', 'rr-tournament', 'online']);
    for (const id of LESSON_IDS) {
      for (const field of lessonHouseRules(id, PROFILES['rr-cash'])) {
        expect(field.values.flatMap((v) => v.profiles).sort()).toEqual([...PROFILE_IDS].sort());
        for (const v of field.values) expect(v.rules.every(isRuleId)).toBe(true);
      }
    }
  });
});

describe('lesson questions and hints', () => {
  const games = LESSON_IDS.flatMap((id) => lessonGames(id).map((variant) => ({ id, variant })));

  it.each(games)(
    '$id in $variant: three questions from its drill that fit the lesson, and their hint is a lesson of that drill',
    ({ id, variant }) => {
      const spec = LESSON_SPECS[id];
      const questions = lessonQuestions(id, { variant, players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, 11);
      expect(questions).toHaveLength(3);
      for (const q of questions) {
        expect(q.kind).toBe(spec.drill);
        expect(spec.fits?.(q) ?? true).toBe(true);
        // Every part has a hint: the key sentence of a lesson of the game; the first part's is a lesson of this drill.
        for (let part = 0; part < q.question.parts.length; part++) {
          const hint = lessonHint(q, part);
          expect(hint).not.toBeNull();
          expect(LESSON_SPECS[hint!.lesson].variants).toContain(variant);
          expect(hint!.text).toEqual(lessonKeySentence(hint!.lesson, variant));
        }
        expect(LESSON_SPECS[lessonHint(q, 0)!.lesson].drill).toBe(spec.drill);
      }
    },
  );

  it('a question practises the most specific lesson it fits', () => {
    for (const variant of VARIANT_IDS) {
      const [q] = lessonQuestions('bring-in', { variant, players: 5, rules: 'tda', structure: DEFAULT_STRUCTURE }, 3);
      // The bring-in drill asks who brings in, then what that player may do: completing is the second part's lesson.
      expect(lessonOfQuestion(q!, 0)).toBe('bring-in');
      expect(lessonOfQuestion(q!, 1)).toBe('completing');
    }
    const [misprocedure] = lessonQuestions(
      'premature-cards',
      { variant: 'stud', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE },
      5,
    );
    expect(lessonOfQuestion(misprocedure!, 0)).toBe('premature-cards');
  });
});
