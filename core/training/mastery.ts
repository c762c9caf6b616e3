import { median } from './stats';
import { DRILL_FAMILY, ruleSkillId, skillId, skillOf, targetMs } from './skills';
import type { AnswerRecord, SkillKey } from './types';

/**
 * A skill is mastered once `needed` of its last `window` answers were right within the kind's target time: enough
 * recent answers, not a lucky streak, and fast enough for a live table.
 */
export const MASTERY = { window: 10, needed: 8 } as const;

/** How a trainee stands on one skill (a drill skill, or a rule counted over every answer that cites it). */
export interface SkillProgress {
  /** skillId(...) or ruleSkillId(...). */
  readonly id: string;
  /** The skill, for a drill skill; null for a rule. */
  readonly key: SkillKey | null;
  /** For a rule: the kinds of the questions that cited it (a drill on it picks among them). */
  readonly kinds: readonly string[];
  readonly answered: number;
  readonly right: number;
  /** right / answered. */
  readonly accuracy: number;
  readonly medianMs: number;
  /** Of the last `window` answers, how many were right within the target time. */
  readonly recentGood: number;
  /** How many answers the last window holds (fewer than `window` at first). */
  readonly recent: number;
  /** recentGood / window: 1 when mastered for sure, what "weakest first" sorts by. */
  readonly score: number;
  readonly mastered: boolean;
  /** When the skill was last answered (ms). */
  readonly lastAt: number;
}

/** Right and within the kind's target time. */
export function fluent(answer: AnswerRecord): boolean {
  return answer.correct && answer.timeMs <= targetMs(answer.kind);
}

/** The progress on one skill from its answers (in the order given: oldest first). */
export function progressOf(id: string, key: SkillKey | null, answers: readonly AnswerRecord[]): SkillProgress {
  const right = answers.filter((a) => a.correct).length;
  const last = answers.slice(-MASTERY.window);
  const recentGood = last.filter(fluent).length;
  return {
    id,
    key,
    kinds: [...new Set(answers.map((a) => a.kind))],
    answered: answers.length,
    right,
    accuracy: answers.length === 0 ? 0 : right / answers.length,
    medianMs: median(answers.map((a) => a.timeMs)),
    recentGood,
    recent: last.length,
    score: recentGood / MASTERY.window,
    mastered: recentGood >= MASTERY.needed,
    lastAt: answers.reduce((m, a) => Math.max(m, a.at), 0),
  };
}

function groupBy(answers: readonly AnswerRecord[], keysOf: (a: AnswerRecord) => readonly string[]): Map<string, AnswerRecord[]> {
  const groups = new Map<string, AnswerRecord[]>();
  for (const answer of answers) {
    for (const key of keysOf(answer)) {
      const group = groups.get(key);
      if (group) group.push(answer);
      else groups.set(key, [answer]);
    }
  }
  return groups;
}

/** Oldest first (stable for equal times). */
function chronological(answers: readonly AnswerRecord[]): readonly AnswerRecord[] {
  for (let k = 1; k < answers.length; k++) if (answers[k]!.at < answers[k - 1]!.at) return [...answers].sort((a, b) => a.at - b.at);
  return answers;
}

/** Progress on every drill skill answered (kind x game x street). */
export function skillProgress(answers: readonly AnswerRecord[], family: string = DRILL_FAMILY): SkillProgress[] {
  const keys = new Map<string, SkillKey>();
  const groups = groupBy(chronological(answers), (a) => {
    const key = skillOf(a, family);
    const id = skillId(key);
    if (!keys.has(id)) keys.set(id, key);
    return [id];
  });
  return [...groups].map(([id, group]) => progressOf(id, keys.get(id)!, group));
}

/** Progress per rule: every answer whose right answer rests on the rule counts for it. */
export function ruleProgress(answers: readonly AnswerRecord[]): SkillProgress[] {
  const groups = groupBy(chronological(answers), (a) => [...new Set(a.rules)].map(ruleSkillId));
  return [...groups].map(([id, group]) => progressOf(id, null, group));
}

/** Weakest first: not mastered before mastered, then the lowest recent score, the lowest accuracy, the most answered. */
export function weakestFirst(skills: readonly SkillProgress[]): SkillProgress[] {
  return [...skills].sort(
    (a, b) => Number(a.mastered) - Number(b.mastered) || a.score - b.score || a.accuracy - b.accuracy || b.answered - a.answered || a.id.localeCompare(b.id),
  );
}
