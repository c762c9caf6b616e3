import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { PROFILES, customProfile, parseScenarioCode, scenarioCode, type HouseRules } from '../../../core';
import type { PlatformApi } from '../../platform/api';
import { testPlugins } from '../../testing/plugins';
import { DEFAULT_RUN } from '../../stores/drillRun';
import { useHouseRulesStore } from '../../stores/houseRules';
import DrillSetupForm from './DrillSetupForm.vue';

const mountForm = (locale: 'en' | 'it' = 'en') => {
  const { plugins } = testPlugins(locale);
  // No house rules of the user's: the form offers the shipped profiles alone.
  useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
  return mount(DrillSetupForm, { props: { selector: 'showdown', initial: DEFAULT_RUN }, global: { plugins: [...plugins] } });
};

describe('DrillSetupForm', () => {
  it('Start sends the chosen game, table, profile, structure and length', async () => {
    const view = mountForm();
    await view.get('[data-testid="setup-variant"]').setValue('stud8');
    await view.get('[data-testid="setup-players"]').setValue('8');
    await view.get('[data-testid="setup-profile"]').setValue('tda');
    await view.get('[data-testid="setup-ante"]').setValue('5');
    await view.get('[data-testid="setup-bring-in"]').setValue('10');
    await view.get('[data-testid="setup-small-bet"]').setValue('25');
    await view.get('[data-testid="setup-big-bet"]').setValue('50');
    await view.get('[data-testid="setup-mode-timed"]').setValue(true);
    await view.get('[data-testid="setup-minutes"]').setValue('3');
    await view.get('form').trigger('submit');
    expect(view.emitted('start')).toEqual([
      [
        {
          selector: 'showdown',
          variant: 'stud8',
          players: 8,
          profile: 'tda',
          structure: { ante: 5, bringIn: 10, smallBet: 25, bigBet: 50 },
          length: { mode: 'timed', minutes: 3 },
        },
      ],
    ]);
  });

  it('a bring-in above the small bet is marked on the bring-in with its own message, and Start stays off', async () => {
    const view = mountForm();
    expect(view.get('[data-testid="setup-problem"]').text()).toBe('');
    await view.get('[data-testid="setup-bring-in"]').setValue('20');
    const field = view.get('[data-testid="setup-bring-in"]');
    expect(field.attributes('aria-invalid')).toBe('true');
    expect(view.get(`#${field.attributes('aria-describedby')}`).text()).toBe('The bring-in cannot be more than the small bet (5).');
    expect(view.get('[data-testid="setup-ante"]').attributes('aria-invalid')).toBe('false');
    expect(view.get('[data-testid="setup-problem"]').text()).toBe('Correct the marked fields to start.');
    expect(view.get('[data-testid="setup-start"]').attributes('disabled')).toBeDefined();
    await view.get('form').trigger('submit');
    expect(view.emitted('start')).toBeUndefined();
  });

  it("a negative ante is the ante's problem (not the bring-in's); an emptied field is not taken for 0", async () => {
    const view = mountForm();
    await view.get('[data-testid="setup-ante"]').setValue('-1');
    expect(view.get('[data-testid="setup-ante-error"]').text()).toBe('Enter a whole number of chips, 0 or more.');
    expect(view.find('[data-testid="setup-bring-in-error"]').exists()).toBe(false);
    expect(view.get('[data-testid="setup-bring-in"]').attributes('aria-invalid')).toBe('false');
    await view.get('[data-testid="setup-ante"]').setValue('');
    expect(view.get('[data-testid="setup-ante-error"]').text()).toBe('Enter a whole number of chips, 0 or more.');
    await view.get('[data-testid="setup-ante"]').setValue('0');
    expect(view.find('[data-testid="setup-ante-error"]').exists()).toBe(false);
    expect(view.get('[data-testid="setup-start"]').attributes('disabled')).toBeUndefined();
  });

  it('each wrong field says its own problem at once, in Italian too; the question count and minutes say their range', async () => {
    const view = mountForm('it');
    await view.get('[data-testid="setup-small-bet"]').setValue('20');
    await view.get('[data-testid="setup-count"]').setValue('0');
    expect(view.get('[data-testid="setup-small-bet-error"]').text()).toBe('La puntata piccola non può superare la puntata grande (10).');
    expect(view.get('[data-testid="setup-count-error"]').text()).toBe('Inserisci un numero intero di domande, da 1 a 200.');
    expect(view.get('[data-testid="setup-problem"]').text()).toBe('Correggi i campi segnati per iniziare.');
    await view.get('[data-testid="setup-mode-timed"]').setValue(true);
    await view.get('[data-testid="setup-minutes"]').setValue('121');
    // The count no longer counts (a timed round); the minutes do.
    expect(view.find('[data-testid="setup-count-error"]').exists()).toBe(false);
    expect(view.get('[data-testid="setup-minutes-error"]').text()).toBe('Inserisci un numero intero di minuti, da 1 a 120.');
  });

  it('profile names are localised (Italian)', () => {
    const view = mountForm('it');
    expect(view.get('[data-testid="setup-profile"]').text()).toContain("Robert's Rules, torneo");
    expect(view.get('h1').text()).toBe('Showdown');
    expect(view.text()).toContain('Regole della casa');
  });
});

describe("DrillSetupForm: the user's house-rules profiles", () => {
  const mine = customProfile(
    PROFILES.tda,
    { runOut: 'online', cap: { raises: 4, headsUp: 'capped' } },
    'Casino Nord',
    'custom:casino-nord-k3x9',
  );

  async function mountWith(profiles: HouseRules[], initial = DEFAULT_RUN) {
    const { plugins } = testPlugins('en');
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles, problems: [] }) } as unknown as PlatformApi);
    const view = mount(DrillSetupForm, { props: { selector: 'pot', initial }, global: { plugins: [...plugins] } });
    await flushPromises();
    return view;
  }

  it('offers them after the shipped ones, and Start sends the chosen profile itself', async () => {
    const view = await mountWith([mine]);
    const options = view.findAll('[data-testid="setup-profile"] option');
    expect(options.map((o) => o.attributes('value'))).toEqual(['rr-cash', 'rr-tournament', 'tda', 'online', 'custom:casino-nord-k3x9']);
    expect(options.at(-1)!.text()).toBe('Casino Nord');
    await view.get('[data-testid="setup-profile"]').setValue('custom:casino-nord-k3x9');
    await view.get('form').trigger('submit');
    // The profiles are read again before a drill starts under one of the user's.
    await flushPromises();
    const [[config]] = view.emitted('start') as unknown as [[{ profile: HouseRules }]];
    expect(config.profile).toEqual(mine);
    // Its rules travel in the scenario code, field by field.
    const code = scenarioCode('pot', { variant: 'stud', players: 6, rules: config.profile, structure: DEFAULT_RUN.structure }, 7);
    expect(parseScenarioCode(code).setup.rules).toMatchObject({
      runOut: 'online',
      cap: { raises: 4, headsUp: 'capped' },
      boardTie: 'suit',
    });
  });

  it("keeps a profile it starts with that is not in the list (a scenario code's) as a choice", async () => {
    const fromCode = parseScenarioCode(
      scenarioCode('pot', { variant: 'razz', players: 4, rules: mine, structure: DEFAULT_RUN.structure }, 1),
    ).setup.rules as HouseRules;
    const view = await mountWith([], { ...DEFAULT_RUN, profile: fromCode });
    expect((view.get('[data-testid="setup-profile"]').element as HTMLSelectElement).value).toBe(fromCode.id);
    expect(view.get('[data-testid="setup-profile"]').text()).toContain('Custom house rules');
    await view.get('form').trigger('submit');
    expect((view.emitted('start') as unknown as [[{ profile: HouseRules }]])[0][0].profile).toEqual(fromCode);
  });

  it('the settings named a profile that is gone: the setup says so and offers the default rules', async () => {
    const { plugins } = testPlugins('es');
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    const view = mount(DrillSetupForm, {
      props: { selector: 'pot', initial: DEFAULT_RUN, gone: { name: 'Club Replay' } },
      global: { plugins: [...plugins] },
    });
    await flushPromises();
    expect(view.get('[data-testid="profile-gone"]').text()).toBe(
      `Las reglas de la casa «Club Replay» ya no están entre tus perfiles (se han eliminado): ahora se usa ${PROFILES['rr-cash'].name.es}.`,
    );
    // Another profile chosen: the notice has said its piece.
    await view.get('[data-testid="setup-profile"]').setValue('tda');
    expect(view.find('[data-testid="profile-gone"]').exists()).toBe(false);
  });

  it('a profile deleted in another window while the setup is open: no longer offered, the default instead, with a notice', async () => {
    const view = await mountWith([mine], { ...DEFAULT_RUN, profile: mine });
    expect((view.get('[data-testid="setup-profile"]').element as HTMLSelectElement).value).toBe(mine.id);
    const store = useHouseRulesStore();
    store.use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    await store.load();
    await flushPromises();
    expect(view.findAll('[data-testid="setup-profile"] option').map((o) => o.attributes('value'))).not.toContain(mine.id);
    expect((view.get('[data-testid="setup-profile"]').element as HTMLSelectElement).value).toBe('rr-cash');
    expect(view.get('[data-testid="profile-gone"]').text()).toBe(
      `The house rules "Casino Nord" are no longer among your profiles (deleted): ${PROFILES['rr-cash'].name.en} is used instead.`,
    );
  });

  it('"Change setup" of a run kept across a reload whose profile was deleted since: not offered, the default instead, named in the notice', async () => {
    const view = await mountWith([], { ...DEFAULT_RUN, profile: mine });
    expect(view.findAll('[data-testid="setup-profile"] option').map((o) => o.attributes('value'))).not.toContain(mine.id);
    expect((view.get('[data-testid="setup-profile"]').element as HTMLSelectElement).value).toBe('rr-cash');
    expect(view.get('[data-testid="profile-gone"]').text()).toContain('"Casino Nord"');
  });

  it('Start with a profile deleted meanwhile in another window (not yet read here): refused, with the notice', async () => {
    const view = await mountWith([mine]);
    await view.get('[data-testid="setup-profile"]').setValue(mine.id);
    // Deleted elsewhere: this window has not heard of it yet.
    useHouseRulesStore().use({ loadHouseRules: async () => ({ profiles: [], problems: [] }) } as unknown as PlatformApi);
    await view.get('form').trigger('submit');
    await flushPromises();
    expect(view.emitted('start')).toBeUndefined();
    expect(view.get('[data-testid="profile-gone"]').text()).toContain('"Casino Nord"');
    expect((view.get('[data-testid="setup-profile"]').element as HTMLSelectElement).value).toBe('rr-cash');
    // Start again: the default rules, as the notice says.
    await view.get('form').trigger('submit');
    await flushPromises();
    expect((view.emitted('start') as unknown as [[{ profile: unknown }]])[0][0].profile).toBe('rr-cash');
  });
});
