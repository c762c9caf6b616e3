import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { PlatformError, type NewResult } from '../platform/api';
import { createBrowserPlatform } from '../platform/browser-store';
import { keepAnswer, keptTimeMs, MAX_ANSWER_MS, SaveFailure, saveFailureReason } from './resultSink';

const DAY = 24 * 60 * 60 * 1000;
const answer = (timeMs: number): NewResult => ({
  drill: 'pot',
  scenarioCode: 'PT-stud-4-onl-1.2.5.10-3',
  answer: '12',
  correctAnswer: '12',
  correct: true,
  timeMs,
  profile: 'online',
  language: 'en',
});

describe('keptTimeMs', () => {
  it("whole milliseconds from 0 to the contract's limit (24 h)", () => {
    expect(MAX_ANSWER_MS).toBe(DAY);
    expect(keptTimeMs(2345.4)).toBe(2345);
    expect(keptTimeMs(-3)).toBe(0);
    expect(keptTimeMs(Number.NaN)).toBe(0);
    expect(keptTimeMs(DAY - 0.4)).toBe(DAY);
    expect(keptTimeMs(DAY + 1)).toBe(DAY);
    expect(keptTimeMs(Infinity)).toBe(DAY);
  });
});

describe('keepAnswer', () => {
  it('an answer open for more than a day is kept by the real store, with the longest time it takes; the store itself still refuses more', async () => {
    const platform = createBrowserPlatform({ indexedDB: new IDBFactory() });
    // The contract is unchanged: a time past 24 h is a bad payload.
    await expect(platform.saveResult(answer(DAY + 1))).rejects.toMatchObject({ code: 'invalid-payload' });
    const warn = vi.fn();
    const saved = await keepAnswer((r) => platform.saveResult(r), answer(3 * DAY), warn);
    expect(saved).toMatchObject({ timeMs: DAY, correct: true });
    expect((await platform.loadResults()).results.map((r) => r.timeMs)).toEqual([DAY]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a refused save becomes a SaveFailure by reason; the raw validation text goes to the console only', async () => {
    const platform = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const warn = vi.fn();
    const failing = keepAnswer((r) => platform.saveResult(r), { ...answer(10), drill: 'Not A Slug' }, warn);
    await expect(failing).rejects.toBeInstanceOf(SaveFailure);
    const failure = (await failing.catch((error: unknown) => error)) as SaveFailure;
    expect(failure.reason).toBe('invalid');
    expect(failure.message).toBe('not-saved:invalid');
    expect(failure.message).not.toMatch(/Invalid payload|drill/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String((warn.mock.calls[0]![1] as Error).message)).toMatch(/^Invalid payload for saveResult: drill:/);
  });

  it('storage that is not there says "storage"', async () => {
    const warn = vi.fn();
    const platform = createBrowserPlatform({ indexedDB: undefined });
    await expect(keepAnswer((r) => platform.saveResult(r), answer(10), warn)).rejects.toMatchObject({ reason: 'storage' });
  });
});

describe('saveFailureReason', () => {
  it('maps every PlatformError code to a reason the screen can say', () => {
    const of = (code: PlatformError['code']) => saveFailureReason(new PlatformError({ code, message: 'raw' }));
    expect(of('invalid-payload')).toBe('invalid');
    expect(of('storage-unavailable')).toBe('storage');
    expect(of('forbidden-sender')).toBe('refused');
    expect(of('forbidden-url')).toBe('refused');
    expect(of('import-failed')).toBe('unknown');
    expect(of('internal')).toBe('unknown');
  });

  it('reads back a SaveFailure; anything else is "unknown"', () => {
    expect(saveFailureReason(new SaveFailure('storage'))).toBe('storage');
    expect(saveFailureReason('Invalid payload for saveResult: timeMs: Too big')).toBe('unknown');
    expect(saveFailureReason(new Error('boom'))).toBe('unknown');
  });
});
