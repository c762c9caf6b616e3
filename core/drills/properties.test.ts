import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_IDS } from '../profiles/profiles';
import { VARIANT_IDS } from '../variants';
import { generateScenario } from './generate';
import { answerOf, grade } from './grade';
import { parseScenarioCode } from './code';
import { cardsAccountedFor, chipsOnTable, replayHand } from './testing';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { formatChoice } from './text';
import { incidentText } from './incident-text';
import { DRILL_KINDS, type DrillSetup, type PartResponse, type Response, type Scenario } from './types';

const arbSetup: fc.Arbitrary<DrillSetup> = fc.record({
  variant: fc.constantFrom(...VARIANT_IDS),
  players: fc.integer({ min: 2, max: 8 }),
  rules: fc.constantFrom(...PROFILE_IDS),
  structure: fc.constantFrom(
    { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 },
    { ante: 5, bringIn: 10, smallBet: 40, bigBet: 80 },
    { ante: 2, bringIn: 3, smallBet: 10, bigBet: 20 },
  ),
});
const arbCase = fc.tuple(fc.constantFrom(...DRILL_KINDS), arbSetup, fc.integer({ min: 0, max: 0xffffffff }));

/** A response with the first part answered wrongly (another seat, letter, order or amount). */
function wrongFirst(s: Scenario, right: Response): Response {
  const part = s.question.parts[0]!;
  const r = right[0]!;
  let wrong: PartResponse;
  switch (r.kind) {
    case 'seat':
      wrong = { kind: 'seat', seat: (r.seat + 1) % s.state.players.length };
      break;
    case 'choice': {
      const other = part.kind === 'choice' ? part.choices.find((c) => c.letter !== r.letter)! : null;
      wrong = { kind: 'choice', letter: other!.letter };
      break;
    }
    case 'amount':
      wrong = { kind: 'amount', amount: r.amount + 1 };
      break;
    case 'seat-order':
      wrong = { kind: 'seat-order', order: [...r.order].reverse() };
      break;
  }
  return [wrong, ...right.slice(1)];
}

describe('drill scenarios: properties over every kind, variant, profile and 2-8 players', () => {
  it('every scenario is a legal hand: replays through the engine, 52 distinct cards, chips conserved (SEED-000 deck arithmetic)', () => {
    fc.assert(
      fc.property(arbCase, ([kind, setup, seed]) => {
        const s = generateScenario(kind, setup, seed);
        const replayed = replayHand(s.state);
        expect(replayed.players).toEqual(s.state.players);
        expect(replayed.phase).toBe(s.state.phase);
        expect(replayed.street).toBe(s.state.street);
        const cards = cardsAccountedFor(s.state);
        if (s.state.stub !== null) {
          expect(cards).toHaveLength(52);
          expect(new Set(cards).size).toBe(52);
        }
        expect(chipsOnTable(s.state)).toBe(s.state.config.stacks.reduce((a, b) => a + b, 0));
        expect(s.state.players).toHaveLength(setup.players);
        expect(s.state.variant).toBe(setup.variant);
      }),
      { numRuns: 120 },
    );
  });

  it("the engine's own answer grades correct; a changed answer grades wrong", () => {
    fc.assert(
      fc.property(arbCase, ([kind, setup, seed]) => {
        const s = generateScenario(kind, setup, seed);
        const right = answerOf(s);
        expect(right).toHaveLength(s.question.parts.length);
        const g = grade(s, right);
        expect(g.correct).toBe(true);
        expect(g.parts.every((p) => p.correct)).toBe(true);
        expect(g.rules.length).toBeGreaterThan(0);
        const bad = grade(s, wrongFirst(s, right));
        expect(bad.correct).toBe(false);
        expect(bad.parts[0]!.correct).toBe(false);
        expect(bad.expected).toEqual(g.expected);
      }),
      { numRuns: 120 },
    );
  });

  it('every choice part offers 2 to 6 distinct lettered choices, exactly one right', () => {
    fc.assert(
      fc.property(arbCase, ([kind, setup, seed]) => {
        const s = generateScenario(kind, setup, seed);
        const right = answerOf(s);
        s.question.parts.forEach((part, k) => {
          if (part.kind !== 'choice') return;
          expect(part.choices.length).toBeGreaterThanOrEqual(2);
          expect(part.choices.length).toBeLessThanOrEqual(6);
          expect(new Set(part.choices.map((c) => c.letter)).size).toBe(part.choices.length);
          expect(new Set(part.choices.map((c) => JSON.stringify(c.text))).size).toBe(part.choices.length);
          const r = right[k]!;
          expect(r.kind === 'choice' && part.choices.some((c) => c.letter === r.letter)).toBe(true);
        });
      }),
      { numRuns: 120 },
    );
  });

  it('the same seed gives the same scenario, and its code rebuilds it', () => {
    fc.assert(
      fc.property(arbCase, ([kind, setup, seed]) => {
        const a = generateScenario(kind, setup, seed);
        const b = generateScenario(kind, setup, seed);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        const parsed = parseScenarioCode(a.code);
        expect(parsed).toEqual({ kind, setup, seed });
        expect(JSON.stringify(generateScenario(parsed.kind, parsed.setup, parsed.seed))).toBe(JSON.stringify(a));
      }),
      { numRuns: 60 },
    );
  });

  it('every text a scenario and its grading show exists in English, Spanish and Italian, with no placeholder left', () => {
    fc.assert(
      fc.property(arbCase, ([kind, setup, seed]) => {
        const s = generateScenario(kind, setup, seed);
        const g = grade(s, answerOf(s));
        for (const locale of LOCALES) {
          const texts = [formatReason(s.question.prompt, locale), formatReason(g.reason, locale)];
          if (s.incident) texts.push(formatReason(incidentText(s.incident, s.state.variant), locale));
          for (const o of g.otherProfiles) texts.push(formatReason(o.reason, locale));
          for (const part of s.question.parts) {
            texts.push(formatReason(part.prompt, locale));
            if (part.kind === 'choice') for (const c of part.choices) texts.push(formatChoice(c, locale));
          }
          for (const t of texts) {
            expect(t.length).toBeGreaterThan(0);
            expect(t).not.toMatch(/\{\w+\}/);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
