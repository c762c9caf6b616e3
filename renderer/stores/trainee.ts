import { computed, hasInjectionContext, inject, ref, shallowRef } from 'vue';
import { defineStore, getActivePinia } from 'pinia';
import { DEFAULT_TRAINEE_ID, getPlatformApi, type PlatformApi, type Trainee } from '../platform/api';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { platformFailure, type PlatformFailure } from '../platform/platformFailure';
import { useDrillRunStore } from './drillRun';
import { useSessionStore } from './session';

/** Which trainee this window trains, kept for the window's life (a reload keeps it, a new window asks again). */
export const TRAINEE_KEY = 'bring-in.trainee';

function remembered(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(TRAINEE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The trainees of this installation and the one training in this window. With one trainee the app opens as that
 * trainee; with several it asks who is training first (`needsPick`). Every answer, setting and review item is the
 * current trainee's (`id`). Names only, no passwords: it keeps records apart, it does not keep anyone out.
 */
export const useTraineeStore = defineStore('trainee', () => {
  let api: () => PlatformApi = hasInjectionContext() ? inject(PLATFORM_API, () => getPlatformApi, true) : () => getPlatformApi();
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const list = shallowRef<readonly Trainee[]>([]);
  const chosen = ref<string | null>(remembered(storage));
  const loaded = ref(false);
  const failure = shallowRef<PlatformFailure | null>(null);
  let loading: Promise<void> | null = null;

  const current = computed<Trainee | null>(() => list.value.find((t) => t.id === chosen.value) ?? null);
  /** The trainee whose records this window reads and writes (the first trainee until another is chosen). */
  const id = computed(() => current.value?.id ?? DEFAULT_TRAINEE_ID);
  /** Several trainees and none chosen in this window yet: the app asks who is training. */
  const needsPick = computed(() => loaded.value && current.value === null && list.value.length > 1);

  function keep(next: string): void {
    chosen.value = next;
    try {
      storage?.setItem(TRAINEE_KEY, next);
    } catch (error) {
      console.warn('Bring-In: the trainee chosen is not kept across a reload:', error);
    }
  }

  async function load(): Promise<void> {
    try {
      list.value = (await api().loadTrainees()).trainees;
      failure.value = null;
    } catch (error) {
      // The first trainee still trains: nothing is lost, and the screen says the list could not be read.
      failure.value = platformFailure(error);
      console.warn('Bring-In: the trainees could not be read:', error);
      list.value = [{ id: DEFAULT_TRAINEE_ID }];
    }
    if (current.value === null && list.value.length === 1) keep(list.value[0]!.id);
    loaded.value = true;
  }

  function ready(): Promise<void> {
    return (loading ??= load());
  }

  /** Trains as another trainee: this window's session and drill run are the previous trainee's, so they end. */
  function choose(next: string): void {
    if (!list.value.some((t) => t.id === next)) throw new Error(`no trainee ${JSON.stringify(next)}`);
    if (next !== chosen.value) {
      useSessionStore().reset();
      useDrillRunStore().stop();
    }
    keep(next);
  }

  /** Adds a trainee and trains as them; the platform's refusal (a name taken) is thrown as it is. */
  async function create(name: string): Promise<Trainee> {
    const { trainees, saved } = await api().saveTrainee({ name });
    list.value = trainees;
    choose(saved.id);
    return saved;
  }

  async function rename(traineeId: string, name: string): Promise<Trainee> {
    const { trainees, saved } = await api().saveTrainee({ id: traineeId, name });
    list.value = trainees;
    return saved;
  }

  /** Uses another platform (tests). */
  function use(next: PlatformApi): void {
    api = () => next;
    loading = null;
    loaded.value = false;
  }

  return { list, current, id, needsPick, loaded, failure, ready, load, choose, create, rename, use };
});

/** The trainee training in this window; the first trainee where no app is running (a composable tested on its own). */
export function currentTraineeId(): string {
  return getActivePinia() ? useTraineeStore().id : DEFAULT_TRAINEE_ID;
}
