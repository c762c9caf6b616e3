import { describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { PROFILES } from '../../../core';
import { CHANNELS, DEFAULT_SETTINGS, type Action, type Envelope } from '../../shared/contract';
import { registerIpcHandlers, type Handlers } from './register';
import { answerStatement } from '../../shared/xapi';

const mine = { ...PROFILES.tda, id: 'custom:room-1', name: { en: 'My room', es: 'My room', it: 'My room' } };
const validResult = {
  drill: 'bring-in',
  scenarioCode: 'stud-5-x',
  answer: '3',
  correctAnswer: '3',
  correct: true,
  timeMs: 900,
  profile: 'dealer',
  language: 'es',
};

/** For each action: payloads that must pass, and payloads that must be refused before the handler runs. */
const CASES: Record<Action, { good: unknown[]; bad: unknown[] }> = {
  saveResult: {
    good: [validResult, { ...validResult, id: 'abcdefgh-1234', timestamp: '2026-12-01T10:00:00.000Z' }],
    bad: [
      undefined,
      null,
      'x',
      [],
      {},
      { ...validResult, correct: 'yes' },
      { ...validResult, timeMs: -1 },
      { ...validResult, timeMs: 1.5 },
      { ...validResult, language: 'fr' },
      { ...validResult, drill: 'Bring In!' },
      { ...validResult, extra: 1 },
      { ...validResult, id: 'short' },
      { ...validResult, timestamp: 'yesterday' },
      { ...validResult, scenarioCode: 'x'.repeat(201) },
      { ...validResult, answer: 3 },
    ],
  },
  loadResults: { good: [undefined, {}, { trainee: 'ana-k3x9' }], bad: [null, 'all', 1, { trainee: 'Ana' }, { trainee: 'ana', extra: 1 }] },
  exportResults: {
    good: [
      { format: 'csv', trainee: 'default' },
      { format: 'json', trainee: 'ana-k3x9', name: 'Ana' },
    ],
    bad: [undefined, 'csv', 'xml', { format: 'csv' }, { format: 'CSV', trainee: 'default' }, { format: 'csv', trainee: '../x' }],
  },
  importResults: {
    good: [{ trainee: 'default' }],
    bad: [undefined, '/etc/passwd', { path: '/var/x' }, null, { trainee: 'default', path: '/var/x' }],
  },
  importProgress: { good: [undefined], bad: [{}, 'all'] },
  loadSettings: { good: [undefined, 'default', 'ana-k3x9'], bad: [{}, 'Settings', '../settings'] },
  takeStoreNotices: { good: [undefined, 'default', 'ana-k3x9'], bad: [{}, 'Settings', '../settings'] },
  saveSettings: {
    good: [
      {},
      { language: 'it' },
      { lastDrill: null },
      { ...DEFAULT_SETTINGS },
      { trainee: 'ana-k3x9', language: 'es' },
      { checkForUpdates: false },
    ],
    bad: [
      undefined,
      null,
      { language: 'de' },
      { profile: '' },
      { structure: 'a b' },
      { theme: 'dark' },
      { lastDrill: 5 },
      { trainee: 'Ana Lopez' },
      { checkForUpdates: 'no' },
    ],
  },
  loadTrainees: { good: [undefined], bad: [{}, 'all'] },
  saveTrainee: {
    good: [{ name: 'Ana' }, { id: 'ana-k3x9', name: 'Ana María' }],
    bad: [
      undefined,
      null,
      'Ana',
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { name: 'a\u0007b' },
      { id: 'Ana', name: 'Ana' },
      { name: 'Ana', extra: 1 },
    ],
  },
  loadHouseRules: { good: [undefined], bad: [{}, 'all'] },
  saveHouseRules: {
    good: [mine, { ...mine, cap: { raises: 4, headsUp: 'uncapped' }, openPairDoubling: true }],
    bad: [
      undefined,
      null,
      'custom:room-1',
      { ...mine, id: 'tda' },
      { ...mine, id: 'custom:My Room' },
      { ...mine, name: { en: '', es: 'x', it: 'x' } },
      { ...mine, name: { en: 'x'.repeat(61), es: 'x', it: 'x' } },
      { ...mine, runOut: 'rr-16' },
      { ...mine, cap: { raises: 5, headsUp: 'capped' } },
      { ...mine, tournament: 'yes' },
      { ...mine, extra: 1 },
      (({ shortStack: _s, ...rest }) => rest)(mine),
    ],
  },
  deleteHouseRules: { good: ['custom:room-1'], bad: [undefined, '', 'tda', { id: 'custom:room-1' }, 'custom:../x'] },
  openExternal: { good: ['https://example.org/rules', 'https://www.pokertda.com/'], bad: [undefined, 42, { url: 'https://a.b' }] },
  appInfo: { good: [undefined], bad: [{}, 'version'] },
  saveTextFile: {
    good: [
      { name: 'exam.json', text: '{}', kind: 'exam' },
      { name: 'class 2026.csv', text: '', kind: 'csv' },
    ],
    bad: [
      undefined,
      'exam.json',
      { name: '../exam.json', text: '', kind: 'exam' },
      { name: 'C:\\exam.json', text: '', kind: 'exam' },
      { name: 'a.json', text: '', kind: 'exe' },
      { name: 'a.json', text: 1, kind: 'exam' },
    ],
  },
  openTextFiles: {
    good: [
      { kind: 'exam', multiple: false },
      { kind: 'json', multiple: true },
    ],
    bad: [undefined, { kind: 'exam' }, { kind: 'x', multiple: true }, { kind: 'exam', multiple: true, path: '/etc' }],
  },
  loadRecordStore: { good: [undefined], bad: [{}, 'x'] },
  saveRecordStore: {
    good: [
      null,
      { endpoint: 'https://lrs.school.example/xapi', key: 'k', secret: 's', homePage: 'https://school.example' },
      { endpoint: 'http://localhost:8080/xapi', key: 'k', secret: 's', homePage: 'https://school.example' },
    ],
    bad: [
      undefined,
      { endpoint: 'http://lrs.school.example/xapi', key: 'k', secret: 's', homePage: 'https://school.example' },
      { endpoint: 'https://lrs.example', key: '', secret: 's', homePage: 'https://a.b' },
      { endpoint: 'https://lrs.example' },
    ],
  },
  sendStatements: {
    good: [
      [
        answerStatement(
          {
            id: 'answer-1-0000',
            drill: 'pot',
            scenarioCode: 'PT-stud-4-onl-1.2.5.10-3',
            answer: '20',
            correct: true,
            timeMs: 900,
            timestamp: '2026-12-01T10:00:00.000Z',
            language: 'en',
          },
          { homePage: 'https://school.example', trainee: 'default' },
          '0.1.0',
        ),
      ],
    ],
    bad: [undefined, [], [{}], 'statements'],
  },
  printToPdf: { good: ['certificate.pdf'], bad: [undefined, '', '/var/x.pdf', { name: 'x.pdf' }] },
  updateStatus: { good: [undefined], bad: [{}, 'check'] },
  installUpdate: { good: [undefined], bad: [{ silent: true }, 'now', 1] },
};

function setup(trusted = true) {
  const handlers = Object.fromEntries(
    (Object.keys(CHANNELS) as Action[]).map((action) => [action, vi.fn(async () => ({ done: action }))]),
  ) as unknown as Handlers & Record<Action, ReturnType<typeof vi.fn>>;
  const registered = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<Envelope<unknown>>>();
  const isTrusted = vi.fn(() => trusted);
  registerIpcHandlers({ handle: (channel, listener) => void registered.set(channel, listener as never) }, { isTrusted, handlers });
  const event = {} as IpcMainInvokeEvent;
  const invoke = (action: Action, ...args: unknown[]) => registered.get(CHANNELS[action])!(event, ...args);
  return { handlers, registered, invoke, isTrusted };
}

describe('IPC handlers', () => {
  it('registers exactly one handler per channel of the contract', () => {
    const { registered } = setup();
    expect([...registered.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  for (const action of Object.keys(CASES) as Action[]) {
    it(`${action}: valid payloads reach the handler, each invalid payload gets a typed invalid-payload error`, async () => {
      const { handlers, invoke } = setup();
      for (const payload of CASES[action].good) {
        const answer = await invoke(action, ...(payload === undefined ? [] : [payload]));
        expect(answer, JSON.stringify(payload)).toEqual({ ok: true, value: { done: action } });
      }
      expect(handlers[action]).toHaveBeenCalledTimes(CASES[action].good.length);
      for (const payload of CASES[action].bad) {
        const answer = await invoke(action, payload);
        expect(answer.ok, `${action} accepted ${JSON.stringify(payload)}`).toBe(false);
        if (!answer.ok) {
          expect(answer.error.code).toBe('invalid-payload');
          expect(answer.error.message).toContain(action);
          expect(answer.error.issues?.length).toBeGreaterThan(0);
        }
      }
      expect(handlers[action]).toHaveBeenCalledTimes(CASES[action].good.length);
    });
  }

  it('refuses a second argument', async () => {
    const { handlers, invoke } = setup();
    expect(await invoke('exportResults', 'csv', 'extra')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(handlers.exportResults).not.toHaveBeenCalled();
  });

  it('refuses non-https links with forbidden-url before reaching the handler', async () => {
    const { handlers, invoke } = setup();
    for (const url of [
      'http://example.org',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@example.org',
      'not a url',
      'smb://host/share',
    ]) {
      expect(await invoke('openExternal', url)).toMatchObject({ ok: false, error: { code: 'forbidden-url' } });
    }
    expect(handlers.openExternal).not.toHaveBeenCalled();
  });

  it('refuses every action from an untrusted sender with forbidden-sender, before validating or acting', async () => {
    const { handlers, invoke } = setup(false);
    for (const action of Object.keys(CASES) as Action[]) {
      const payload = CASES[action].good[0];
      expect(await invoke(action, payload)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
      expect(handlers[action]).not.toHaveBeenCalled();
    }
  });

  it('answers a failing handler with an error envelope and logs internal errors', async () => {
    const handlers = { saveResult: vi.fn(async () => Promise.reject(new Error('disk on fire'))) } as unknown as Handlers;
    const log = vi.fn();
    let listener: ((event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>) | undefined;
    registerIpcHandlers(
      { handle: (channel, l) => void (channel === CHANNELS.saveResult && (listener = l as never)) },
      { isTrusted: () => true, handlers, log },
    );
    expect(await listener!({} as IpcMainInvokeEvent, validResult)).toEqual({
      ok: false,
      error: { code: 'internal', message: 'disk on fire' },
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('disk on fire'));
  });
});
