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
const wsop = readdirSync(WSOP_DIR)
  .filter((name) => name.endsWith('.phh'))
  .sort();
const load = (name: string): PhhHand => parsePhh(readFileSync(WSOP_DIR + name, 'utf8'));
const STUD_HAND = 'wsop-2023-43-5-00-22-43.phh';

/** The stud hand with action `index` written as `notation` instead. */
function changed(index: number, notation: string): PhhHand {
  const hand = load(STUD_HAND);
  const read = parsePhhAction(notation, hand.antes.length);
  if (!read.ok) throw new Error('bad test notation');
  return { ...hand, actions: hand.actions.map((a, i) => (i === index ? read.action : a)) };
}
/** Seat 1 posts the bring-in that seat 5 owes (actions[5]): a deviation, the replay goes on. */
const wrongBringIn = (): PhhHand => changed(5, 'p1 pb');
/** Seat 2 is dealt seat 1's ten of diamonds (actions[1]): a fouled deck, the replay stops. */
const cardTwice = (): PhhHand => changed(1, 'd dh p2 Td3h4c');

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
    const report = replayPhh(cardTwice());
    const groups = phhAccountStreets(report);
    expect(groups.map((g) => g.street)).toEqual([3]);
    expect(groups[0]!.summary).toBeNull();
    expect(groups[0]!.lines.some((l) => l.event.kind === 'error' && l.event.action === 1)).toBe(true);
  });

  it('a deviation is a line of its street, just before the line of the action it is on, and the account goes on to the end', () => {
    const report = replayPhh(wrongBringIn());
    const groups = phhAccountStreets(report);
    expect(groups.length).toBeGreaterThan(1);
    const lines = groups[0]!.lines;
    const at = lines.findIndex((l) => l.event.kind === 'deviation');
    expect(lines[at]!.event.action).toBe(5);
    expect(lines[at + 1]!.event).toMatchObject({ kind: 'action', action: 5, reason: { key: 'phh.replay.bringIn', params: { seat: 1 } } });
  });
});

describe('phhRulesCited', () => {
  it('every rule of the lines, deviations and errors, each once, sorted (RR stud 1 for the wrong bring-in)', () => {
    const report = replayPhh(wrongBringIn());
    const cited = phhRulesCited(report);
    expect(cited).toEqual([...new Set(cited)].sort());
    for (const event of report.events) for (const id of event.rules) expect(cited).toContain(id);
    for (const problem of [...report.deviations, ...report.errors]) for (const id of problem.rules) expect(cited).toContain(id);
    expect(cited).toContain('rr.stud.1');
    expect(phhRulesCited(replayPhh(cardTwice()))).toContain('rr.irregularities.fouled-deck');
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
      if (event.reason.key === 'phh.replay.deal')
        expect(event.state.players[(params['seat'] as number) - 1]!.cards.length).toBeGreaterThan(0);
      if (event.reason.key === 'phh.replay.potAfter') expect(pot(event.state).answer).toBe(params['amount']);
    }
    // The last action's line shows the hand once every action of the file is played.
    const last = report.events.filter((e) => e.action === load(name).actions.length - 1).at(-1)!;
    expect(['showdown', 'complete']).toContain(last.state.phase);
  });

  it('SEED-001 ante: each ante line shows the antes posted so far, not all of them (seat 1 antes: 50,000 in the pot)', () => {
    const hand = load(STUD_HAND);
    const report = replayPhh(hand);
    const antes = report.events.filter((e) => e.reason.key === 'phh.replay.ante');
    expect(antes).toHaveLength(hand.antes.length);
    antes.forEach((event, k) => {
      expect(event.reason.params?.['seat']).toBe(k + 1);
      expect(pot(event.state).answer).toBe(hand.antes.slice(0, k + 1).reduce((t, a) => t + a, 0));
      event.state.players.forEach((p, i) =>
        expect(p.stack, `line ${k + 1}, seat ${i + 1}`).toBe(hand.startingStacks[i]! - (i <= k ? hand.antes[i]! : 0)),
      );
    });
  });

  it('SEED-001 uncalled bet: the fold leaves the bet in the middle; the next line gives it back', () => {
    const report = replayPhh(load(STUD_HAND));
    const back = report.events.findIndex((e) => e.reason.key === 'phh.replay.return');
    const fold = report.events[back - 1]!;
    expect(fold.reason.key).toBe('phh.replay.fold');
    const amount = report.events[back]!.reason.params?.['amount'] as number;
    const seat = (report.events[back]!.reason.params?.['seat'] as number) - 1;
    expect(fold.state.players[seat]!.stack + amount).toBe(report.events[back]!.state.players[seat]!.stack);
    expect(pot(fold.state).answer).toBe(pot(report.events[back]!.state).answer + amount);
  });

  it.each(wsop)('%s: each line of a log record shows the hand right after that record', (name) => {
    const report = replayPhh(load(name));
    for (const event of report.events) {
      const seat = event.reason.params?.['seat'];
      if (event.kind === 'decision' || event.kind === 'result' || event.kind === 'error' || typeof seat !== 'number') continue;
      if (event.reason.key === 'phh.replay.potAfter' || event.reason.key === 'phh.replay.comment') continue;
      const last = event.state.log.at(-1)!;
      expect('player' in last && last.player, `${event.reason.key} seat ${seat}`).toBe(seat - 1);
    }
  });

  it.each(wsop)(
    '%s: an action number belongs to one action of the file; street summaries and uncalled bets going back have none',
    (name) => {
      const hand = load(name);
      const report = replayPhh(hand);
      const lines = new Map<number, number>();
      for (const event of report.events) {
        if (event.reason.key === 'phh.replay.potAfter' || event.reason.key === 'phh.replay.return') expect(event.action).toBeNull();
        if (event.action === null || event.reason.key === 'phh.replay.comment') continue;
        lines.set(event.action, (lines.get(event.action) ?? 0) + 1);
      }
      for (const [action, count] of lines) expect(count, `action ${action + 1}`).toBe(1);
      expect(lines.size).toBe(hand.actions.length);
    },
  );

  it('a deviation shows the hand before the action it is on, the next line the hand after it (RR stud 1: no bring-in posted yet)', () => {
    const report = replayPhh(wrongBringIn());
    const at = report.events.findIndex((e) => e.kind === 'deviation');
    const { state } = report.events[at]!;
    expect(state.phase).toBe('betting');
    expect(state.round.opened).toBe(false);
    expect(state.players.every((p) => p.streetBets.every((chips) => chips === 0))).toBe(true);
    expect(report.events[at + 1]!.state.players[0]!.streetBets[0]).toBe(50000);
  });

  it('an error shows the hand before the action the engine refused (a card already dealt: only seat 1 has cards)', () => {
    const error = replayPhh(cardTwice()).events.find((e) => e.kind === 'error')!;
    expect(error.state.players.map((p) => p.cards.length)).toEqual([3, 0, 0, 0, 0]);
  });
});
