import { median } from './stats';
import { DRILL_FAMILY, ruleSkillId, skillOf, targetMs } from './skills';
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

/** Running figures of one skill, filled answer by answer (no list of its answers is kept). */
class Tally {
  answered = 0;
  right = 0;
  lastAt = 0;
  readonly kinds = new Set<string>();
  readonly times: number[] = [];
  /** Whether each of the last MASTERY.window answers was fluent, oldest first. */
  readonly recent: boolean[] = [];

  add(a: AnswerRecord): void {
    this.answered++;
    if (a.correct) this.right++;
    if (a.at > this.lastAt) this.lastAt = a.at;
    this.kinds.add(a.kind);
    this.times.push(a.timeMs);
    this.recent.push(fluent(a));
    if (this.recent.length > MASTERY.window) this.recent.shift();
  }

  progress(id: string, key: SkillKey | null): SkillProgress {
    const recentGood = this.recent.filter(Boolean).length;
    return {
      id,
      key,
      kinds: [...this.kinds],
      answered: this.answered,
      right: this.right,
      accuracy: this.answered === 0 ? 0 : this.right / this.answered,
      medianMs: median(this.times),
      recentGood,
      recent: this.recent.length,
      score: recentGood / MASTERY.window,
      mastered: recentGood >= MASTERY.needed,
      lastAt: this.lastAt,
    };
  }
}

/** The progress on one skill from its answers (in the order given: oldest first). */
export function progressOf(id: string, key: SkillKey | null, answers: readonly AnswerRecord[]): SkillProgress {
  const t = new Tally();
  for (const answer of answers) t.add(answer);
  return t.progress(id, key);
}

/** Oldest first (stable for equal times). */
function chronological(answers: readonly AnswerRecord[]): readonly AnswerRecord[] {
  for (let k = 1; k < answers.length; k++) if (answers[k]!.at < answers[k - 1]!.at) return [...answers].sort((a, b) => a.at - b.at);
  return answers;
}

function tally<K>(answers: readonly AnswerRecord[], add: (a: AnswerRecord, into: (id: string, key: K) => void) => void): Map<string, { key: K; tally: Tally }> {
  const tallies = new Map<string, { key: K; tally: Tally }>();
  for (const answer of chronological(answers)) {
    add(answer, (id, key) => {
      let entry = tallies.get(id);
      if (!entry) tallies.set(id, (entry = { key, tally: new Tally() }));
      entry.tally.add(answer);
    });
  }
  return tallies;
}

/** Progress on every drill skill answered (kind x game x street). */
export function skillProgress(answers: readonly AnswerRecord[], family: string = DRILL_FAMILY): SkillProgress[] {
  const tallies = tally<AnswerRecord>(answers, (a, into) => into(`${family}:${a.kind}:${a.variant}:${a.street}`, a));
  return [...tallies].map(([id, { key, tally: t }]) => t.progress(id, skillOf(key, family)));
}

/** Progress per rule: every answer whose right answer rests on the rule counts for it. */
export function ruleProgress(answers: readonly AnswerRecord[]): SkillProgress[] {
  const ids = new Map<string, string>();
  const tallies = tally<null>(answers, (a, into) => {
    for (let k = 0; k < a.rules.length; k++) {
      const rule = a.rules[k]!;
      // A rule cited twice by one answer counts once.
      if (a.rules.indexOf(rule) !== k) continue;
      let id = ids.get(rule);
      if (id === undefined) ids.set(rule, (id = ruleSkillId(rule)));
      into(id, null);
    }
  });
  return [...tallies].map(([id, { tally: t }]) => t.progress(id, null));
}

/** Weakest first: not mastered before mastered, then the lowest recent score, the lowest accuracy, the most answered. */
export function weakestFirst(skills: readonly SkillProgress[]): SkillProgress[] {
  return [...skills].sort(
    (a, b) => Number(a.mastered) - Number(b.mastered) || a.score - b.score || a.accuracy - b.accuracy || b.answered - a.answered || a.id.localeCompare(b.id),
  );
}
