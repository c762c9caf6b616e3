import fc from 'fast-check';
import type { GradedResult } from '../contract';

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);

/** Any valid stored result, its free texts drawn from `text` (the characters a format must survive); a trainee, street, rules, lessons and a hint or not. */
export function resultArbitrary(text: fc.Arbitrary<string>): fc.Arbitrary<GradedResult> {
  return fc.record(
    {
      id: fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/),
      timestamp: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      drill: slug,
      scenarioCode: text,
      answer: fc.oneof(fc.constant(''), text),
      correctAnswer: text,
      correct: fc.boolean(),
      timeMs: fc.nat({ max: 86_400_000 }),
      profile: slug,
      language: fc.constantFrom('en' as const, 'es' as const, 'it' as const),
      trainee: fc.option(slug, { nil: undefined }),
      street: fc.option(fc.integer({ min: 3, max: 7 }), { nil: undefined }),
      rules: fc.option(fc.array(fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,20}$/), { minLength: 1, maxLength: 4 }), { nil: undefined }),
      lessons: fc.option(fc.array(slug, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      hinted: fc.option(fc.constant(true as const), { nil: undefined }),
    },
    { requiredKeys: ['id', 'timestamp', 'drill', 'scenarioCode', 'answer', 'correctAnswer', 'correct', 'timeMs', 'profile', 'language'] },
  );
}
