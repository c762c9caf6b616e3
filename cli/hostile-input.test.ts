/**
 * Hostile input to the command line: nesting thousands deep, bytes that are not text, control characters and
 * escape sequences, misspelt fields, broken JSON. Every case gets one clean line that says what and where, in the
 * reader's language, and `replay` goes on to the next file whatever one file does. Run in-process (runCli with a
 * recording io) so that many cases stay quick.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT, type CliIo } from './command';
import { COMMANDS } from './commands';
import { readTextFile } from './read-file';
import { runCli } from './run';

const WSOP = fileURLToPath(new URL('../../shared/data/phh-wsop-2023-43/', import.meta.url));
const HAND = readFileSync(join(WSOP, 'wsop-2023-43-5-00-22-43.phh'), 'utf8');
const EXAMPLE = JSON.parse(
  readFileSync(fileURLToPath(new URL('./examples/rule-exposed-hole-card.json', import.meta.url)), 'utf8'),
) as Record<string, unknown>;
const dir = mkdtempSync(join(tmpdir(), 'bring-in-hostile-'));
const write = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** These commands write no file: a write would be a failure of the test. */
function unwritten(path: string): never {
  throw new Error(`no file is written here (${path})`);
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: readTextFile,
    listFiles: () => null,
    writeFile: unwritten,
  };
  const code = await runCli(argv, COMMANDS, io);
  return { code, out: out.join('\n'), err: err.join('\n'), errLines: err };
}

/** No line written holds a character that prints nothing or moves the terminal. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/;

describe('replay: hostile PHH files', () => {
  it('lists or tables nested thousands deep, bytes that are not UTF-8, and good files: every file gets its one line, in order', async () => {
    const deepList = write('deep-list.phh', `${HAND.trimEnd()}\nx = ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`);
    const deepTable = write('deep-table.phh', `${HAND.trimEnd()}\nx = ${'{a = '.repeat(5000)}1${'}'.repeat(5000)}\n`);
    const binary = write(
      'binary.phh',
      Buffer.concat([Buffer.from("variant = 'F7S'\nantes = [1, 1]\nnote = '"), Buffer.from([0xff, 0xfe, 0x00, 0x41]), Buffer.from("'\n")]),
    );
    const good = join(WSOP, 'wsop-2023-43-5-00-22-43.phh');
    const run = await cli('replay', '--json', deepList, binary, good, deepTable);
    expect(run.code).toBe(EXIT.unusable);
    const lines = run.out.split('\n').map((l) => JSON.parse(l) as { file: string; error?: { line: number | null; message: string } });
    expect(lines.map((l) => l.file)).toEqual([deepList, binary, good, deepTable]);
    expect(lines[0]!.error).toMatchObject({
      line: 20,
      message: expect.stringMatching(/nested too deeply to read \(more than 1000 levels\)$/),
    });
    expect(lines[1]!.error).toEqual({
      line: null,
      action: null,
      message: 'cannot read the file: it is not UTF-8 text: line 3, column 9 has a byte (0xFF) that is no part of any character',
    });
    expect(lines[2]!.error).toBeUndefined();
    expect(lines[3]!.error!.message).toMatch(/nested too deeply/);
    expect(run.errLines).toHaveLength(3);
    for (const line of run.errLines) expect(line.split('\n')).toHaveLength(1);
  });

  it('the same errors in Spanish: the byte and the depth in Spanish words', async () => {
    const binary = write('binary-es.phh', Buffer.from([0x76, 0x61, 0xc3, 0x28]));
    const run = await cli('replay', '--lang', 'es', binary);
    expect(run.err).toBe(
      `${binary}: no se puede leer el archivo: no es texto UTF-8: la línea 1, columna 3 tiene un byte (0xC3) que no forma parte de ningún carácter`,
    );
    const missing = await cli('replay', '--lang', 'it', join(dir, 'nowhere.phh'));
    expect(missing.err).toBe(`${join(dir, 'nowhere.phh')}: impossibile leggere il file: non esiste`);
  });

  it('control characters and terminal escape sequences in a file are never echoed raw', async () => {
    const escape = write(
      'escape.phh',
      HAND.replace("'p2 f'", "'p2 f\u001b[2J\u001b]0;owned\u0007'").replace("variant = 'F7S'", "variant = 'F7S\u202e'"),
    );
    const run = await cli('replay', escape);
    expect(run.code).toBe(EXIT.unusable);
    expect(run.err).not.toMatch(HIDDEN);
    expect(run.err).toMatch(/U\+001B|\\u001B/);
    // A name on the command line with a line end and an escape is shown escaped, on one line.
    const named = await cli('replay', `${dir}/no\nsuch\u001b[31m.phh`);
    expect(named.errLines).toHaveLength(1);
    expect(named.err).not.toMatch(HIDDEN);
    expect(named.err).toContain('no\\u000Asuch\\u001B[31m.phh: cannot read the file: it does not exist');
  });

  it('an action whose text holds an invisible character: the error quotes it escaped, in the account and in JSON', async () => {
    const file = write('hidden-action.phh', HAND.replace("'p4 cbr 200000'", "'p4 cbr 300000\u200b'"));
    const readable = await cli('replay', file);
    expect(readable.out + readable.err).not.toMatch(HIDDEN);
    const json = await cli('replay', '--json', file);
    expect(json.out).not.toMatch(HIDDEN);
    expect(() => JSON.parse(json.out)).not.toThrow();
  });
});

describe('replay: a failure of its own on one file', () => {
  it("is said on that file's line, and the next files are still replayed", async () => {
    const good = join(WSOP, 'wsop-2023-43-5-00-22-43.phh');
    const out: string[] = [];
    const err: string[] = [];
    let calls = 0;
    // The first account cannot be written (a stand-in for any failure inside the command): the second still is.
    const io: CliIo = {
      out: (line) => {
        if (calls++ === 0) throw new TypeError('the account could not be written');
        out.push(line);
      },
      err: (line) => err.push(line),
      readFile: readTextFile,
      listFiles: () => null,
      writeFile: unwritten,
    };
    expect(await runCli(['replay', '--lang', 'es', good, good], COMMANDS, io)).toBe(EXIT.unusable);
    expect(err).toEqual([
      `${good}: el motor ha fallado con este archivo (un error de Bring-In, no del archivo; los demás archivos se leen igualmente): the account could not be written`,
    ]);
    // Two files: a line for each hand and the total; the first hand's line is the one that failed.
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(`${good}  Seven Card Stud  sin problemas`);
    expect(out[1]).toContain('1 con errores');
  });
});

describe('rule: hostile JSON files', () => {
  const rule = (name: string, text: string, ...options: string[]) => cli('rule', ...options, write(name, text));

  it('JSON that breaks says where (line and column) and what, in English, Spanish and Italian', async () => {
    const text = JSON.stringify(EXAMPLE, null, 2).replace('"bring_in": 2,', '"bring_in": 2');
    const line = text.split('\n').findIndex((l) => l.includes('"small_bet"')) + 1;
    const en = await rule('comma.json', text);
    expect(en.err).toMatch(
      new RegExp(
        `: line ${line}, column 3: not valid JSON: a comma or the closing \\} is missing before "\\\\"small_bet\\\\": 5,"$`.replace(
          /\\\\"/g,
          '"',
        ),
      ),
    );
    const es = await rule('comma-es.json', text, '--lang', 'es');
    expect(es.err).toMatch(new RegExp(`: línea ${line}, columna 3: no es JSON válido: falta una coma o el cierre \\} antes de "`));
    const it_ = await rule('comma-it.json', '{"variant": "F7S",\n  "antes": [1, 1, 1,\n', '--lang', 'it');
    expect(it_.err).toMatch(/: riga 3, colonna 1: non è JSON valido: il file finisce prima che il JSON sia completo$/);
    const single = await rule('quotes.json', "{'variant': 'F7S'}");
    expect(single.err).toMatch(
      /: line 1, column 2: not valid JSON: a field name in double quotes is expected here, not "'variant': 'F7S'}"$/,
    );
  });

  it('a misspelt field is named with the field it was likely meant to be; an unknown one lists the fields', async () => {
    const { variant, ...rest } = EXAMPLE;
    const misspelt = await rule('varient.json', JSON.stringify({ varient: variant, ...rest }));
    expect(misspelt.code).toBe(EXIT.unusable);
    expect(misspelt.err).toMatch(/: unknown field varient: did you mean variant\?$/);
    const incident = await rule(
      'playr.json',
      JSON.stringify({ ...EXAMPLE, incident: { kind: 'exposed-hole-card', playr: 'p2', hole: 1 } }),
      '--lang',
      'es',
    );
    expect(incident.err).toMatch(/: campo desconocido incident\.playr: ¿querías decir incident\.player\?$/);
    const unknown = await rule('weather.json', JSON.stringify({ ...EXAMPLE, weather: 'rain' }));
    expect(unknown.err).toMatch(
      /: unknown field weather \(the fields here are: variant, ante_trimming_status, antes, bring_in, small_bet, big_bet, starting_stacks, actions, incident\)$/,
    );
  });

  it('an unknown incident kind lists the valid kinds', async () => {
    const run = await rule('kind.json', JSON.stringify({ ...EXAMPLE, incident: { kind: 'spilled-drink' } }), '--lang', 'it');
    expect(run.err).toMatch(
      /: incident\.kind: tipo di incidente sconosciuto "spilled-drink"; i tipi sono: exposed-hole-card, card-off-table, .*, bet-below-bring-in$/,
    );
  });

  it('nesting thousands deep, in the JSON or in a field, gives one clean line, never a stack overflow', async () => {
    const deep = `{"variant": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const run = await rule('deep.json', deep);
    expect(run.code).toBe(EXIT.unusable);
    expect(run.errLines).toHaveLength(1);
    expect(run.err).toMatch(/: variant must be a text in quotes, got a list$/);
    const card = await rule(
      'deep-card.json',
      JSON.stringify({ ...EXAMPLE, incident: { kind: 'duplicate-card', card: 'DEEP' } }).replace(
        '"DEEP"',
        `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      ),
    );
    expect(card.err).toMatch(/: incident\.card must be a text in quotes, got a list$/);
    const broken = await rule('deep-broken.json', `{"variant": ${'['.repeat(100_000)}`);
    expect(broken.err).toMatch(/: line 1, column 1012: not valid JSON: the lists or objects are nested more than 1000 levels deep$/);
  });

  it('control characters in the file are escaped in the error line', async () => {
    const run = await rule('control.json', JSON.stringify({ ...EXAMPLE, incident: { kind: 'duplicate-card', card: 'Q\u001b[31m' } }));
    expect(run.code).toBe(EXIT.unusable);
    expect(run.err).not.toMatch(HIDDEN);
    expect(run.err).toContain('\\u001B[31m');
  });
});
