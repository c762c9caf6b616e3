import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import {
  customProfile,
  DEFAULT_STRUCTURE,
  findSituation,
  formatReason,
  incidentText,
  PROFILES,
  ruleText,
  stepReason,
  type DrillSetup,
  type HouseRules,
  LOCALES,
  type Locale,
} from '../../core';
import type { PlatformApi } from '../platform/api';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { useHouseRulesStore } from '../stores/houseRules';
import { testPlugins } from '../testing/plugins';
import FloorRulingsView from './FloorRulingsView.vue';

let wrapper: VueWrapper | undefined;
afterEach(() => wrapper?.unmount());

async function open(query: Record<string, string> = {}, locale: Locale = 'en', custom: HouseRules[] = []) {
  const { plugins, router } = testPlugins(locale);
  useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: custom, problems: [] }) } as unknown as PlatformApi);
  await router.push({ path: '/floor/rulings', query });
  wrapper = mount(FloorRulingsView, { global: { plugins: [...plugins] }, attachTo: document.body });
  await flushPromises();
  return { view: wrapper, router };
}

const shownRules = (view: VueWrapper) => view.findAll('[data-rule]').map((r) => r.attributes('data-rule'));

describe('FloorRulingsView: look a rule up', () => {
  it('lists the whole rulebook grouped by topic, each rule with its text and source', async () => {
    const { view } = await open();
    const all = shownRules(view);
    expect(all.length).toBeGreaterThan(80);
    expect(view.get('[data-group="misprocedures"] [data-rule="rr.stud.15"]').text()).toContain(ruleText('rr.stud.15', 'en'));
    expect(view.get('[data-rule="rr.stud.15"]').text()).toContain("Source: Robert's Rules of Poker, Seven-Card Stud, rule 15");
    expect(view.get('[data-testid="rule-count"]').text()).toBe(`${all.length} of ${all.length} rules`);
  });

  it('the search box filters by id and by words, case and accents aside (Spanish "PEQUENA" finds "pequeña")', async () => {
    const { view } = await open();
    await view.get('[data-testid="rule-search"]').setValue('RR.STUD.5');
    expect(shownRules(view).sort()).toEqual(['rr.stud.5', 'rr.stud.5-tournament']);
    await view.get('[data-testid="rule-search"]').setValue('misdeal exposed');
    const misdeal = shownRules(view);
    expect(misdeal.length).toBeGreaterThan(0);
    // "exposed" also finds the texts that say a card is turned or dealt face up (the lookup's synonyms).
    for (const id of misdeal) {
      const text = view.get(`[data-rule="${id}"]`).text().toLowerCase();
      expect(text).toContain('misdeal');
      expect(text).toMatch(/expos|turned up|turns up|face up/);
    }
    await view.get('[data-testid="rule-search"]').setValue('no such rule words');
    expect(shownRules(view)).toEqual([]);
    expect(view.get('[data-testid="rule-none"]').text()).toContain('no such rule words');

    wrapper!.unmount();
    const es = (await open({}, 'es')).view;
    await es.get('[data-testid="rule-search"]').setValue('PEQUENA completa');
    expect(shownRules(es)).toContain('rr.stud.2');
    expect(shownRules(es)).not.toContain('rr.stud.1');
    expect(es.get('[data-rule="rr.stud.2"]').text()).toContain('pequeña');
    // The source too is in Spanish, the book's section named the way the rule texts name things.
    expect(es.get('[data-rule="rr.stud.2"]').text()).toContain("Fuente: Robert's Rules of Poker, Seven-Card Stud, regla 2");
  });

  it('the profile filter keeps the rules every profile follows and the ones that profile chose (TDA RP-10-H, not RR 15 or SEED-000)', async () => {
    const { view } = await open();
    await view.get('[data-testid="rule-profile"]').setValue('tda');
    const tda = shownRules(view);
    expect(tda).toContain('tda.rp-10-h');
    expect(tda).toContain('tda.35');
    expect(tda).toContain('rr.stud.1'); // the bring-in rule is everyone's, though only RR breaks board ties by position
    expect(tda).not.toContain('rr.stud.15');
    expect(tda).not.toContain('seed-000.run-out');
    expect(view.get('[data-rule="tda.rp-10-h"]').text()).toContain(`Chosen by: ${PROFILES.tda.name.en}`);
    await view.get('[data-testid="group-source"]').setValue(true);
    expect(view.findAll('[data-group]').map((g) => g.attributes('data-group'))).toContain('TDA');
    expect(view.find('[data-group="misprocedures"]').exists()).toBe(false);
  });

  it('the address keeps the search, the profile filter and the grouping (?q=&profile=&by=source), and reopens the same list', async () => {
    const { view, router } = await open();
    await view.get('[data-testid="rule-search"]').setValue('cap');
    await view.get('[data-testid="rule-profile"]').setValue('tda');
    await view.get('[data-testid="group-source"]').setValue(true);
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: 'cap', profile: 'tda', by: 'source' });
    const shown = shownRules(view);
    const groups = view.findAll('[data-group]').map((g) => g.attributes('data-group'));
    view.unmount();
    const again = await open({ q: 'cap', profile: 'tda', by: 'source' });
    expect((again.view.get('[data-testid="rule-profile"]').element as HTMLSelectElement).value).toBe('tda');
    expect(shownRules(again.view)).toEqual(shown);
    expect(again.view.findAll('[data-group]').map((g) => g.attributes('data-group'))).toEqual(groups);
    // Back to every profile and by topic: the address drops those keys.
    await again.view.get('[data-testid="rule-profile"]').setValue('all');
    await again.view.get('[data-testid="group-topic"]').setValue(true);
    await flushPromises();
    expect(again.router.currentRoute.value.query).toEqual({ q: 'cap' });
  });

  it("a profile of the user's in the address filters by it; one that is not there falls back to every profile", async () => {
    const mine = customProfile(PROFILES.tda, {}, 'Casino Sur', 'custom:casino-sur-ab12');
    const { view } = await open({ profile: mine.id }, 'en', [mine]);
    expect((view.get('[data-testid="rule-profile"]').element as HTMLSelectElement).value).toBe(mine.id);
    expect(shownRules(view)).toContain('tda.rp-10-h');
    expect(shownRules(view)).not.toContain('rr.stud.15');
    view.unmount();
    const gone = await open({ profile: 'custom:deleted-zz99' });
    expect((gone.view.get('[data-testid="rule-profile"]').element as HTMLSelectElement).value).toBe('all');
    expect(shownRules(gone.view)).toContain('rr.stud.15');
    expect(gone.router.currentRoute.value.query).toEqual({});
  });

  it("says truthfully which shipped profiles follow a rule, from the profiles' values", async () => {
    const { view } = await open();
    const owners = (id: string) => view.get(`[data-rule="${id}"] [data-testid="rule-owners"]`).text();
    const names = (...ids: (keyof typeof PROFILES)[]) => ids.map((id) => PROFILES[id].name.en).join(' · ');
    expect(owners('rr.stud.2')).toBe('Every profile follows it');
    // TDA RP-10-F abolishes open-pair doubling.
    expect(owners('seed-001.open-pair')).toBe(`Chosen by: ${names('rr-cash', 'rr-tournament', 'online')}`);
    expect(owners('house.cap-four-raises')).toBe('No shipped profile; a profile of your own can choose it');
    expect(owners('rr.betting.cap')).toBe('Every shipped profile; one of your own can choose otherwise');
    // RR 5 kills the hand under RR cash: both downcards exposed is a misdeal only in our TDA reading.
    expect(owners('house.two-exposed-downcards')).toBe(`Chosen by: ${names('tda')}`);
    expect(owners('tda.30')).toBe(`Chosen by: ${names('rr-tournament', 'tda')}`);
    expect(owners('rr.stud.6')).toBe(`Every profile follows the rule; only ${names('rr-cash', 'online')} follow its house-rules part`);
    expect(owners('rr.stud.1')).toBe(
      `Every profile follows the rule; only ${names('rr-cash', 'rr-tournament')} follow its house-rules part`,
    );
    await view.get('[data-testid="rule-profile"]').setValue('rr-cash');
    expect(shownRules(view)).not.toContain('house.two-exposed-downcards');
    expect(shownRules(view)).not.toContain('tda.30');
    expect(shownRules(view)).toContain('rr.stud.6');
  });

  it('files each rule under its topic: who shows first under Showdown, who acts first on 4th-7th under Who acts first', async () => {
    const { view } = await open();
    const group = (topic: string) => view.findAll(`[data-group="${topic}"] [data-rule]`).map((r) => r.attributes('data-rule'));
    expect(group('showdown')).toEqual(expect.arrayContaining(['rr.showdown.order', 'tda.17', 'seed-001.showdown-order', 'seed-000.muck']));
    expect(group('first-to-act')).toEqual(
      expect.arrayContaining(['rr.stud.12', 'seed-001.board-tie-position', 'tda.rp-10-d', 'seed-003.board-tie-suit']),
    );
    expect(group('betting')).not.toContain('tda.17');
    expect(group('showdown')).not.toContain('rr.stud.12');
    expect(view.get('[data-group="first-to-act"] h3').text()).toContain('Who acts first');
  });
});

describe('FloorRulingsView: see a ruling', () => {
  const setup = (players: number, rules: DrillSetup['rules']): DrillSetup => ({
    variant: 'stud',
    players,
    rules,
    structure: DEFAULT_STRUCTURE,
  });

  it("a seeded address deals that situation: the table, the incident, the ruling's steps, rules, deciding field and other profiles", async () => {
    const s = findSituation(setup(6, 'rr-tournament'), 'exposed-hole-card', 1234)!;
    const { view } = await open({
      kind: 'exposed-hole-card',
      profile: 'rr-tournament',
      variant: 'stud',
      players: '6',
      seed: String(s.seed),
    });
    expect(view.findAll('[data-seat]')).toHaveLength(6);
    expect(view.get('[data-testid="situation-seed"]').text()).toBe(String(s.seed));
    expect(view.get('[data-testid="situation-incident"]').text()).toContain(formatReason(incidentText(s.incident, s.state.variant), 'en'));
    expect(view.get('[data-testid="ruling-summary"]').text()).toBe(formatReason(s.ruling.reason, 'en'));
    const steps = view.findAll('[data-testid="ruling-steps"] li').map((li) => li.text());
    expect(steps).toEqual(s.ruling.steps.map((step) => formatReason(stepReason(step), 'en')));
    // RR tournaments call a misdeal (RR stud 5, tournament); the profile field that decided it is named.
    expect(s.ruling.answer).toBe('exposed-misdeal');
    expect(view.find('[data-testid="why"] [data-rule="rr.stud.5-tournament"]').exists()).toBe(true);
    // In words, without the profile's keys.
    expect(view.get('[data-testid="ruling-decided"]').text()).toContain(
      "Decided by the house rules (exposed hole card): a misdeal (Robert's Rules stud 5, tournaments)",
    );
    expect(view.get('[data-testid="ruling-decided"]').text()).not.toContain('exposedHoleCard');
    const others = view.findAll('[data-testid="ruling-others"] [data-profile]').map((o) => o.attributes('data-profile'));
    expect(others).toEqual(s.ruling.alternatives.map((a) => a.profile));
    expect(others).toContain('rr-cash');
  });

  it('a ruling is printed alone: the incident, the house rules, the steps and each rule with its source, in every language; the print asks the platform for a PDF', async () => {
    const s = findSituation(setup(6, 'rr-cash'), 'exposed-hole-card', 1)!;
    for (const locale of LOCALES) {
      const printed: string[] = [];
      const api = {
        loadHouseRules: async () => ({ profiles: [], problems: [] }),
        printToPdf: async (name: string) => (printed.push(name), { saved: true, fileName: name }),
      } as unknown as PlatformApi;
      const { plugins, router } = testPlugins(locale);
      useHouseRulesStore().use(api);
      await router.push({
        path: '/floor/rulings',
        query: { kind: 'exposed-hole-card', profile: 'rr-cash', variant: 'stud', players: '6', seed: String(s.seed) },
      });
      wrapper = mount(FloorRulingsView, {
        global: { plugins: [...plugins], provide: { [PLATFORM_API]: () => api } },
        attachTo: document.body,
      });
      await flushPromises();
      // The printout is outside the screen's layout (in body), hidden on screen, shown alone by the print stylesheet.
      const sheet = document.body.querySelector(':scope > [data-testid="ruling-print"]')!;
      expect(sheet, locale).not.toBeNull();
      const text = sheet.textContent!;
      expect(text).toContain(formatReason(s.ruling.reason, locale));
      for (const step of s.ruling.steps) expect(text).toContain(formatReason(stepReason(step), locale));
      for (const id of s.ruling.rules) expect(text).toContain(ruleText(id, locale));
      expect(text).toContain(
        {
          en: "Robert's Rules of Poker, Seven-Card Stud, rule 5",
          es: "Robert's Rules of Poker, Seven-Card Stud, regla 5",
          it: "Robert's Rules of Poker, Seven-Card Stud, regola 5",
        }[locale],
      );
      await wrapper.get('[data-testid="situation-print"]').trigger('click');
      await flushPromises();
      expect(printed).toEqual([`bring-in-ruling-exposed-hole-card-${s.seed}.pdf`]);
      expect(wrapper.get('[data-testid="situation-printed"]').text()).toContain(printed[0]);
      wrapper.unmount();
      wrapper = undefined;
      expect(document.body.querySelector('[data-testid="ruling-print"]')).toBeNull();
    }
  });

  it('a ruling at the showdown (a hand of eight cards) says nobody acts because the hands are shown, not that the dealer deals', async () => {
    const s = findSituation(setup(6, 'rr-cash'), 'wrong-card-count', 1)!;
    expect(s.state.phase).toBe('showdown');
    const { view } = await open(
      { kind: 'wrong-card-count', profile: 'rr-cash', variant: 'stud', players: '6', seed: String(s.seed) },
      'es',
    );
    expect(view.get('[data-testid="ruling-next"]').text()).toBe('Próximo en actuar: nadie (se muestran las cartas)');
  });

  it('razz, 7th card dealt up (RR 17): the deciding rule says the low hand starts, as the ruling above it does, not only "the high hand"', async () => {
    const razz: DrillSetup = { variant: 'razz', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE };
    const s = findSituation(razz, 'seventh-card-up', 1)!;
    expect(s.ruling.decidedBy.map((d) => d.field)).toContain('seventhUp');
    const cases = [
      ['en', 'the low hand using all upcards', 'the high hand using all upcards acts first, the low hand in razz'],
      ['es', 'la mano más baja con todas', 'habla primero la mano más alta con todas las descubiertas, la más baja en razz'],
      ['it', 'il punto più basso con tutte', 'parla per primo il punto più alto con tutte le scoperte, il più basso nel razz'],
    ] as const;
    for (const [locale, summary, decided] of cases) {
      const { view } = await open(
        { kind: 'seventh-card-up', profile: 'rr-cash', variant: 'razz', players: '6', seed: String(s.seed) },
        locale,
      );
      expect(view.get('[data-testid="ruling-summary"]').text()).toContain(summary);
      expect(view.get('[data-testid="ruling-decided"]').text()).toContain(decided);
      view.unmount();
    }
  });

  it("the other house rules include the user's own, and a profile changed meanwhile rules again on the same hand", async () => {
    const s = findSituation(setup(6, 'rr-tournament'), 'exposed-hole-card', 1234)!;
    let stored: HouseRules[] = [customProfile(PROFILES['rr-tournament'], {}, 'Casino Nord', 'custom:casino-nord-a1b2')];
    const { plugins, router } = testPlugins('en');
    useHouseRulesStore().use({
      loadHouseRules: async () => ({ profiles: stored, problems: [] }),
      saveHouseRules: async (profile: HouseRules) => {
        stored = stored.map((p) => (p.id === profile.id ? profile : p));
        return { profiles: stored, problems: [] };
      },
    } as unknown as PlatformApi);
    await router.push({
      path: '/floor/rulings',
      query: { kind: 'exposed-hole-card', profile: 'rr-tournament', variant: 'stud', players: '6', seed: String(s.seed) },
    });
    wrapper = mount(FloorRulingsView, { global: { plugins: [...plugins] }, attachTo: document.body });
    await flushPromises();
    const others = () => wrapper!.findAll('[data-testid="ruling-others"] [data-profile]').map((o) => o.attributes('data-profile'));
    // The same rules as RR tournament: it rules the same, so it is not set beside it.
    expect(others()).toEqual(s.ruling.alternatives.map((a) => a.profile));
    expect(await useHouseRulesStore().change('custom:casino-nord-a1b2', { exposedHoleCard: 'rr-5' })).toBe(true);
    await flushPromises();
    expect(others()).toEqual([...s.ruling.alternatives.map((a) => a.profile), 'custom:casino-nord-a1b2']);
    expect(wrapper.get('[data-testid="ruling-others"] [data-profile="custom:casino-nord-a1b2"] h3').text()).toBe('Casino Nord');
    expect(wrapper.get('[data-testid="situation-seed"]').text()).toBe(String(s.seed));
  });

  it('the bring-in incidents are named after the bring-in card of the game: the low card in stud, the high card in razz (STUD-RULES §3)', async () => {
    const razz: DrillSetup = { variant: 'razz', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE };
    const s = findSituation(razz, 'bring-in-absent', 31)!;
    const { view } = await open({ kind: 'bring-in-absent', profile: 'rr-cash', variant: 'razz', players: '6', seed: String(s.seed) });
    const picked = () => view.get<HTMLSelectElement>('[data-testid="situation-kind"]').find('option[value="bring-in-absent"]').text();
    expect(picked()).toBe('High card absent');
    expect(view.get('[data-testid="situation-incident"]').text()).toBe(
      'High card absent: The player with the high card is away from the table.',
    );
    expect(view.get('[data-testid="ruling-summary"]').text()).toMatch(/^Seat \d has the high card but is away/);
    expect(view.get('[data-testid="situation"]').text()).not.toMatch(/low card/i);
    await view.get('[data-testid="situation-variant"]').setValue('stud');
    await flushPromises();
    expect(picked()).toBe('Low card absent');
    expect(view.get('[data-testid="situation-incident"]').text()).toBe(
      'Low card absent: The player with the low card is away from the table.',
    );
    expect(view.get('[data-testid="ruling-summary"]').text()).toMatch(/^Seat \d has the low card but is away/);
  });

  it('says when an incident cannot happen with these settings (running out of cards needs 7 players), then deals it at 8', async () => {
    const { view, router } = await open({ tab: 'situation' });
    await view.get('[data-testid="situation-kind"]').setValue('run-out');
    await view.get('[data-testid="situation-players"]').setValue('4');
    await view.get('[data-testid="situation-form"]').trigger('submit');
    await flushPromises();
    expect(view.get('[data-testid="situation-problem"]').text()).toContain('needs at least 7');
    expect(view.find('[data-testid="ruling"]').exists()).toBe(false);
    await view.get('[data-testid="situation-players"]').setValue('8');
    await flushPromises();
    expect(view.find('[data-testid="situation-problem"]').exists()).toBe(false);
    expect(view.findAll('[data-seat]')).toHaveLength(8);
    expect(router.currentRoute.value.query).toMatchObject({ kind: 'run-out', players: '8', profile: 'rr-cash', variant: 'stud' });
    const seed = view.get('[data-testid="situation-seed"]').text();
    await view.get('[data-testid="situation-another"]').trigger('click');
    await flushPromises();
    expect(view.get('[data-testid="situation-seed"]').text()).not.toBe(seed);
    expect(router.currentRoute.value.query.seed).toBe(view.get('[data-testid="situation-seed"]').text());
  });

  it("says when the house rules bar an incident (online: a stack short of the ante and bring-in sits out, seed-003.cash-cover), in the reader's language", async () => {
    for (const [locale, words] of [
      ['en', 'is not dealt in'],
      ['es', 'no recibe cartas'],
      ['it', 'non riceve carte'],
    ] as const) {
      const { view } = await open({ tab: 'situation' }, locale);
      await view.get('[data-testid="situation-kind"]').setValue('bring-in-all-in');
      await view.get('[data-testid="situation-profile"]').setValue('online');
      await view.get('[data-testid="situation-players"]').setValue('8');
      await view.get('[data-testid="situation-form"]').trigger('submit');
      await flushPromises();
      const text = view.get('[data-testid="situation-problem"]').text();
      expect(text).toContain(words);
      expect(text).toContain('seed-003.cash-cover');
      expect(view.find('[data-testid="ruling"]').exists()).toBe(false);
      // The same incident under RR cash is dealt (RR stud 8).
      await view.get('[data-testid="situation-profile"]').setValue('rr-cash');
      await view.get('[data-testid="situation-form"]').trigger('submit');
      await flushPromises();
      expect(view.find('[data-testid="situation-problem"]').exists()).toBe(false);
      expect(view.find('[data-testid="ruling"]').exists()).toBe(true);
      view.unmount();
    }
  });

  it('switching to the rule lookup and back keeps the situation and the search, and the address shows the situation again', async () => {
    const s = findSituation(setup(4, 'online'), 'burn-error', 5)!;
    const { view, router } = await open({ kind: 'burn-error', profile: 'online', variant: 'stud', players: '4', seed: String(s.seed) });
    await view.get('[data-testid="tab-lookup"]').trigger('click');
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({});
    await view.get('[data-testid="rule-search"]').setValue('burn');
    await view.get('[data-testid="tab-situation"]').trigger('click');
    await flushPromises();
    expect(view.get('[data-testid="situation-seed"]').text()).toBe(String(s.seed));
    expect(router.currentRoute.value.query).toMatchObject({ kind: 'burn-error', seed: String(s.seed) });
    await view.get('[data-testid="tab-lookup"]').trigger('click');
    await flushPromises();
    expect((view.get('[data-testid="rule-search"]').element as HTMLInputElement).value).toBe('burn');
    expect(router.currentRoute.value.query).toEqual({ q: 'burn' });
  });

  it("another profile's rule id opens the rule lookup on that rule (?q=), and typing there keeps the address in step", async () => {
    const s = findSituation(setup(6, 'rr-tournament'), 'exposed-hole-card', 1234)!;
    const { view, router } = await open({
      kind: 'exposed-hole-card',
      profile: 'rr-tournament',
      variant: 'stud',
      players: '6',
      seed: String(s.seed),
    });
    const cash = s.ruling.alternatives.find((a) => a.profile === 'rr-cash')!;
    const id = cash.rules[0]!;
    await view.get(`[data-testid="ruling-others"] [data-profile="rr-cash"] a[href$="q=${id}"]`).trigger('click');
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: id });
    expect((view.get('[data-testid="rule-search"]').element as HTMLInputElement).value).toBe(id);
    expect(shownRules(view)).toContain(id);
    await view.get('[data-testid="rule-search"]').setValue('boxed');
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: 'boxed' });
  });

  it('running out of cards (RR 15): each house-rules field that decided it, with its value in words, in Spanish', async () => {
    const s = findSituation(setup(8, 'rr-cash'), 'run-out', 9)!;
    const { view } = await open({ kind: 'run-out', profile: 'rr-cash', variant: 'stud', players: '8', seed: String(s.seed) }, 'es');
    const lines = view.findAll('[data-testid="ruling-decided"] li');
    expect(lines.map((li) => li.attributes('data-field'))).toEqual(s.ruling.decidedBy.map((d) => d.field));
    expect(lines[0]!.text()).toContain(
      "Lo deciden las reglas de la casa (se acaban las cartas): Robert's Rules, stud 15 (se baraja la última carta con las quemadas",
    );
    if (s.ruling.decidedBy.length > 1)
      expect(lines[1]!.text()).toContain(
        "Robert's Rules, stud 15 (habla primero la mano más alta con la carta común; la más baja en razz)",
      );
    // The values in words only (no profile keys such as "runOut = rr-15"), and the way to a profile of the room's own.
    expect(view.get('[data-testid="ruling-decided"]').text()).not.toContain('rr-15');
    const edit = view.get('[data-testid="ruling-edit-house-rules"]');
    expect(edit.text()).toBe('¿Tu sala lo resuelve de otro modo? Ajústalo en tus propias reglas de la casa');
    expect(edit.attributes('href')).toContain('/floor/house-rules?profile=rr-cash');
  });

  it('speaks the current language: Italian incident names and ruling texts', async () => {
    const s = findSituation(setup(5, 'tda'), 'premature-cards', 99)!;
    const { view } = await open({ kind: 'premature-cards', profile: 'tda', variant: 'stud', players: '5', seed: String(s.seed) }, 'it');
    expect(view.get('h1').text()).toBe('Decisioni di sala');
    expect(view.get('[data-testid="ruling-summary"]').text()).toBe(formatReason(s.ruling.reason, 'it'));
    expect(view.get('[data-testid="situation-incident"]').text()).toContain(formatReason({ key: 'incident.premature-cards' }, 'it'));
  });
});

describe("FloorRulingsView: a profile of the user's", () => {
  // RR cash with TDA's premature card: the ruling follows the user's choice, RP-5-D.
  const mine = customProfile(PROFILES['rr-cash'], { prematureCard: 'tda-rp-5-d' }, 'Casino Nord', 'custom:casino-nord-k3x9');
  const setup: DrillSetup = { variant: 'stud', players: 5, rules: mine, structure: DEFAULT_STRUCTURE };

  it('is offered in the select, and its address deals the situation under its rules', async () => {
    const s = findSituation(setup, 'premature-cards', 7)!;
    const cash = findSituation({ ...setup, rules: 'rr-cash' }, 'premature-cards', s.seed, 1)!;
    expect(s.ruling.reason).not.toEqual(cash.ruling.reason);
    const { view, router } = await open(
      { kind: 'premature-cards', profile: mine.id, variant: 'stud', players: '5', seed: String(s.seed) },
      'en',
      [mine],
    );
    const options = view.findAll('[data-testid="situation-profile"] option');
    expect(options.map((o) => o.attributes('value'))).toEqual(['rr-cash', 'rr-tournament', 'tda', 'online', mine.id]);
    expect((view.get('[data-testid="situation-profile"]').element as HTMLSelectElement).value).toBe(mine.id);
    expect(view.get('[data-testid="ruling-summary"]').text()).toBe(formatReason(s.ruling.reason, 'en'));
    expect(view.get('[data-testid="ruling"] h2').text()).toContain('Casino Nord');
    expect(view.get('[data-testid="ruling-decided"]').text()).toContain('Decided by the house rules (premature card): TDA RP-5-D');
    // Back to the shipped RR cash: the same hand, RR 14.
    await view.get('[data-testid="situation-profile"]').setValue('rr-cash');
    await flushPromises();
    expect(view.get('[data-testid="ruling-summary"]').text()).toBe(formatReason(cash.ruling.reason, 'en'));
    expect(router.currentRoute.value.query.profile).toBe('rr-cash');
  });

  it('an address naming a profile that is not there says so', async () => {
    const { view } = await open({ kind: 'premature-cards', profile: 'custom:gone-0000', variant: 'stud', players: '5', seed: '7' });
    expect(view.get('[data-testid="situation-missing-profile"]').text()).toContain('"custom:gone-0000", which are not among your profiles');
    expect(view.find('[data-testid="ruling"]').exists()).toBe(false);
  });
});
