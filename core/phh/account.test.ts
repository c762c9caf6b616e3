/// <reference types="node" />
// Test files may read the shared data from disk; core source files never do.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pot } from '../hand';
import { parsePhh } from './parse';
import { replayPhh } from './replay';
import { parsePhhAction } from './notation';
import { phhAccountStreets, phhRulesCited } from './account';
import type { PhhHand } from './types';

const WSOP_DIR = fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/', import.meta.url));
const wsop = readdirSync(WSOP_DIR).filter((name) => name.endsWith('.phh')).sort();
const load = (name: string): PhhHand => parsePhh(readFileSync(WSOP_DIR + name, 'utf8'));
const STUD_HAND = 'wsop-2023-43-5-00-22-43.phh';

/** The stud hand with seat 1 posting the bring-in that seat 5 owes (actions[5]). */
function wrongBringIn(): PhhHand {
  const hand = load(STUD_HAND);
  const read = parsePhhAction('p1 pb', hand.antes.length);
  if (!read.ok) throw new Error('bad test notation');
  return { ...hand, actions: hand.actions.map((a, i) => (i === 5 ? read.action : a)) };
}

describe('phhAccountStreets: the account grouped by street (command line and floor replay screen)', () => {
  it.each(wsop)('%s: every line once, in order, each group one street with its summary', (name) => {
    const report = replayPhh(load(name));
    const groups = phhAccountStreets(report);
    expect(groups.flatMap((g) => g.lines.map((l) => l.index))).toEqual(report.events.map((_, i) => i));
    groups.forEach((group, k) => {
      for (const line of group.lines) {
        expect(line.event).toBe(report.events[line.index]);
        expect(line.event.street).toBe(group.street);
      }
      if (k > 0) expect(group.street).not.toBe(groups[k - 1]!.street);
      expect(group.summary).toEqual(report.streets.find((s) => s.street === group.street) ?? null);
    });
  });

  it('a history stopped by an error keeps its lines up to the error; the unfinished street has no summary', () => {
    const report = replayPhh(wrongBringIn());
    const groups = phhAccountStreets(report);
    expect(groups.map((g) => g.street)).toEqual([3]);
    expect(groups[0]!.summary).toBeNull();
    expect(groups[0]!.lines.some((l) => l.event.kind === 'error' && l.event.action === 5)).toBe(true);
  });
});

describe('phhRulesCited', () => {
  it('every rule of the lines and errors, each once, sorted (RR stud 1 for the wrong bring-in)', () => {
    const report = replayPhh(wrongBringIn());
    const cited = phhRulesCited(report);
    expect(cited).toEqual([...new Set(cited)].sort());
    for (const event of report.events) for (const id of event.rules) expect(cited).toContain(id);
    for (const error of report.errors) for (const id of error.rules) expect(cited).toContain(id);
    expect(cited).toContain('rr.stud.1');
  });
});

describe('replayPhh: each line carries the hand as it stands (for stepping through a hand)', () => {
  it.each(wsop)('%s: states only move forward; each deal is on the table; each pot line matches the pot of its state', (name) => {
    const report = replayPhh(load(name));
    let logLength = 0;
    for (const event of report.events) {
      expect(event.state.log.length).toBeGreaterThanOrEqual(logLength);
      logLength = event.state.log.length;
      const params = event.reason.params ?? {};
      if (event.reason.key === 'phh.replay.deal') expect(event.state.players[(params['seat'] as number) - 1]!.cards.length).toBeGreaterThan(0);
      if (event.reason.key === 'phh.replay.potAfter') expect(pot(event.state).answer).toBe(params['amount']);
    }
    // The last action's line shows the hand once every action of the file is played.
    const last = report.events.filter((e) => e.action === load(name).actions.length - 1).at(-1)!;
    expect(['showdown', 'complete']).toContain(last.state.phase);
  });

  it('an error shows the hand before the action the engine refused (RR stud 1: no bring-in posted yet)', () => {
    const report = replayPhh(wrongBringIn());
    const error = report.events.find((e) => e.kind === 'error')!;
    expect(error.state.phase).toBe('betting');
    expect(error.state.round.opened).toBe(false);
    expect(error.state.players.every((p) => p.streetBets.every((chips) => chips === 0))).toBe(true);
  });
});
