import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { testPlugins } from '../testing/plugins';
import { captureWarnings } from '../testing/consoleWarnings';
import { useSessionStore } from '../stores/session';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { DB_NAME, createBrowserPlatform } from '../platform/browser-store';
import { PlatformError, type PlatformApi } from '../platform/api';
import { answerOf, formatChoice, formatReason, generateScenario, parseScenarioCode } from '../../core';
import { compactResponse } from '../drills/runner/answerText';
import { wrongResponse } from '../drills/runner/wrongAnswer';
import DrillSummaryView from './DrillSummaryView.vue';

/** A platform with nothing saved yet (the browser store on a fresh fake IndexedDB). */
const emptyPlatform = () => createBrowserPlatform({ indexedDB: new IDBFactory() });
const on = (api: PlatformApi) => ({ [PLATFORM_API]: () => api });

describe('DrillSummaryView', () => {
  it('shows accuracy and median time per drill, and each missed question links back to its scenario', async () => {
    const { plugins, router } = testPlugins('en');
    const session = useSessionStore();
    session.record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: false, elapsedMs: 3000 });
    session.record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-4', correct: true, elapsedMs: 1000 });
    session.record({ drill: 'showdown', scenarioCode: 'SD-stud8-3-rrc-1.2.5.10-5', correct: true, elapsedMs: 2000 });
    await router.push('/summary');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
    await flushPromises();
    expect(view.get('[data-testid="summary-total"]').text()).toContain('2 right of 3 answered');
    const pot = view.get('[data-drill="pot"]');
    expect(pot.text()).toContain('Pot count');
    expect(pot.text()).toContain('1 / 2');
    expect(pot.get('[data-testid="row-accuracy"]').text()).toBe('50%');
    expect(pot.get('[data-testid="row-median"]').text()).toBe('2.0 s');
    const links = view.findAll('[data-testid="reopen"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.attributes('href')).toContain('/drill/pot?code=PT-stud-4-onl-1.2.5.10-3');
  });

  it("each missed question shows the drill's own question text, the answer given and the right answer in words (from core), in Spanish too", async () => {
    const code = 'BI-stud-6-rrc-1.2.5.10-297171233';
    const { kind, setup, seed } = parseScenarioCode(code);
    const scenario = generateScenario(kind, setup, seed);
    const right = answerOf(scenario);
    const wrong = wrongResponse(scenario.question, right);
    for (const locale of ['en', 'es'] as const) {
      const { plugins } = testPlugins(locale);
      useSessionStore().record({ drill: 'bring-in', scenarioCode: code, correct: false, elapsedMs: 3000, answer: compactResponse(wrong) });
      const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
      await flushPromises();
      const missed = view.get('[data-testid="summary-missed"] [data-testid="missed-question"]');
      expect(missed.get('[data-testid="missed-prompt"]').text()).toBe(formatReason(scenario.question.prompt, locale));
      const parts = missed.findAll('[data-testid="missed-part"]');
      expect(parts).toHaveLength(scenario.question.parts.length);
      expect(parts[0]!.text()).toContain(formatReason(scenario.question.parts[0]!.prompt, locale));
      const seat = locale === 'en' ? 'Seat' : 'Asiento';
      expect(parts[0]!.get('[data-testid="missed-given"]').text()).toBe(`${seat} ${(wrong[0] as { seat: number }).seat + 1}`);
      expect(parts[0]!.get('[data-testid="missed-expected"]').text()).toBe(`${seat} ${(right[0] as { seat: number }).seat + 1}`);
      // The second part was answered right: no "right answer" beside it; a choice is said with its letter and words.
      const choice = scenario.question.parts[1]!;
      if (choice.kind !== 'choice' || right[1]?.kind !== 'choice') throw new Error(`${code}: a choice second`);
      expect(parts[1]!.get('[data-testid="missed-given"]').text()).toBe(
        `${right[1].letter}: ${formatChoice(choice.choices.find((c) => c.letter === (right[1] as { letter: string }).letter)!, locale)}`,
      );
      expect(parts[1]!.find('[data-testid="missed-expected"]').exists()).toBe(false);
      // No card codes ("As" reads as a Spanish word): the question and answers are words.
      expect(missed.text()).not.toMatch(/\[[2-9TJQKA][cdhs]/);
      view.unmount();
    }
  });

  it('an empty session says so', async () => {
    const { plugins } = testPlugins('es');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
    await flushPromises();
    expect(view.find('[data-testid="summary-empty"]').exists()).toBe(true);
    expect(view.get('h1').text()).toBe('Resumen de la sesión');
    // A fresh IndexedDB opens on timers, not microtasks.
    await vi.waitFor(() => expect(view.get('[data-testid="saved-empty"]').text()).toBe('Todavía no hay respuestas guardadas.'));
  });

  it('saved answers of the old quick "Who brings in?" drill load and count under the bring-in drill; their misses reopen in it', async () => {
    const api = emptyPlatform();
    // As the old drill saved them: drill "bring-in", a three-part code, the seat as the answer, profile "dealer".
    const old = { drill: 'bring-in', answer: '3', correctAnswer: '5', timeMs: 2000, profile: 'dealer', language: 'es' as const };
    await api.saveResult({ ...old, scenarioCode: 'stud-8-abc', correct: false, timestamp: '2026-11-01T10:00:00.000Z' });
    await api.saveResult({
      ...old,
      scenarioCode: 'razz-5-k3x9a',
      correct: true,
      answer: '5',
      timeMs: 1000,
      timestamp: '2026-11-01T10:01:00.000Z',
    });
    await api.saveResult({
      drill: 'bring-in',
      scenarioCode: 'BI-stud-6-rrc-1.2.5.10-9',
      answer: 'seat 2 / A',
      correctAnswer: 'seat 2 / A',
      correct: true,
      timeMs: 3000,
      profile: 'rr-cash',
      language: 'en',
    });
    const { plugins } = testPlugins('en');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
    await vi.waitFor(() => expect(view.find('[data-testid="saved-total"]').exists()).toBe(true));
    expect(view.find('[data-testid="saved-error"]').exists()).toBe(false);
    expect(view.get('[data-testid="saved-total"]').text()).toBe('2 right of 3 answered');
    const row = view.get('[data-testid="saved-table"] [data-drill="bring-in"]');
    expect(row.text()).toContain('Bring-in: who and how much');
    expect(row.text()).toContain('2 / 3');
    expect(row.get('[data-testid="row-median"]').text()).toBe('2.0 s');
    const links = view.findAll('[data-testid="saved-reopen"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.attributes('href')).toContain('/drill/bring-in?code=stud-8-abc');
    // The old drill's miss shows its question (the same cards in the bring-in drill) and the seat it was answered with.
    const oldMiss = view.get('[data-testid="saved-missed"] [data-testid="missed-question"]');
    expect(oldMiss.get('[data-testid="missed-given"]').text()).toBe('Seat 3');
    expect(oldMiss.get('[data-testid="missed-expected"]').text()).toMatch(/^Seat \d$/);
  });

  it('the Italian table heads its count column "Giuste / risposte" (right / answers), not "date", which reads as calendar dates', async () => {
    const { plugins } = testPlugins('it');
    useSessionStore().record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: true, elapsedMs: 1000 });
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
    await flushPromises();
    const heads = view.findAll('thead th').map((th) => th.text());
    expect(heads).toContain('Giuste / risposte');
    expect(heads).not.toContain('Giuste / date');
  });

  it('saved answers that cannot be read are reported, and the session summary still shows', async () => {
    const warnings = captureWarnings();
    const broken = { loadResults: () => Promise.reject(new Error('progress.jsonl is a folder')) } as unknown as PlatformApi;
    const { plugins } = testPlugins('it');
    useSessionStore().record({ drill: 'pot', scenarioCode: 'PT-stud-4-onl-1.2.5.10-3', correct: true, elapsedMs: 1000 });
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(broken) } });
    await flushPromises();
    expect(view.get('[data-testid="saved-error-what"]').text()).toBe(
      'Non è stato possibile leggere le risposte salvate. Non è stato modificato né cancellato nulla.',
    );
    // The raw words stay at hand, folded away under a translated label.
    expect(view.get('[data-testid="saved-error"] summary').text()).toBe('Dettagli tecnici');
    expect(view.get('[data-testid="saved-error-detail"]').text()).toBe('progress.jsonl is a folder');
    expect(view.get('[data-testid="summary-total"]').text()).toContain('1');
    expect(warnings).toEqual(['Bring-In: the saved answers could not be read: Error: progress.jsonl is a folder']);
  });

  /** A desktop-app platform whose progress store answers `loadResults` as given. */
  const desktop = (loadResults: PlatformApi['loadResults']) =>
    ({ appInfo: async () => ({ name: 'Bring-In', version: '0', shell: 'desktop' }), loadResults }) as unknown as PlatformApi;

  it.each([
    [
      'en',
      "The saved answers cannot be shown: the progress file (progress.jsonl, in the app's data folder) could not be read. Nothing in it was changed or deleted.",
      'Why: permission denied.',
    ],
    [
      'es',
      'No se pueden mostrar las respuestas guardadas: no se pudo leer el archivo de progreso (progress.jsonl, en la carpeta de datos de la aplicación). No se ha cambiado ni borrado nada de él.',
      'Motivo: permiso denegado.',
    ],
    [
      'it',
      "Non si possono mostrare le risposte salvate: non è stato possibile leggere il file dei progressi (progress.jsonl, nella cartella dei dati dell'app). Non è stato modificato né cancellato nulla.",
      'Motivo: permesso negato.',
    ],
  ] as const)('%s: the desktop progress file that cannot be read is named, with the reason in words', async (locale, what, why) => {
    // As storage-error.ts words it in the main process (the errno code also travels as data: `system`).
    const warnings = captureWarnings();
    const message =
      'Cannot read /home/ana/.config/Bring-In/progress.jsonl: permission denied (EACCES). Check the permissions of this folder.';
    const api = desktop(() => Promise.reject(new PlatformError({ code: 'storage-unavailable', message, system: 'EACCES' })));
    const { plugins } = testPlugins(locale);
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
    await flushPromises();
    expect(view.get('[data-testid="saved-error-what"]').text()).toBe(what);
    expect(view.get('[data-testid="saved-error-reason"]').text()).toBe(why);
    expect(view.get('[data-testid="saved-error-detail"]').text()).toBe(message);
    expect(warnings).toEqual([`Bring-In: the saved answers could not be read: PlatformError: ${message}`]);
  });

  it('unreadable lines that could not be copied aside (a full disk) do not hide the others: the count, and that they stay in the progress file', async () => {
    const kept = {
      id: 'kept-answer-1',
      timestamp: '2026-12-01T08:00:00.000Z',
      drill: 'bring-in',
      scenarioCode: 'BI-stud-4-tda-1.2.5.10-7',
      answer: '3',
      correctAnswer: '3',
      correct: true,
      timeMs: 900,
      profile: 'tda',
      language: 'es' as const,
    };
    const warnings = captureWarnings();
    const api = desktop(async () => ({ results: [kept], skipped: 2, skippedNotCopied: true }));
    const { plugins } = testPlugins('es');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
    await flushPromises();
    expect(view.find('[data-testid="saved-error"]').exists()).toBe(false);
    expect(view.get('[data-testid="saved-total"]').text()).toContain('1');
    const note = view.get('[data-testid="saved-skipped"]').text();
    expect(note).toContain('No se pudieron leer 2 respuestas guardadas');
    expect(note).toContain('así que siguen en el archivo de progreso tal cual');
    expect(warnings).toEqual([
      'Bring-In: 2 saved answer(s) could not be read and were left out (not copied to progress.skipped.jsonl: they stay in progress.jsonl)',
    ]);
  });

  it('in the browser, storage that is not available is said so, in the language chosen', async () => {
    const warnings = captureWarnings();
    const api = createBrowserPlatform({ indexedDB: undefined as unknown as IDBFactory });
    Object.defineProperty(api, 'loadResults', {
      value: () =>
        Promise.reject(
          new PlatformError({
            code: 'storage-unavailable',
            message: "The browser's storage (IndexedDB) is not available: this browser has no IndexedDB",
          }),
        ),
    });
    const { plugins } = testPlugins('it');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
    await vi.waitFor(() => expect(view.find('[data-testid="saved-error-what"]').exists()).toBe(true));
    expect(view.get('[data-testid="saved-error-what"]').text()).toBe(
      "Non si possono mostrare le risposte salvate: la memoria di questo browser (IndexedDB) qui non è disponibile. Una finestra privata, o un'impostazione che blocca i dati dei siti, la disattiva. Non è stato cancellato nulla.",
    );
    expect(view.find('[data-testid="saved-error-reason"]').exists()).toBe(false);
    expect(warnings).toEqual([
      "Bring-In: the saved answers could not be read: PlatformError: The browser's storage (IndexedDB) is not available: this browser has no IndexedDB",
    ]);
  });

  it.each([
    [
      'en',
      1,
      "1 saved answer in the progress file (progress.jsonl, in the app's data folder) could not be read: its line is torn or was edited. It was left out, and a copy is kept in progress.skipped.jsonl beside it; the other answers are shown.",
    ],
    [
      'es',
      2,
      'No se pudieron leer 2 respuestas guardadas en el archivo de progreso (progress.jsonl, en la carpeta de datos de la aplicación): sus líneas están cortadas o se editaron. Se han dejado fuera y se guarda una copia de cada una en progress.skipped.jsonl, a su lado; se muestran las demás respuestas.',
    ],
    [
      'it',
      2,
      "2 risposte salvate nel file dei progressi (progress.jsonl, nella cartella dei dati dell'app) non si sono potute leggere: le loro righe sono troncate o sono state modificate. Sono state escluse, e una copia di ciascuna è conservata in progress.skipped.jsonl, lì accanto; le altre risposte sono mostrate.",
    ],
  ] as const)(
    '%s: lines of the desktop progress file that cannot be read are counted as saved answers, with where their copy is',
    async (locale, skipped, text) => {
      const warnings = captureWarnings();
      const api = desktop(async () => ({ results: [], skipped }));
      const { plugins } = testPlugins(locale);
      const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
      await flushPromises();
      expect(view.get('[data-testid="saved-skipped"]').text()).toBe(text);
      expect(warnings).toEqual([
        `Bring-In: ${skipped} saved answer(s) could not be read and were left out (copied to progress.skipped.jsonl)`,
      ]);
    },
  );

  it('a stored answer in IndexedDB that is damaged is left out, said so in words of the browser, and the others shown', async () => {
    const warnings = captureWarnings();
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB });
    await api.saveResult({
      drill: 'pot',
      scenarioCode: 'PT-stud-4-onl-1.2.5.10-3',
      answer: '45',
      correctAnswer: '45',
      correct: true,
      timeMs: 1000,
      profile: 'tda',
      language: 'en',
    });
    // A row this version cannot read (written by hand, or by another version).
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(DB_NAME);
      open.onsuccess = () => {
        const tx = open.result.transaction('results', 'readwrite');
        tx.objectStore('results').add({ id: 'broken', drill: 42 });
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
    const { plugins } = testPlugins('es');
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(api) } });
    await vi.waitFor(() => expect(view.find('[data-testid="saved-skipped"]').exists()).toBe(true));
    expect(view.get('[data-testid="saved-skipped"]').text()).toBe(
      '1 respuesta guardada en el almacenamiento de este navegador (IndexedDB) está dañada o tiene un formato que esta versión no conoce. Se ha dejado fuera y sigue guardada tal cual; se muestran las demás respuestas.',
    );
    expect(view.get('[data-testid="saved-total"]').text()).toBe('Correctas: 1 de 1');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^the browser's storage \(IndexedDB bring-in, results\), key 2: not a valid result: drill .*; left out, and kept as it is$/,
      ),
      'Bring-In: 1 saved answer(s) could not be read and were left out (kept in IndexedDB as they are)',
    ]);
  });

  it.each([
    [
      'en',
      {
        all: false,
        answersLeftOut: 3,
        answersKept: 2,
        runLeftOut: true,
        setAsideAs: 'bring-in.session.unreadable.2026-05-01T10:00:00.000Z',
      },
      [
        "3 of this session's answers and the running drill could not be read back after the reload and were left out; the drill starts again from its setup.",
        '2 answers of this session are kept.',
        "The text that could not be read is set aside in this window's storage (sessionStorage) as bring-in.session.unreadable.2026-05-01T10:00:00.000Z.",
      ],
    ],
    [
      'es',
      { all: false, answersLeftOut: 1, answersKept: 0, runLeftOut: false, setAsideAs: null },
      [
        'Tras recargar no se pudo recuperar 1 de las respuestas de esta sesión y se ha dejado fuera.',
        'No se ha conservado ninguna respuesta de esta sesión.',
        'El texto que no se pudo leer no se ha podido apartar: el almacenamiento de esta ventana (sessionStorage) lo ha rechazado.',
      ],
    ],
    [
      'it',
      { all: true, answersLeftOut: 0, answersKept: 0, runLeftOut: false, setAsideAs: 'k' },
      [
        "Dopo il ricaricamento non è stato possibile rileggere le risposte di questa sessione né l'esercizio in corso, che sono stati esclusi: la sessione riparte da zero.",
        'Il testo che non si è potuto leggere è messo da parte nella memoria di questa finestra (sessionStorage) come k.',
      ],
    ],
    [
      'en',
      { all: false, answersLeftOut: 0, answersKept: 1, runLeftOut: true, setAsideAs: 'k' },
      [
        'The running drill could not be read back after the reload and was left out: it starts again from its setup.',
        '1 answer of this session is kept.',
        "The text that could not be read is set aside in this window's storage (sessionStorage) as k.",
      ],
    ],
  ] as const)('%s: what the reload could not read back is said above the summary, until dismissed', async (locale, loss, lines) => {
    const { plugins } = testPlugins(locale);
    const session = useSessionStore();
    session.reloadLoss = loss;
    const view = mount(DrillSummaryView, { global: { plugins: [...plugins], provide: on(emptyPlatform()) } });
    await flushPromises();
    expect(view.findAll('[data-testid="reload-loss-line"]').map((p) => p.text())).toEqual(lines);
    await view.get('[data-testid="reload-loss-dismiss"]').trigger('click');
    expect(view.find('[data-testid="reload-loss"]').exists()).toBe(false);
    expect(session.reloadLoss).toBeNull();
  });
});
