import { beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import type { PlatformApi } from '../platform/api';
import { useHouseRulesStore } from '../stores/houseRules';
import { testPlugins } from '../testing/plugins';
import { REPLAY_KEY } from '../reload/keptReplay';
import FloorReplayView from './FloorReplayView.vue';
// Real online rooms' hand histories: see test/hand-histories/README.md.
import razzFile from '../../test/hand-histories/pokerstars/razz-cash-9-hands.txt?raw';
// Full Tilt Poker's UTF-16 file, byte for byte (a data URL: ?raw would read it as UTF-8).
import utf16File from '../../test/hand-histories/fulltilt/razz-cash-utf16.txt?inline';
import type { Locale } from '../../core';

/** The bytes of a base64 data URL. */
const bytesOf = (dataUrl: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

async function mounted(locale: Locale = 'en') {
  const { plugins, router } = testPlugins(locale);
  useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
  await router.push('/floor/replay');
  return mount(FloorReplayView, { global: { plugins: [...plugins] }, attachTo: document.body });
}

async function pasted(text: string, locale: Locale = 'en') {
  const view = await mounted(locale);
  await view.get('[data-testid="replay-text"]').setValue(text);
  await view.get('[data-testid="replay-source"]').trigger('submit');
  await flushPromises();
  return view;
}

beforeEach(() => sessionStorage.clear());

describe("FloorReplayView with an online room's hand history", () => {
  it('a file of nine PokerStars razz hands: listed to pick from with how each replays, the first one on screen under the online profile', async () => {
    const view = await pasted(razzFile);
    expect((view.get('[data-testid="replay-profile"]').element as HTMLSelectElement).value).toBe('online');
    expect(view.get('[data-testid="replay-hands"] h2').text()).toBe('9 hands in this file');
    const options = view.findAll('[data-testid="replay-hand"] option');
    expect(options).toHaveLength(9);
    expect(options[0]!.text()).toBe('Hand 1 · #35874566077 · Razz · line 1 · follows the rules');
    // Hand 6: PokerStars shows the hands in its own order, not the online profile's showdown order: a deviation.
    expect(options[5]!.text()).toBe('Hand 6 · #35874721245 · Razz · line 312 · has deviations');
    expect(view.get('[data-testid="replay-hands-counts"]').text()).toBe('8 follow the rules · 1 has deviations');
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe('The hand follows the rules of Online room (published rules).');
    expect(view.get('[data-testid="room-hand"]').text()).toBe('#35874566077, hand 1 of the file, line 1');
    expect(view.get('[data-testid="replay-room"]').text()).toContain('in cents of USD ($)');
    expect(view.get('[data-testid="room-money"]').text()).toBe(
      "The pot, the uncalled bets and what each player collects match the room's summary (the rake of 2 given back).",
    );
    view.unmount();
  });

  it('another hand picked from the list (or with the next and previous buttons) is replayed at once', async () => {
    const view = await pasted(razzFile, 'es');
    await view.get('[data-testid="replay-hand"]').setValue('5');
    await flushPromises();
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(
      'La mano se aparta una vez de Sala online (normas publicadas); la reproducción sigue hasta el final como está en el archivo.',
    );
    expect(view.get('[data-testid="room-hand"]').text()).toBe('#35874721245, mano 6 del archivo, línea 312');
    // Only the kinds of hands the file holds are counted.
    expect(view.get('[data-testid="replay-hands-counts"]').text()).toBe('8 siguen las reglas · 1 tiene desviaciones');
    // The deviation says where the action is in the room's own text, not in the PHH it was converted to (card codes).
    expect(view.get('[data-testid="replay-deviation"]').text()).toMatch(/^Desviación · acción 36 \(línea 365 del texto de la sala\):/);
    expect(view.find('[data-testid="replay-error"]').exists()).toBe(false);
    await view.get('[data-testid="replay-hand-next"]').trigger('click');
    expect(view.get('[data-testid="room-hand"]').text()).toBe('#35874756552, mano 7 del archivo, línea 379');
    await view.get('[data-testid="replay-hand-previous"]').trigger('click');
    await view.get('[data-testid="replay-hand-previous"]').trigger('click');
    expect(view.get('[data-testid="room-hand"]').text()).toBe('#35874682808, mano 5 del archivo, línea 243');
    view.unmount();
  });

  it("a hand whose money differs from the room's summary: a deviation in the list, for the hand as a whole, with its rule", async () => {
    const view = await pasted(razzFile.replace('SilkZone collected $0.39 from pot', 'SilkZone collected $0.29 from pot'), 'it');
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(
      'La mano si discosta una volta da Sala online (regole pubblicate); la riproduzione va avanti fino alla fine come è scritta nel file.',
    );
    const deviation = view.get('[data-testid="replay-deviation"]');
    expect(deviation.text()).toContain(
      'Deviazione · La mano nel suo insieme: Il posto 5 incassa 29 nel riepilogo della sala; il motore gli dà 41.',
    );
    expect(deviation.text()).toContain('Campi facoltativi: winnings');
    expect(deviation.text()).not.toContain('phh.winnings');
    expect(view.get('[data-testid="room-money"]').text()).toBe('i soldi non coincidono in un punto (vedi le deviazioni sopra)');
    expect(view.find('[data-testid="replay-hands"] option[data-status="deviations"]').exists()).toBe(true);
    view.unmount();
  });

  it('the list counts the hands that follow the rules, that have deviations and that cannot go on', async () => {
    // Hand 2 with kobreli, who folded on 4th street, checking on 5th: the hand cannot go on as written.
    const spoiled = razzFile.replace(
      'Dealt to SilkZone [Jc 3c] [8c]\nmeg100: checks\n',
      'Dealt to SilkZone [Jc 3c] [8c]\nmeg100: checks\nkobreli: checks\n',
    );
    expect(spoiled).not.toBe(razzFile);
    const view = await pasted(spoiled);
    expect(view.get('[data-testid="replay-hands-counts"]').text()).toBe('7 follow the rules · 1 has deviations · 1 cannot go on');
    expect(view.findAll('[data-testid="replay-hand"] option')[1]!.text()).toBe('Hand 2 · #35874590575 · Razz · line 60 · cannot go on');
    view.unmount();
  });

  it('a hand of the file that cannot be read: listed as such; picked, its heading names it, its line is quoted and the other hands are said to replay', async () => {
    const cut = razzFile.split('\n');
    const view = await pasted([...cut.slice(0, 275), ...cut.slice(309)].join('\n'));
    const options = view.findAll('[data-testid="replay-hand"] option');
    expect(options[4]!.text()).toBe('Hand 5 · line 243 · cannot be read');
    await view.get('[data-testid="replay-hand"]').setValue('4');
    await flushPromises();
    expect(view.get('[data-testid="replay-unreadable-what"]').text()).toBe(
      'line 275: the hand stops here without its summary: the PokerStars file is cut short',
    );
    expect(view.get('[data-testid="replay-unreadable-line"]').text()).toBe('HIWAII2: bets $0.04');
    expect(view.get('[data-testid="replay-unreadable"] h2').text()).toBe('Hand 5 of the file cannot be read');
    expect(view.get('[data-testid="replay-unreadable-kept"]').text()).toBe(
      "The file's other hands still replay: pick one in the list above.",
    );
    view.unmount();
  });

  it('a Full Tilt Poker file in UTF-16 opened from the file box: read as the room wrote it', async () => {
    const view = await mounted('en');
    const input = view.get('[data-testid="replay-file"]');
    Object.defineProperty(input.element, 'files', { value: [new File([bytesOf(utf16File)], 'razz.txt', { type: 'text/plain' })] });
    await input.trigger('change');
    await flushPromises();
    expect(view.get('[data-testid="room-hand"]').text()).toBe('#26190500040, hand 1 of the file, line 1');
    expect(view.find('[data-testid="replay-hands"]').exists()).toBe(false);
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe('The hand follows the rules of Online room (published rules).');
    view.unmount();
  });

  it('a reload brings back the hand of the file that was on screen, under the profile chosen for it', async () => {
    const view = await pasted(razzFile);
    await view.get('[data-testid="replay-hand"]').setValue('2');
    await flushPromises();
    expect(JSON.parse(sessionStorage.getItem(REPLAY_KEY)!)).toMatchObject({ profile: 'online', hand: 2, replayed: true });
    view.unmount();
    const again = await mounted();
    await flushPromises();
    expect(again.get('[data-testid="room-hand"]').text()).toBe('#35874623967, hand 3 of the file, line 121');
    expect((again.get('[data-testid="replay-profile"]').element as HTMLSelectElement).value).toBe('online');
    again.unmount();
  });

  it("a profile picked for a room's file stays when it is replayed again", async () => {
    const view = await pasted(razzFile);
    await view.get('[data-testid="replay-profile"]').setValue('tda');
    await flushPromises();
    await view.get('[data-testid="replay-source"]').trigger('submit');
    await flushPromises();
    expect((view.get('[data-testid="replay-profile"]').element as HTMLSelectElement).value).toBe('tda');
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toContain('TDA tournament (WSOP)');
    view.unmount();
  });
});
