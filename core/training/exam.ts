import { createRng } from '../rng';
import { generateScenario } from '../drills/generate';
import { dealCode } from '../deal/code';
import type { DealSetup, IncidentRate } from '../deal/types';
import { DRILL_KINDS, type DrillKind, type DrillSetup } from '../drills/types';
import type { Structure } from '../hand/types';
import type { HouseRules, ProfileId } from '../profiles/types';
import type { VariantId } from '../variants';

/** What an instructor chooses for an exam: which drills and games, the table, the house rules, and how it is taken. */
export interface ExamSpec {
  readonly title: string;
  readonly kinds: readonly DrillKind[];
  readonly variants: readonly VariantId[];
  /** Players at the table, the same for every question. */
  readonly players: number;
  readonly rules: ProfileId | HouseRules;
  readonly structure: Structure;
  readonly questions: number;
  /** Minutes for the whole exam, or null for no limit. */
  readonly minutes: number | null;
  /** The share of right answers that passes, in percent (dealer schools use 80). */
  readonly passPercent: number;
  /** Whether each answer's verdict and reasons are shown as the exam goes, or only at the end. */
  readonly reasons: 'during' | 'end';
  /** Whole hands the trainee deals after the questions (none when absent). */
  readonly hands?: ExamHands;
}

/** How a hand is dealt: each step named (Guided), or nothing named and the dealer's action chosen on a bar (Table ready). */
export type DealMode = 'guided' | 'table-ready';
export const DEAL_MODES: readonly DealMode[] = ['guided', 'table-ready'];

/** The whole hands of an exam: their game, how many, and how they are dealt (at the exam's table and house rules). */
export interface ExamHands {
  readonly variant: VariantId;
  readonly count: number;
  readonly mode: DealMode;
}

/** A whole hand of an exam: its code (the same code deals the same hand on every computer) and how it is dealt. */
export interface ExamHand {
  readonly code: string;
  readonly mode: DealMode;
}

export const MAX_EXAM_QUESTIONS = 100;
export const MAX_EXAM_HANDS = 10;
/** An exam's hands have some incidents: dealing through them is part of the job. */
export const EXAM_HAND_INCIDENTS: IncidentRate = 'some';
export const DEFAULT_PASS_PERCENT = 80;

/**
 * The exam's questions, as scenario codes, drawn from `seed`: the same spec and seed give the same questions on
 * every computer (the codes rebuild each scenario exactly). Drills and games take turns at random, every one of
 * them answerable under the exam's table and rules.
 */
export function examQuestions(spec: ExamSpec, seed: number): string[] {
  const hands = spec.hands?.count ?? 0;
  // An exam of whole hands alone has no questions.
  if (hands > 0 && spec.questions === 0) return [];
  const kinds = spec.kinds.filter((k) => DRILL_KINDS.includes(k));
  if (kinds.length === 0 || spec.variants.length === 0) throw new Error('examQuestions: an exam needs at least one drill and one game');
  if (!Number.isInteger(spec.questions) || spec.questions < 1 || spec.questions > MAX_EXAM_QUESTIONS) {
    throw new Error(`examQuestions: the number of questions must be a whole number from 1 to ${MAX_EXAM_QUESTIONS}, got ${spec.questions}`);
  }
  const rng = createRng(seed);
  const codes: string[] = [];
  const seen = new Set<string>();
  for (let tries = 0; codes.length < spec.questions; tries++) {
    if (tries > spec.questions * 20) throw new Error('examQuestions: not enough different questions for this exam (add a drill or a game)');
    const kind = kinds[Math.floor(rng.next() * kinds.length)]!;
    const variant = spec.variants[Math.floor(rng.next() * spec.variants.length)]!;
    const setup: DrillSetup = { variant, players: spec.players, rules: spec.rules, structure: spec.structure };
    const scenarioSeed = Math.floor(rng.next() * 0x100000000);
    let code: string;
    try {
      code = generateScenario(kind, setup, scenarioSeed).code;
    } catch {
      continue;
    }
    if (seen.has(code)) continue;
    seen.add(code);
    codes.push(code);
  }
  return codes;
}

/**
 * The exam's whole hands, as hand codes, drawn from `seed` on a stream of their own (adding hands leaves the
 * questions of a seed as they were): the same spec and seed give the same hands, bots' actions and incidents.
 */
export function examHands(spec: ExamSpec, seed: number): ExamHand[] {
  const hands = spec.hands;
  if (!hands || hands.count === 0) return [];
  if (!Number.isInteger(hands.count) || hands.count < 0 || hands.count > MAX_EXAM_HANDS) {
    throw new Error(`examHands: the number of hands must be a whole number from 0 to ${MAX_EXAM_HANDS}, got ${hands.count}`);
  }
  if (!DEAL_MODES.includes(hands.mode))
    throw new Error(`examHands: the mode must be one of ${DEAL_MODES.join(', ')}, got ${JSON.stringify(hands.mode)}`);
  const rng = createRng((seed ^ 0x68616e64) >>> 0);
  const setup: DealSetup = {
    variant: hands.variant,
    players: spec.players,
    rules: spec.rules,
    structure: spec.structure,
    incidents: EXAM_HAND_INCIDENTS,
  };
  const codes = new Set<string>();
  while (codes.size < hands.count) codes.add(dealCode(setup, Math.floor(rng.next() * 0x100000000)));
  return [...codes].map((code) => ({ code, mode: hands.mode }));
}

/** The score of an exam taken: right answers, the share in percent (rounded down to a tenth), and whether it passes. */
export function examScore(
  right: number,
  total: number,
  passPercent: number,
): { right: number; total: number; percent: number; passed: boolean } {
  const percent = total === 0 ? 0 : Math.floor((right / total) * 1000) / 10;
  return { right, total, percent, passed: total > 0 && right * 100 >= passPercent * total };
}
