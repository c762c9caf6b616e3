import { describe, expect, it } from 'vitest';
import { ScenarioCodeError } from '../drills/code';
import { formatReason } from '../i18n/format';
import { dealCode, dealStepCode, parseDealCode } from './code';
import type { DealSetup } from './types';

const SETUP: DealSetup = {
  variant: 'razz',
  players: 7,
  rules: 'tda',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'some',
};

describe("a dealt hand's code", () => {
  it('names the table, the house rules, the structure, how often things go wrong and the seed, and reads back the same', () => {
    const code = dealCode(SETUP, 4242);
    expect(code).toBe('DH-razz-7-tda-1.2.5.10-some-4242');
    expect(parseDealCode(code)).toEqual({ setup: SETUP, seed: 4242, step: null });
    // A step's code names its hand and the step; the game stays the code's second part (progress reads it there).
    expect(dealStepCode(code, 17)).toBe('DH-razz-7-tda-1.2.5.10-some-4242@17');
    expect(parseDealCode(dealStepCode(code, 17))).toEqual({ setup: SETUP, seed: 4242, step: 17 });
    expect(dealStepCode(code, 17).split('-')[1]).toBe('razz');
  });

  it("carries a card room's own house rules field by field, as drill codes do", () => {
    const custom = parseDealCode('DH-stud-4-h1000011100000-0.1.2.4-many-9').setup;
    expect(typeof custom.rules).toBe('object');
    expect(dealCode(custom, 9)).toBe('DH-stud-4-h1000011100000-0.1.2.4-many-9');
  });

  it.each([
    ['FA-stud-6-tda-1.2.5.10-1', 'expected 7 parts'],
    ['XX-stud-6-tda-1.2.5.10-some-1', 'starts with "DH"'],
    ['DH-stud-6-tda-1.2.5.10-often-1', 'incidents "often"'],
    ['DH-stud-9-tda-1.2.5.10-none-1', 'players "9"'],
    ['DH-stud-6-tda-1.2.5.10-none-x', 'seed "x"'],
    ['DH-stud-6-tda-1.2.5.10-none-1@x', 'step "x"'],
    ['DH-stud-6-tda-1.2.5.10-none-1@2@3', 'at most one "@"'],
  ])('%s is refused, saying what is wrong (%s)', (code, words) => {
    expect(() => parseDealCode(code)).toThrow(ScenarioCodeError);
    expect(() => parseDealCode(code)).toThrow(words);
  });
  it.each([
    [
      'DH-stud-6-tda-1.2.5.10-often-1',
      'las incidencias "often" deben ser una de none, some, many',
      'gli incidenti "often" devono essere uno tra none, some, many',
    ],
    ['DH-stud-9-tda-1.2.5.10-none-1', 'los jugadores "9" deben ser una cifra de 2 a 8', 'i giocatori "9" devono essere una cifra da 2 a 8'],
    ['DH-stud-6-tda-1.2.5.10-none-1@x', 'el paso "x" debe ser un número entero', 'il passo "x" deve essere un numero intero'],
  ])(
    "%s: what is wrong is said in Spanish and Italian too, as a hand code (a drill code's part in the same words)",
    (code, spanish, italian) => {
      const error = (() => {
        try {
          parseDealCode(code);
        } catch (e) {
          return e as ScenarioCodeError;
        }
        throw new Error(`${code} was read`);
      })();
      expect(formatReason(error.what, 'es')).toBe(spanish);
      expect(formatReason(error.what, 'it')).toBe(italian);
      expect(error.describe('es')).toBe(`código de mano erróneo "${code}": ${spanish}`);
      expect(error.message).toMatch(/^bad hand code "/);
    },
  );
});
