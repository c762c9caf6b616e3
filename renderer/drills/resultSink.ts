import type { InjectionKey } from 'vue';
import type { Locale } from '../../core';
import { getPlatformApi, type NewResult } from '../platform/api';

/** Where graded answers go to be kept: the platform API (desktop files or IndexedDB). Tests provide their own. */
export type ResultSink = (result: NewResult) => Promise<unknown>;

export const RESULT_SINK: InjectionKey<ResultSink> = Symbol('result-sink');

export const platformResultSink: ResultSink = (result) => getPlatformApi().saveResult(result);

/** The house-rules profile the answers are graded under (profiles arrive with the full trainer). */
export const DEFAULT_PROFILE = 'dealer';

export interface AnswerRecord {
  readonly drill: string;
  readonly scenarioCode: string;
  readonly answer: string;
  readonly correctAnswer: string;
  readonly correct: boolean;
  readonly elapsedMs: number;
}

/** The stored form of one graded answer (whole milliseconds, the language it was asked in). */
export function toNewResult(record: AnswerRecord, language: Locale, profile = DEFAULT_PROFILE): NewResult {
  return {
    drill: record.drill,
    scenarioCode: record.scenarioCode,
    answer: record.answer,
    correctAnswer: record.correctAnswer,
    correct: record.correct,
    timeMs: Math.round(record.elapsedMs),
    profile,
    language,
  };
}
