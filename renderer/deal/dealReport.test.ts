import { describe, expect, it } from 'vitest';
import { DEAL_STEP_KINDS, DEALER_ACTIONS, DealHand, type DealSetup } from '../../core';
import { actionKey, kindKey, kindLines } from './dealReport';
import en from '../i18n/en';

const SETUP: DealSetup = {
  variant: 'stud',
  players: 5,
  rules: 'rr-cash',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'none',
};

describe('the end-of-hand report', () => {
  it('counts each kind of step the hand asked, right and wrong, with its median time', () => {
    const hand = new DealHand(SETUP, 7);
    let k = 0;
    while (!hand.over) {
      // Every third step answered with another dealer's action (graded wrong at once), the rest right.
      const wrong = k % 3 === 2 && hand.step!.action !== 'antes';
      if (wrong) hand.chooseAction('antes', 100 * k);
      else hand.answer(hand.expectedAnswer(), 100 * k);
      hand.advance();
      k++;
    }
    const lines = kindLines(hand.results);
    expect(lines.reduce((t, l) => t + l.total, 0)).toBe(hand.results.length);
    expect(lines.reduce((t, l) => t + l.right, 0)).toBe(hand.results.filter((r) => r.correct).length);
    expect(lines.some((l) => l.right < l.total)).toBe(true);
    const antes = lines.find((l) => l.kind === 'antes')!;
    expect(antes).toEqual({ kind: 'antes', total: 1, right: 1, medianMs: 0 });
  });

  it("names every kind of step and every dealer's action with a text of the catalogs", () => {
    for (const key of [...DEAL_STEP_KINDS.map(kindKey), ...DEALER_ACTIONS.map(actionKey)]) {
      const path = key.split('.');
      const text = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en);
      expect(typeof text, key).toBe('string');
    }
  });
});
