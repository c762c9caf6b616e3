import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import { DEFAULT_STRUCTURE, generateScenario } from '../../../core';
import { testPlugins } from '../../testing/plugins';
import { drillTable } from '../../drills/runner/tableModel';
import { LIST_BELOW, TABLE_ASPECT, TALL_ASPECT } from './seatLayout';
import TableScenario from './TableScenario.vue';

/** A stand-in for the browser's ResizeObserver: the test says when the observed section is resized, and to what. */
class FakeResizeObserver {
  static made: FakeResizeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.made.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.targets.length = 0;
  }
  resize(width: number, height: number): void {
    const entry = { target: this.targets[0], contentBoxSize: [{ inlineSize: width, blockSize: height }], contentRect: { width, height } };
    this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

const setup = (players: number, seed: number) =>
  drillTable(generateScenario('legal-action', { variant: 'stud', players, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed), null);
const mountTable = (fill: boolean) =>
  mount(TableScenario, { props: { table: setup(6, 1), caption: 'Stud', fill }, global: { plugins: [...testPlugins('en').plugins] } });
/** The felt's size set in px (NaN when none is set: the CSS sizes it). */
const feltPx = (view: ReturnType<typeof mountTable>) => {
  const style = (view.get('[data-testid="felt"]').element as HTMLElement).style;
  return { width: parseFloat(style.width), height: parseFloat(style.height) };
};
/** The observers watching the table's section now. */
const watching = () => FakeResizeObserver.made.filter((o) => o.targets.length > 0);

beforeEach(() => {
  FakeResizeObserver.made = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TableScenario filling its column', () => {
  it('the felt takes its size in px from the section: as tall as given, from 9.4/16 of its width up to 4/5', async () => {
    const view = mountTable(true);
    await nextTick();
    expect(watching()).toHaveLength(1);
    expect(watching()[0]!.targets[0]).toBe(view.element);
    const sizes: [number, number, number, number][] = [
      // section width, height -> felt width, height
      [900, 560, 900, 560],
      [900, 800, 900, 900 * TALL_ASPECT],
      [900, 400, 400 / TABLE_ASPECT, 400],
    ];
    for (const [width, height, feltWidth, feltHeight] of sizes) {
      watching()[0]!.resize(width, height);
      await nextTick();
      expect(feltPx(view).width).toBeCloseTo(feltWidth, 3);
      expect(feltPx(view).height).toBeCloseTo(feltHeight, 3);
    }
  });

  it('keeps its size while questions come and go (only a resize changes it): nothing on the page lays the table out again', async () => {
    const view = mountTable(true);
    await nextTick();
    watching()[0]!.resize(869, 630.25);
    await nextTick();
    const before = feltPx(view);
    const observers = FakeResizeObserver.made.length;
    for (const [players, seed] of [
      [8, 2],
      [2, 3],
      [6, 4],
    ] as const) {
      await view.setProps({ table: setup(players, seed), answerSeats: [0] });
      expect(feltPx(view)).toEqual(before);
    }
    // The same observer all along: a new question observes nothing anew.
    expect(FakeResizeObserver.made).toHaveLength(observers);
    expect(watching()).toHaveLength(1);
  });

  it('narrower than a list of seats (LIST_BELOW), or not filling: no size in px, the CSS lays it out', async () => {
    const view = mountTable(true);
    await nextTick();
    watching()[0]!.resize(LIST_BELOW - 1, 600);
    await nextTick();
    expect(feltPx(view).width).toBeNaN();
    expect(feltPx(view).height).toBeNaN();
    // Not filling: sized by its width alone, nothing observed.
    FakeResizeObserver.made = [];
    const plain = mountTable(false);
    await nextTick();
    expect(watching()).toHaveLength(0);
    expect(feltPx(plain).width).toBeNaN();
    // A table that stops filling (a window made narrow) drops its size in px.
    await view.setProps({ fill: false });
    expect(feltPx(view).width).toBeNaN();
  });
});
