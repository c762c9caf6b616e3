import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import type { ImportProgress, ImportResponse, PlatformApi } from '../../platform/api';
import { PLATFORM_API } from '../../composables/usePlatformApi';
import { testPlugins } from '../../testing/plugins';
import ProgressTransfer from './ProgressTransfer.vue';

afterEach(() => vi.useRealTimers());

/** A platform whose import runs until `finish` is called, saying `progress` meanwhile. */
function slowImport() {
  const state = {
    progress: { active: false, readBytes: 0, totalBytes: 0, records: 0 } as ImportProgress,
    finish: (_done: ImportResponse) => undefined as void,
  };
  const api = {
    loadTrainees: async () => ({ trainees: [{ id: 'default' }] }),
    loadResults: async () => ({ results: [], skipped: 0 }),
    importProgress: async () => state.progress,
    importResults: () => new Promise<ImportResponse>((resolve) => (state.finish = resolve)),
  } as unknown as PlatformApi;
  return { api, state };
}

describe('ProgressTransfer: an import says how far it is while it runs', () => {
  it('shows the share of the file read (checked, then stored) in Spanish, keeps the button off until it ends, then says what was added', async () => {
    vi.useFakeTimers();
    const { api, state } = slowImport();
    const { plugins } = testPlugins('es');
    const view = mount(ProgressTransfer, { global: { plugins: [...plugins], provide: { [PLATFORM_API as symbol]: () => api } } });
    const button = view.get('[data-testid="import-file"]');
    await button.trigger('click');
    expect(button.attributes('disabled')).toBeDefined();
    expect(view.get('[data-testid="transfer-status"]').text()).toBe('Importando el archivo: 0 % hecho.');
    // Half the first reading: a quarter of the work.
    state.progress = { active: true, readBytes: 50, totalBytes: 200, records: 0 };
    await vi.advanceTimersByTimeAsync(250);
    expect(view.get('[data-testid="transfer-status"]').text()).toBe('Importando el archivo: 25 % hecho.');
    state.progress = { active: true, readBytes: 150, totalBytes: 200, records: 900 };
    await vi.advanceTimersByTimeAsync(250);
    expect(view.get('[data-testid="transfer-status"]').text()).toBe('Importando el archivo: 75 % hecho.');
    state.finish({ imported: true, added: 1800, duplicates: 0, rejected: 0, fileName: 'ana.csv' });
    await flushPromises();
    expect(view.get('[data-testid="transfer-status"]').text()).toBe('ana.csv: 1800 respuestas añadidas.');
    expect(view.get('[data-testid="import-file"]').attributes('disabled')).toBeUndefined();
    // Nothing more is asked once it ended.
    const asked = vi.spyOn(api, 'importProgress');
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).not.toHaveBeenCalled();
  });
});
