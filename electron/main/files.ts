/** Text files the user saves or opens through the system dialogs (exams, exam results, the class table, a dealt hand's history), and the window printed to PDF. */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_TEXT_FILE, type FileKind, type OpenTextFiles, type OpenedFiles, type SaveTextFile, type SavedFile } from '../shared/contract';
import { writeFileAtomic } from './store/durable-file';

/** The file types the dialogs offer for each kind of file. */
export const FILE_FILTERS: Readonly<Record<FileKind, { name: string; extensions: string[] }>> = {
  exam: { name: 'Bring-In exam', extensions: ['json'] },
  'exam-result': { name: 'Bring-In exam result', extensions: ['json'] },
  csv: { name: 'CSV', extensions: ['csv'] },
  json: { name: 'Bring-In files', extensions: ['json', 'jsonl', 'csv'] },
  phh: { name: 'PHH hand history', extensions: ['phh'] },
};

export interface FileDeps {
  /** Asks where to save (a name to start from and the file type); undefined when cancelled. */
  chooseSavePathFor(defaultName: string, filter: { name: string; extensions: string[] }): Promise<string | undefined>;
  /** Asks which files to open; an empty list when cancelled. */
  chooseOpenPaths(filter: { name: string; extensions: string[] }, multiple: boolean): Promise<string[]>;
  /** The window as a PDF (A4, backgrounds printed, the print stylesheet applied). */
  printWindowToPdf(): Promise<Uint8Array>;
}

export async function saveTextFile(deps: FileDeps, file: SaveTextFile): Promise<SavedFile> {
  const path = await deps.chooseSavePathFor(file.name, FILE_FILTERS[file.kind]);
  if (!path) return { saved: false };
  await writeFileAtomic(path, file.text);
  return { saved: true, fileName: basename(path) };
}

/** Reads the files picked; one that is too big or unreadable comes back with its problem, the others are read. */
export async function openTextFiles(deps: FileDeps, request: OpenTextFiles): Promise<OpenedFiles> {
  const paths = await deps.chooseOpenPaths(FILE_FILTERS[request.kind], request.multiple);
  const files = await Promise.all(
    paths.slice(0, request.multiple ? 500 : 1).map(async (path) => {
      const name = basename(path);
      try {
        const { size } = await stat(path);
        if (size > MAX_TEXT_FILE)
          return { name, text: '', problem: `the file is ${Math.round(size / 1e6)} MB; at most ${MAX_TEXT_FILE / 1e6} MB can be read` };
        return { name, text: await readFile(path, 'utf8') };
      } catch (error) {
        return { name, text: '', problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return { files };
}

export async function printToPdf(deps: FileDeps, name: string): Promise<SavedFile> {
  const path = await deps.chooseSavePathFor(name, { name: 'PDF', extensions: ['pdf'] });
  if (!path) return { saved: false };
  const pdf = await deps.printWindowToPdf();
  await writeFileAtomic(path, pdf);
  return { saved: true, fileName: basename(path) };
}
