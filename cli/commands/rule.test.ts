import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES = join(ROOT, 'cli/examples');
const example = (name: string): string => join(EXAMPLES, name);

/** Runs the command line as floor staff would (node + tsx on cli/main.ts). */
function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

interface RulingOut {
  profile: string;
  ruling: string;
  nextToAct: string | null;
  rules: { id: string }[];
  decidedBy: unknown[];
  steps: Record<string, unknown>[];
  later: string[];
  otherProfiles: { profile: string; ruling: string }[];
}

let dir = '';
const write = (name: string, value: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};
const exposed = JSON.parse(readFileSync(example('rule-exposed-hole-card.json'), 'utf8')) as Record<string, unknown>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bring-in-rule-'));
});

describe.concurrent('cli rule on the examples', () => {
  it('exposed hole card, readable: RR 5 under rr-cash, the other profiles listed', async () => {
    const run = await cli('rule', example('rule-exposed-hole-card.json'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('would be the low card');
    expect(run.stdout).toContain('rr.stud.5 (RR, Seven-Card Stud, rule 5)');
    expect(run.stdout).toContain('Next to act: seat 3');
    expect(run.stdout).toMatch(/rr-tournament: .*misdeal/);
    expect(run.stdout).toMatch(/tda: .*can be the bring-in/);
  });

  it('exposed hole card, --json --profile tda: the TDA RP-10-A ruling as one object', async () => {
    const run = await cli('rule', '--json', '--profile', 'tda', example('rule-exposed-hole-card.json'));
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as RulingOut;
    expect(out.profile).toBe('tda');
    expect(out.ruling).toBe('exposed-tda');
    expect(out.nextToAct).toBe('p2');
    expect(out.rules.map((r) => r.id)).toEqual(['tda.rp-10-a']);
    expect(out.decidedBy).toEqual([{ field: 'exposedHoleCard', value: 'tda-rp-10-a' }]);
    expect(out.steps[0]).toMatchObject({ kind: 'expose', player: 'p2' });
    expect(out.otherProfiles.map((o) => o.profile).sort()).toEqual(['online', 'rr-cash', 'rr-tournament']);
  });

  it('premature cards: RR 14 under rr-cash, TDA RP-5-D among the others', async () => {
    const run = await cli('rule', '--json', example('rule-premature-cards.json'));
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as RulingOut;
    expect(out.ruling).toBe('premature-rr14');
    expect(out.later).toHaveLength(1);
    expect(out.otherProfiles.find((o) => o.profile === 'tda')?.ruling).toBe('premature-tda');
  });

  it('running out of cards with eight players: a common card, in Italian', async () => {
    const run = await cli('rule', '--lang', 'it', example('rule-run-out.json'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('carta comune');
    expect(run.stdout).toContain('rr.stud.15');
  });
});

describe.concurrent('cli rule on bad input: a clear message and exit 2', () => {
  it('a file that is not JSON', async () => {
    const run = await cli('rule', write('bad.json', '{"variant": "F7S",'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not valid JSON/);
  });

  it('no incident', async () => {
    const { incident: _drop, ...hand } = exposed;
    const run = await cli('rule', write('no-incident.json', hand));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/field "incident" is missing/);
  });

  it('a missing PHH field is named', async () => {
    const { small_bet: _drop, ...rest } = exposed;
    const run = await cli('rule', write('no-small-bet.json', rest));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/small_bet/);
  });

  it('an action that cannot be read names its index', async () => {
    const run = await cli('rule', write('bad-action.json', { ...exposed, actions: ['d dh p1 Td3c4d', 'p9 zz'] }));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/actions\[1\]/);
  });

  it('an illegal action names its index', async () => {
    const run = await cli('rule', write('illegal-action.json', { ...exposed, actions: ['d dh p1 Td3c4d', 'd dh p2 8s2hKc', 'd dh p3 QsJh7d', 'p2 pb'], incident: { kind: 'run-out' } }));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/actions\[3\]/);
  });

  it('a hand the house rules do not deal (online: a stack short of the ante and the bring-in sits out, seed-003.cash-cover)', async () => {
    const file = write('short-online.json', { ...exposed, starting_stacks: [1, 200, 200], incident: { kind: 'bring-in-all-in' } });
    const run = await cli('rule', '--profile', 'online', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/stacks\[0\] is 1, less than the ante and the bring-in \(3\).*seed-003\.cash-cover/);
    expect(run.stderr).not.toMatch(/unexpected failure|\n\s+at /);
    // RR cash deals the same stack in: the low card is all-in for the ante (RR stud 8).
    const cash = await cli('rule', '--json', '--profile', 'rr-cash', file);
    expect(cash.code).toBe(0);
    expect((JSON.parse(cash.stdout) as RulingOut).rules.map((r) => r.id)).toContain('rr.stud.8');
  });

  it('an incident naming a player who is not at the table', async () => {
    const run = await cli('rule', write('bad-player.json', { ...exposed, incident: { kind: 'exposed-hole-card', player: 'p7', hole: 0 } }));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/incident\.player must be a player "p1".."p3"/);
  });

  it('an incident that does not fit the moment of the hand', async () => {
    const late = await cli('rule', write('late.json', { ...exposed, incident: { kind: 'run-out' } }));
    expect(late.code).toBe(2);
    expect(late.stderr).toMatch(/incident\.kind: running out of cards is ruled on 7th street/);
  });

  it('an unknown incident kind', async () => {
    const unknown = await cli('rule', write('unknown.json', { ...exposed, incident: { kind: 'spilled-drink' } }));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/incident\.kind: unknown incident kind "spilled-drink"/);
  });

  it('bad usage: an unknown profile', async () => {
    const run = await cli('rule', '--profile', 'vegas', example('rule-run-out.json'));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown profile "vegas"/);
  });

  it('bad usage: no file', async () => {
    const none = await cli('rule');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no FILE given/);
  });

  it('a file that cannot be read', async () => {
    const missing = await cli('rule', join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read the file/);
  });
});
