import type { ImportProblem } from '../../electron/shared/import-problems';

type Translate = (key: string, values: Record<string, unknown>) => string;

const KEYS: Readonly<Record<ImportProblem['code'], string>> = {
  'import-unreadable': 'importProblem.unreadable',
  'import-newer': 'importProblem.newer',
  'import-other-trainee': 'importProblem.otherTrainee',
  'import-mixed-trainees': 'importProblem.mixedTrainees',
  'import-older-format': 'importProblem.olderFormat',
  'import-too-large': 'importProblem.tooLarge',
};

/** A refused file in the user's language: its name and what is wrong with it. */
export function importProblemWords(problem: ImportProblem, t: Translate): string {
  return t(KEYS[problem.code], problem as unknown as Record<string, unknown>);
}

export function isImportProblem(reason: { readonly code: string } | null | undefined): reason is ImportProblem {
  return reason !== null && reason !== undefined && reason.code in KEYS;
}
