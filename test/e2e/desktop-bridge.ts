import type { Page } from '@playwright/test';
import type { Locale } from '../../core';

/** What the stand-in desktop app answers: its language, its saved answers, and where its update stands. */
export interface StandInDesktop {
  readonly language: Locale;
  /** loadResults' answer (default: nothing saved). */
  readonly results?: { readonly results: readonly unknown[]; readonly skipped: number; readonly skippedNotCopied?: true };
  /** updateStatus' answer (default: no update looked for). */
  readonly update?: unknown;
}

/**
 * Puts a stand-in for the desktop app's preload bridge on the page before it loads (the desktop app itself runs in
 * test/electron/app.spec.ts): it answers every call the screens make with the given data (one trainee, the first;
 * saving answers, trainees and files is not in these tests), keeps the settings saved,
 * records `installUpdate` in `updateCalls`, and `pushUpdate(payload)` sends an update status as the main process does.
 */
export async function asDesktopApp(page: Page, desktop: StandInDesktop): Promise<void> {
  await page.addInitScript(({ language, results, update }) => {
    const ok = (value: unknown) => Promise.resolve({ ok: true, value });
    const notHere = () => Promise.resolve({ ok: false, error: { code: 'internal', message: 'not in this test' } });
    const calls: string[] = [];
    let listener: ((payload: unknown) => void) | undefined;
    let settings = { language, languageChosen: true, profile: 'dealer', structure: 'fixed-limit', lastDrill: null };
    Object.assign(globalThis, {
      updateCalls: calls,
      pushUpdate: (payload: unknown) => listener?.(payload),
      bringIn: {
        saveResult: notHere,
        loadResults: () => ok(results ?? { results: [], skipped: 0 }),
        exportResults: () => ok({ saved: false, count: 0 }),
        importResults: () => ok({ imported: false, added: 0, duplicates: 0, rejected: 0 }),
        importProgress: () => ok({ active: false, readBytes: 0, totalBytes: 0, records: 0 }),
        loadSettings: () => ok(settings),
        saveSettings: (patch: object) => ok((settings = { ...settings, ...patch })),
        takeStoreNotices: () => ok({ notices: [] }),
        loadTrainees: () => ok({ trainees: [{ id: 'default' }] }),
        saveTrainee: notHere,
        saveTextFile: notHere,
        openTextFiles: () => ok({ files: [] }),
        printToPdf: notHere,
        loadRecordStore: () =>
          ok({ available: true, configured: false, endpoint: null, key: null, homePage: null, queued: 0, lastError: null }),
        saveRecordStore: notHere,
        sendStatements: () => ok({ queued: 0, configured: false }),
        loadHouseRules: () => ok({ profiles: [], problems: [] }),
        saveHouseRules: () => ok({ profiles: [], problems: [] }),
        deleteHouseRules: () => ok({ profiles: [], problems: [] }),
        openExternal: () => ok({ opened: false }),
        appInfo: () => ok({ name: 'Bring-In', version: '0.1.0', shell: 'desktop' }),
        updateStatus: () => ok(update ?? { state: 'off', reason: 'not-packaged' }),
        installUpdate: () => (calls.push('installUpdate'), ok({ restarting: true })),
        onUpdateStatus: (l: (payload: unknown) => void) => ((listener = l), () => (listener = undefined)),
        // The Help menu's commands come from the desktop menu; none is sent in these tests.
        onMenuCommand: () => () => undefined,
      },
    });
  }, desktop);
}
