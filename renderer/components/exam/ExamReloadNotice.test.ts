import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { Locale } from '../../../core';
import { useExamStore } from '../../stores/exam';
import { testPlugins } from '../../testing/plugins';
import ExamReloadNotice from './ExamReloadNotice.vue';

/** The notice's lines for a kept exam a reload dropped (reload/keptExam.ts sets the store's reloadLoss). */
function lines(locale: Locale, loss: { setAsideAs: string | null; edited: boolean }): string[] {
  const { plugins } = testPlugins(locale);
  useExamStore().reloadLoss = loss;
  const wrapper = mount(ExamReloadNotice, { global: { plugins: [...plugins] } });
  return wrapper.findAll('[data-testid="reload-loss-line"]').map((line) => line.text());
}

describe('the notice of an exam a reload dropped', () => {
  it('says whether the exam could not be read or was changed after its file was opened (its checksum), in each language', () => {
    const key = 'bring-in.exam.unreadable';
    expect(lines('en', { setAsideAs: key, edited: false })).toEqual([
      'After the reload the exam in progress could not be read back, so it was dropped. Open the exam file again to take it from the start.',
      `The text that could not be read is set aside in this window's storage (sessionStorage) as ${key}.`,
    ]);
    expect(lines('es', { setAsideAs: key, edited: true })).toEqual([
      'Tras recargar, el examen en curso ya no coincidía con su suma de verificación: se cambió en la ventana después de abrir su archivo, así que se ha dejado fuera. Abre de nuevo el archivo del examen para hacerlo desde el principio.',
      `El texto cambiado queda apartado en el almacenamiento de esta ventana (sessionStorage) como ${key}.`,
    ]);
    const italian = lines('it', { setAsideAs: null, edited: true });
    expect(italian[0]).toContain('codice di controllo');
    // Not set aside (storage refused it): said so, whatever the cause.
    expect(italian[1]).toBe(lines('it', { setAsideAs: null, edited: false })[1]);
  });
});
