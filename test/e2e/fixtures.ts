import { test as base, expect, type Page } from '@playwright/test';

/**
 * Shared fixture: every test fails on console errors or CSP violations in the page,
 * and leaves a screenshot of its final screen in test-results/ (attached to the report too).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      const path = testInfo.outputPath('screen.png');
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach('screen', { path, contentType: 'image/png' });
      expect(errors, 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** One answer as the old quick "Who brings in?" drill saved it (drill "bring-in", a three-part code, the seat). */
export interface OldDrillRecord {
  readonly scenarioCode: string;
  readonly answer: string;
  readonly correctAnswer: string;
  readonly correct: boolean;
  readonly timeMs: number;
  readonly timestamp: string;
}

/**
 * Puts values into one object store of the browser platform's database (IndexedDB "bring-in"), as an older version
 * or a hand edit could have left them: under `key`, or the store's next key. Call on a page of the app's origin.
 */
/**
 * Opens an empty page of the app's origin (its storage, none of its scripts), so stored values can be seeded before
 * the app starts: a running app may read and set aside what is seeded under it before the next load.
 */
export async function openBlankPage(page: Page): Promise<void> {
  await page.route('**/blank-for-seeding.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seeding</title>' }),
  );
  await page.goto('./blank-for-seeding.html');
}

export async function seedAppStore(
  page: Page,
  store: 'results' | 'settings',
  rows: readonly { readonly key?: string; readonly value: unknown }[],
): Promise<void> {
  await page.evaluate(
    async ({ store, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('bring-in', 1);
        req.onupgradeneeded = () => {
          if (!req.result.objectStoreNames.contains('results'))
            req.result.createObjectStore('results', { autoIncrement: true }).createIndex('id', 'id', { unique: true });
          if (!req.result.objectStoreNames.contains('settings')) req.result.createObjectStore('settings');
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(store, 'readwrite');
      for (const row of rows) tx.objectStore(store).put(row.value, row.key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { store, rows },
  );
}

/**
 * Puts answers into the browser's progress store (IndexedDB "bring-in", store "results") the way the app's
 * browser platform keeps them, as if an older version had saved them. Call on a page of the app's origin.
 */
export async function seedOldResults(page: Page, records: readonly OldDrillRecord[]): Promise<void> {
  await seedAppStore(
    page,
    'results',
    records.map((row, k) => ({ value: { ...row, id: `old-drill-${k}-0000`, drill: 'bring-in', profile: 'dealer', language: 'en' } })),
  );
}
