import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WSOP_DIR = fileURLToPath(new URL('../../shared/data/phh-wsop-2023-43/', import.meta.url));
const wsop = readdirSync(WSOP_DIR)
  .filter((name) => name.endsWith('.phh'))
  .sort()
  .map((name) => join(WSOP_DIR, name));

/** Runs the command line as floor staff would (node + tsx on cli/main.ts). */
function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}
const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

let dir = '';
const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const HAND = readFileSync(join(WSOP_DIR, 'wsop-2023-43-5-00-22-43.phh'), 'utf8');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bring-in-cli-'));
});

describe('cli replay --json', () => {
  it('replays all 30 real hands: one JSON object per file per line, exit 0, finishing stacks as recorded', async () => {
    const run = await cli('replay', '--json', ...wsop);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    expect(lines).toHaveLength(30);
    lines.forEach((line, i) => {
      expect(Object.keys(line)).toEqual([
        'file',
        'variant',
        'bringIn',
        'streets',
        'showdownOrder',
        'finishingStacks',
        'deviations',
        'errors',
      ]);
      expect(line['file']).toBe(wsop[i]);
      const recorded = /^finishing_stacks = \[(.*)\]$/m.exec(readFileSync(wsop[i]!, 'utf8'))![1]!.split(',').map(Number);
      expect(line['finishingStacks']).toEqual(recorded);
      expect(line['deviations']).toEqual([]);
      expect(line['errors']).toEqual([]);
    });
  });

  it('reports the bring-in, each street (first to act, pot after) and the showdown order with 1-based players', async () => {
    const run = await cli('replay', '--json', join(WSOP_DIR, 'wsop-2023-43-5-02-09-20.phh'));
    expect(run.code).toBe(0);
    expect(jsonLines(run.stdout)[0]).toEqual({
      file: join(WSOP_DIR, 'wsop-2023-43-5-02-09-20.phh'),
      variant: 'F7S/8',
      bringIn: { player: 3, amount: 75000 },
      streets: [
        { street: 3, firstToAct: 3, potAfter: 1325000 },
        { street: 4, firstToAct: 1, potAfter: 1825000 },
        { street: 5, firstToAct: 5, potAfter: 2825000 },
        { street: 6, firstToAct: 1, potAfter: 3825000 },
        { street: 7, firstToAct: 1, potAfter: 4825000 },
      ],
      showdownOrder: [1, 5],
      finishingStacks: [4537500, 1800000, 14400000, 6075000, 2887500],
      deviations: [],
      errors: [],
    });
  });

  it('a hand that departs from the rules: exit 1, the deviation names the action index and the rules, and the replay goes on to the end', async () => {
    const file = write('tampered.phh', HAND.replace("'p4 cbr 200000'", "'p4 cbr 300000'"));
    const run = await cli('replay', '--json', file);
    expect(run.code).toBe(1);
    const [line] = jsonLines(run.stdout);
    expect((line!['deviations'] as unknown[])[0]).toEqual({
      action: 9,
      message: expect.stringMatching(/^actions\[9\] "p4 cbr 300000": .*\(rules: rr\.betting\.fixed-limit/),
      rules: ['rr.betting.fixed-limit', 'rr.stud.3'],
      kind: 'rules',
    });
    expect(line!['errors']).toEqual([]);
    // Played to the end with the file's chips: the finishing stacks are known (and differ from the file's record: money deviations).
    expect(line!['finishingStacks']).not.toBeNull();
    expect((line!['deviations'] as { kind: string }[]).slice(1).every((d) => d.kind === 'money')).toBe(true);
  });

  it("--profile changes the house rules (online: the earlier aggressor shows first, SEED-001): the real hand's show order is one deviation, the finishing stacks are the file's", async () => {
    const file = join(WSOP_DIR, 'wsop-2023-43-5-00-35-59.phh');
    expect((await cli('replay', '--json', file)).code).toBe(0);
    const run = await cli('replay', '--profile', 'online', '--json', file);
    expect(run.code).toBe(1);
    const [line] = jsonLines(run.stdout);
    expect(line!['deviations']).toEqual([
      {
        action: 33,
        message: expect.stringContaining("seats in the file's order: 1, 2"),
        rules: ['seed-001.showdown-order'],
        kind: 'rules',
      },
    ]);
    expect(line!['errors']).toEqual([]);
    expect(line!['finishingStacks']).toEqual([4750000, 9500000, 4175000, 6675000, 4600000]);
    expect((await cli('replay', '--profile=rr-cash', '--json', file)).code).toBe(0);
  });
});

describe('cli replay: files that cannot be read or parsed exit 2 with file, line and what is wrong', () => {
  it('malformed TOML', async () => {
    const file = write('broken.phh', HAND.replace('bring_in = 50000', 'bring_in = = 50000'));
    const run = await cli('replay', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: line 4, column 12: "=" is not a value`));
  });

  it('an unclosed text or list: the line where it opens, in plain words', async () => {
    const text = write('unclosed-text.phh', HAND.replace("variant = 'F7S'", "variant = 'F7S"));
    const textRun = await cli('replay', '--json', text);
    expect(textRun.code).toBe(2);
    expect(textRun.stderr).toBe(
      `${text}: line 1, column 11: a text in quotes is not closed: the quote ' that opens it has no closing ' on the same line\n`,
    );
    expect(jsonLines(textRun.stdout)[0]!['error']).toMatchObject({ line: 1, action: null });
    const list = write('unclosed-list.phh', HAND.replace(/^antes = (.*)\]$/m, 'antes = $1'));
    const listRun = await cli('replay', list);
    expect(listRun.code).toBe(2);
    expect(listRun.stderr).toBe(`${list}: line 3, column 9: the list "antes" opens here with [ but is not closed: the ] is missing\n`);
  });

  it('four antes for five players: the line of "antes", naming the starting stacks and their line', async () => {
    const file = write('four-antes.phh', HAND.replace(/^antes = .*$/m, 'antes = [50000, 50000, 50000, 50000]'));
    const run = await cli('replay', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${file}: line 3: "antes" has 4 entries but "starting_stacks" has 5 (line 7): one per player\n`);
  });

  it('a card dealt twice is a fouled deck (rr.irregularities.fouled-deck): exit 1', async () => {
    const file = write('duplicate-card.phh', HAND.replace("'d dh p2 Kd3h4c'", "'d dh p2 Kd3h4d'"));
    const run = await cli('replay', '--json', file);
    expect(run.code).toBe(1);
    expect(jsonLines(run.stdout)[0]!['errors']).toEqual([
      {
        action: 1,
        message:
          'actions[1] "d dh p2 Kd3h4d": the four of diamonds is in the file twice: seat 1 (p1) already has it, and two cards of the same rank and suit mean a fouled deck (rules: rr.irregularities.fouled-deck)',
      },
    ]);
  });

  it('tda.rp-10-f: a 4th-street big bet after an open pair under the tda profile names the open-pair house rule', async () => {
    const file = write('open-pair.phh', HAND.replace("'d dh p5 9s', 'p4 cc'", "'d dh p5 3d', 'p5 cbr 400000'"));
    const run = await cli('replay', '--json', file);
    expect(run.code).toBe(1);
    const [error] = jsonLines(run.stdout)[0]!['deviations'] as { action: number; message: string }[];
    expect(error!.action).toBe(13);
    expect(error!.message).toContain(
      'An open pair on fourth street does not allow the big bet under these house rules (no open-pair doubling)',
    );
    expect(error!.message).toContain('(rules: tda.rp-10-f, house.profile, rr.betting.fixed-limit)');
  });

  it('a bad action: its line and index', async () => {
    const file = write('bad-action.phh', HAND.replace("'p2 f'", "'p9 f'"));
    const run = await cli('replay', '--json', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: line 8, action 8 "p9 f" (actions[7]): player p9 does not exist`);
    expect(jsonLines(run.stdout)).toEqual([
      { file, error: { line: 8, action: 7, message: expect.stringContaining('player p9 does not exist') } },
    ]);
  });

  it('a missing required field', async () => {
    const file = write('no-antes.phh', HAND.replace(/^antes = .*\n/m, ''));
    const run = await cli('replay', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${file}: the required field "antes" is missing`);
  });

  it('a file that does not exist', async () => {
    const run = await cli('replay', join(dir, 'nope.phh'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('nope.phh: cannot read the file');
  });

  it('several files: every file is reported and the worst exit code wins', async () => {
    const bad = write('bad-rule.phh', HAND.replace("'p4 cbr 200000'", "'p4 cbr 300000'"));
    const broken = write('broken2.phh', 'variant = ');
    const run = await cli('replay', '--json', wsop[0]!, bad, broken);
    expect(run.code).toBe(2);
    expect(jsonLines(run.stdout).map((l) => l['file'])).toEqual([wsop[0], bad, broken]);
    expect((await cli('replay', '--json', wsop[0]!, bad)).code).toBe(1);
  });
});

describe('cli: bad usage exits 2 with a usage line', () => {
  it.each([
    [['replay', '--jsn', wsop[0]!], 'unknown option "--jsn"'],
    [['replay', '--profile', 'casino', wsop[0]!], 'unknown profile "casino" (known: rr-cash, rr-tournament, tda, online)'],
    [['replay', '--profile'], 'option "--profile" needs a value'],
    [['replay'], 'no FILE given'],
  ])('%j', async (args, message) => {
    const run = await cli(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`replay: ${message}`);
    expect(run.stderr).toContain('usage: npm run --silent cli -- replay [--profile ID] [--lang en|es|it] [--json] FILE...');
    expect(run.stdout).toBe('');
  });

  it('an unknown command or none lists the commands', async () => {
    const unknown = await cli('replai');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "replai"');
    expect(unknown.stderr).toContain('replay [--profile ID] [--lang en|es|it] [--json] FILE...');
    expect((await cli()).code).toBe(2);
    expect((await cli('--help')).code).toBe(0);
    const help = await cli('replay', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--profile ID  house rules: rr-cash, rr-tournament, tda, online (default tda)');
  });
});

describe('cli replay without --json: the readable account', () => {
  it('tells the hand street by street with each dealer decision and its rule, and the text of every rule cited', async () => {
    const run = await cli('replay', join(WSOP_DIR, 'wsop-2023-43-5-02-09-20.phh'));
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).toContain('Seven Card Stud Hi-Lo eight or better (F7S/8), profile tda');
    expect(out).toMatch(/dealer: Lowest door card: two of hearts\. {2}\[rr\.stud\.1, rr\.stud\.2\]/);
    // Seats, as the table shows them (seat N is the file's pN), never the PHH name outside quotes of the file.
    expect(out).toContain("(seats count from the dealer's left: seat N is the file's pN;");
    expect(out).toMatch(/\[\s*5\] Seat 3 brings in for 75,000\./);
    expect(out).toMatch(/dealer: Seat 1 acts first with the best board showing: ace-ten\.\s+\[rr\.stud\.12\]/);
    expect(out).toMatch(/dealer: Seat 1 made the last bet or raise, so shows first\.\s+\[tda\.17/);
    expect(out).toContain('Seat 1 wins the high half, 2,412,500, with two pair, aces and tens (pot 1).');
    expect(out).toMatch(/\n3rd street, first to act: seat 3\n/);
    expect(out).toContain('\nBring-in: seat 3 put in 75,000\n');
    expect(out).toMatch(/\nShowdown order: seat 1, seat \d/);
    expect(out.split('\n').filter((line) => /\bp\d/.test(line))).toEqual([]);
    expect(out).toContain('The finishing stacks match the file to the chip.');
    expect(out).toContain('Deviations and errors: none, the hand follows the rules');
    // Chips grouped as the reasons write them; a list of chips is split by semicolons, not commas.
    expect(out).toMatch(/\nFinishing stacks: \d{1,3}(?:,\d{3})*(?:; \d{1,3}(?:,\d{3})*)+\n/);
    expect(out).toMatch(/Rules cited:\n(?:.*\n)*\s+rr\.stud\.1 \(Robert's Rules of Poker, Seven-Card Stud, rule 1\): The lowest upcard/);
  });

  it('a hand that departs from the rules names each deviation where it happens and in the closing list, goes on to the end, and exits 1', async () => {
    const file = write('tampered-readable.phh', HAND.replace("'p5 pb'", "'p1 pb'"));
    const run = await cli('replay', file);
    expect(run.code).toBe(1);
    // The deviation quotes the file: its pN next to the seat, so the line can be found; the action's line follows it.
    expect(run.stdout).toMatch(
      /\[ {2}5\] DEVIATION: the file has seat 1 \(p1\) act first, but seat 5 \(p5\) must: Lowest door card: three of spades.*\[rr\.stud\.1.*\n\s+\[ {2}5\] Seat 1 brings in for 50,000\./,
    );
    expect(run.stdout).toMatch(
      /Deviations: \d+ \(the replay went on past each, with the cards and chips as the file has them\)\n\s+- actions\[5\] "p1 pb": the file has seat 1 \(p1\) act first, but seat 5 \(p5\) must: Lowest door card: three of spades/,
    );
    expect(run.stdout).toContain('Errors: none, the replay reaches the end of the file');
    expect(run.stdout).toMatch(/\nFinishing stacks: \d/);
  });

  it('a hand that cannot go on shows the error, stops there and exits 1', async () => {
    const file = write('fouled-readable.phh', HAND.replace("'d dh p2 Kd3h4c'", "'d dh p2 Kd3h4d'"));
    const run = await cli('replay', file);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/\[ {2}1\] ERROR: the four of diamonds is in the file twice/);
    expect(run.stdout).toContain('The replay stops at this error: the hand cannot go on as written');
    expect(run.stdout).toMatch(/Deviations: none\nErrors: 1\n/);
    expect(run.stdout).toContain('Finishing stacks: the history stops before the end of the hand');
  });
});

describe('cli replay --lang: floor staff read the account and the errors in Spanish or Italian', () => {
  it('the account in Spanish: streets, dealer decisions (rr.stud.1), result and rule texts in Spanish, the same rule ids', async () => {
    const [en, es] = await Promise.all([cli('replay', wsop[0]!), cli('replay', '--lang', 'es', wsop[0]!)]);
    expect(es.code).toBe(0);
    const out = es.stdout;
    expect(out).toContain('(los asientos se cuentan desde la izquierda del crupier: el asiento N es el pN del archivo;');
    expect(out).toMatch(/\nTercera calle, habla primero: asiento \d\n/);
    expect(out).toMatch(/crupier: Carta descubierta más baja: .+ {2}\[rr\.stud\.1, rr\.stud\.2\]/);
    expect(out).toMatch(/\nFichas finales: \d{1,3}(?:\.\d{3})*(?:; \d{1,3}(?:\.\d{3})*)+\n/);
    expect(out).toContain('Desviaciones y errores: ninguno, la mano sigue las reglas');
    expect(out).toMatch(/Reglas citadas:\n(?:.*\n)*\s+rr\.stud\.1 \(Robert's Rules of Poker, Seven-Card Stud, regla 1\): /);
    // Nothing of the English frame is left, and the rules cited are the same ones.
    for (const english of [
      'first to act',
      'dealer:',
      'Finishing stacks',
      'Errors',
      'Deviations',
      'Rules cited',
      'Pot after each street',
      '3rd street',
    ])
      expect(out).not.toContain(english);
    const ids = (text: string): string[] => [...text.matchAll(/\[([a-z0-9., -]+)\]$/gm)].map((m) => m[1]!);
    expect(ids(out)).toEqual(ids(en.stdout));
  });

  it('a hand that departs from the rules: the Italian deviation names the action and the rules (--json too); the English default is unchanged', async () => {
    const file = write('tampered-it.phh', HAND.replace("'p5 pb'", "'p1 pb'"));
    const run = await cli('replay', '--lang', 'it', file);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/\[ {2}5\] DEVIAZIONE: /);
    expect(run.stdout).toMatch(/Deviazioni: \d+ \(.+\)\n\s+- actions\[5\] "p1 pb": .+\(regole: rr\.stud\.1/);
    expect(run.stdout).toContain('Errori: nessuno');
    const es = await cli('replay', '--lang', 'es', file);
    expect(es.stdout).toMatch(/\[ {2}5\] DESVIACIÓN: el archivo hace hablar primero al asiento 1 \(p1\)/);
    const json = jsonLines((await cli('replay', '--json', '--lang', 'it', file)).stdout)[0]!;
    const english = jsonLines((await cli('replay', '--json', file)).stdout)[0]!;
    const [itError] = json['deviations'] as { action: number; message: string }[];
    const [enError] = english['deviations'] as { action: number; message: string }[];
    expect(itError!.action).toBe(enError!.action);
    expect(itError!.message).toMatch(/^actions\[5\] "p1 pb": .*\(regole: rr\.stud\.1/);
    expect(enError!.message).toMatch(/^actions\[5\] "p1 pb": the file has seat 1 \(p1\) act first.*\(rules: rr\.stud\.1/);
  });

  it('a file that cannot be parsed: the line and what is wrong in Spanish; an unknown language is bad usage (exit 2)', async () => {
    const file = write('broken-es.phh', HAND.replace(/^bring_in = .*$/m, 'bring_in = = 50000'));
    const run = await cli('replay', '--lang', 'es', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^.+broken-es\.phh: línea \d+, columna \d+: /);
    const bad = await cli('replay', '--lang', 'fr', wsop[0]!);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('replay: unknown language "fr" (known: en, es, it)');
  });
});
