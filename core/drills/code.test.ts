import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILES, customProfile } from '../profiles/profiles';
import { isCodeProfileId, parseScenarioCode, scenarioCode, ScenarioCodeError } from './code';
import { generateScenario, scenarioFromCode } from './generate';
import { DRILL_KINDS, type DrillSetup } from './types';

const SETUP: DrillSetup = { variant: 'stud', players: 6, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } };

describe('scenario codes', () => {
  it('are short and readable: kind, variant, players, profile, structure, seed', () => {
    expect(scenarioCode('first-to-act', SETUP, 12345)).toBe('FA-stud-6-tda-1.2.5.10-12345');
    expect(parseScenarioCode('FA-stud-6-tda-1.2.5.10-12345')).toEqual({ kind: 'first-to-act', setup: SETUP, seed: 12345 });
    expect(generateScenario('pot', SETUP, 7).code).toBe('PT-stud-6-tda-1.2.5.10-7');
    expect(scenarioFromCode('PT-stud-6-tda-1.2.5.10-7')).toEqual(generateScenario('pot', SETUP, 7));
    expect(scenarioCode(generateScenario('misprocedure', SETUP, 8))).toBe('MP-stud-6-tda-1.2.5.10-8');
    expect(() => scenarioFromCode('PT-stud-6')).toThrow(ScenarioCodeError);
  });

  it('a custom profile is written field by field and comes back with the same rules', () => {
    const custom = customProfile(
      PROFILES['rr-cash'],
      { boardTie: 'suit', cap: { raises: 4, headsUp: 'capped' }, runOut: 'online', oddChip: 'tda', shortStack: 'sits-out' },
      'My room',
    );
    const code = scenarioCode('showdown', { ...SETUP, rules: custom }, 9);
    expect(code).toMatch(/^SD-stud-6-h\d{12}1-1\.2\.5\.10-9$/);
    const back = parseScenarioCode(code).setup.rules;
    expect(typeof back).toBe('object');
    const { id: _a, name: _b, ...fields } = custom;
    const { id: _c, name: _d, ...backFields } = back as typeof custom;
    expect(backFields).toEqual(fields);
    // The rebuilt scenario is the same hand under the same rules.
    const a = generateScenario('showdown', { ...SETUP, rules: custom }, 9);
    const b = generateScenario('showdown', parseScenarioCode(code).setup, 9);
    expect(b.state.log).toEqual(a.state.log);
  });

  it('a custom-profile code written before the short-stack field (12 digits) still opens, with a short stack playing all-in (RR stud 8)', () => {
    const custom = customProfile(PROFILES['rr-cash'], { boardTie: 'suit', oddChip: 'tda' }, 'Old room');
    const code = scenarioCode('pot', { ...SETUP, rules: custom }, 4);
    const old = code.replace(/-h(\d{12})\d-/, '-h$1-');
    expect(old).not.toBe(code);
    const back = parseScenarioCode(old).setup.rules as typeof custom;
    expect([back.boardTie, back.oddChip, back.shortStack]).toEqual(['suit', 'tda', 'plays-all-in']);
    expect(() => parseScenarioCode(code.replace(/-h(\d{11})\d\d-/, '-h$1-'))).toThrow(/custom profile "h" \+ 13 digits/);
  });

  it('round-trips every kind, variant, profile, player count, structure and seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DRILL_KINDS),
        fc.constantFrom('stud', 'razz', 'stud8' as const),
        fc.integer({ min: 2, max: 8 }),
        fc.constantFrom('rr-cash', 'rr-tournament', 'tda', 'online' as const),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (kind, variant, players, rules, ante, bringIn, seed) => {
          const setup: DrillSetup = { variant, players, rules, structure: { ante, bringIn, smallBet: bringIn * 2, bigBet: bringIn * 4 } };
          expect(parseScenarioCode(scenarioCode(kind, setup, seed))).toEqual({ kind, setup, seed });
        },
      ),
    );
  });

  it.each([
    ['', 'expected 6 parts'],
    ['FA-stud-6-tda-1.2.5.10', 'expected 6 parts'],
    ['XX-stud-6-tda-1.2.5.10-1', 'unknown drill "XX"'],
    ['FA-holdem-6-tda-1.2.5.10-1', 'the game "holdem" must be stud, razz or stud8'],
    ['FA-stud-9-tda-1.2.5.10-1', 'players "9" must be a digit 2..8'],
    ['FA-stud-6-wsop-1.2.5.10-1', 'the house rules "wsop" are not one of rrc, rrt, tda, onl'],
    ['FA-stud-6-h123-1.2.5.10-1', 'custom profile'],
    ['FA-stud-6-h900000000000-1.2.5.10-1', 'digit 1 ("9") is out of range'],
    ['FA-stud-6-tda-1.2.5-1', 'must be four whole numbers'],
    ['FA-stud-6-tda-1.20.5.10-1', 'the bring-in (20) cannot exceed the small bet (5)'],
    ['FA-stud-6-tda-1.2.50.10-1', 'the small bet (50) cannot exceed the big bet (10)'],
    ['FA-stud-6-tda-1.0.5.10-1', 'the structure "1.0.5.10" must be four whole numbers'],
    ['FA-stud-6-tda-1.2.5.10-x1', 'seed "x1" must be a whole number'],
    ['FA-stud-6-tda-1.2.5.10-4294967296', 'seed "4294967296"'],
  ])('a bad code %j says what is wrong: %s', (code, message) => {
    expect(() => parseScenarioCode(code)).toThrow(ScenarioCodeError);
    expect(() => parseScenarioCode(code)).toThrow(`bad scenario code "${code}": `);
    expect(() => parseScenarioCode(code)).toThrow(message);
  });

  it("says it in Spanish and Italian too: the whole line in the reader's words (no English left)", () => {
    const error = (code: string) => {
      try {
        parseScenarioCode(code);
      } catch (e) {
        return e as ScenarioCodeError;
      }
      throw new Error('no error');
    };
    expect(error('XX-stud-6-tda-1.2.5.10-1').describe('es')).toBe(
      'código de escenario erróneo "XX-stud-6-tda-1.2.5.10-1": ejercicio desconocido "XX" (se esperaba uno de BI, FA, LA, DO, PT, SD, MP)',
    );
    expect(error('FA-stud-6-tda-1.20.5.10-1').describe('it')).toBe(
      'codice di scenario errato "FA-stud-6-tda-1.20.5.10-1": il bring-in (20) non può superare la puntata piccola (5)',
    );
    expect(error('FA-stud-6').describe('es')).toBe(
      'código de escenario erróneo "FA-stud-6": se esperaban 6 partes separadas por "-" (ejercicio-juego-jugadores-reglas de la casa-estructura-semilla), hay 3',
    );
    for (const code of [
      '',
      'XX-stud-6-tda-1.2.5.10-1',
      'FA-holdem-6-tda-1.2.5.10-1',
      'FA-stud-9-tda-1.2.5.10-1',
      'FA-stud-6-wsop-1.2.5.10-1',
      'FA-stud-6-h900000000000-1.2.5.10-1',
      'FA-stud-6-tda-1.2.5-1',
      'FA-stud-6-tda-1.2.5.10-x1',
    ]) {
      for (const locale of ['es', 'it'] as const)
        expect(error(code).describe(locale), `${code} ${locale}`).not.toMatch(/\b(bad|expected|must|unknown|digit|seed|players)\b/);
    }
  });
});

describe('generateScenario input checks', () => {
  it('rejects a bad kind, setup or seed with a clear message', () => {
    expect(() => generateScenario('nope' as never, SETUP, 1)).toThrow('unknown drill kind "nope"');
    expect(() => generateScenario('pot', { ...SETUP, players: 1 }, 1)).toThrow('setup.players must be a whole number from 2 to 8');
    expect(() => generateScenario('pot', { ...SETUP, rules: 'house' as never }, 1)).toThrow('setup.rules must be a profile id');
    expect(() => generateScenario('pot', { ...SETUP, structure: { ...SETUP.structure, bigBet: 3 } }, 1)).toThrow(
      'cannot exceed the big bet',
    );
    expect(() => generateScenario('pot', SETUP, -1)).toThrow('seed must be a whole number');
  });
});

describe('isCodeProfileId', () => {
  it("tells the custom rules a code carries from the user's saved profiles", () => {
    const rules = parseScenarioCode(
      scenarioCode(
        'pot',
        { variant: 'stud', players: 6, rules: { ...PROFILES.tda, id: 'custom:room-k3x9' }, structure: SETUP.structure },
        1,
      ),
    ).setup.rules;
    expect(typeof rules === 'object' && isCodeProfileId(rules.id)).toBe(true);
    expect(isCodeProfileId('custom:room-k3x9')).toBe(false);
    expect(isCodeProfileId('custom:h123')).toBe(false);
    expect(isCodeProfileId('tda')).toBe(false);
  });
});
