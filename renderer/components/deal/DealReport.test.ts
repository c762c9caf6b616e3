import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { DEFAULT_DEAL_TARGETS, DealHand, parsePhh, replayPhh, settle, type DealSetup } from '../../../core';
import { PlatformError, type PlatformApi } from '../../platform/api';

type SaveTextFile = Parameters<PlatformApi['saveTextFile']>[0];
import { PLATFORM_API } from '../../composables/usePlatformApi';
import type { KeptReplay } from '../../reload/keptReplay';
import { testPlugins } from '../../testing/plugins';
import { captureWarnings } from '../../testing/consoleWarnings';
import DealReport from './DealReport.vue';

const SETUP: DealSetup = {
  variant: 'stud8',
  players: 5,
  rules: 'tda',
  structure: { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 },
  incidents: 'some',
};

function finished(seed: number): DealHand {
  const hand = new DealHand(SETUP, seed);
  while (!hand.over) {
    hand.answer(hand.expectedAnswer(), 3000);
    hand.advance();
  }
  return hand;
}

async function mountReport(
  hand: DealHand,
  saveTextFile: (file: SaveTextFile) => Promise<{ saved: boolean; fileName?: string }>,
  locale: 'en' | 'es' = 'en',
) {
  const { plugins, router } = testPlugins(locale);
  const kept: KeptReplay[] = [];
  const api = { saveTextFile } as unknown as PlatformApi;
  const view = mount(DealReport, {
    props: { hand, targets: DEFAULT_DEAL_TARGETS, keeper: { read: () => null, write: (k: KeptReplay) => kept.push(k) } },
    global: { plugins: [...plugins], provide: { [PLATFORM_API as symbol]: () => api } },
  });
  await router.isReady();
  return { view, router, kept };
}

describe('DealReport', () => {
  it("says the pace at the trainee's speed and at the targets", async () => {
    const hand = finished(8);
    const { view } = await mountReport(hand, async () => ({ saved: false }));
    const steps = hand.results.length;
    const atTargets = Math.round(3600 / hand.results.reduce((s, r) => s + DEFAULT_DEAL_TARGETS[r.kind], 0));
    expect(view.get('[data-testid="deal-pace"]').text()).toBe(
      `Pace: ${Math.round(3600 / (steps * 3))} hands an hour at your speed (${atTargets} at your target times; the players' own time not counted).`,
    );
  });

  it('exports the hand as a PHH file through the platform, which replays through core to the same finishing stacks', async () => {
    const hand = finished(12);
    const files: SaveTextFile[] = [];
    const { view } = await mountReport(hand, async (file) => (files.push(file), { saved: true, fileName: 'mine.phh' }));
    await view.get('[data-testid="deal-export-phh"]').trigger('click');
    await flushPromises();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: `${hand.code}.phh`, kind: 'phh' });
    const report = replayPhh(parsePhh(files[0]!.text), { rules: hand.rules });
    expect(report.errors).toEqual([]);
    expect(report.finishingStacks).toEqual(settle(hand.finalState!).answer.finishingStacks);
    expect(view.get('[data-testid="deal-export-status"]').text()).toBe('Hand history saved: mine.phh');
  });

  it("a save that fails says so in the screen's language and keeps the hand (the platform's words on the console)", async () => {
    const warnings = captureWarnings();
    const { view } = await mountReport(
      finished(3),
      async () => {
        throw new PlatformError({ code: 'storage-unavailable', message: 'the disk is full' });
      },
      'es',
    );
    await view.get('[data-testid="deal-export-phh"]').trigger('click');
    await flushPromises();
    expect(view.get('[data-testid="deal-export-status"]').text()).toBe(
      'No se ha guardado el historial de la mano. La mano sigue aquí: inténtalo de nuevo.',
    );
    expect(warnings.join('\n')).toContain('the disk is full');
    expect(view.find('[data-testid="deal-report"]').exists()).toBe(true);
  });

  it("opens the hand on the floor's Replay screen: kept as the replay to reopen, under the hand's house rules", async () => {
    const hand = finished(5);
    const { view, router, kept } = await mountReport(hand, async () => ({ saved: false }));
    await view.get('[data-testid="deal-open-replay"]').trigger('click');
    await flushPromises();
    // The route's screen is loaded on first use (compiled for the test: a second or more): the navigation ends once it is.
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/floor/replay'), { timeout: 15_000 });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ fileName: `${hand.code}.phh`, profile: 'tda', replayed: true, selected: 0 });
    expect(replayPhh(parsePhh(kept[0]!.text), { rules: hand.rules }).finishingStacks).toEqual(
      settle(hand.finalState!).answer.finishingStacks,
    );
  });
});

describe('DealReport from a lesson', () => {
  it("marks the lesson's kinds of step, or says none came up in this hand", async () => {
    const hand = finished(8);
    const { plugins } = testPlugins('it');
    const mountWith = (focus: readonly string[]) =>
      mount(DealReport, { props: { hand, targets: DEFAULT_DEAL_TARGETS, focus: focus as never }, global: { plugins: [...plugins] } });
    const pots = mountWith(['antes', 'collect']);
    expect(pots.findAll('[data-focus]').map((r) => r.attributes('data-kind'))).toEqual(['antes', 'collect']);
    expect(pots.get('[data-testid="deal-focus"]').text()).toBe(
      'I passi di questa lezione sono segnati qui sotto: Ante, Raccogliere le puntate.',
    );
    // No card ran short in this hand: the run-out lesson's step did not come up.
    expect(hand.results.some((r) => r.kind === 'run-out')).toBe(false);
    const runOut = mountWith(['run-out']);
    expect(runOut.findAll('[data-focus]')).toHaveLength(0);
    expect(runOut.get('[data-testid="deal-focus"]').text()).toMatch(/^In questa mano non è uscito nessun passo di questa lezione \(/);
  });
});
