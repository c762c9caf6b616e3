import { useRouter } from 'vue-router';
import { LESSON_SPECS, type LessonId, type VariantId } from '../../core';
import { useDrillSettings } from '../drills/runner/useDrillSettings';
import { drillPath } from '../drills/runner/kinds';
import { usePlatformApi } from '../composables/usePlatformApi';
import { PRACTICE_QUESTIONS } from '../progress/usePractice';
import { useDrillRunStore, type RunConfig } from '../stores/drillRun';
import { useSessionStore } from '../stores/session';

/**
 * The run that practises a lesson's skill: its drill, in the game learnt, only questions that fit the lesson (an open
 * pair, a family of misprocedures...); table size, house rules and structure are the trainee's usual ones.
 */
export function lessonPracticeRun(lesson: LessonId, game: VariantId, usual: Omit<RunConfig, 'selector'>): RunConfig {
  const spec = LESSON_SPECS[lesson];
  return {
    selector: spec.drill,
    variant: game,
    players: usual.players,
    profile: usual.profile,
    structure: usual.structure,
    length: { mode: 'questions', count: PRACTICE_QUESTIONS },
    focus: { lesson, kinds: [spec.drill] },
  };
}

/** Starts the practice run of a lesson and opens its drill. */
export function useLessonPractice() {
  const router = useRouter();
  const run = useDrillRunStore();
  const session = useSessionStore();
  const settings = useDrillSettings(usePlatformApi());

  async function practise(lesson: LessonId, game: VariantId): Promise<void> {
    const config = lessonPracticeRun(lesson, game, await settings.load());
    run.start(config, Date.now(), session.results.length);
    await router.push(drillPath(config.selector));
  }

  return { practise };
}
