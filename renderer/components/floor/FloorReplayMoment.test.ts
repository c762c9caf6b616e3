import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { parsePhh, PROFILES, replayPhh, type PhhReplayReport } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import FloorReplayMoment from './FloorReplayMoment.vue';
// A real WSOP Stud Hi-Lo hand (seats 1 and 5 to a showdown, the pot split high and low): see test/e2e/fixtures/README.md.
import splitHand from '../../../test/e2e/fixtures/wsop-2023-43-5-02-09-20.phh?raw';

const split = parsePhh(splitHand);
const report = replayPhh(split, { rules: PROFILES.tda });

function moment(r: PhhReplayReport, index: number) {
  return mount(FloorReplayMoment, {
    props: { event: r.events[index]!, index, total: r.events.length, variant: 'F7S/8', profileName: 'TDA' },
    global: { plugins: [...testPlugins('en').plugins] },
  });
}
const stacks = (view: ReturnType<typeof moment>) => view.findAll('[data-seat]').map((s) => s.get('.table-scenario-seat__stack').text());
/** Each seat with chips in front of it: the amount beside its chips, and its actions this round. */
const bets = (view: ReturnType<typeof moment>) =>
  view
    .findAll('[data-testid="seat-bet"]')
    .map((b) => `${b.text()}: ${b.element.closest('[data-player]')!.querySelector('[data-testid="seat-actions"]')?.textContent?.trim()}`);

describe('FloorReplayMoment: the table at a line of the account', () => {
  it('the last line (finishing stacks match the file): the pot pushed to the winners, the finishing stacks, no bet left in front', () => {
    expect(report.errors).toEqual([]);
    const last = report.events.length - 1;
    expect(report.events[last]!.reason.key).toBe('phh.replay.finishingMatch');
    const view = moment(report, last);
    expect(view.get('[data-testid="pot"]').text()).toBe('Pot 0');
    expect(bets(view)).toEqual([]);
    // The file's finishing_stacks: seat 1 wins the high half, seat 5 the low.
    expect(stacks(view)).toEqual(['4,537,500 behind', '1,800,000 behind', '14,400,000 behind', '6,075,000 behind', '2,887,500 behind']);
    expect(report.finishingStacks).toEqual(split.finishingStacks);
    view.unmount();
  });

  it('the awards push the pot award by award; before them, at the showdown, the 7th-street bets are swept into the pot', () => {
    const awards = report.events.flatMap((e, i) => (e.reason.key.startsWith('phh.replay.award.') ? [i] : []));
    expect(awards).toHaveLength(2);
    // The settlement line, just before the awards: every chip in the middle (3,825,000 + the two 500,000 river bets).
    const before = moment(report, awards[0]! - 1);
    expect(before.get('[data-testid="pot"]').text()).toBe('Pot 4,825,000');
    expect(bets(before)).toEqual([]);
    expect(stacks(before)[0]).toBe('2,125,000 behind');
    before.unmount();
    // "Seat 1 wins the high half": seat 1 has it, the low half is still in the middle.
    const high = moment(report, awards[0]!);
    expect(high.get('[data-testid="replay-current"]').text()).toContain('Seat 1 wins the high half');
    expect(stacks(high)[0]).toBe('4,537,500 behind');
    expect(stacks(high)[4]).toBe('475,000 behind');
    expect(high.get('[data-testid="pot"]').text()).toBe('Pot 2,412,500');
    high.unmount();
  });

  it('the first line, "Seat 1 antes": only seat 1\'s ante is in the pot; the other seats still have theirs', () => {
    const view = moment(report, 0);
    expect(view.get('[data-testid="replay-current"]').text()).toContain(`Seat 1 antes ${split.antes[0]!.toLocaleString('en')}`);
    expect(view.get('[data-testid="pot"]').text()).toBe(`Pot ${split.antes[0]!.toLocaleString('en')}`);
    expect(stacks(view)).toEqual(
      split.startingStacks.map((chips, i) => `${(i === 0 ? chips - split.antes[0]! : chips).toLocaleString('en')} behind`),
    );
    view.unmount();
  });

  it('the chips in front of each seat, beside its actions this round: the bring-in, the completion, the raise', () => {
    const at = (key: string) => report.events.findIndex((e) => e.reason.key === key);
    const bringIn = moment(report, at('phh.replay.bringIn'));
    expect(bets(bringIn)).toEqual(['75,000: Brought in 75,000']);
    bringIn.unmount();
    const complete = moment(report, at('phh.replay.complete'));
    expect(bets(complete)).toEqual(['75,000: Brought in 75,000', '250,000: Completed to 250,000']);
    complete.unmount();
    const raise = moment(report, at('phh.replay.raise'));
    expect(bets(raise)).toEqual(['500,000: Raised to 500,000', '75,000: Brought in 75,000', '250,000: Completed to 250,000']);
    raise.unmount();
  });

  it("a street's summary line carries no action number (the call that closed the round has it)", () => {
    const summary = report.events.findIndex((e) => e.reason.key === 'phh.replay.potAfter');
    const view = moment(report, summary);
    expect(view.get('[data-testid="replay-current"]').text()).not.toContain('action');
    view.unmount();
    const closing = moment(report, summary - 1);
    expect(closing.get('[data-testid="replay-current"]').text()).toContain(`action ${report.events[summary - 1]!.action! + 1}`);
    closing.unmount();
  });

  it('says the action by its place in the file counted from 1 (the first action is action 1)', () => {
    const first = report.events.findIndex((e) => e.action === 0);
    const view = moment(report, first);
    expect(view.get('[data-testid="replay-current"]').text()).toContain('action 1');
    expect(view.get('[data-testid="replay-current"]').text()).not.toContain('action 0');
    view.unmount();
  });
});
