import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import type { ExportFormat } from '../shared/contract';

const FILTERS: Record<ExportFormat, FileFilter> = {
  csv: { name: 'CSV', extensions: ['csv'] },
  json: { name: 'JSON', extensions: ['json'] },
};

/** The system save dialog for an export; undefined when cancelled. */
export async function chooseSavePath(
  window: BrowserWindow | undefined,
  defaultName: string,
  format: ExportFormat,
): Promise<string | undefined> {
  const options = { defaultPath: defaultName, filters: [FILTERS[format]] };
  const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  return result.canceled ? undefined : result.filePath;
}

/** The system open dialog for an import (JSON, JSON Lines or CSV); undefined when cancelled. */
export async function chooseOpenPath(window: BrowserWindow | undefined): Promise<string | undefined> {
  const options = { properties: ['openFile' as const], filters: [{ name: 'Bring-In progress', extensions: ['json', 'jsonl', 'csv'] }] };
  const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  return result.canceled ? undefined : result.filePaths[0];
}

/** The system save dialog for a file of the given type; undefined when cancelled. */
export async function chooseSavePathFor(
  window: BrowserWindow | undefined,
  defaultName: string,
  filter: FileFilter,
): Promise<string | undefined> {
  const options = { defaultPath: defaultName, filters: [filter] };
  const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  return result.canceled ? undefined : result.filePath;
}

/** The system open dialog for files of the given type (one or several); an empty list when cancelled. */
export async function chooseOpenPaths(window: BrowserWindow | undefined, filter: FileFilter, multiple: boolean): Promise<string[]> {
  const options = { properties: multiple ? (['openFile', 'multiSelections'] as const) : (['openFile'] as const), filters: [filter] };
  const result = window
    ? await dialog.showOpenDialog(window, { ...options, properties: [...options.properties] })
    : await dialog.showOpenDialog({ ...options, properties: [...options.properties] });
  return result.canceled ? [] : result.filePaths;
}
