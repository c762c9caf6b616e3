import type { Reason, ReasonParam } from '../decision';
import type { HandState, Player } from '../hand/types';
import type { RuleId } from '../rulebook/rules';
import type { Incident } from '../rulings/incidents';
import type { LessonStep } from './types';

/** What a step says besides its sentences: the dealer's words, the seats it is about, its rules, whether it is the key step. */
export interface StepOptions {
  readonly say?: Reason | null;
  readonly seats?: readonly Player[];
  readonly rules?: readonly RuleId[];
  readonly key?: boolean;
  readonly incident?: Incident | null;
}

/** A lesson's text: a message key of core/i18n (messages-lessons.ts) and its parameters. */
export function says(key: string, params?: Record<string, ReasonParam>): Reason {
  return params ? { key, params } : { key };
}

/** Records a worked example step by step: each step keeps the table as it stands when the step is written. */
export class LessonScript {
  readonly steps: LessonStep[] = [];

  step(state: HandState, text: Reason | readonly Reason[], options: StepOptions = {}): this {
    const sentences = Array.isArray(text) ? (text as readonly Reason[]) : [text as Reason];
    this.steps.push({
      state,
      text: sentences,
      say: options.say ?? null,
      seats: options.seats ?? [],
      rules: [...new Set(options.rules ?? [])],
      key: options.key ?? false,
      incident: options.incident ?? null,
    });
    return this;
  }
}
