import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Reason } from '../../decision';
import { pots } from '../../hand';
import { callAround, deal3, table } from '../../hand/test-kit';
import { formatReason } from '../../i18n/format';
import { LOCALES } from '../../i18n/locale';
import { PROFILE_IDS } from '../../profiles/profiles';
import { VARIANT_IDS } from '../../variants';
import { generateScenario, scenarioFromCode } from '../generate';
import { answerOf, grade } from '../grade';
import type { DrillSetup, Scenario } from '../types';
import { breakdownLines, potBreakdown, type ChipsFrom, type PotBreakdown } from './pot';

const arbSetup: fc.Arbitrary<DrillSetup> = fc.record({
  variant: fc.constantFrom(...VARIANT_IDS),
  players: fc.integer({ min: 2, max: 8 }),
  rules: fc.constantFrom(...PROFILE_IDS),
  structure: fc.constantFrom(
    { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 },
    { ante: 5, bringIn: 10, smallBet: 40, bigBet: 80 },
    { ante: 25, bringIn: 100, smallBet: 400, bigBet: 800 },
  ),
});

const graded = (s: Scenario): number[] => answerOf(s).map((r) => (r as { amount: number }).amount);
const sum = (from: readonly ChipsFrom[]): number => from.reduce((t, f) => t + f.amount, 0);

/** antes + every street's chips - every chip given back: what the breakdown says is in the middle. */
function added(b: PotBreakdown): number {
  let t = sum(b.antes);
  for (const s of b.streets) t += sum(s.put) - sum(s.returned);
  return t - (b.unmatched?.amount ?? 0);
}

/** A chip amount in English text ("1,250"; a seat list's "1, 3" is two numbers). */
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})*`;
const num = (text: string): number => Number(text.replace(/,/g, ''));

/**
 * What one English breakdown line says, read back from its text: the clauses before its result added up, and the
 * result (`= n`, or `(−n)` for chips given back, negative).
 */
function readLine(text: string): { clauses: number; result: number } {
  const back = new RegExp(String.raw`gets back (?:one chip|(${AMOUNT}) chips) \(−(${AMOUNT})\)\.$`).exec(text);
  if (back) {
    const amount = back[1] === undefined ? 1 : num(back[1]);
    return { clauses: -amount, result: -num(back[2]!) };
  }
  const m = new RegExp(String.raw`^(.*) = (${AMOUNT})\.$`).exec(text);
  if (!m) throw new Error(`not a breakdown line: ${text}`);
  const body = m[1]!.replace(/^(Antes|Main pot|Side pot \d+|\dth street|3rd street): /, '');
  let clauses = 0;
  const antes = new RegExp(String.raw`^(?:One ante|(\d+) antes) of (${AMOUNT})$`).exec(body);
  const same = new RegExp(String.raw`^(\d+) players put in (${AMOUNT}) each$`).exec(body);
  if (antes) clauses = (antes[1] === undefined ? 1 : Number(antes[1])) * num(antes[2]!);
  else if (same) clauses = Number(same[1]) * num(same[2]!);
  else {
    for (const clause of body.split(' + ')) {
      const each = new RegExp(String.raw`^(${AMOUNT}) each from seats ([\d, ]+)$`).exec(clause);
      const one = new RegExp(String.raw`^(${AMOUNT}) (?:from seat \d|in antes)$`).exec(clause);
      if (each) clauses += num(each[1]!) * each[2]!.split(', ').length;
      else if (one) clauses += num(one[1]!);
      else throw new Error(`not a breakdown clause: "${clause}" in ${text}`);
    }
  }
  return { clauses, result: num(m[2]!) };
}

describe('pot drill explanation: the breakdown behind the total (SEED-001 ante, seed-001.uncalled, seed-001.side-pots)', () => {
  it('SEED-001 ante: PT-stud-6-rrc-1.2.5.10-3161486785 shows the antes and each 3rd-street amount, per seat when they differ', () => {
    const s = scenarioFromCode('PT-stud-6-rrc-1.2.5.10-3161486785');
    const g = grade(s, answerOf(s));
    expect(formatReason(g.reason, 'en')).toBe(
      'The pot holds 111. 6 antes of 1 = 6. 3rd street: 20 each from seats 1, 3, 4, 5, 6 + 5 from seat 2 = 105.',
    );
    expect(g.rules).toEqual(['seed-001.ante']);
  });

  it('seed-001.uncalled and seed-001.side-pots: PT-razz-3-rrc-1.2.5.10-219362094 gives the uncalled bet back to its seat and builds each pot', () => {
    const s = scenarioFromCode('PT-razz-3-rrc-1.2.5.10-219362094');
    const g = grade(s, answerOf(s));
    expect(graded(s)).toEqual([36, 28]);
    expect(formatReason(g.reason, 'en')).toBe(
      '2 pots in the middle, 64 chips in all. 3 antes of 1 = 3. 3rd street: 20 each from seats 1, 3 + 11 from seat 2 = 51. ' +
        '4th street: 10 from seat 3 + 5 from seat 1 = 15. Uncalled bet: seat 3 gets back 5 chips (−5). ' +
        'Main pot: 3 in antes + 11 each from seats 1, 2, 3 = 36. Side pot 1: 14 each from seats 1, 3 = 28.',
    );
    expect(formatReason(g.reason, 'es')).toBe(
      '2 botes en el centro, 64 fichas en total. 3 antes de 1 = 3. Tercera calle: 20 de cada uno de los asientos 1, 3 + 11 del asiento 2 = 51. ' +
        'Cuarta calle: 10 del asiento 3 + 5 del asiento 1 = 15. Apuesta no igualada: el asiento 3 recupera 5 fichas (−5). ' +
        'Bote principal: 3 de antes + 11 de cada uno de los asientos 1, 2, 3 = 36. Bote secundario 1: 14 de cada uno de los asientos 1, 3 = 28.',
    );
    expect(formatReason(g.reason, 'it')).toBe(
      '2 piatti al centro, 64 fiches in tutto. 3 ante da 1 = 3. Terza strada: 20 ciascuno dai posti 1, 3 + 11 dal posto 2 = 51. ' +
        'Quarta strada: 10 dal posto 3 + 5 dal posto 1 = 15. Puntata non chiamata: il posto 3 riprende 5 fiches (−5). ' +
        'Piatto principale: 3 di ante + 11 ciascuno dai posti 1, 2, 3 = 36. Piatto laterale 1: 14 ciascuno dai posti 1, 3 = 28.',
    );
    expect(g.rules).toEqual(expect.arrayContaining(['seed-001.ante', 'seed-001.uncalled', 'seed-001.side-pots']));
  });

  it('SEED-001 ante, uncalled bet, side pots: over generated pot scenarios the parts add up to the pots the drill grades, in the data and in the English text', () => {
    fc.assert(
      fc.property(arbSetup, fc.integer({ min: 0, max: 0xffffffff }), (setup, seed) => {
        const s = generateScenario('pot', setup, seed);
        const amounts = graded(s);
        const total = amounts.reduce((a, b) => a + b, 0);
        const b = potBreakdown(s.state);
        // The data: antes + streets - given back = every pot; each pot = its dead antes + every player's slice.
        expect(added(b)).toBe(total);
        expect(b.pots.map((p) => p.amount)).toEqual(amounts);
        for (const p of b.pots) expect(p.dead + sum(p.from)).toBe(p.amount);
        // A slice of a side pot comes only from players who put in at least the pot below's level.
        for (let k = 1; k < b.pots.length; k++)
          for (const f of b.pots[k]!.from) expect(b.pots[k - 1]!.from.some((g) => g.player === f.player)).toBe(true);
        // The text: every line adds up as it says, the lines before the pots make the total, each pot line its pot.
        const lines = breakdownLines(b).map((r: Reason) => formatReason(r, 'en'));
        const read = lines.map(readLine);
        for (const [k, r] of read.entries()) expect(r.clauses, lines[k]).toBe(r.result);
        const potLines = b.pots.length > 1 ? b.pots.length : 0;
        const flow = read.slice(0, read.length - potLines);
        expect(flow.reduce((t, r) => t + r.result, 0)).toBe(total);
        expect(read.slice(read.length - potLines).map((r) => r.result)).toEqual(potLines > 0 ? amounts : []);
        // Each part cites its rule.
        const g = grade(s, answerOf(s));
        expect(g.rules.includes('seed-001.ante')).toBe(b.antes.length > 0);
        expect(g.rules.includes('seed-001.uncalled')).toBe(lines.some((l) => l.startsWith('Uncalled bet')));
        expect(g.rules.includes('seed-001.side-pots')).toBe(b.pots.length > 1);
        for (const locale of LOCALES) expect(formatReason(g.reason, locale)).not.toMatch(/\{\w+/);
      }),
      { numRuns: 300 },
    );
  });

  it('phh.ante-trimming: a seat all-in for part of the ante; without trimming the antes are dead money in the main pot, with it they count like bets', () => {
    const hand = (anteTrimming: boolean) =>
      callAround(deal3(table({ stacks: [30, 300, 1000, 1000], anteTrimming }), ['AsKs2c', 'AhKh3d', 'QcQd4h', 'JcJd5s']));
    const dead = hand(false);
    const trimmed = hand(true);
    const text = (b: PotBreakdown) => breakdownLines(b).map((r) => formatReason(r, 'en'));
    expect(text(potBreakdown(dead))).toEqual([
      'Antes: 40 each from seats 2, 3, 4 + 30 from seat 1 = 150.',
      '3rd street: 3 players put in 50 each = 150.',
      'Main pot: 150 in antes = 150.',
      'Side pot 1: 50 each from seats 2, 3, 4 = 150.',
    ]);
    expect(text(potBreakdown(trimmed))).toEqual([
      'Antes: 40 each from seats 2, 3, 4 + 30 from seat 1 = 150.',
      '3rd street: 3 players put in 50 each = 150.',
      'Main pot: 30 each from seats 1, 2, 3, 4 = 120.',
      'Side pot 1: 60 each from seats 2, 3, 4 = 180.',
    ]);
    for (const st of [dead, trimmed]) expect(potBreakdown(st).pots.map((p) => p.amount)).toEqual(pots(st).answer.map((p) => p.amount));
  });
});
