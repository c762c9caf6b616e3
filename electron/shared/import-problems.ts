/**
 * Why a file was not imported, as data the screens say in the user's language (the file's name and what is wrong),
 * with the English words for the log and "Technical details". Nothing stored changes when a file is refused.
 * Shared by the main process and the browser fallback; no Node or DOM imports.
 */
import { z } from 'zod';

export const importProblemSchema = z.discriminatedUnion('code', [
  /** Not a Bring-In file at all, or damaged (`detail`: the reader's English words). */
  z.strictObject({ code: z.literal('import-unreadable'), file: z.string(), detail: z.string() }),
  /** Written by a newer version of Bring-In, in a format this one does not know. */
  z.strictObject({ code: z.literal('import-newer'), file: z.string(), version: z.number() }),
  /** Another trainee's answers (`owner`: their name, or id when the file names none). */
  z.strictObject({ code: z.literal('import-other-trainee'), file: z.string(), owner: z.string() }),
  /** Answers of several trainees in one file: it is no trainee's own export. */
  z.strictObject({ code: z.literal('import-mixed-trainees'), file: z.string(), count: z.number().int() }),
  /** An older export (from before trainees): its answers are the first trainee's, so only the first trainee imports it. */
  z.strictObject({ code: z.literal('import-older-format'), file: z.string() }),
  /** Too big to be an export. */
  z.strictObject({ code: z.literal('import-too-large'), file: z.string(), megabytes: z.number() }),
]);
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** The problem in English, naming the file. */
export function importProblemText(problem: ImportProblem): string {
  const head = `Cannot import ${problem.file}`;
  switch (problem.code) {
    case 'import-unreadable':
      return `${head}: ${problem.detail}`;
    case 'import-newer':
      return `${head}: it was written by a newer version of Bring-In (format version ${problem.version}); nothing was imported`;
    case 'import-other-trainee':
      return `${head}: it holds the answers of another trainee (${problem.owner}); nothing was imported`;
    case 'import-mixed-trainees':
      return `${head}: it holds the answers of ${problem.count} trainees, so it is no one trainee's export; nothing was imported`;
    case 'import-older-format':
      return `${head}: it is in the older format from before trainees, so its answers are the first trainee's; nothing was imported (import it as the first trainee)`;
    case 'import-too-large':
      return `${head}: the file is ${problem.megabytes} MB, too big to be an export; nothing was imported`;
  }
}
