/**
 * The desktop app end to end: the real Electron binary, the built main/preload/renderer, the hardened window, the
 * preload API and a result saved to disk that is still there after a restart. Skips itself (with the reason)
 * when the Electron binary is absent, e.g. offline machines where it could never be downloaded.
 */
import { test, expect, _electron as electron, type ElectronApplication } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from '../../scripts/electron-binary.mjs';
import { CHANNELS } from '../../electron/shared/channels';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = electronBinary(root);

const skipReason = binary.available ? '' : `Electron binary absent, desktop test skipped: ${binary.reason}. Run \`npx install-electron\` online to enable it.`;
// The list reporter does not print skip reasons, so say it once here as well.
if (skipReason) console.log(skipReason);
test.skip(!binary.available, skipReason);

let userData: string;

test.beforeAll(async () => {
  const build = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['electron-vite', 'build'], { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stdout}\n${build.stderr}`);
  userData = await mkdtemp(join(tmpdir(), 'bring-in-e2e-'));
});
test.afterAll(async () => {
  if (userData) await rm(userData, { recursive: true, force: true });
});

async function launch(): Promise<ElectronApplication> {
  if (!binary.available) throw new Error('unreachable: skipped above');
  return electron.launch({ executablePath: binary.path, args: [root], cwd: root, env: { ...process.env, BRING_IN_USER_DATA: userData } });
}

const result = { drill: 'bring-in', scenarioCode: 'e2e-stud-3', answer: '4', correctAnswer: '4', correct: true, timeMs: 1234, profile: 'dealer', language: 'en' };

test('the window is hardened, the preload API works, and a saved result survives a restart', async () => {
  const app = await launch();
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toMatch(/^app:\/\/bring-in\/index\.html/);
    await expect(page).toHaveTitle(/Bring-In/);

    // No new windows, no navigation away (an https window.open would go to the system browser, so use our own page).
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
    // Exactly the contract's actions (the preload exposes one function per channel).
    expect(surface).toEqual({ api: Object.keys(CHANNELS).sort(), node: 'undefined', process: 'undefined' });

    const saved = await page.evaluate((r) => (globalThis as unknown as { bringIn: { saveResult(x: unknown): Promise<{ ok: boolean; value: { id: string } }> } }).bringIn.saveResult(r), result);
    expect(saved.ok).toBe(true);
    expect(await readFile(join(userData, 'progress.jsonl'), 'utf8')).toContain(saved.value.id);

    const refused = await page.evaluate(() => (globalThis as unknown as { bringIn: { saveResult(x: unknown): Promise<unknown> } }).bringIn.saveResult({ drill: 'x' }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    const info = await page.evaluate(() => (globalThis as unknown as { bringIn: { appInfo(): Promise<unknown> } }).bringIn.appInfo());
    expect(info).toMatchObject({ ok: true, value: { name: 'Bring-In', shell: 'desktop' } });

    const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self'");

    await app.close();
    const again = await launch();
    try {
      const restarted = await again.firstWindow();
      await restarted.waitForLoadState('domcontentloaded');
      const loaded = await restarted.evaluate(() => (globalThis as unknown as { bringIn: { loadResults(): Promise<{ value: { results: { id: string }[] } }> } }).bringIn.loadResults());
      expect(loaded.value.results.map((r) => r.id)).toContain(saved.value.id);
    } finally {
      await again.close();
    }
  } finally {
    await app.close().catch(() => undefined);
  }
});
