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

const WINDOW_MASK = (1 << MASTERY.window) - 1;

/** How many bits are set in a window's mask. */
function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Running figures of one skill, filled answer by answer (no list of its answers is kept). The views open with
 * 100,000 answers, so nothing here allocates per answer but the time kept for the median: the last answers' fluency
 * is a bit mask, and a skill's kinds are added only when the kind changes.
 */
class Tally {
  answered = 0;
  right = 0;
  lastAt = 0;
  readonly kinds = new Set<string>();
  private lastKind = '';
  readonly times: number[] = [];
  /** Whether each of the last MASTERY.window answers was fluent: bit 0 the newest. */
  private recentMask = 0;

  add(a: AnswerRecord): void {
    this.answered++;
    if (a.correct) this.right++;
    if (a.at > this.lastAt) this.lastAt = a.at;
    if (a.kind !== this.lastKind) {
      this.kinds.add(a.kind);
      this.lastKind = a.kind;
    }
    this.times.push(a.timeMs);
    this.recentMask = ((this.recentMask << 1) | (fluent(a) ? 1 : 0)) & WINDOW_MASK;
  }

  progress(id: string, key: SkillKey | null): SkillProgress {
    const recentGood = bitCount(this.recentMask);
    return {
      id,
      key,
      kinds: [...this.kinds],
      answered: this.answered,
      right: this.right,
      accuracy: this.answered === 0 ? 0 : this.right / this.answered,
      medianMs: median(this.times),
      recentGood,
      recent: Math.min(this.answered, MASTERY.window),
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

/** Progress on every drill skill answered (kind x game x street). */
export function skillProgress(answers: readonly AnswerRecord[], family: string = DRILL_FAMILY): SkillProgress[] {
  // Found by kind, game and street in nested maps: a key string built per answer cost more than the tallies.
  const byKind = new Map<string, Map<string, (Tally | undefined)[]>>();
  const found: { key: SkillKey; tally: Tally }[] = [];
  for (const a of chronological(answers)) {
    let byVariant = byKind.get(a.kind);
    if (!byVariant) byKind.set(a.kind, (byVariant = new Map()));
    let byStreet = byVariant.get(a.variant);
    if (!byStreet) byVariant.set(a.variant, (byStreet = []));
    let t = byStreet[a.street];
    if (!t) {
      byStreet[a.street] = t = new Tally();
      found.push({ key: skillOf(a, family), tally: t });
    }
    t.add(a);
  }
  return found.map(({ key, tally: t }) => t.progress(skillId(key), key));
}

/**
 * Progress per rule: every answer whose right answer rests on the rule counts for it. Answers to one question share
 * their list of rules (courseAnswers hands them the same array), so each list's tallies are found once.
 */
export function ruleProgress(answers: readonly AnswerRecord[]): SkillProgress[] {
  const tallies = new Map<string, Tally>();
  const byList = new Map<readonly string[], Tally[]>();
  for (const a of chronological(answers)) {
    let found = byList.get(a.rules);
    if (!found) {
      found = [];
      for (let k = 0; k < a.rules.length; k++) {
        const rule = a.rules[k]!;
        // A rule cited twice by one answer counts once.
        if (a.rules.indexOf(rule) !== k) continue;
        let t = tallies.get(rule);
        if (!t) tallies.set(rule, (t = new Tally()));
        found.push(t);
      }
      byList.set(a.rules, found);
    }
    for (let k = 0; k < found.length; k++) found[k]!.add(a);
  }
  return [...tallies].map(([rule, t]) => t.progress(ruleSkillId(rule), null));
}

/** Weakest first: not mastered before mastered, then the lowest recent score, the lowest accuracy, the most answered. */
export function weakestFirst(skills: readonly SkillProgress[]): SkillProgress[] {
  return [...skills].sort(
    (a, b) =>
      Number(a.mastered) - Number(b.mastered) ||
      a.score - b.score ||
      a.accuracy - b.accuracy ||
      b.answered - a.answered ||
      a.id.localeCompare(b.id),
  );
}
