/**
 * The xAPI sending against a small learning record store started here on localhost: it checks every statement
 * with Learning Locker's xAPI validator (the one their record store uses) and the request's headers, refuses the
 * first batch (a store that is down), then takes the rest. The queue survives a restart; nothing blocks.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import validate from 'xapi-validation';
import { answerStatement, examStatement, statementSchema, uuidFrom, type Statement } from '../../shared/xapi';
import { QUEUE_FILE, RecordStoreSender } from './record-store';

interface Received {
  statements: Statement[];
  problems: string[];
}

let server: Server;
let endpoint = '';
const received: Received = { statements: [], problems: [] };
let refuseNext = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (refuseNext > 0) {
        refuseNext--;
        res.writeHead(503).end();
        return;
      }
      if (req.method !== 'POST' || req.url !== '/xapi/statements') received.problems.push(`${req.method} ${req.url}`);
      if (req.headers['x-experience-api-version'] !== '1.0.3') received.problems.push('no X-Experience-API-Version 1.0.3');
      if (req.headers.authorization !== `Basic ${Buffer.from('school-key:school-secret').toString('base64')}`)
        received.problems.push('wrong credentials');
      const statements = JSON.parse(body) as Statement[];
      for (const statement of statements) {
        const warnings = validate(statement);
        if (warnings.length > 0) received.problems.push(JSON.stringify(warnings));
        received.statements.push(statement);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(statements.map((s) => s.id)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/xapi`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-xapi-'));
  received.statements = [];
  received.problems = [];
  refuseNext = 0;
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const who = { homePage: 'https://school.example/classroom-2', trainee: 'ana-k3x9', name: 'Ana' };
const answer = (n: number) =>
  answerStatement(
    {
      id: `answer-${n}-0000`,
      drill: 'bring-in',
      scenarioCode: `BI-stud-6-tda-1.2.5.10-${n}`,
      answer: 'seat 3 / A',
      correct: n % 2 === 0,
      timeMs: 4200,
      timestamp: '2026-12-01T10:00:00.000Z',
      language: 'es',
      street: 3,
    },
    who,
    '0.1.0',
  );

/** Timers run when the test says so. */
function manualTimers() {
  const waiting: (() => void)[] = [];
  return {
    setTimer: (run: () => void) => void waiting.push(run),
    fire: () => waiting.splice(0).forEach((run) => run()),
    count: () => waiting.length,
  };
}

describe('xAPI statements to a learning record store', () => {
  it("answers and exams are valid xAPI statements (Learning Locker's validator), each with a stable id", () => {
    const exam = examStatement(
      {
        exam: { id: 'exam-final-0001', title: 'Final', checksum: 'sha256:ab' },
        startedAt: '2026-12-01T10:00:00.000Z',
        finishedAt: '2026-12-01T10:20:00.000Z',
        score: { right: 17, total: 20 },
        passed: true,
        checksum: 'sha256:cd',
      },
      who,
      '0.1.0',
      'it',
    );
    for (const statement of [answer(1), answer(2), exam]) {
      expect(validate(statement)).toEqual([]);
      expect(statementSchema.parse(statement)).toEqual(statement);
    }
    expect(exam).toMatchObject({
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed' },
      result: { success: true, score: { scaled: 0.85 }, duration: 'PT1200S' },
    });
    expect(answer(1).id).toBe(answer(1).id);
    expect(answer(1).id).not.toBe(answer(3).id);
    expect(uuidFrom('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('nothing is queued or sent unless a record store is configured', async () => {
    const sender = new RecordStoreSender({ folder });
    expect(await sender.enqueue([answer(1)])).toEqual({ queued: 0, configured: false });
    await sender.flush();
    expect(received.statements).toEqual([]);
    expect((await sender.status()).queued).toBe(0);
  });

  it('queued on disk, sent in the background, retried after the store refused, each statement once', async () => {
    const timers = manualTimers();
    const sender = new RecordStoreSender({ folder, setTimer: timers.setTimer });
    await sender.configure({ endpoint, key: 'school-key', secret: 'school-secret', homePage: who.homePage });
    refuseNext = 1;
    // Queuing returns before anything is sent (the store is down): a drill never waits on it.
    expect(await sender.enqueue([answer(1), answer(2)])).toEqual({ queued: 2, configured: true });
    await sender.flush();
    expect(received.statements).toEqual([]);
    expect(await sender.status()).toMatchObject({ queued: 2, lastError: 'the record store answered 503 Service Unavailable' });
    expect(JSON.parse(await readFile(join(folder, QUEUE_FILE), 'utf8')).statements).toHaveLength(2);
    expect(timers.count()).toBe(1);

    // The retry, once its pause is over, sends them.
    timers.fire();
    await sender.flush();
    expect(received.statements.map((s) => s.id)).toEqual([answer(1).id, answer(2).id]);

    // Still queued after a restart (the store refused it), and sent with what comes next: each statement once.
    refuseNext = 1;
    await sender.enqueue([answer(3)]);
    await sender.flush();
    const again = new RecordStoreSender({ folder, setTimer: manualTimers().setTimer });
    expect((await again.status()).queued).toBe(1);
    await again.enqueue([answer(4)]);
    await again.flush();
    expect(received.problems).toEqual([]);
    expect(received.statements.map((s) => s.id)).toEqual([answer(1).id, answer(2).id, answer(3).id, answer(4).id]);
    expect(await again.status()).toMatchObject({ queued: 0, lastError: null, configured: true, endpoint });
  });

  it('a store that cannot be reached at all is retried with a growing pause and nothing is lost', async () => {
    const timers = manualTimers();
    const sender = new RecordStoreSender({ folder, setTimer: timers.setTimer });
    await sender.configure({ endpoint: 'http://127.0.0.1:9/xapi', key: 'k', secret: 's', homePage: who.homePage });
    await sender.enqueue([answer(1)]);
    await sender.flush();
    expect((await sender.status()).queued).toBe(1);
    expect((await sender.status()).lastError).not.toBeNull();
    // Pointed at the right store: what was queued goes there.
    await sender.configure({ endpoint, key: 'school-key', secret: 'school-secret', homePage: who.homePage });
    await sender.flush();
    expect((await sender.status()).queued).toBe(0);
  });
});
