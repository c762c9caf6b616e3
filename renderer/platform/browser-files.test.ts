import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createBrowserPlatform } from './browser-store';

afterEach(() => vi.restoreAllMocks());

const api = () => createBrowserPlatform({ indexedDB: new IDBFactory(), now: () => new Date('2026-12-01T00:00:00Z') });

describe('browser export and import through the page', () => {
  it('export clicks a temporary download link carrying the file name and a blob URL, then removes it', async () => {
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: document.body.contains(this) });
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bring-in/1');
    const platform = api();
    await platform.saveResult({
      drill: 'bring-in',
      scenarioCode: 's',
      answer: '1',
      correctAnswer: '1',
      correct: true,
      timeMs: 1,
      profile: 'dealer',
      language: 'en',
    });
    expect(await platform.exportResults({ format: 'csv', trainee: 'default' })).toMatchObject({ saved: true, count: 1 });
    expect(clicked).toEqual([{ download: 'bring-in-progress-2026-12-01.csv', href: 'blob:bring-in/1', attached: true }]);
    expect(createObjectURL.mock.calls[0]![0]).toBeInstanceOf(Blob);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('import reads the file chosen in a hidden file input', async () => {
    const exported = JSON.stringify([
      {
        id: 'abcdefgh-1',
        timestamp: '2026-01-01T00:00:00.000Z',
        drill: 'bring-in',
        scenarioCode: 's',
        answer: '1',
        correctAnswer: '1',
        correct: true,
        timeMs: 1,
        profile: 'dealer',
        language: 'en',
      },
    ]);
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      expect(this.type).toBe('file');
      Object.defineProperty(this, 'files', { value: [new File([exported], 'progress.json', { type: 'application/json' })] });
      this.dispatchEvent(new Event('change'));
    });
    expect(await api().importResults({ trainee: 'default' })).toEqual({
      imported: true,
      added: 1,
      duplicates: 0,
      rejected: 0,
      fileName: 'progress.json',
    });
    expect(document.querySelectorAll('input[type=file]')).toHaveLength(0);
  });

  it('a cancelled file chooser imports nothing', async () => {
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      this.dispatchEvent(new Event('cancel'));
    });
    expect(await api().importResults({ trainee: 'default' })).toEqual({ imported: false, added: 0, duplicates: 0, rejected: 0 });
  });
});
