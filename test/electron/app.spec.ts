/**
 * The desktop app end to end: the real Electron binary, the built main/preload/renderer. It opens every screen,
 * answers one question of each drill, checks that the answers are saved to disk and still there after a restart,
 * checks the application menu (its language follows the app's, the update setting is saved), and that the window
 * is hardened: navigation to an outside address is refused, the preload API is all the page gets.
 *
 * Without the Electron binary (an offline machine, where it could never be downloaded) it skips itself and says
 * why; with BRING_IN_REQUIRE_ELECTRON=1 (the CI workflow) it fails instead, so a broken download cannot pass.
 */
import { test, expect, _electron as electron, type ElectronApplication, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from '../../scripts/electron-binary.mjs';
import { CHANNELS } from '../../electron/shared/channels';
import { answerOneOfEachDrill, expectSavedAnswers, openRoute, visitEveryScreen } from '../e2e/app-tour';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = electronBinary(root);
const required = process.env.BRING_IN_REQUIRE_ELECTRON === '1';

const skipReason = binary.available
  ? ''
  : `Electron binary absent, desktop test skipped: ${binary.reason}. Run \`npx install-electron\` online to enable it.`;
if (!binary.available && required) throw new Error(`BRING_IN_REQUIRE_ELECTRON=1 but the Electron binary is absent: ${binary.reason}.`);
// The list reporter does not print skip reasons, so say it once here as well.
if (skipReason) console.log(skipReason);
test.skip(!binary.available, skipReason);
// One app and one data folder for the whole file: the tests follow each other (a restart reads what was saved).
test.describe.configure({ mode: 'serial' });

let userData: string;
let app: ElectronApplication;
let page: Page;
const pageErrors: string[] = [];

async function launch(): Promise<void> {
  if (!binary.available) throw new Error('unreachable: skipped above');
  app = await electron.launch({
    executablePath: binary.path,
    args: [root],
    cwd: root,
    env: { ...process.env, BRING_IN_USER_DATA: userData },
  });
  page = await app.firstWindow();
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.waitForLoadState('domcontentloaded');
}

/** Calls the preload's API in the page: `bringIn[action](payload)`, answered as an envelope. */
const bridge = (action: string, payload?: unknown) =>
  page.evaluate(
    ([name, value]) =>
      (globalThis as unknown as { bringIn: Record<string, (x?: unknown) => Promise<unknown>> }).bringIn[name as string]!(value),
    [action, payload] as const,
  );

test.beforeAll(async () => {
  const build = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['electron-vite', 'build'], {
    cwd: root,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stdout}\n${build.stderr}`);
  userData = await mkdtemp(join(tmpdir(), 'bring-in-e2e-'));
  await launch();
});
test.afterEach(() => expect(pageErrors.splice(0), 'console errors or CSP violations in the window').toEqual([]));
test.afterAll(async () => {
  await app?.close().catch(() => undefined);
  if (userData) await rm(userData, { recursive: true, force: true });
});

test('the window is hardened: our page only, no outside navigation, no new windows, only the preload API', async () => {
  expect(page.url()).toMatch(/^app:\/\/bring-in\/index\.html/);
  await expect(page).toHaveTitle(/Bring-In/);

  // An https window.open would go to the system browser, so open one of our own pages: refused all the same.
  expect(await page.evaluate(() => globalThis.open('/index.html') === null)).toBe(true);
  await page.evaluate(() => void (location.href = 'https://example.org/'));
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/^app:\/\/bring-in\/index\.html/);
  expect(app.windows()).toHaveLength(1);

  const surface = await page.evaluate(() => ({
    api: Object.keys((globalThis as unknown as { bringIn: object }).bringIn).sort(),
    node: typeof (globalThis as { require?: unknown }).require,
    process: typeof (globalThis as { process?: unknown }).process,
  }));
  expect(surface).toEqual({ api: [...Object.keys(CHANNELS), 'onUpdateStatus'].sort(), node: 'undefined', process: 'undefined' });

  expect(await bridge('saveResult', { drill: 'x' })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  expect(await bridge('appInfo')).toMatchObject({ ok: true, value: { name: 'Bring-In', shell: 'desktop' } });
  // A run from the sources never looks for updates (no update check in tests).
  expect(await bridge('updateStatus')).toEqual({ ok: true, value: { state: 'off', reason: 'not-packaged' } });

  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  expect(csp).toContain("script-src 'self'");
});

test('every screen opens, and one question of each drill is answered and saved to the progress file', async () => {
  await visitEveryScreen(page);
  const codes = await answerOneOfEachDrill(page);
  await expectSavedAnswers(page, codes.length, codes.length);
  const lines = (await readFile(join(userData, 'progress.jsonl'), 'utf8')).trim().split('\n');
  expect(lines.map((line) => (JSON.parse(line) as { scenarioCode: string }).scenarioCode)).toEqual(codes);
});

test('the answers are still there after a restart', async () => {
  const before = await bridge('loadResults');
  await app.close();
  await launch();
  await expectSavedAnswers(page, 7, 7);
  expect(await bridge('loadResults')).toEqual(before);
});

test('the menu speaks the app\'s language, and its "check for updates at start" box is saved as the setting', async () => {
  type Item = { id: string; label: string; role?: string; type: string; checked: boolean; submenu: Item[] };
  const menu = () =>
    app.evaluate(({ Menu }) => {
      const read = (items: Electron.MenuItem[]): unknown[] =>
        items.map((item) => ({
          id: item.id,
          label: item.label,
          role: item.role,
          type: item.type,
          checked: item.checked,
          submenu: item.submenu ? read(item.submenu.items) : [],
        }));
      return read(Menu.getApplicationMenu()?.items ?? []);
    }) as Promise<Item[]>;
  const all = (items: Item[]): Item[] => items.flatMap((item) => [item, ...all(item.submenu)]);

  const english = await menu();
  expect(english.map((item) => item.label)).toEqual(expect.arrayContaining(['Edit', 'View', 'Window', 'Help']));
  expect(all(english).map((item) => item.role)).toEqual(
    expect.arrayContaining(['undo', 'copy', 'paste', 'reload', 'togglefullscreen', 'minimize']),
  );
  expect(all(english).find((item) => item.id === 'about')?.label).toBe('About Bring-In');
  expect(all(english).find((item) => item.id === 'check-for-updates')).toMatchObject({
    type: 'checkbox',
    checked: true,
    label: 'Check for Updates at Start',
  });

  // The language chosen in the window is the menu's too.
  await openRoute(page, '/');
  await page.locator('[data-locale="es"]').click();
  await expect.poll(async () => (await menu()).map((item) => item.label)).toContain('Edición');
  expect(all(await menu()).find((item) => item.id === 'check-for-updates')?.label).toBe('Buscar actualizaciones al iniciar');

  await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('check-for-updates')?.click());
  await expect
    .poll(async () => JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8')) as object)
    .toMatchObject({ language: 'es', checkForUpdates: false });
  await expect.poll(async () => all(await menu()).find((item) => item.id === 'check-for-updates')?.checked).toBe(false);
});
