import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, type NewResult } from '../../shared/contract';
import { parseCsv } from '../../shared/records-import';
import { HouseRulesStore } from '../store/house-rules-store';
import { ProgressStore } from '../store/progress-store';
import { settingsByTrainee } from '../store/settings-store';
import { TraineesStore } from '../store/trainees-store';
import { RecordStoreSender } from '../xapi/record-store';
import { createHandlers, type HandlerDeps } from './handlers';

const result = (n: number): NewResult => ({
  drill: 'bring-in',
  scenarioCode: `razz-${n}`,
  answer: '=1+2',
  correctAnswer: '4',
  correct: false,
  timeMs: 1200,
  profile: 'dealer',
  language: 'it',
});

let folder: string;
let deps: HandlerDeps;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-handlers-'));
  deps = {
    store: new ProgressStore({ folder }),
    settings: settingsByTrainee(folder),
    trainees: new TraineesStore({ folder }),
    records: new RecordStoreSender({ folder }),
    houseRules: new HouseRulesStore({ folder }),
    shell: { openExternal: vi.fn(async () => undefined) },
    info: { name: 'Bring-In', version: '0.1.0', shell: 'desktop' },
    updates: { status: () => ({ state: 'ready', version: '0.2.0' }), install: vi.fn(() => ({ restarting: true })) },
    chooseSavePath: vi.fn(async (name: string) => join(folder, name)),
    chooseOpenPath: vi.fn(async () => undefined),
    chooseSavePathFor: vi.fn(async (name: string) => join(folder, name)),
    chooseOpenPaths: vi.fn(async () => []),
    printWindowToPdf: vi.fn(async () => new TextEncoder().encode('%PDF-1.7 certificate')),
    onSettingsSaved: vi.fn(),
    now: () => new Date('2026-12-01T08:00:00Z'),
  };
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('handlers', () => {
  it('saveResult stores the result and loadResults returns it', async () => {
    const handlers = createHandlers(deps);
    const saved = await handlers.saveResult(result(1));
    expect(await handlers.loadResults(undefined)).toEqual({ results: [saved], skipped: 0 });
  });

  it('settings start at the defaults, saveSettings merges and persists, and the menu is told', async () => {
    const handlers = createHandlers(deps);
    expect(await handlers.loadSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    const saved = await handlers.saveSettings({ language: 'es', lastDrill: 'bring-in' });
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, language: 'es', lastDrill: 'bring-in' });
    expect(deps.onSettingsSaved).toHaveBeenCalledWith(saved);
    expect(await createHandlers({ ...deps, settings: settingsByTrainee(folder) }).loadSettings(undefined)).toEqual(saved);
  });

  it('exports CSV through the save dialog with a dated default name', async () => {
    const handlers = createHandlers(deps);
    const saved = await handlers.saveResult(result(1));
    expect(await handlers.exportResults({ format: 'csv', trainee: 'default' })).toEqual({
      saved: true,
      count: 1,
      fileName: 'bring-in-progress-2026-12-01.csv',
    });
    expect(deps.chooseSavePath).toHaveBeenCalledWith('bring-in-progress-2026-12-01.csv', 'csv');
    const rows = parseCsv(await readFile(join(folder, 'bring-in-progress-2026-12-01.csv'), 'utf8'));
    expect(rows[0]).toEqual([
      'id',
      'timestamp',
      'drill',
      'scenarioCode',
      'answer',
      'correctAnswer',
      'correct',
      'timeMs',
      'profile',
      'language',
      'trainee',
      'street',
      'rules',
      'lessons',
      'hinted',
    ]);
    // A cell that a spreadsheet would run as a formula is quoted with a leading apostrophe.
    expect(rows[1]).toEqual([
      saved.id,
      saved.timestamp,
      'bring-in',
      'razz-1',
      "'=1+2",
      '4',
      'false',
      '1200',
      'dealer',
      'it',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('exports JSON, and a cancelled dialog saves nothing', async () => {
    const handlers = createHandlers(deps);
    await handlers.saveResult(result(1));
    expect(await handlers.exportResults({ format: 'json', trainee: 'default' })).toMatchObject({ saved: true, count: 1 });
    const data = JSON.parse(await readFile(join(folder, 'bring-in-progress-2026-12-01.json'), 'utf8')) as {
      format: string;
      results: unknown[];
    };
    expect(data.format).toBe('bring-in-progress');
    expect(data.results).toHaveLength(1);
    vi.mocked(deps.chooseSavePath).mockResolvedValueOnce(undefined);
    expect(await handlers.exportResults({ format: 'csv', trainee: 'default' })).toEqual({ saved: false, count: 0 });
  });

  it('imports an export (CSV or JSON) merging without duplicates, counting invalid entries', async () => {
    const source = createHandlers(deps);
    await source.saveResult(result(1));
    await source.saveResult(result(2));
    await source.exportResults({ format: 'csv', trainee: 'default' });
    await source.exportResults({ format: 'json', trainee: 'default' });

    const otherFolder = await mkdtemp(join(tmpdir(), 'bring-in-import-'));
    try {
      const other = createHandlers({
        ...deps,
        store: new ProgressStore({ folder: otherFolder }),
        chooseOpenPath: async () => join(folder, 'bring-in-progress-2026-12-01.csv'),
      });
      await other.saveResult(result(3));
      expect(await other.importResults({ trainee: 'default' })).toEqual({
        imported: true,
        added: 2,
        duplicates: 0,
        rejected: 0,
        fileName: expect.any(String),
      });
      expect(await other.importResults({ trainee: 'default' })).toEqual({
        imported: true,
        added: 0,
        duplicates: 2,
        rejected: 0,
        fileName: expect.any(String),
      });
      const fromJson = createHandlers({
        ...deps,
        store: new ProgressStore({ folder: otherFolder }),
        chooseOpenPath: async () => join(folder, 'bring-in-progress-2026-12-01.json'),
      });
      expect(await fromJson.importResults({ trainee: 'default' })).toEqual({
        imported: true,
        added: 0,
        duplicates: 2,
        rejected: 0,
        fileName: expect.any(String),
      });
      const loaded = await fromJson.loadResults(undefined);
      expect(loaded.results.map((r) => r.scenarioCode)).toEqual(['razz-3', 'razz-1', 'razz-2']);
      expect(loaded.results[1]!.answer).toBe('=1+2');

      const mixed = join(otherFolder, 'mixed.json');
      await writeFile(mixed, JSON.stringify([{ nonsense: true }, { ...loaded.results[0], id: 'brand-new-01' }]));
      const mixedImport = createHandlers({ ...deps, store: new ProgressStore({ folder: otherFolder }), chooseOpenPath: async () => mixed });
      expect(await mixedImport.importResults({ trainee: 'default' })).toEqual({
        imported: true,
        added: 1,
        duplicates: 0,
        rejected: 1,
        fileName: 'mixed.json',
      });
    } finally {
      await rm(otherFolder, { recursive: true, force: true });
    }
  });

  it('a cancelled import changes nothing; an unreadable file gives import-failed', async () => {
    const handlers = createHandlers(deps);
    expect(await handlers.importResults({ trainee: 'default' })).toEqual({ imported: false, added: 0, duplicates: 0, rejected: 0 });
    const junk = join(folder, 'junk.json');
    await writeFile(junk, '{ this is not json');
    const failing = createHandlers({ ...deps, chooseOpenPath: async () => junk });
    await expect(failing.importResults({ trainee: 'default' })).rejects.toMatchObject({
      code: 'import-failed',
      message: expect.stringContaining('junk.json'),
    });
  });

  it('text files: saved where the user chooses, read back (an unreadable one named with its problem), and the window printed to a PDF file', async () => {
    const handlers = createHandlers(deps);
    expect(await handlers.saveTextFile({ name: 'exam.json', text: '{"format":"bring-in-exam"}', kind: 'exam' })).toEqual({
      saved: true,
      fileName: 'exam.json',
    });
    expect(deps.chooseSavePathFor).toHaveBeenCalledWith('exam.json', { name: 'Bring-In exam', extensions: ['json'] });
    vi.mocked(deps.chooseOpenPaths).mockResolvedValueOnce([join(folder, 'exam.json'), join(folder, 'missing.json')]);
    const opened = await handlers.openTextFiles({ kind: 'json', multiple: true });
    expect(opened.files[0]).toEqual({ name: 'exam.json', text: '{"format":"bring-in-exam"}' });
    expect(opened.files[1]).toMatchObject({ name: 'missing.json', text: '', problem: expect.stringContaining('ENOENT') });
    expect(await handlers.printToPdf('certificate.pdf')).toEqual({ saved: true, fileName: 'certificate.pdf' });
    expect(await readFile(join(folder, 'certificate.pdf'), 'utf8')).toBe('%PDF-1.7 certificate');
    vi.mocked(deps.chooseSavePathFor).mockResolvedValueOnce(undefined);
    expect(await handlers.printToPdf('certificate.pdf')).toEqual({ saved: false });
  });

  it('openExternal opens https only; appInfo gives the version', async () => {
    const handlers = createHandlers(deps);
    expect(await handlers.openExternal('https://example.org/')).toEqual({ opened: true });
    expect(deps.shell.openExternal).toHaveBeenCalledWith('https://example.org/');
    expect(await handlers.appInfo(undefined)).toEqual({ name: 'Bring-In', version: '0.1.0', shell: 'desktop' });
  });

  it("updateStatus gives the update service's status, and installUpdate asks it to restart into the update", async () => {
    const handlers = createHandlers(deps);
    expect(await handlers.updateStatus(undefined)).toEqual({ state: 'ready', version: '0.2.0' });
    expect(await handlers.installUpdate(undefined)).toEqual({ restarting: true });
    expect(deps.updates.install).toHaveBeenCalledTimes(1);
  });
});
