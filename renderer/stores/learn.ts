import { computed, hasInjectionContext, inject, ref, shallowRef } from 'vue';
import { defineStore } from 'pinia';
import { isLessonId, type LessonId, type VariantId } from '../../core';
import { getPlatformApi, type PlatformApi } from '../platform/api';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { useTraineeStore } from './trainee';

/**
 * The current trainee's place on the day-one path, kept in their settings: whether the first-start cards were seen
 * (or skipped), the game they learn in, and the lessons they stepped through to the end. Shared by the home screen
 * (the cards), the Learn page and the lessons. A failure to read or save is said on the console and never blocks:
 * the cards then show again next time, and the page keeps its defaults.
 */
export const useLearnStore = defineStore('learn', () => {
  let api: () => PlatformApi = hasInjectionContext() ? inject(PLATFORM_API, () => getPlatformApi, true) : () => getPlatformApi();
  const trainee = useTraineeStore();
  /** Whose settings these are (null before the first load). */
  const owner = ref<string | null>(null);
  const onboarded = ref(true);
  const game = ref<VariantId>('stud');
  const seen = shallowRef<ReadonlySet<LessonId>>(new Set());
  let loading: Promise<void> | null = null;

  async function read(): Promise<void> {
    await trainee.ready();
    const id = trainee.id;
    try {
      const settings = await api().loadSettings(id);
      onboarded.value = settings.onboarded === true;
      game.value = settings.learnGame ?? 'stud';
      seen.value = new Set((settings.lessonsSeen ?? []).filter(isLessonId));
    } catch (error) {
      // The cards are not pushed on a trainee whose settings cannot be read: they may well have seen them.
      onboarded.value = true;
      console.warn('Bring-In: the learning settings could not be read:', error);
    }
    owner.value = id;
  }

  /** Reads the current trainee's settings, once per trainee. */
  function ready(): Promise<void> {
    if (owner.value !== null && owner.value !== trainee.id) loading = null;
    return (loading ??= read());
  }

  async function save(patch: { onboarded?: boolean; learnGame?: VariantId; lessonsSeen?: string[] }): Promise<void> {
    try {
      await api().saveSettings({ trainee: trainee.id, ...patch });
    } catch (error) {
      console.warn('Bring-In: the learning settings were not saved:', error);
    }
  }

  /** The first-start cards are done (seen to the end, or skipped): not shown again. */
  function finishOnboarding(): Promise<void> {
    onboarded.value = true;
    return save({ onboarded: true });
  }

  function chooseGame(next: VariantId): Promise<void> {
    game.value = next;
    return save({ learnGame: next });
  }

  /** A lesson stepped through to its end. */
  function markSeen(lesson: LessonId): Promise<void> {
    if (seen.value.has(lesson)) return Promise.resolve();
    seen.value = new Set([...seen.value, lesson]);
    return save({ lessonsSeen: [...seen.value] });
  }

  /** Uses another platform (tests). */
  function use(next: PlatformApi): void {
    api = () => next;
    loading = null;
    owner.value = null;
  }

  return { onboarded, game, seen, loaded: computed(() => owner.value !== null), ready, finishOnboarding, chooseGame, markSeen, use };
});
