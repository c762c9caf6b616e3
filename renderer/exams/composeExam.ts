import { examHands, examQuestions, type ExamSpec, type HouseRules } from '../../core';
import { EXAM_FORMAT, EXAM_VERSION, sealed } from './examFile';

/** A new exam file's text: its settings, its questions and whole hands drawn from `seed`, and its checksum. */
export async function composeExam(
  spec: ExamSpec,
  rules: HouseRules,
  make: { id: string; seed: number; now: Date; appVersion: string },
): Promise<string> {
  return sealed({
    format: EXAM_FORMAT,
    version: EXAM_VERSION,
    id: make.id,
    title: spec.title.trim(),
    createdAt: make.now.toISOString(),
    appVersion: make.appVersion,
    kinds: [...spec.kinds],
    variants: [...spec.variants],
    players: spec.players,
    rules: { id: rules.id, name: rules.name.en },
    structure: { ...spec.structure },
    minutes: spec.minutes,
    passPercent: spec.passPercent,
    reasons: spec.reasons,
    seed: make.seed,
    questions: examQuestions(spec, make.seed),
    hands: examHands(spec, make.seed),
  });
}

/** A file name for an exam from its title: "bring-in-exam-stud-final.json". */
export function examFileName(title: string, prefix = 'bring-in-exam'): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}${words ? `-${words}` : ''}.json`;
}
