import {
  LESSON_IDS,
  lessonGames,
  lessonsOfQuestion,
  progressOf,
  scenarioFromCode,
  type LessonId,
  type SkillProgress,
  type VariantId,
} from '../../core';
import type { CourseAnswer } from '../progress/records';

/** Where a trainee stands on a lesson's skill. */
export type LessonState = 'not-started' | 'learning' | 'practised' | 'mastered';
export const LESSON_STATES: readonly LessonState[] = ['not-started', 'learning', 'practised', 'mastered'];

/** Answers to a lesson's questions after which the skill counts as practised (the lesson's own three questions). */
export const PRACTISED_ANSWERS = 3;

export interface LessonStanding {
  readonly lesson: LessonId;
  readonly state: LessonState;
  /** The course's figures over the lesson's answers in this game (core's mastery: the last answers right in time). */
  readonly progress: SkillProgress;
}

/** The lessons of answers saved before they were kept with the answer, worked out once per scenario code. */
const derived = new Map<string, readonly string[]>();

/** The lessons an answer counts for: as saved with it, else from its scenario code (none when the code cannot be read). */
export function answerLessons(answer: Pick<CourseAnswer, 'code' | 'lessons'>): readonly string[] {
  if (answer.lessons) return answer.lessons;
  let lessons = derived.get(answer.code);
  if (lessons === undefined) {
    try {
      lessons = lessonsOfQuestion(scenarioFromCode(answer.code));
    } catch {
      lessons = [];
    }
    if (derived.size > 20_000) derived.clear();
    derived.set(answer.code, lessons);
  }
  return lessons;
}

/**
 * Each lesson of a game in order, with the trainee's state: mastered (core's mastery over the lesson's answers),
 * practised (its questions answered), learning (the lesson stepped through, or a question answered), or not started.
 * The answers are the course's, oldest first; `seen` are the lessons stepped through to the end.
 */
export function lessonStandings(answers: readonly CourseAnswer[], variant: VariantId, seen: ReadonlySet<string>): LessonStanding[] {
  const byLesson = new Map<string, CourseAnswer[]>();
  for (const answer of answers) {
    if (answer.variant !== variant) continue;
    for (const lesson of answerLessons(answer)) {
      let list = byLesson.get(lesson);
      if (!list) byLesson.set(lesson, (list = []));
      list.push(answer);
    }
  }
  return LESSON_IDS.filter((id) => lessonGames(id).includes(variant)).map((lesson) => {
    const progress = progressOf(`lesson:${lesson}:${variant}`, null, byLesson.get(lesson) ?? []);
    const state: LessonState = progress.mastered
      ? 'mastered'
      : progress.answered >= PRACTISED_ANSWERS
        ? 'practised'
        : progress.answered > 0 || seen.has(lesson)
          ? 'learning'
          : 'not-started';
    return { lesson, state, progress };
  });
}

/** What to do next: the first lesson not mastered, learnt (not started, learning) or practised (practised); or the exam. */
export type NextStep = { readonly kind: 'learn' | 'practise'; readonly lesson: LessonId } | { readonly kind: 'exam' };

export function nextStep(standings: readonly LessonStanding[]): NextStep {
  const first = standings.find((s) => s.state !== 'mastered');
  if (!first) return { kind: 'exam' };
  return { kind: first.state === 'practised' ? 'practise' : 'learn', lesson: first.lesson };
}
