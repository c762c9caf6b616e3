import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, message, templateParams } from '../../core';

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
    expect(run.stdout).toContain("rr.stud.5 (Robert's Rules of Poker, Seven-Card Stud, rule 5)");
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
    const run = await cli(
      'rule',
      write('illegal-action.json', {
        ...exposed,
        actions: ['d dh p1 Td3c4d', 'd dh p2 8s2hKc', 'd dh p3 QsJh7d', 'p2 pb'],
        incident: { kind: 'run-out' },
      }),
    );
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
    // The bad value is quoted as JSON by core's `quoted`, the same helper the engine's incident errors use.
    expect(run.stderr).toMatch(/incident\.player must be a player "p1".."p3", got "p7"/);
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

// Every input error follows --lang (the usage errors stay English, as for every command); English is the default.
describe.concurrent('cli rule on bad input, in Spanish and Italian', () => {
  const inBoth = async (file: string, es: RegExp, it_: RegExp, en: RegExp): Promise<void> => {
    const [english, spanish, italian] = await Promise.all([
      cli('rule', file),
      cli('rule', '--lang', 'es', file),
      cli('rule', '--lang', 'it', '--json', file),
    ]);
    for (const run of [english, spanish, italian]) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.startsWith(`${file}: `)).toBe(true);
    }
    expect(english.stderr).toMatch(en);
    expect(spanish.stderr).toMatch(es);
    expect(italian.stderr).toMatch(it_);
  };

  it("a file that is not JSON (the parser's own words after the colon)", async () => {
    const file = write('bad-l10n.json', '{"variant": "F7S",');
    await inBoth(file, /: no es JSON válido: \S/, /: non è JSON valido: \S/, /: not valid JSON: \S/);
  });

  it('a file that is not one JSON object', async () => {
    await inBoth(
      write('list-l10n.json', [exposed]),
      /el archivo debe contener un solo objeto JSON/,
      /il file deve contenere un solo oggetto JSON/,
      /the file must hold one JSON object \(the hand's PHH fields and an "incident"\)$/m,
    );
  });

  it('no incident', async () => {
    const { incident: _drop, ...hand } = exposed;
    const file = write('no-incident-l10n.json', hand);
    await inBoth(
      file,
      /falta el campo "incident" \(un objeto con un "kind", p\. ej\. \{"kind": "run-out"\}\)/,
      /manca il campo "incident" \(un oggetto con un "kind", ad es\. \{"kind": "run-out"\}\)/,
      /: field "incident" is missing \(an object with a "kind", e\.g\. \{"kind": "run-out"\}\)\n$/,
    );
  });

  it('an incident that is not an object, and one without a kind: what was got', async () => {
    await inBoth(
      write('incident-list-l10n.json', { ...exposed, incident: [1] }),
      /el campo "incident" debe ser un objeto con un "kind", no \[1\]/,
      /il campo "incident" deve essere un oggetto con un "kind", non \[1\]/,
      /field "incident" must be an object with a "kind", got \[1\]/,
    );
    await inBoth(
      write('kind-number-l10n.json', { ...exposed, incident: { kind: 3 } }),
      /incident\.kind debe ser un texto, no 3/,
      /incident\.kind deve essere un testo, non 3/,
      /incident\.kind must be a string, got 3/,
    );
  });

  it('an incident naming a player who is not at the table', async () => {
    const file = write('bad-player-l10n.json', { ...exposed, incident: { kind: 'exposed-hole-card', player: 'p7', hole: 0 } });
    await inBoth(
      file,
      /incident\.player debe ser un jugador "p1".."p3", no "p7"/,
      /incident\.player deve essere un giocatore "p1".."p3", non "p7"/,
      /: incident\.player must be a player "p1".."p3", got "p7"\n$/,
    );
  });

  it('an incident card that is not a card', async () => {
    const file = write('bad-card-l10n.json', { ...exposed, incident: { kind: 'duplicate-card', card: 'Qz' } });
    await inBoth(
      file,
      /incident\.card: no es una carta: "Qz" \(palo desconocido "z"\)/,
      /incident\.card: non è una carta: "Qz" \(seme sconosciuto "z"\)/,
      /: incident\.card: not a card: "Qz" \(unknown suit "z"\)\n$/,
    );
  });

  it('an incident that does not fit the moment of the hand (core/rulings words the reason, the street in words)', async () => {
    const file = write('late-l10n.json', { ...exposed, incident: { kind: 'run-out' } });
    await inBoth(
      file,
      /: incident\.kind: quedarse sin cartas se decide en la séptima calle antes de su quemada; esta mano va por la tercera calle, en las apuestas\n$/,
      /: incident\.kind: la mancanza di carte si decide in settima strada prima della sua bruciata; questa mano è alla terza strada, in fase di puntata\n$/,
      /: incident\.kind: running out of cards is ruled on 7th street before its burn; this hand is on 3rd street, betting\n$/,
    );
  });

  it('an incident field the engine refuses, with what the file gave', async () => {
    const file = write('bad-hole-l10n.json', { ...exposed, incident: { kind: 'exposed-hole-card', player: 'p2', hole: 2 } });
    await inBoth(
      file,
      /: incident\.hole: debe ser 0 \(primera carta tapada\), 1 \(segunda\) o "both", no 2\n$/,
      /: incident\.hole: deve essere 0 \(prima carta coperta\), 1 \(seconda\) o "both", non 2\n$/,
      /: incident\.hole: must be 0 \(first hole card\), 1 \(second\) or "both", got 2\n$/,
    );
  });

  // Each case runs the command three times: one case a test, so a busy machine gives each its own time.
  it('a missing PHH field is named', async () => {
    const { small_bet: _drop, ...rest } = exposed;
    const file = write('no-small-bet-l10n.json', rest);
    await inBoth(file, /: falta el campo "small_bet"\n$/, /: manca il campo "small_bet"\n$/, /: the field "small_bet" is missing\n$/);
  });

  it('a PHH field of the wrong type names the field, what it must be and what it holds', async () => {
    await inBoth(
      write('antes-object-l10n.json', { ...exposed, antes: { a: 1 } }),
      /antes debe ser una lista \[ \], no \{"a":1\}/,
      /antes deve essere una lista \[ \], non \{"a":1\}/,
      /antes must be a list \[ \], got \{"a":1\}/,
    );
  });

  it('an action that cannot be read names its index', async () => {
    const file = write('bad-action-l10n.json', { ...exposed, actions: ['d dh p1 Td3c4d', 'p9 zz'] });
    await inBoth(
      file,
      /actions\[1\] "p9 zz": el jugador p9 no existe/,
      /actions\[1\] "p9 zz": il giocatore p9 non esiste/,
      /actions\[1\] "p9 zz": player p9 does not exist/,
    );
  });

  it('a hand whose actions break a rule: the action, what is wrong, why and the rules (as cli replay words them)', async () => {
    const file = write('illegal-action-l10n.json', {
      ...exposed,
      actions: ['d dh p1 Td3c4d', 'd dh p2 8s2hKc', 'd dh p3 QsJh7d', 'p2 pb'],
      incident: { kind: 'run-out' },
    });
    await inBoth(
      file,
      /actions\[3\] "p2 pb": el archivo hace hablar primero al asiento 2 \(p2\), pero le toca al asiento 1 \(p1\): .*cuatro de diamantes.*\(reglas: rr\.stud\.1, rr\.stud\.2\)/,
      /actions\[3\] "p2 pb": il file fa parlare per primo il posto 2 \(p2\), ma tocca al posto 1 \(p1\): .*quattro di quadri.*\(regole: rr\.stud\.1, rr\.stud\.2\)/,
      /: actions\[3\] "p2 pb": the file has seat 2 \(p2\) act first, but seat 1 \(p1\) must: Lowest door card: four of diamonds\. \(rules: rr\.stud\.1, rr\.stud\.2\)\n$/,
    );
  });

  it("a hand the house rules do not deal: the reason in the reader's language", async () => {
    const file = write('short-online-l10n.json', { ...exposed, starting_stacks: [1, 200, 200], incident: { kind: 'bring-in-all-in' } });
    const es = await cli('rule', '--lang', 'es', '--profile', 'online', file);
    expect(es.code).toBe(2);
    expect(es.stderr).toMatch(/el motor no puede jugar esta mano: .*seed-003\.cash-cover/);
  });

  it('a file that cannot be read', async () => {
    const missing = join(dir, 'nope-l10n.json');
    const [es, it_] = await Promise.all([cli('rule', '--lang', 'es', missing), cli('rule', '--lang', 'it', missing)]);
    expect(es.stderr).toMatch(/no se puede leer el archivo/);
    expect(it_.stderr).toMatch(/impossibile leggere il file/);
  });

  it('every phh.rule.* message the command uses is in en, es and it with the same placeholders', () => {
    const source = readFileSync(fileURLToPath(new URL('./rule.ts', import.meta.url)), 'utf8');
    const keys = [...new Set([...source.matchAll(/'(phh\.rule\.[A-Za-z.]+)'/g)].map((m) => m[1]!))];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      for (const locale of LOCALES) {
        expect(message(key, locale), `${key} ${locale}`).not.toBe('');
        expect(templateParams(message(key, locale)).sort(), `${key} ${locale}`).toEqual(templateParams(message(key, 'en')).sort());
      }
    }
  });
});
