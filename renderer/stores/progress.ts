import { computed, hasInjectionContext, inject, ref, shallowRef } from 'vue';
import { defineStore } from 'pinia';
import { dueItems, reviewItems, ruleProgress, sessionsOf, skillProgress, weakestFirst, type ReviewItem } from '../../core';
import { getPlatformApi, type PlatformApi } from '../platform/api';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { platformFailure, type PlatformFailure } from '../platform/platformFailure';
import { courseAnswers, localDay, type CourseAnswer } from '../progress/records';
import { useTraineeStore } from './trainee';

/**
 * The current trainee's course, from every answer they saved: sessions, skills (weakest first), rules, and the
 * review deck. Shared by the progress screens, the home screen's review deck and the mixed drill, which read it
 * again (load) when they open, so that answers given since count.
 */
export const useProgressStore = defineStore('progress', () => {
  let api: () => PlatformApi = hasInjectionContext() ? inject(PLATFORM_API, () => getPlatformApi, true) : () => getPlatformApi();
  const trainee = useTraineeStore();
  const answers = shallowRef<readonly CourseAnswer[]>([]);
  /** Whose answers `answers` are (null before the first load). */
  const owner = ref<string | null>(null);
  const skipped = ref(0);
  const failure = shallowRef<PlatformFailure | null>(null);
  const loading = ref(false);
  const today = ref(localDay(Date.now()));

  const sessions = computed(() => sessionsOf(answers.value));
  const skills = computed(() => weakestFirst(skillProgress(answers.value)));
  const rules = computed(() => weakestFirst(ruleProgress(answers.value)));
  const review = computed<ReviewItem<CourseAnswer>[]>(() => reviewItems(answers.value));
  const due = computed<ReviewItem<CourseAnswer>[]>(() => dueItems(answers.value, today.value));

  /** Reads the current trainee's answers (again). */
  async function load(): Promise<void> {
    await trainee.ready();
    const id = trainee.id;
    loading.value = true;
    try {
      const loaded = await api().loadResults({ trainee: id });
      answers.value = courseAnswers(loaded.results);
      skipped.value = loaded.skipped;
      failure.value = null;
    } catch (error) {
      failure.value = platformFailure(error);
      console.warn('Bring-In: the saved answers could not be read:', error);
    } finally {
      owner.value = id;
      today.value = localDay(Date.now());
      loading.value = false;
    }
  }

  /** Uses another platform (tests). */
  function use(next: PlatformApi): void {
    api = () => next;
  }

  return { answers, owner, skipped, failure, loading, today, sessions, skills, rules, review, due, load, use };
});
