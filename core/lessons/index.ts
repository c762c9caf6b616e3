// Lessons: one per dealing skill, each a worked example dealt by the engine from a seed and stepped through.
export { LESSON_IDS, isLessonId, type LessonId, type LessonStep, type LessonSetup, type LessonExample } from './types';
export {
  LESSON_SPECS,
  LESSON_SEED,
  lessonExample,
  lessonGames,
  lessonRules,
  lessonTitle,
  lessonSummary,
  lessonKeySentence,
  lessonHouseRules,
  type HouseRuleValue,
  type LessonHouseRules,
} from './catalog';
export { lessonQuestions, lessonOfQuestion, lessonsOfQuestion, lessonHint } from './practice';
export type { LessonField } from './spec';
// Every text the lessons can show, so screens and tests can check their words against the glossary.
export { LESSON_MESSAGES } from '../i18n/messages-lessons';
