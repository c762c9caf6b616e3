import { answerStatement, examStatement, type Actor, type Statement } from '../../electron/shared/xapi';
import { traineeOf } from '../../electron/shared/trainees-format';
import { getPlatformApi, type GradedResult, type PlatformApi, type RecordStoreStatus } from '../platform/api';
import type { ResultFile } from '../exams/examFile';

/**
 * Forwards each saved answer (and each exam taken) to the school's learning record store when one is configured:
 * the statement goes to the platform, which queues it and sends it in the background. It never waits on the
 * store nor throws: a failure is said on the console, and the drill goes on.
 */
let status: Promise<RecordStoreStatus | null> | null = null;

/** The record store as configured (read once per page; `forgetRecordStore` after it is changed). */
export function recordStore(api: PlatformApi = getPlatformApi()): Promise<RecordStoreStatus | null> {
  return (status ??= api
    .loadRecordStore()
    .catch((error: unknown) => (console.warn('Bring-In: the record store settings could not be read:', error), null)));
}

export function forgetRecordStore(): void {
  status = null;
}

async function forward(
  make: (who: (trainee: string, name?: string) => Actor, appVersion: string) => Statement,
  api: PlatformApi,
): Promise<void> {
  try {
    const store = await recordStore(api);
    if (!store?.configured || !store.homePage) return;
    const { version } = await api.appInfo();
    const homePage = store.homePage;
    await api.sendStatements([make((trainee, name) => ({ homePage, trainee, name }), version)]);
  } catch (error) {
    console.warn('Bring-In: a statement was not queued for the record store:', error);
  }
}

export function forwardAnswer(saved: GradedResult, name: string | undefined, api: PlatformApi = getPlatformApi()): Promise<void> {
  return forward((who, version) => answerStatement(saved, who(traineeOf(saved), name), version), api);
}

export function forwardExam(result: ResultFile, language: string, api: PlatformApi = getPlatformApi()): Promise<void> {
  return forward((who, version) => examStatement(result, who(result.trainee.id, result.trainee.name), version, language), api);
}
