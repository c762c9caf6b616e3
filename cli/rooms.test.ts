import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePhh, replayPhh, PROFILES } from '../core';
import { handHistoryPath, readHandHistoryFile } from '../test/hand-histories/read';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs the command line as floor staff would (node + tsx on cli/main.ts). */
function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'cli/main.ts', ...args],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
      },
    );
  });
}
const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');
const RAZZ = handHistoryPath('pokerstars/razz-cash-9-hands.txt');

let dir = '';
const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bring-in-rooms-'));
});

describe("cli convert: online rooms' hand histories to PHH", () => {
  it('to standard output: every hand a PHH document under a comment naming the file, the room, the hand and its line', async () => {
    const run = await cli('convert', RAZZ);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const documents = run.stdout.split(/^(?=# )/m);
    expect(documents).toHaveLength(9);
    expect(documents[0]!.split('\n')[0]).toBe(`# ${RAZZ}: PokerStars hand #35874566077 (hand 1 of the file, line 1)`);
    for (const document of documents) expect(parsePhh(document).variant).toBe('FR');
  });

  it('--out DIR: one PHH file per hand, named after the room and the hand number; each replays', async () => {
    const out = join(dir, 'converted');
    const run = await cli('convert', '--out', out, '--from', 'bovada', handHistoryPath('bovada/stud-cash-bodog.txt'));
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      'bovada-2604291510.phh',
      'bovada-2604291577.phh',
      'bovada-2604291699.phh',
      'bovada-2604291787.phh',
    ]);
    expect(lines(run.stdout)[0]).toBe(
      `${handHistoryPath('bovada/stud-cash-bodog.txt')}: Bovada / Ignition hand #2604291510 (hand 1 of the file, line 1): written to ${join(out, 'bovada-2604291510.phh')}`,
    );
    const first = readFileSync(join(out, 'bovada-2604291510.phh'), 'utf8');
    // What the room leaves out is said in the file, in the language asked for.
    expect(first).toContain('# The room does not write the small bet: taken as half the big bet, 5.');
    expect(replayPhh(parsePhh(first), { rules: PROFILES.online }).errors).toEqual([]);
  });

  it('a hand that cannot be read: one line on standard error with the file and the line, the other hands converted, exit 2', async () => {
    // The razz file with hand 5 cut short after its 4th street, the file going on.
    const text = readHandHistoryFile('pokerstars/razz-cash-9-hands.txt').split('\n');
    const file = write('cut.txt', [...text.slice(0, 275), ...text.slice(309)].join('\n'));
    const run = await cli('convert', '--lang', 'es', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${file}: línea 275: la mano termina aquí sin su resumen: el archivo de PokerStars está cortado\n`);
    expect(run.stdout.split(/^(?=# )/m)).toHaveLength(8);
  });

  it.each([
    [
      'a misprinted card',
      handHistoryPath('pokerstars/stud-tournament-bad-card.txt'),
      'line 46: "of" is not a card (a rank 2-9, T, J, Q, K or A and a suit c, d, h or s)',
    ],
    [
      'a hand of another game',
      handHistoryPath('fulltilt/five-card-stud-tournament.txt'),
      'line 1: a hand of Limit 5 Card Stud: Bring-In reads Seven Card Stud, Razz and Stud Hi-Lo only',
    ],
    [
      'an unknown format',
      handHistoryPath('README.md'),
      'line 1: not a hand history Bring-In reads: neither PHH nor the text of a PokerStars, Full Tilt Poker, Bovada / Ignition or Winamax hand',
    ],
    [
      'a PHH file',
      fileURLToPath(new URL('../test/e2e/fixtures/wsop-2023-43-5-02-09-20.phh', import.meta.url)),
      'already a PHH hand history: nothing to convert',
    ],
  ])('%s: exit 2 and one line naming the file', async (_what, file, message) => {
    const run = await cli('convert', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${file}: ${message}\n`);
    expect(run.stdout).toBe('');
  });

  it('--from names the room; a file of another room has no hand of it', async () => {
    const run = await cli('convert', '--from', 'fulltilt', RAZZ);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${RAZZ}: line 1: no Full Tilt Poker hand in this text (a hand starts with the line that names the room and the hand number)\n`,
    );
  });

  it.each([
    [['convert', '--from', 'partypoker', RAZZ], 'unknown room "partypoker" (known: pokerstars, fulltilt, bovada, winamax, auto)'],
    [['convert', '--form', 'bovada', RAZZ], 'unknown option "--form"'],
    [['convert', '--out'], 'option "--out" needs a value'],
    [['convert', '--lang', 'fr', RAZZ], 'unknown language "fr" (known: en, es, it)'],
    [['convert'], 'no FILE given'],
  ])('bad usage %j: exit 2 with the usage line', async (args, message) => {
    const run = await cli(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`convert: ${message}`);
    expect(run.stderr).toContain(
      'usage: npm run --silent cli -- convert [--from pokerstars|fulltilt|bovada|winamax|auto] [--out DIR] [--lang en|es|it] FILE...',
    );
  });
});

describe("cli replay reads the rooms' files directly", () => {
  it("one hand: the account under the online profile, the room's hand named, and its money against the room's summary", async () => {
    const file = handHistoryPath('pokerstars/studhl-tournament-split-pot.txt');
    const run = await cli('replay', file);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Seven Card Stud Hi-Lo eight or better (F7S/8), profile online');
    expect(run.stdout).toContain('PokerStars hand #29356803849 (hand 1 of the file, line 1)');
    expect(run.stdout).toContain(
      "Money against the room's summary:\n  The pot, the uncalled bets and what each player collects match the room's summary (no rake taken).",
    );
    // Under TDA rules when asked.
    expect((await cli('replay', '--profile', 'tda', file)).stdout).toContain('profile tda');
  });

  it('--json: one line per hand with the room, the hand, its line and number, the money deviations and the notes', async () => {
    const run = await cli('replay', '--json', handHistoryPath('pokerstars/stud-cash-11-hands.txt'));
    expect(run.code).toBe(1);
    const hands = lines(run.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(hands).toHaveLength(11);
    expect(hands[2]).toMatchObject({
      room: 'pokerstars',
      hand: 3,
      line: 149,
      id: '35874081088',
      variant: 'F7S',
      errors: [],
      deviations: [],
      notes: ['Nobody posts the bring-in in this hand: 2, as in another hand of the same table.'],
    });
    // Hand 2 departs from the rules where the room shows the hands in its own order, and replays to the end.
    expect(hands[1]!['errors']).toEqual([]);
    expect(hands[1]!['deviations']).toEqual([
      { action: 46, message: expect.stringContaining('must show first'), rules: ['seed-001.showdown-order'], kind: 'rules' },
    ]);
    expect(hands[1]!['finishingStacks']).toEqual([156, 226, 108, 210, 157, 203]);
  });

  it("a hand with a deviation: the bulk line names it and the room's line of the action", async () => {
    const run = await cli('replay', handHistoryPath('pokerstars/studhl-cash-7-hands.txt'));
    expect(run.code).toBe(1);
    const deviating = lines(run.stdout).filter((l) => l.includes('one deviation: '));
    expect(deviating).toHaveLength(2);
    expect(deviating[0]).toMatch(
      /PokerStars #35874676388 .* one deviation: There is no bet to call: the player can check instead of folding\. \(line 369 of the room's text\)$/,
    );
    expect(lines(run.stdout).at(-1)).toBe(
      'Total: 7 hands, 5 clean, 2 with deviations (2 deviations), 0 with errors (0 stopped, 0 unreadable)',
    );
  });

  it("a hand whose money differs from the room's summary: a deviation, exit 1", async () => {
    const file = write(
      'money.txt',
      readHandHistoryFile('pokerstars/razz-cash-9-hands.txt').replace(
        'SilkZone collected $0.39 from pot',
        'SilkZone collected $0.29 from pot',
      ),
    );
    const run = await cli('replay', '--json', file);
    expect(run.code).toBe(1);
    const [first] = lines(run.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first!['errors']).toEqual([]);
    expect(first!['deviations']).toEqual([
      {
        action: null,
        message: "Seat 5 collects 29 in the room's summary; the engine gives 41. (rules: phh.winnings)",
        rules: ['phh.winnings'],
        kind: 'money',
      },
    ]);
  });

  it('a folder of thousands of hands: one line per hand and a closing total of hands, deviations and errors', async () => {
    const folder = join(dir, 'bulk');
    mkdirSync(folder);
    // 50 copies of Bovada's 40-hand tournament file and of the PokerStars razz file: 2,450 hands.
    for (let i = 0; i < 50; i++) {
      copyFileSync(handHistoryPath('bovada/stud-tournament-40-hands.txt'), join(folder, `bovada-${i}.txt`));
      copyFileSync(RAZZ, join(folder, `razz-${i}.txt`));
    }
    writeFileSync(join(folder, 'notes.md'), 'not a hand history: left out');
    const run = await cli('replay', folder);
    expect(run.code).toBe(1);
    const out = lines(run.stdout);
    expect(out).toHaveLength(2451);
    // Bovada's hands 7, 22, 32, 33 and 35 and the razz file's hand 6 show down in the room's own order: one deviation each.
    expect(out.filter((l) => l.endsWith('  clean'))).toHaveLength(50 * (40 - 5) + 50 * 8);
    expect(out[0]).toBe(`${join(folder, 'bovada-0.txt')}:1  Bovada / Ignition #2633115879  Seven Card Stud  clean`);
    expect(out[out.length - 1]).toBe(
      'Total: 2,450 hands, 2,150 clean, 300 with deviations (300 deviations), 0 with errors (0 stopped, 0 unreadable)',
    );
  });

  it('the closing total in Italian, with a hand that cannot be read', async () => {
    const run = await cli(
      'replay',
      '--lang',
      'it',
      handHistoryPath('pokerstars/stud-tournament-bad-card.txt'),
      handHistoryPath('winamax/razz-cash.txt'),
    );
    expect(run.code).toBe(2);
    expect(lines(run.stdout)).toEqual([
      `${handHistoryPath('pokerstars/stud-tournament-bad-card.txt')}:1  PokerStars #91733835979  illeggibile: riga 46: "of" non è una carta (un valore 2-9, T, J, Q, K o A e un seme c, d, h o s)`,
      `${handHistoryPath('winamax/razz-cash.txt')}:1  Winamax #9250793-444-1478990340  Razz  senza problemi`,
      'Totale: 2 mani, 1 senza problemi, 0 con deviazioni (0 deviazioni), 1 con errori (0 fermate, 1 illeggibile)',
    ]);
  });
});
