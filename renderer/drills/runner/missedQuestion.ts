import {
  DEALER_ACTIONS,
  generateScenario,
  grade,
  outlineHand,
  parseDealCode,
  parseScenarioCode,
  stepPartGrades,
  type DealerAction,
  type OutlinedStep,
  type PartGrade,
  type Question,
} from '../../../core';
import { readCompactResponse } from './answerText';
import { readLegacyCode } from './legacyCode';

/** A question answered, as the lists of answers show it: the question, and part by part what was given and what is right. */
export interface MissedQuestion {
  /** The code opened (an old quick-drill code: the bring-in code it maps to). */
  readonly code: string;
  readonly question: Question;
  /** core's grade of the answer kept: each part's answer given (null when none), the right one, and whether it was right. */
  readonly parts: readonly PartGrade[];
  /** The answer given was kept with the result (answers of older versions were not): else every `given` is null. */
  readonly answerKnown: boolean;
  /** A step of a whole hand answered with another dealer's action (Table ready mode): that action; else null. */
  readonly wrongAction: DealerAction | null;
}

/** A dealer's action chosen on the bar when the step wanted another, as an exam's result file keeps it ("action collect"). */
export const WRONG_ACTION_PREFIX = 'action ';

// A list of a hand's steps opens the same hand many times: each hand is dealt out once.
const outlines = new Map<string, OutlinedStep[]>();
function outlineOf(handCode: string): OutlinedStep[] {
  let steps = outlines.get(handCode);
  if (!steps) {
    steps = outlineHand(handCode);
    if (outlines.size >= 20) outlines.delete(outlines.keys().next().value!);
    outlines.set(handCode, steps);
  }
  return steps;
}

/** A step of a whole hand ("DH-...@4") rebuilt by dealing the hand out, with the answer kept graded part by part. */
function handStep(code: string, answer: string | undefined): MissedQuestion | null {
  const { step: index } = parseDealCode(code);
  if (index === null) return null;
  const outlined = outlineOf(code.slice(0, code.indexOf('@')))[index];
  if (!outlined) return null;
  const question = outlined.step.question;
  const action = answer?.startsWith(WRONG_ACTION_PREFIX) ? (answer.slice(WRONG_ACTION_PREFIX.length) as DealerAction) : null;
  const wrongAction = action !== null && DEALER_ACTIONS.includes(action) ? action : null;
  const given = answer === undefined || wrongAction ? null : readCompactResponse(answer, question);
  return { code, question, parts: stepPartGrades(outlined, given), answerKnown: given !== null || wrongAction !== null, wrongAction };
}

/**
 * The question an answer was about, rebuilt by core from its code (a drill's scenario code, an old quick-drill code
 * through its mapping, or a step of a whole hand), with the answer kept beside it graded again by core; null when the
 * code cannot be read.
 */
export function answeredQuestion(scenarioCode: string, answer: string | undefined): MissedQuestion | null {
  if (/^DH-/i.test(scenarioCode)) {
    try {
      return handStep(scenarioCode, answer);
    } catch {
      return null;
    }
  }
  const legacy = readLegacyCode(scenarioCode);
  const code = legacy === null ? scenarioCode : legacy.ok ? legacy.code : null;
  if (code === null) return null;
  // A code of another version, or edited by hand: the list shows its code alone.
  try {
    const { kind, setup, seed } = parseScenarioCode(code);
    const scenario = generateScenario(kind, setup, seed);
    // Text that does not fit the question's parts (a hand edit) counts as no answer kept: the right answer still shows.
    const given = answer === undefined ? null : readCompactResponse(answer, scenario.question);
    return {
      code: scenario.code,
      question: scenario.question,
      parts: grade(scenario, given ?? []).parts,
      answerKnown: given !== null,
      wrongAction: null,
    };
  } catch {
    // The engine has no answer to it (a code of a later version, say): the list shows its code alone.
    return null;
  }
}
