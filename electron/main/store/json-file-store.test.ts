import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, settingsPatchSchema } from '../../shared/contract';
import { JsonFileStore } from './json-file-store';
import { SETTINGS_FILE, createSettingsStore, validSettings } from './settings-store';
import { WINDOW_STATE_FILE, createWindowStateStore } from './window-state-store';

let folder: string;
let warnings: string[];
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-settings-'));
  warnings = [];
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('settings store', () => {
  it('writes atomically (no temp files left) and reads back in a new instance', async () => {
    const store = createSettingsStore(folder);
    await store.update({ language: 'it', structure: 'pot-limit' }, validSettings);
    expect(await readdir(folder)).toEqual([SETTINGS_FILE]);
    expect(await createSettingsStore(folder).load()).toEqual({ ...DEFAULT_SETTINGS, language: 'it', structure: 'pot-limit' });
  });

  it('serialises concurrent updates: every patch lands', async () => {
    const store = createSettingsStore(folder);
    await Promise.all([store.update({ language: 'es' }), store.update({ profile: 'floor' }), store.update({ lastDrill: 'bring-in' })]);
    expect(await createSettingsStore(folder).load()).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'es',
      profile: 'floor',
      lastDrill: 'bring-in',
    });
  });

  it('falls back to defaults on a corrupt file, with a warning, and keeps a copy of the bad file', async () => {
    await writeFile(join(folder, SETTINGS_FILE), '{"language": "it", ');
    expect(await createSettingsStore(folder, (m) => warnings.push(m)).load()).toEqual(DEFAULT_SETTINGS);
    expect(warnings[0]).toMatch(/not valid JSON/);
    const copies = (await readdir(folder)).filter((name) => name.startsWith(`${SETTINGS_FILE}.invalid-`));
    expect(copies).toHaveLength(1);
    expect(await readFile(join(folder, copies[0]!), 'utf8')).toBe('{"language": "it", ');
  });

  it('a corrupt file that cannot be copied aside is never overwritten: defaults are used, writes are refused saying why', async () => {
    const bad = '{"language": "it", ';
    await writeFile(join(folder, SETTINGS_FILE), bad);
    const now = new Date('2026-12-01T08:00:00.000Z');
    // Something (a folder) already stands where the copy would go, so the copy fails.
    await mkdir(join(folder, `${SETTINGS_FILE}.invalid-2026-12-01T08-00-00-000Z`));
    const store = new JsonFileStore({
      folder,
      path: join(folder, SETTINGS_FILE),
      schema: settingsPatchSchema,
      defaults: DEFAULT_SETTINGS,
      warn: (m) => warnings.push(m),
      now: () => now,
    });
    expect(await store.load()).toEqual(DEFAULT_SETTINGS);
    expect(warnings[0]).toMatch(/not valid JSON.*left as it is: Cannot keep a copy of .*settings\.json/);
    const refused = await store.update({ language: 'es' }, validSettings).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'storage-unavailable',
      message: expect.stringMatching(/^Cannot keep a copy of .*settings\.json/),
    });
    expect(await readFile(join(folder, SETTINGS_FILE), 'utf8')).toBe(bad);
  });

  it('falls back to defaults on a file with invalid values, naming the field', async () => {
    await writeFile(join(folder, SETTINGS_FILE), JSON.stringify({ language: 'klingon' }));
    expect(await createSettingsStore(folder, (m) => warnings.push(m)).load()).toEqual(DEFAULT_SETTINGS);
    expect(warnings[0]).toMatch(/language/);
  });

  it('refuses an invalid merged document and leaves the file untouched', async () => {
    const store = createSettingsStore(folder);
    await store.update({ language: 'es' }, validSettings);
    await expect(store.update({ language: 'xx' as 'es' }, validSettings)).rejects.toThrow();
    expect((await createSettingsStore(folder).load()).language).toBe('es');
  });

  it('gives storage-unavailable when the folder is a file', async () => {
    const blocked = join(folder, 'file');
    await writeFile(blocked, '');
    await expect(createSettingsStore(blocked).update({ language: 'es' })).rejects.toMatchObject({ code: 'storage-unavailable' });
  });
});

describe('window state store', () => {
  it('refuses to write a state its own load would set aside (the bounds come unchecked from Electron); the file is kept', async () => {
    const store = createWindowStateStore(folder, (m) => warnings.push(m));
    await store.update({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
    for (const bad of [{ width: 1000.5 }, { height: 10 }, { x: Number.NaN }]) {
      await expect(store.update(bad), JSON.stringify(bad)).rejects.toMatchObject({
        code: 'invalid-payload',
        issues: [expect.stringMatching(/^(width|height|x): /)],
      });
    }
    expect(await createWindowStateStore(folder, (m) => warnings.push(m)).load()).toEqual({
      x: 10,
      y: 20,
      width: 1000,
      height: 700,
      maximized: false,
    });
    expect(warnings).toEqual([]);
    expect(await readdir(folder)).toEqual([WINDOW_STATE_FILE]);
  });

  it('remembers size, position and maximised state', async () => {
    await createWindowStateStore(folder).update({ x: 10, y: 20, width: 1000, height: 700, maximized: true });
    expect(await createWindowStateStore(folder).load()).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: true });
    expect(JSON.parse(await readFile(join(folder, WINDOW_STATE_FILE), 'utf8'))).toMatchObject({ width: 1000 });
  });
});
