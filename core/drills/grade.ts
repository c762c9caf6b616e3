import { PROFILES, PROFILE_IDS } from '../profiles/profiles';
import type { HouseRules } from '../profiles/types';
import { letterOf } from './choices';
import { KIND_SPECS } from './generate';
import { withRules, type PartValue, type Solution } from './kind';
import type { GradedAnswer, OtherProfileAnswer, PartGrade, PartResponse, QuestionPart, Response, Scenario } from './types';

/** The engine's answer to a scenario under its own profile, or under another one (null: that profile's table is not comparable). */
export function solveScenario(scenario: Scenario, rules: HouseRules = scenario.rules): Solution | null {
  const spec = KIND_SPECS[scenario.kind];
  const state =
    rules === scenario.rules ? scenario.state : spec.underRules ? spec.underRules(scenario.state, rules) : withRules(scenario.state, rules);
  if (!state) return null;
  return spec.solve({ state, incident: scenario.incident, street: scenario.street, focus: scenario.focus });
}

function toResponse(part: QuestionPart, value: PartValue): PartResponse | null {
  switch (value.kind) {
    case 'seat':
      return { kind: 'seat', seat: value.seat };
    case 'seat-order':
      return { kind: 'seat-order', order: value.order };
    case 'amount':
      return { kind: 'amount', amount: value.amount };
    case 'choice': {
      if (part.kind !== 'choice') return null;
      const letter = letterOf(part.choices, value.text);
      return letter ? { kind: 'choice', letter } : null;
    }
  }
}

/** The right answer as a Response (one part each); null for a part whose answer is not among its choices. */
export function responsesOf(parts: readonly QuestionPart[], solution: Solution): (PartResponse | null)[] {
  return parts.map((part, k) => {
    const value = solution.values[k];
    return value ? toResponse(part, value) : null;
  });
}

export function sameAnswer(a: PartResponse | null, b: PartResponse | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'seat':
      return a.seat === (b as typeof a).seat;
    case 'choice':
      return a.letter === (b as typeof a).letter;
    case 'amount':
      return a.amount === (b as typeof a).amount;
    case 'seat-order': {
      const o = (b as typeof a).order;
      return a.order.length === o.length && a.order.every((t, k) => t === o[k]);
    }
  }
}

function checkResponse(scenario: Scenario, response: Response): void {
  if (!Array.isArray(response))
    throw new Error(
      `grade: the response must be an array with one answer per question part (${scenario.question.parts.length}), got ${typeof response}`,
    );
  if (response.length > scenario.question.parts.length)
    throw new Error(`grade: ${response.length} answers for ${scenario.question.parts.length} question parts`);
  response.forEach((r: PartResponse | null | undefined, k) => {
    const part = scenario.question.parts[k]!;
    if (r === null || r === undefined) return;
    if (r.kind !== part.kind)
      throw new Error(`grade: answer ${k + 1} is a "${String(r.kind)}" answer but part "${part.id}" asks for "${part.kind}"`);
  });
}

/** The right answer (by the engine's own decisions) compared with the trainee's, part by part. */
export function grade(scenario: Scenario, response: Response): GradedAnswer {
  checkResponse(scenario, response);
  return gradeQuestion(
    { question: scenario.question, rules: scenario.rules, name: scenario.code, solve: (rules) => solveScenario(scenario, rules) },
    response,
  );
}

/** A question and how to answer it under any house rules: what gradeQuestion needs (a drill's scenario, a step of a dealt hand). */
export interface Gradable {
  readonly question: Scenario['question'];
  /** The house rules the question is asked under. */
  readonly rules: HouseRules;
  /** What the question is called in an error (its code). */
  readonly name: string;
  /** The engine's answer under these house rules; null when the question does not fit them (not comparable). */
  readonly solve: (rules: HouseRules) => Solution | null;
}

/**
 * The trainee's response graded against the engine's answer under the question's own house rules, part by part, with
 * every other shipped profile that answers differently. Missing trailing answers are graded wrong.
 */
export function gradeQuestion(item: Gradable, response: Response): GradedAnswer {
  const solution = item.solve(item.rules);
  if (!solution) throw new Error(`grade: the engine has no answer to ${item.name} under its own house rules`);
  const expected = responsesOf(item.question.parts, solution);
  const parts: PartGrade[] = item.question.parts.map((part, k) => {
    const right = expected[k];
    if (!right) throw new Error(`grade: the engine's answer to part "${part.id}" of ${item.name} is not among its choices`);
    const given = response[k] ?? null;
    return { id: part.id, correct: sameAnswer(right, given), expected: right, given };
  });
  const otherProfiles: OtherProfileAnswer[] = [];
  for (const id of PROFILE_IDS) {
    if (id === item.rules.id) continue;
    const other = item.solve(PROFILES[id]);
    if (!other) continue;
    const theirs = responsesOf(item.question.parts, other);
    if (theirs.some((r) => r === null)) continue;
    if (theirs.every((r, k) => sameAnswer(r, expected[k]!))) continue;
    otherProfiles.push({
      profile: id,
      name: PROFILES[id].name,
      expected: theirs as PartResponse[],
      reason: other.reason,
      rules: other.rules,
    });
  }
  return {
    correct: parts.every((p) => p.correct),
    parts,
    expected: parts.map((p) => p.expected),
    highlight: solution.highlight,
    reason: solution.reason,
    rules: solution.rules,
    otherProfiles,
  };
}

/** The right answer to a scenario as a Response (what grade would accept as correct). */
export function answerOf(scenario: Scenario): Response {
  return grade(scenario, []).expected;
}
