/**
 * An import of one trainee's answers from a file, the same in the main process and the browser fallback: the file is
 * read a piece at a time, twice. The first reading checks it whole (is it a progress file, whose answers are they)
 * and keeps nothing but who the answers name; only a file that passes is read again and stored a batch at a time.
 * So a file that is not the trainee's is refused with nothing stored, however far into it the other trainee's
 * answers are, and memory holds one batch, never the file. No Node or DOM imports.
 */
import { PlatformError, refusedImport, type GradedResult, type ImportProgress, type ImportResponse } from './contract';
import { ImportOwnership, ownedBy } from './records-format';
import { createImportReader } from './records-import';

/** A guard against picking a huge unrelated file: 100 MB is about 400,000 answers. */
export const MAX_IMPORT_BYTES = 100 * 1000 * 1000;
/** Bytes read at a time. */
export const IMPORT_PIECE_BYTES = 1 << 20;
/** Results are stored in batches of this many as they are read, so memory holds one batch, not the whole file. */
const BATCH = 20_000;

/** A file to import, read by byte ranges: a file the main process opened once, or the File the user picked. */
export interface ImportSource {
  /** Its name without a folder, as messages name it. */
  readonly name: string;
  readonly size: number;
  /** The bytes from `start` up to `end` (fewer at the end of the file); valid until the next call. */
  read(start: number, end: number): Promise<Uint8Array>;
  /** Throws when the file is no longer the one the first reading checked (it changed in between). */
  unchanged?(): Promise<void>;
}

export interface ImportTarget {
  /** The trainee whose answers these become. */
  readonly trainee: string;
  /** Stores a batch; answers whose id is already stored are left out. */
  merge(records: GradedResult[]): Promise<{ added: number; duplicates: number }>;
  onProgress?(progress: ImportProgress): void;
  /** Called after each piece: the browser gives the page a turn. */
  breathe?(): Promise<void>;
}

export const IDLE_IMPORT: ImportProgress = { active: false, readBytes: 0, totalBytes: 0, records: 0 };

/**
 * Reads `source` through the import reader once, giving each batch of results to `onBatch`. Returns the end's
 * header and rejected count; a file that is not a progress file throws the reader's ImportFormatError.
 */
async function readOnce(
  source: ImportSource,
  onBatch: (records: GradedResult[]) => Promise<void>,
  onPiece: (readBytes: number) => void,
  breathe?: () => Promise<void>,
) {
  const reader = createImportReader(source.name);
  const decoder = new TextDecoder();
  let taken = 0;
  for (let start = 0; start < source.size; start += IMPORT_PIECE_BYTES) {
    const bytes = await source.read(start, Math.min(source.size, start + IMPORT_PIECE_BYTES));
    reader.push(decoder.decode(bytes, { stream: true }));
    if (reader.count() - taken >= BATCH) {
      const batch = reader.take();
      taken += batch.length;
      await onBatch(batch);
    }
    onPiece(start + bytes.length);
    await breathe?.();
    if (bytes.length === 0) break;
  }
  reader.push(decoder.decode());
  const end = reader.end();
  await onBatch(end.records);
  return end;
}

/** Imports `source` into `target.trainee`'s answers; a file that cannot be, or must not be, imported is refused whole (import-failed, with the problem as data). */
export async function importFile(source: ImportSource, target: ImportTarget): Promise<ImportResponse> {
  const file = source.name;
  if (source.size > MAX_IMPORT_BYTES) throw refusedImport({ code: 'import-too-large', file, megabytes: Math.round(source.size / 1e6) });
  const total = 2 * source.size;
  const counts = { added: 0, duplicates: 0 };
  const report = (readBytes: number) =>
    target.onProgress?.({ active: true, readBytes, totalBytes: total, records: counts.added + counts.duplicates });
  try {
    const ownership = new ImportOwnership();
    const header = await readOnce(source, async (records) => ownership.add(records), report, target.breathe);
    const problem = ownership.problem(header, target.trainee, file);
    if (problem) throw refusedImport(problem);
    await source.unchanged?.();
    const { rejected } = await readOnce(
      source,
      async (records) => {
        if (records.length === 0) return;
        const { added, duplicates } = await target.merge(ownedBy(records, target.trainee));
        counts.added += added;
        counts.duplicates += duplicates;
      },
      (readBytes) => report(source.size + readBytes),
      target.breathe,
    );
    return { imported: true, ...counts, rejected, fileName: file };
  } catch (error) {
    // The store's own failures (a full disk...) and the refusals keep their code; anything else is a file that cannot be read.
    if (error instanceof PlatformError) throw error;
    throw refusedImport({ code: 'import-unreadable', file, detail: error instanceof Error ? error.message : String(error) });
  }
}
