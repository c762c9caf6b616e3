import { generateScenario, grade, parseScenarioCode, type PartGrade, type Scenario } from '../../../core';
import type { DrillResult } from '../../stores/session';
import { readCompactResponse } from './answerText';
import { readLegacyCode } from './legacyCode';

/** A missed question as the summary shows it: the drill's own scenario, and part by part what was given and what is right. */
export interface MissedQuestion {
  readonly scenario: Scenario;
  /** core's grade of the answer kept: each part's answer given (null when none), the right one, and whether it was right. */
  readonly parts: readonly PartGrade[];
  /** The answer given was kept with the result (answers of older versions were not): else every `given` is null. */
  readonly answerKnown: boolean;
}

/**
 * The question a result was about, rebuilt by core from its scenario code (an old quick-drill code through its
 * mapping), with the answer kept beside it graded again by core; null when the code cannot be read.
 */
export function missedQuestion(result: DrillResult): MissedQuestion | null {
  const legacy = readLegacyCode(result.scenarioCode);
  const code = legacy === null ? result.scenarioCode : legacy.ok ? legacy.code : null;
  if (code === null) return null;
  let scenario: Scenario;
  // A code of another version, or edited by hand: the list shows its code alone.
  try {
    const { kind, setup, seed } = parseScenarioCode(code);
    scenario = generateScenario(kind, setup, seed);
  } catch {
    return null;
  }
  // Text that does not fit the question's parts (a hand edit) counts as no answer kept: the right answer still shows.
  const given = result.answer === undefined ? null : readCompactResponse(result.answer, scenario.question);
  try {
    return { scenario, parts: grade(scenario, given ?? []).parts, answerKnown: given !== null };
  } catch {
    // The engine has no answer to it (a code of a later version, say): the list shows its code alone.
    return null;
  }
}
