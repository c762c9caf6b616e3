import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatReason, parseCard, type VariantId } from '../../../core';
import { gradeBringIn } from './grading';
import { dealThirdStreet, type BringInScenario, VARIANT_IDS } from './scenario';

/** A hand-made scenario with the given door cards (downcards are irrelevant to the bring-in). */
function withDoors(variant: VariantId, doors: string[]): BringInScenario {
  const used = doors.map(parseCard);
  const spare = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.includes(c));
  return {
    code: 'hand-made',
    variant,
    players: doors.length,
    seed: 0,
    seats: used.map((door, i) => ({ seat: i + 1, down: [spare[2 * i]!, spare[2 * i + 1]!] as const, door })),
  };
}

describe('gradeBringIn', () => {
  it('SEED-001 suit order: 2s, 2h, 2d showing: seat 3 (2d) is right, seat 1 is wrong', () => {
    const scenario = withDoors('stud', ['2s', '2h', '2d']);
    const right = gradeBringIn(scenario, 3, 1500);
    expect(right.correct).toBe(true);
    expect(right.decision.answer.seat).toBe(3);
    expect(right.decision.rules).toContain('seed-001.suit-order');
    expect(right.elapsedMs).toBe(1500);
    expect(formatReason(right.decision.reason, 'en')).toBe(
      'Lowest door card: two of diamonds; on equal ranks the lower suit brings in, clubs < diamonds < hearts < spades.',
    );
    const wrong = gradeBringIn(scenario, 1, 900);
    expect(wrong.correct).toBe(false);
    expect(wrong.picked).toBe(1);
    expect(wrong.decision.answer.seat).toBe(3);
  });

  it('SEED-004 razz: Qd and Qh showing, the Qh brings in', () => {
    const grade = gradeBringIn(withDoors('razz', ['Qd', 'Qh', '5c']), 2, 0);
    expect(grade.correct).toBe(true);
    expect(grade.decision.rules).toContain('seed-004.razz-bring-in');
  });

  it('RR stud 1 applies to Stud Hi-Lo too: the lowest card brings in, aces high', () => {
    expect(gradeBringIn(withDoors('stud8', ['Ac', '2s', 'Kd']), 2, 0).correct).toBe(true);
    expect(gradeBringIn(withDoors('stud8', ['Ac', '2s', 'Kd']), 1, 0).correct).toBe(false);
  });

  it('refuses a seat that is not at the table', () => {
    expect(() => gradeBringIn(withDoors('stud', ['2s', '3s']), 5, 0)).toThrow('seat 5 is not at this table (seats 1 to 2)');
  });

  it('a negative elapsed time (clock skew) is recorded as zero', () => {
    expect(gradeBringIn(withDoors('stud', ['2s', '3s']), 1, -4).elapsedMs).toBe(0);
  });

  it('property: on every dealt table exactly one seat grades as right', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VARIANT_IDS), fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 0xffffffff }), (variant, players, seed) => {
        const scenario = dealThirdStreet(variant, players, seed);
        const rightSeats = scenario.seats.filter((s) => gradeBringIn(scenario, s.seat, 0).correct);
        expect(rightSeats).toHaveLength(1);
      }),
    );
  });
});
