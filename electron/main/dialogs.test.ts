import { describe, expect, it, vi } from 'vitest';

const dialog = { showSaveDialog: vi.fn(), showOpenDialog: vi.fn() };
vi.mock('electron', () => ({ dialog }));
const { chooseOpenPath, chooseSavePath } = await import('./dialogs');

describe('file dialogs', () => {
  it('save: offers the dated name with the format filter, attached to our window; cancel gives undefined', async () => {
    const window = {} as never;
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/home/t/p.csv' });
    expect(await chooseSavePath(window, 'bring-in-progress-2026-12-01.csv', 'csv')).toBe('/home/t/p.csv');
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(window, {
      defaultPath: 'bring-in-progress-2026-12-01.csv',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await chooseSavePath(undefined, 'x.json', 'json')).toBeUndefined();
    expect(dialog.showSaveDialog).toHaveBeenLastCalledWith({ defaultPath: 'x.json', filters: [{ name: 'JSON', extensions: ['json'] }] });
  });

  it('open: one file among json, jsonl and csv; cancel gives undefined', async () => {
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: ['/home/t/p.json'] });
    expect(await chooseOpenPath(undefined)).toBe('/home/t/p.json');
    expect(dialog.showOpenDialog).toHaveBeenCalledWith({
      properties: ['openFile'],
      filters: [{ name: 'Bring-In progress', extensions: ['json', 'jsonl', 'csv'] }],
    });
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: true, filePaths: [] });
    expect(await chooseOpenPath({} as never)).toBeUndefined();
  });
});
