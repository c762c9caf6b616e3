import { beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { customProfile, parsePhh, PROFILES, replayPhh, type HouseRules, type Locale } from '../../core';
import type { PlatformApi } from '../platform/api';
import { useHouseRulesStore } from '../stores/houseRules';
import { testPlugins } from '../testing/plugins';
import { replayText } from '../composables/useFloorReplay';
import { REPLAY_KEY } from '../reload/keptReplay';
import FloorReplayView from './FloorReplayView.vue';
// A real WSOP stud hand (seats 2 and 3 to a showdown) and two copies spoiled on purpose: see test/e2e/fixtures/README.md.
import cleanHand from '../../test/e2e/fixtures/wsop-2023-43-5-03-14-40.phh?raw';
import brokenHand from '../../test/e2e/fixtures/broken-rule.phh?raw';
import unreadableHand from '../../test/e2e/fixtures/unparseable.phh?raw';
import showOrderHand from '../../test/e2e/fixtures/show-order.phh?raw';

async function replayed(text: string, locale: Locale = 'en', custom: HouseRules[] = []) {
  const { plugins, router } = testPlugins(locale);
  useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: custom, problems: [] }) } as unknown as PlatformApi);
  await router.push('/floor/replay');
  const view = mount(FloorReplayView, { global: { plugins: [...plugins] }, attachTo: document.body });
  await view.get('[data-testid="replay-text"]').setValue(text);
  await view.get('[data-testid="replay-source"]').trigger('submit');
  await flushPromises();
  return view;
}

// The replay on screen is kept in the window's sessionStorage (a reload brings it back): each test starts without one.
beforeEach(() => sessionStorage.clear());

const selectedLine = (view: Awaited<ReturnType<typeof replayed>>) => view.get('[data-testid="replay-line"][aria-current="step"]');

describe('FloorReplayView', () => {
  it('a clean hand: verdict in words, the account by street, showdown order, who wins, stacks against the file; arrow keys step the table', async () => {
    const view = await replayed(cleanHand);
    expect(view.get('h1').text()).toBe('Replay a hand');
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe('The hand follows the rules of TDA tournament (WSOP).');
    expect(view.findAll('[data-testid="replay-error"]')).toHaveLength(0);
    expect(view.get('[data-testid="replay-seats-note"]').text()).toContain("seat N is the file's pN");
    // Every street of the hand, each with its first actor and its pot (the bring-in: seat 2, the 7h).
    const streets = view.findAll('[data-street]');
    expect(streets.map((s) => s.attributes('data-street'))).toEqual(['3', '4', '5', '6', '7']);
    expect(streets[0]!.get('h3').text()).toMatch(/^3rd street · first to act: seat 2 · pot after: /);
    expect(view.text()).toContain('Dealer:');
    // Seat 3 bet the river last: it shows first (TDA), then seat 2; the finishing stacks match the file, seat by seat.
    expect(view.get('[data-testid="summary-showdown"]').text()).toBe('Seat 3, Seat 2');
    expect(view.findAll('[data-testid="summary-awards"] li').length).toBeGreaterThan(0);
    const rows = view.findAll('[data-testid="summary-stacks"] tbody tr');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.text()).toMatch(/yes$/);

    // The first line is selected; the table shows the antes only (no cards yet).
    expect(selectedLine(view).attributes('data-index')).toBe('0');
    expect(view.findAll('[data-testid="table"] [data-seat]')).toHaveLength(4);
    const cardsOnTable = () => view.findAll('[data-testid="table"] [data-seat="1"] [data-card]').map((c) => c.attributes('data-card'));
    expect(cardsOnTable()).toEqual([]);
    // Down the account with the keyboard until seat 1 has been dealt its cards: the table follows.
    const account = view.get('[data-testid="replay-account"]');
    for (let i = 0; i < 5; i++) await account.trigger('keydown', { key: 'ArrowDown' });
    await flushPromises();
    expect(selectedLine(view).attributes('data-index')).toBe('5');
    // Lines 0-3: the four antes; line 4: "Seat 1 is dealt [5s 3c] 9s"; line 5 deals seat 2: seat 1's three cards are on the table.
    expect(cardsOnTable().sort()).toEqual(['3c', '5s', '9s']);
    expect(view.get('[data-testid="replay-current"]').text()).toContain('Line 6 of');
    // End goes to the last line, Home back to the first; the selected line is the one in the tab order.
    await account.trigger('keydown', { key: 'End' });
    const total = view.findAll('[data-testid="replay-line"]').length;
    expect(selectedLine(view).attributes('data-index')).toBe(String(total - 1));
    expect(view.findAll('[data-testid="replay-line"][tabindex="0"]')).toHaveLength(1);
    await account.trigger('keydown', { key: 'Home' });
    expect(selectedLine(view).attributes('data-index')).toBe('0');
    // Clicking a dealer decision shows its rules, with their text and source.
    await view.get('[data-testid="replay-line"][data-kind="decision"]').trigger('click');
    const why = view.get('[data-testid="why"]');
    expect(why.find('[data-rule="rr.stud.1"]').exists()).toBe(true);
    expect(why.text()).toContain("Source: Robert's Rules of Poker, Seven-Card Stud, rule 1");
    view.unmount();
  });

  it('a hand that departs from the rules: each deviation beside its line, and the error the replay stops at, in words', async () => {
    const view = await replayed(brokenHand);
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(
      'The hand cannot go on as written under TDA tournament (WSOP): the replay stops at the error.',
    );
    // actions[4] is "p3 pb", the file's 5th action (floor staff count from 1): seat 3 brings in, but seat 2 (the 7h,
    // lowest door card) must (RR stud 1). The replay follows the file past it, and past the turns it then takes out of order.
    const deviations = view.findAll('[data-testid="replay-deviation"]');
    expect(deviations.length).toBeGreaterThan(1);
    expect(deviations[0]!.text()).toContain('Deviation · action 5 "p3 pb":');
    expect(deviations[0]!.text()).toContain('seat 2 (p2) must');
    expect(deviations[0]!.text()).toContain("Rules: Robert's Rules of Poker, Seven-Card Stud, rule 1");
    // Seat 3 never answers seat 2's completion: the 4th-street card comes while the betting goes on, which cannot be followed.
    const errors = view.findAll('[data-testid="replay-error"]');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.text()).toContain('Error · action 10:');
    // The rule named as a reader knows its source, never by our id; a line that names cards is not quoted in card codes.
    expect(errors[0]!.text()).not.toContain('Kc');
    expect(deviations[0]!.text()).not.toContain('rr.stud');
    // The error line is selected at once, marked by the word "Error" (not by colour only).
    const line = selectedLine(view);
    expect(line.attributes('data-kind')).toBe('error');
    expect(line.text()).toContain('action 10');
    expect(line.text()).toContain('Error:');
    expect(view.find('[data-testid="summary-stacks-unfinished"]').exists()).toBe(true);
    // The first deviation's button puts the table at its line, marked "Deviation": before seat 3's bring-in, nobody has bet.
    await view.get('[data-testid="replay-deviation-show"]').trigger('click');
    expect(selectedLine(view).attributes('data-kind')).toBe('deviation');
    expect(selectedLine(view).text()).toContain('action 5');
    expect(selectedLine(view).text()).toContain('Deviation:');
    expect(view.get('[data-testid="pot"]').text()).toContain('200,000');
    await view.get('[data-testid="replay-error-show"]').trigger('click');
    expect(selectedLine(view).attributes('data-kind')).toBe('error');
    view.unmount();
  });

  it("a real room's show order (TDA 17 has the last bettor show first): one deviation, and the replay steps on to the end", async () => {
    const view = await replayed(showOrderHand);
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(
      'The hand departs once from TDA tournament (WSOP); the replay goes on to the end as the file has it.',
    );
    expect(view.findAll('[data-testid="replay-error"]')).toHaveLength(0);
    const deviation = view.get('[data-testid="replay-deviation"]');
    expect(deviation.text()).toContain('Deviation · action 27:');
    expect(deviation.text()).toContain("seats in the file's order: 2, 3");
    expect(deviation.text()).toContain('Rules: TDA 2024, Rule 17');
    // The deviation's line is selected first; the next lines are the shows and the awards, to the end of the hand.
    expect(selectedLine(view).attributes('data-kind')).toBe('deviation');
    const account = view.get('[data-testid="replay-account"]');
    await account.trigger('keydown', { key: 'ArrowDown' });
    expect(selectedLine(view).attributes('data-kind')).toBe('action');
    expect(view.get('[data-testid="replay-current"]').text()).toContain('Seat 2 shows');
    await account.trigger('keydown', { key: 'End' });
    expect(selectedLine(view).attributes('data-kind')).toBe('result');
    // The chips as the file has them: the finishing stacks match, seat by seat.
    const rows = view.findAll('[data-testid="summary-stacks"] tbody tr');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.text()).toMatch(/yes$/);
    view.unmount();
  });

  it("a file that cannot be read: the line and what is wrong, in the reader's language; the pasted text stays", async () => {
    const view = await replayed(unreadableHand, 'es');
    const problem = view.get('[data-testid="replay-unreadable"]');
    expect(problem.attributes('role')).toBe('alert');
    expect(problem.get('h2').text()).toBe('Este historial no se puede leer');
    expect(view.get('[data-testid="replay-unreadable-what"]').text()).toMatch(/^línea 8, acción 8 "p1 zz" \(actions\[7\]\): /i);
    expect(view.get('[data-testid="replay-unreadable-line"]').text()).toMatch(/^actions = \[/);
    expect(problem.text()).toContain('Línea 8 del texto:');
    expect((view.get('[data-testid="replay-text"]').element as HTMLTextAreaElement).value).toBe(unreadableHand);
    expect(view.find('[data-testid="replay-account"]').exists()).toBe(false);
    view.unmount();
  });

  it('text edited after a replay: the screen says the result no longer describes it, until Replay is pressed again', async () => {
    const view = await replayed(cleanHand);
    expect(view.find('[data-testid="replay-stale"]').exists()).toBe(false);
    // With a hand on screen the text and the intro step aside for the table; the button brings the text back, focused.
    expect(view.find('[data-testid="replay-text"]').exists()).toBe(false);
    expect(view.find('.floor-replay__intro').exists()).toBe(false);
    await view.get('[data-testid="replay-show-text"]').trigger('click');
    await flushPromises();
    expect(document.activeElement).toBe(view.get('[data-testid="replay-text"]').element);
    await view.get('[data-testid="replay-text"]').setValue(brokenHand);
    expect(view.get('[data-testid="replay-stale"]').text()).toBe('The text has changed since this replay: press Replay to check it again.');
    expect(view.get('[data-testid="replay-verdict"]').text()).toContain('follows the rules');
    await view.get('[data-testid="replay-source"]').trigger('submit');
    await flushPromises();
    expect(view.find('[data-testid="replay-stale"]').exists()).toBe(false);
    expect(view.get('[data-testid="replay-verdict"]').text()).toContain('cannot go on as written');
    // Replayed again: the text folds again.
    expect(view.find('[data-testid="replay-text"]').exists()).toBe(false);
    expect(view.find('[data-testid="replay-show-text"]').exists()).toBe(true);
    view.unmount();
  });

  it('another house-rules profile replays the hand again; an empty box says what to do', async () => {
    const view = await replayed('   ');
    expect(view.get('[data-testid="replay-empty"]').text()).toBe('Paste a hand history or open a file first.');
    await view.get('[data-testid="replay-text"]').setValue(cleanHand);
    await view.get('[data-testid="replay-profile"]').setValue('rr-cash');
    await flushPromises();
    expect(view.find('[data-testid="replay-empty"]').exists()).toBe(false);
    expect(view.get('[data-testid="replay-verdict"]').text()).toContain("Robert's Rules, cash game");
    view.unmount();
  });

  it("a profile of the user's is offered, and the hand is replayed under its rules and named by it", async () => {
    const mine = customProfile(
      PROFILES.tda,
      { showdownRiverChecked: 'last-aggressor', oddChip: 'rr' },
      'Casino Nord',
      'custom:casino-nord-k3x9',
    );
    const view = await replayed('   ', 'en', [mine]);
    expect(view.findAll('[data-testid="replay-profile"] option').map((o) => o.attributes('value'))).toEqual([
      'rr-cash',
      'rr-tournament',
      'tda',
      'online',
      mine.id,
    ]);
    await view.get('[data-testid="replay-text"]').setValue(cleanHand);
    await view.get('[data-testid="replay-profile"]').setValue(mine.id);
    await flushPromises();
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe('The hand follows the rules of Casino Nord.');
    const outcome = replayText(cleanHand, mine);
    expect(outcome.kind === 'replayed' && outcome.report).toEqual(replayPhh(parsePhh(cleanHand), { rules: mine }));
    view.unmount();
  });

  it("a reload of the window brings the replay back: the text, the profile of the user's it was replayed under and the line selected", async () => {
    const mine = customProfile(PROFILES.tda, { oddChip: 'rr' }, 'Casino Nord', 'custom:casino-nord-k3x9');
    const first = await replayed(cleanHand, 'en', [mine]);
    await first.get('[data-testid="replay-profile"]').setValue(mine.id);
    const account = first.get('[data-testid="replay-account"]');
    for (let i = 0; i < 3; i++) await account.trigger('keydown', { key: 'ArrowDown' });
    await flushPromises();
    expect(selectedLine(first).attributes('data-index')).toBe('3');
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(REPLAY_KEY)!)).toMatchObject({ profile: mine.id, replayed: true, selected: 3 });

    // The window again (a new app, the same sessionStorage): nothing typed, the replay is back as it was.
    const { plugins, router } = testPlugins('en');
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [mine], problems: [] }) } as unknown as PlatformApi);
    await router.push('/floor/replay');
    const again = mount(FloorReplayView, { global: { plugins: [...plugins] }, attachTo: document.body });
    await flushPromises();
    // The account is on screen (the form steps aside for it), replayed under the same profile.
    expect(again.get('[data-testid="replay-verdict"] h2').text()).toBe('The hand follows the rules of Casino Nord.');
    expect(again.findAll('[data-street]')).toHaveLength(5);
    expect(selectedLine(again).attributes('data-index')).toBe('3');
    again.unmount();
  });

  it("a profile of the user's deleted before a reload: the replay comes back under the default rules and says which profile is gone, in every language", async () => {
    const mine = customProfile(PROFILES.tda, { oddChip: 'rr' }, 'Club Replay', 'custom:club-replay-k3x9');
    const first = await replayed(cleanHand, 'en', [mine]);
    await first.get('[data-testid="replay-profile"]').setValue(mine.id);
    await flushPromises();
    expect(first.find('[data-testid="profile-gone"]').exists()).toBe(false);
    first.unmount();

    for (const [locale, text] of [
      ['en', `The house rules "Club Replay" are no longer among your profiles (deleted): ${PROFILES.tda.name.en} is used instead.`],
      [
        'es',
        `Las reglas de la casa «Club Replay» ya no están entre tus perfiles (se han eliminado): ahora se usa ${PROFILES.tda.name.es}.`,
      ],
      ['it', `Le regole della casa «Club Replay» non sono più tra i tuoi profili (eliminate): ora si usa ${PROFILES.tda.name.it}.`],
    ] as const) {
      const { plugins, router } = testPlugins(locale);
      // Deleted (in another tab, or on the House rules screen) before the window is reloaded.
      useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
      await router.push('/floor/replay');
      const again = mount(FloorReplayView, { global: { plugins: [...plugins] }, attachTo: document.body });
      await flushPromises();
      expect(again.get('[data-testid="profile-gone"]').text()).toBe(text);
      expect(again.findAll('[data-street]')).toHaveLength(5);
      again.unmount();
    }
  });

  it("a profile of the user's deleted while its replay is on screen: replayed again under the default rules, with the notice", async () => {
    const mine = customProfile(PROFILES.tda, { oddChip: 'rr' }, 'Club Replay', 'custom:club-replay-k3x9');
    const view = await replayed(cleanHand, 'en', [mine]);
    await view.get('[data-testid="replay-profile"]').setValue(mine.id);
    await flushPromises();
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe('The hand follows the rules of Club Replay.');
    // Another window deleted it: the list is read again.
    const store = useHouseRulesStore();
    store.use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    await store.load();
    await flushPromises();
    expect(view.get('[data-testid="profile-gone"]').text()).toContain('"Club Replay"');
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(`The hand follows the rules of ${PROFILES.tda.name.en}.`);
    expect((view.get('[data-testid="replay-profile"]').element as HTMLSelectElement).value).toBe('tda');
    // Choosing another profile: the notice has said its piece.
    await view.get('[data-testid="replay-profile"]').setValue('rr-cash');
    await flushPromises();
    expect(view.find('[data-testid="profile-gone"]').exists()).toBe(false);
    view.unmount();
  });

  it('a kept replay that cannot be read is set aside with a warning, and the screen starts empty', async () => {
    sessionStorage.setItem(REPLAY_KEY, '{"text": 42}');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => void warnings.push(message);
    try {
      const { plugins, router } = testPlugins('en');
      useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
      await router.push('/floor/replay');
      const view = mount(FloorReplayView, { global: { plugins: [...plugins] }, attachTo: document.body });
      await flushPromises();
      expect((view.get('[data-testid="replay-text"]').element as HTMLTextAreaElement).value).toBe('');
      expect(warnings).toEqual([`${REPLAY_KEY}: text must be a text; the replay starts empty`]);
      expect(sessionStorage.getItem(`${REPLAY_KEY}.unreadable`)).toBe('{"text": 42}');
      view.unmount();
    } finally {
      console.warn = warn;
    }
  });

  it("the file picker speaks the app's language, not the browser's (its native box is hidden behind a button)", async () => {
    const { plugins } = testPlugins('es');
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    const view = mount(FloorReplayView, { global: { plugins: [...plugins] }, attachTo: document.body });
    const input = view.get('[data-testid="replay-file"]');
    expect(input.classes()).toContain('visually-hidden');
    expect(document.getElementById(input.attributes('aria-labelledby')!)!.textContent).toBe('Abrir un historial de mano');
    expect(input.element.closest('label')!.textContent!.trim()).toBe('Elegir un archivo…');
    view.unmount();
  });

  it('a file picked in the file box is read in the page and replayed at once; its name and text show', async () => {
    const { plugins } = testPlugins('it');
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    const view = mount(FloorReplayView, { global: { plugins: [...plugins] } });
    const input = view.get('[data-testid="replay-file"]');
    Object.defineProperty(input.element, 'files', { value: [new File([brokenHand], 'contestata.phh', { type: 'text/plain' })] });
    await input.trigger('change');
    await flushPromises();
    expect(view.get('[data-testid="replay-file-name"]').text()).toBe('Aperto: contestata.phh');
    await view.get('[data-testid="replay-show-text"]').trigger('click');
    expect((view.get('[data-testid="replay-text"]').element as HTMLTextAreaElement).value).toBe(brokenHand);
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(
      "La mano non può andare avanti come è scritta con Torneo TDA (WSOP): la riproduzione si ferma all'errore.",
    );
    expect(view.get('[data-testid="replay-error"]').text()).toContain('Errore');
    view.unmount();
  });

  it('the players are named from the file (seat N is its pN), under the table and in the finishing stacks, in every language', async () => {
    for (const [locale, first] of [
      ['en', 'Seat 1: James Obst'],
      ['es', 'Asiento 1: James Obst'],
      ['it', 'Posto 1: James Obst'],
    ] as const) {
      const view = await replayed(cleanHand, locale);
      expect(view.findAll('[data-testid="replay-names"] li').map((li) => li.text())).toEqual([
        first,
        first.replace('1: James Obst', '2: Talal Shakerchi'),
        first.replace('1: James Obst', '3: Brian Rast'),
        first.replace('1: James Obst', '4: Matthew Ashton'),
      ]);
      expect(view.findAll('[data-testid="summary-stacks"] tbody th').map((th) => th.text())[2]).toBe(
        first.replace('1: James Obst', '3: Brian Rast'),
      );
      view.unmount();
    }
    // A file without names: no list, seats by number.
    const nameless = await replayed(cleanHand.replace(/^players = .*$/m, ''));
    expect(nameless.find('[data-testid="replay-names"]').exists()).toBe(false);
    expect(nameless.findAll('[data-testid="summary-stacks"] tbody th')[0]!.text()).toBe('Seat 1');
    nameless.unmount();
  });

  it('the award names the winning hand, and from the award on the felt holds no bets nor last actions, only the pot being pushed', async () => {
    const view = await replayed(cleanHand);
    expect(view.get('[data-testid="summary-awards"]').text()).toBe('Seat 2 wins 4,200,000 with pair of kings (pot 1).');
    const lines = view.findAll('[data-testid="replay-line"]');
    const award = lines.findIndex((line) => line.text().includes('wins 4,200,000'));
    // The line before the award: 7th street's bets and calls still in front of the seats.
    await lines[award - 1]!.trigger('click');
    expect(view.get('[data-testid="table"]').text()).toMatch(/Bet 500,000|Called 500,000/);
    await lines[award]!.trigger('click');
    const felt = view.get('[data-testid="table"]').text();
    expect(felt).not.toMatch(/Bet 500,000|Called 500,000|Actions on/);
    const es = await replayed(cleanHand, 'es');
    expect(es.get('[data-testid="summary-awards"]').text()).toBe('El asiento 2 gana 4.200.000 con pareja de reyes (bote 1).');
    es.unmount();
    view.unmount();
  });

  it("a card dealt twice (a fouled deck): the error names the action and the card in words, never the file's card codes", async () => {
    // Seat 2 is dealt the five of spades seat 1 already holds.
    const fouled = cleanHand.replace("'d dh p2 Kd8h7h'", "'d dh p2 Kd8h5s'");
    for (const locale of ['es', 'it'] as const) {
      const view = await replayed(fouled, locale);
      const verdict = view.get('[data-testid="replay-verdict"]').text();
      expect(verdict).toContain({ es: 'cinco de picas', it: 'cinque di picche' }[locale]);
      expect(verdict).not.toMatch(/\b[2-9TJQKA][cdhs]\b/);
      expect(verdict).toContain("Robert's Rules of Poker");
      expect(verdict).not.toContain('rr.irregularities');
      view.unmount();
    }
  });

  it('"Opened: file" names the file only while the text is the file\'s: pasted or edited text says so instead', async () => {
    const { plugins } = testPlugins('en');
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    const view = mount(FloorReplayView, { global: { plugins: [...plugins] } });
    const input = view.get('[data-testid="replay-file"]');
    Object.defineProperty(input.element, 'files', { value: [new File([cleanHand], 'obst.phh', { type: 'text/plain' })] });
    await input.trigger('change');
    await flushPromises();
    expect(view.get('[data-testid="replay-file-name"]').text()).toBe('Opened: obst.phh');
    // Another hand pasted over it and replayed: no longer the file's.
    await view.get('[data-testid="replay-show-text"]').trigger('click');
    await view.get('[data-testid="replay-text"]').setValue(brokenHand);
    await view.get('[data-testid="replay-source"]').trigger('submit');
    await flushPromises();
    expect(view.get('[data-testid="replay-file-name"]').text()).toBe('Replayed from pasted text');
    view.unmount();
  });

  it("finishing stacks that differ from the file: a money deviation for the hand as a whole, and the seat's row says it differs in words", async () => {
    const view = await replayed(cleanHand.replace('finishing_stacks = [2275000,', 'finishing_stacks = [2275500,'));
    expect(view.get('[data-testid="replay-verdict"] h2').text()).toBe(
      'The hand departs once from TDA tournament (WSOP); the replay goes on to the end as the file has it.',
    );
    const deviation = view.get('[data-testid="replay-deviation"]');
    expect(deviation.text()).toContain('Deviation · The hand as a whole:');
    expect(deviation.text()).toContain("money: seat 1 (p1) finishes with 2,275,000, but the file's finishing stacks say 2,275,500");
    expect(deviation.text()).toContain('Rules: Poker Hand History (PHH) format, Optional fields: finishing_stacks');
    expect(deviation.text()).not.toContain('phh.finishing-stacks');
    const rows = view.findAll('[data-testid="summary-stacks"] tbody tr');
    expect(rows[0]!.attributes('data-same')).toBe('false');
    expect(rows[0]!.text()).toContain('no, differs');
    expect(rows.slice(1).every((row) => row.text().endsWith('yes'))).toBe(true);
    view.unmount();
  });
});
