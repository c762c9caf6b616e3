import type { ExamFileProblem } from './examFile';

type Translate = (key: string, values: Record<string, unknown>) => string;

/** What is wrong with an exam or result file, naming it, in the user's language. */
export function examFileProblemText(problem: ExamFileProblem, t: Translate): string {
  switch (problem.code) {
    case 'not-json':
      return t('exam.fileProblems.notJson', { file: problem.file });
    case 'wrong-kind':
      return t(problem.expected === 'exam' ? 'exam.fileProblems.wrongKindExam' : 'exam.fileProblems.wrongKindResult', {
        file: problem.file,
      });
    case 'newer':
      return t('exam.fileProblems.newer', { file: problem.file, version: problem.version });
    case 'older':
      return t('exam.fileProblems.older', { file: problem.file, version: problem.version });
    case 'invalid':
      return t('exam.fileProblems.invalid', { file: problem.file, field: problem.field });
    case 'edited':
      return t('exam.fileProblems.edited', { file: problem.file });
    case 'inconsistent':
      return t('exam.fileProblems.inconsistent', { file: problem.file });
  }
}
