import { shallowRef } from 'vue';
import { changedTargets, dealTargets, DEFAULT_DEAL_TARGETS, type DealStepKind, type DealTargets } from '../../core';
import type { PlatformApi } from '../platform/api';

/**
 * The whole-hand mode's target time per kind of step, each trainee's own, kept in their settings (only the targets
 * changed from core's defaults). A failure to read or save is said on the console and never blocks a hand: the
 * defaults (or the targets as set on screen) stay. `traineeReady`: resolves once the current trainee is known.
 */
export function useDealTargets(api: () => PlatformApi, trainee: () => string, traineeReady: () => Promise<void> = async () => {}) {
  const targets = shallowRef<DealTargets>(DEFAULT_DEAL_TARGETS);

  async function load(): Promise<void> {
    try {
      // Whose targets: the trainee chosen, once the list of trainees is read.
      await traineeReady();
      targets.value = dealTargets((await api().loadSettings(trainee())).dealTargets);
    } catch (error) {
      console.warn('Bring-In: the target times could not be read:', error);
    }
  }

  async function save(next: DealTargets): Promise<void> {
    targets.value = next;
    try {
      await api().saveSettings({ trainee: trainee(), dealTargets: changedTargets(next) });
    } catch (error) {
      console.warn('Bring-In: the target times were not saved:', error);
    }
  }

  /** One kind's target changed (whole seconds in range: core's dealTargets keeps the default otherwise). */
  const change = (kind: DealStepKind, seconds: number): Promise<void> => save(dealTargets({ ...targets.value, [kind]: seconds }));
  const reset = (): Promise<void> => save(DEFAULT_DEAL_TARGETS);

  return { targets, load, change, reset };
}
