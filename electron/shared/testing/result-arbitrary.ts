import fc from 'fast-check';
import type { GradedResult } from '../contract';

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);

/** Any valid stored result, its free texts drawn from `text` (the characters a format must survive). */
export function resultArbitrary(text: fc.Arbitrary<string>): fc.Arbitrary<GradedResult> {
  return fc.record({
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
  });
}
