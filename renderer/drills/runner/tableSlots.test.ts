import { describe, expect, it } from 'vitest';
import { NO_TABLES, placeTables } from './tableSlots';

describe('placeTables', () => {
  it('puts the first question in the first slot, nothing in the other', () => {
    expect(placeTables(NO_TABLES, 'q1', null)).toEqual({ slots: ['q1', null], shown: 0 });
  });

  it('lays the prepared question in the other slot and shows it there on Next, dropping the one left behind', () => {
    const answering = placeTables(NO_TABLES, 'q1', null);
    const reading = placeTables(answering, 'q1', 'q2');
    expect(reading).toEqual({ slots: ['q1', 'q2'], shown: 0 });
    const next = placeTables(reading, 'q2', null);
    expect(next).toEqual({ slots: [null, 'q2'], shown: 1 });
    // The one after goes back into the first slot, while the second stays where it was drawn.
    expect(placeTables(next, 'q2', 'q3')).toEqual({ slots: ['q3', 'q2'], shown: 1 });
  });

  it('puts a question that was not prepared (a code, a run started again) in the slot on screen', () => {
    const reading = placeTables(placeTables(NO_TABLES, 'q1', null), 'q1', 'q2');
    expect(placeTables(reading, 'q9', null)).toEqual({ slots: ['q9', null], shown: 0 });
  });

  it('returns the same object when nothing moved (nothing is drawn again)', () => {
    const reading = placeTables(placeTables(NO_TABLES, 'q1', null), 'q1', 'q2');
    expect(placeTables(reading, 'q1', 'q2')).toBe(reading);
    expect(placeTables(NO_TABLES, null, null)).toBe(NO_TABLES);
  });

  it('empties both slots when no question is on screen', () => {
    const reading = placeTables(placeTables(NO_TABLES, 'q1', null), 'q1', 'q2');
    expect(placeTables(reading, null, 'q2')).toEqual(NO_TABLES);
  });
});
