import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary, missingBinaryMessage } from '../../scripts/electron-binary.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bring-in-start-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A project folder with an `electron` package in node_modules, optionally with path.txt and the binary. */
async function fakeProject(name: string, { pathTxt, binary }: { pathTxt?: string; binary?: boolean }) {
  const project = join(work, name);
  const electron = join(project, 'node_modules/electron');
  await mkdir(join(electron, 'dist'), { recursive: true });
  await writeFile(join(project, 'package.json'), '{"name":"fake"}');
  await writeFile(join(electron, 'package.json'), '{"name":"electron","version":"45.5.0"}');
  if (pathTxt) await writeFile(join(electron, 'path.txt'), pathTxt);
  if (binary && pathTxt) await writeFile(join(electron, 'dist', pathTxt), '');
  return project;
}

describe('electron binary check (no download triggered)', () => {
  it('reports a never-downloaded binary (no path.txt)', async () => {
    expect(electronBinary(await fakeProject('never', {}), {})).toEqual({
      available: false,
      reason: expect.stringContaining('path.txt is missing'),
    });
  });

  it('reports a binary that path.txt names but that is not there', async () => {
    expect(electronBinary(await fakeProject('gone', { pathTxt: 'electron' }), {})).toEqual({
      available: false,
      reason: expect.stringContaining('does not exist'),
    });
  });

  it('finds an installed binary, and honours ELECTRON_OVERRIDE_DIST_PATH like the electron package does', async () => {
    const project = await fakeProject('present', { pathTxt: 'electron', binary: true });
    expect(electronBinary(project, {})).toEqual({ available: true, path: join(project, 'node_modules/electron/dist/electron') });
    expect(electronBinary(project, { ELECTRON_OVERRIDE_DIST_PATH: join(work, 'nowhere') })).toMatchObject({
      available: false,
      reason: expect.stringContaining('ELECTRON_OVERRIDE_DIST_PATH'),
    });
  });

  it('reports a missing electron package', async () => {
    const project = join(work, 'bare');
    await mkdir(project, { recursive: true });
    await writeFile(join(project, 'package.json'), '{}');
    expect(electronBinary(project, {})).toMatchObject({ available: false, reason: expect.stringContaining('npm install') });
  });

  it('the message says what is missing and how to run the app in a browser', () => {
    const message = missingBinaryMessage('the Electron binary was never downloaded');
    expect(message).toMatch(/Electron binary is not installed/);
    expect(message).toContain('npm run start:web');
  });
});

describe('npm start without the Electron binary', () => {
  it('exits 1 with the clear message and no stack trace', async () => {
    // Electron's own override variable, pointed at an empty folder, makes the binary absent on any machine.
    const empty = join(work, 'empty-dist');
    await mkdir(empty, { recursive: true });
    const run = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty },
      timeout: 30000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/cannot open the desktop app: the Electron binary is not installed/);
    expect(run.stderr).toContain('npm run start:web');
    expect(run.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(run.stdout).toBe('');
  });
});
