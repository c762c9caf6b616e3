import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DealHand } from './session';
import { DEFAULT_DEAL_TARGETS, changedTargets, dealTargets, handsPerHour, isTargetSeconds, stepAgainstTarget } from './targets';
import { DEAL_STEP_KINDS, type DealSetup } from './types';

const SETUP: DealSetup = {
  variant: 'stud',
  players: 6,
  rules: 'rr-cash',
  structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  incidents: 'some',
};

describe('target times per kind of step', () => {
  it('every kind of step has a default target in range, and the quick calls are quicker than a street dealt or a ruling', () => {
    for (const kind of DEAL_STEP_KINDS) expect(isTargetSeconds(DEFAULT_DEAL_TARGETS[kind]), kind).toBe(true);
    expect(Object.keys(DEFAULT_DEAL_TARGETS).sort()).toEqual([...DEAL_STEP_KINDS].sort());
    expect(DEFAULT_DEAL_TARGETS['bring-in']).toBeLessThan(DEFAULT_DEAL_TARGETS.deal);
    expect(DEFAULT_DEAL_TARGETS.action).toBeLessThan(DEFAULT_DEAL_TARGETS.ruling);
  });

  it('stored targets go over the defaults; a value out of range or not whole, or a name that is no kind, is left to the default', () => {
    const targets = dealTargets({ deal: 12, award: 0, ruling: 7.5, incident: 601, showdown: '4', 'no-such-kind': 3 });
    expect(targets.deal).toBe(12);
    expect(targets.award).toBe(DEFAULT_DEAL_TARGETS.award);
    expect(targets.ruling).toBe(DEFAULT_DEAL_TARGETS.ruling);
    expect(targets.incident).toBe(DEFAULT_DEAL_TARGETS.incident);
    expect(targets.showdown).toBe(DEFAULT_DEAL_TARGETS.showdown);
    expect(targets).not.toHaveProperty('no-such-kind');
    expect(dealTargets(null)).toEqual(DEFAULT_DEAL_TARGETS);
    // What settings keep is only what differs, and it reads back the same.
    expect(changedTargets(targets)).toEqual({ deal: 12 });
    expect(dealTargets(changedTargets(targets))).toEqual(targets);
  });

  it('property: any targets in range survive being kept as their changes and read back', () => {
    const seconds = fc.integer({ min: 1, max: 600 });
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(DEAL_STEP_KINDS.map((k) => [k, seconds])) as Record<(typeof DEAL_STEP_KINDS)[number], fc.Arbitrary<number>>,
        ),
        (picked) => {
          expect(dealTargets(changedTargets(picked))).toEqual(picked);
        },
      ),
    );
  });

  it("a step's time is within its target or over it by the difference", () => {
    expect(stepAgainstTarget({ kind: 'deal', timeMs: 7000 }, DEFAULT_DEAL_TARGETS)).toEqual({ targetMs: 8000, overMs: 0 });
    expect(stepAgainstTarget({ kind: 'deal', timeMs: 9500 }, DEFAULT_DEAL_TARGETS)).toEqual({ targetMs: 8000, overMs: 1500 });
  });

  it("the pace of a dealt hand: an hour over the steps' time, at the trainee's speed and at the targets", () => {
    const hand = new DealHand(SETUP, 31);
    while (!hand.over) {
      hand.answer(hand.expectedAnswer(), 2000);
      hand.advance();
    }
    const steps = hand.results.length;
    expect(handsPerHour(hand.results)).toBeCloseTo(3_600_000 / (steps * 2000), 6);
    const atTargets = hand.results.reduce((sum, r) => sum + DEFAULT_DEAL_TARGETS[r.kind], 0);
    expect(handsPerHour(hand.results, DEFAULT_DEAL_TARGETS)).toBeCloseTo(3600 / atTargets, 6);
    expect(handsPerHour([])).toBeNull();
  });
});
