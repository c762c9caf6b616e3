import type { InjectionKey } from 'vue';
import { getPlatformApi, type NewResult } from '../platform/api';

/** Where graded answers go to be kept: the platform API (desktop files or IndexedDB). Tests provide their own. */
export type ResultSink = (result: NewResult) => Promise<unknown>;

export const RESULT_SINK: InjectionKey<ResultSink> = Symbol('result-sink');

export const platformResultSink: ResultSink = (result) => getPlatformApi().saveResult(result);

