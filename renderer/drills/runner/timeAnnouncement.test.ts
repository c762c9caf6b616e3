import { describe, expect, it } from 'vitest';
import { clockText, timeAnnouncement, timeIsShort } from './timeAnnouncement';

const MIN = 60_000;

describe('timeAnnouncement', () => {
  it("a 5-minute round: nothing at the start, then each minute, the 30- and 10-second warnings, and time's up", () => {
    const said = (left: number) => timeAnnouncement(left, 5 * MIN);
    expect(said(5 * MIN)).toBeNull();
    expect(said(4 * MIN + 1)).toBeNull();
    expect(said(4 * MIN)).toEqual({ kind: 'minutes', minutes: 4 });
    expect(said(3 * MIN + 30_000)).toEqual({ kind: 'minutes', minutes: 4 });
    expect(said(1 * MIN)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(said(30_001)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(said(30_000)).toEqual({ kind: 'warning', seconds: 30 });
    expect(said(10_000)).toEqual({ kind: 'warning', seconds: 10 });
    expect(said(1)).toEqual({ kind: 'warning', seconds: 10 });
    expect(said(0)).toEqual({ kind: 'up' });
  });

  it('a long round speaks every 5 minutes until the last 5', () => {
    const said = (left: number) => timeAnnouncement(left, 20 * MIN);
    expect(said(15 * MIN + 1)).toBeNull();
    expect(said(15 * MIN)).toEqual({ kind: 'minutes', minutes: 15 });
    expect(said(10 * MIN + 30_000)).toEqual({ kind: 'minutes', minutes: 15 });
    expect(said(10 * MIN)).toEqual({ kind: 'minutes', minutes: 10 });
    expect(said(5 * MIN + 1)).toEqual({ kind: 'minutes', minutes: 10 });
    expect(said(5 * MIN)).toEqual({ kind: 'minutes', minutes: 5 });
    expect(said(2 * MIN)).toEqual({ kind: 'minutes', minutes: 2 });
  });

  it('every checkpoint of a round is said once, in order, whatever the tick (each change is one announcement)', () => {
    for (const minutes of [1, 2, 7, 30, 120]) {
      const total = minutes * MIN;
      const heard: string[] = [];
      for (let left = total; left >= 0; left -= 250) {
        const a = timeAnnouncement(left, total);
        const text = a === null ? '' : JSON.stringify(a);
        if (text !== '' && heard.at(-1) !== text) heard.push(text);
      }
      expect(new Set(heard).size).toBe(heard.length);
      expect(heard.at(-1)).toBe('{"kind":"up"}');
      expect(heard.at(-2)).toBe('{"kind":"warning","seconds":10}');
      expect(heard.at(-3)).toBe('{"kind":"warning","seconds":30}');
    }
  });

  it('a one-minute round: the warnings only (its one minute is its start)', () => {
    expect(timeAnnouncement(45_000, MIN)).toBeNull();
    expect(timeAnnouncement(25_000, MIN)).toEqual({ kind: 'warning', seconds: 30 });
  });
});

describe('clockText and timeIsShort', () => {
  it('minutes and seconds, rounded up to the second', () => {
    expect(clockText(245_000)).toBe('4:05');
    expect(clockText(244_001)).toBe('4:05');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5)).toBe('0:00');
  });

  it("the last minute is short (half of a one-minute round), and so is nothing after time's up", () => {
    expect(timeIsShort(61_000, 5 * MIN)).toBe(false);
    expect(timeIsShort(60_000, 5 * MIN)).toBe(true);
    expect(timeIsShort(31_000, MIN)).toBe(false);
    expect(timeIsShort(30_000, MIN)).toBe(true);
    expect(timeIsShort(0, MIN)).toBe(false);
  });
});
