import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { PROFILES, customProfile } from '../../../core';
import { createBrowserPlatform } from '../../platform/browser-store';
import type { PlatformApi } from '../../platform/api';
import { DEFAULT_RUN, type RunConfig } from '../../stores/drillRun';
import { useDrillSettings } from './useDrillSettings';

const RAZZ_TIMED: RunConfig = {
  selector: 'first-to-act',
  variant: 'razz',
  players: 3,
  profile: 'tda',
  structure: { ante: 5, bringIn: 10, smallBet: 25, bigBet: 50 },
  length: { mode: 'timed', minutes: 5 },
};

function settingsOn(api: PlatformApi) {
  return useDrillSettings(() => api);
}

describe('useDrillSettings', () => {
  it('nothing stored: the default setup, and no last drill', async () => {
    const settings = settingsOn(createBrowserPlatform({ indexedDB: new IDBFactory() }));
    expect(await settings.load()).toEqual(DEFAULT_RUN);
    expect(await settings.lastRun()).toBeNull();
  });

  it('a run that starts is kept whole: the next session offers its setup and can continue it', async () => {
    const indexedDB = new IDBFactory();
    await settingsOn(createBrowserPlatform({ indexedDB })).remember(RAZZ_TIMED);
    const later = settingsOn(createBrowserPlatform({ indexedDB }));
    expect(await later.lastRun()).toEqual(RAZZ_TIMED);
    const { selector: _drill, ...choices } = RAZZ_TIMED;
    expect(await later.load()).toEqual(choices);
    expect(await createBrowserPlatform({ indexedDB }).loadSettings()).toMatchObject({
      profile: 'tda',
      structure: '5-10-25-50',
      lastDrill: 'first-to-act-razz-3-t5',
    });
  });

  it('with no drill run yet, the setup offers the game and house rules chosen on the first-start cards', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ learnGame: 'stud8' });
    await settingsOn(api).rememberProfile('tda');
    expect(await settingsOn(api).load()).toEqual({ ...DEFAULT_RUN, variant: 'stud8', profile: 'tda' });
    // A drill run since then is offered as it was.
    await settingsOn(api).remember(RAZZ_TIMED);
    expect((await settingsOn(api).load()).variant).toBe('razz');
  });

  it('settings from before the setup was kept (a bare drill id) continue that drill with the stored profile', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ lastDrill: 'pot', profile: 'online' });
    expect(await settingsOn(api).lastRun()).toEqual({ ...DEFAULT_RUN, selector: 'pot', profile: 'online' });
  });

  it('unreadable settings never block a drill: defaults, no last drill, a warning on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      loadSettings: () => Promise.reject(new Error('disk gone')),
      saveSettings: () => Promise.reject(new Error('disk gone')),
    } as unknown as PlatformApi;
    const settings = settingsOn(broken);
    expect(await settings.load()).toEqual(DEFAULT_RUN);
    expect(await settings.lastRun()).toBeNull();
    await settings.remember(RAZZ_TIMED);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('a profile of the user\'s is kept as its slug ("custom-<id>", settings take slugs) and comes back with its rules as they are now', async () => {
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB });
    const mine = customProfile(PROFILES['rr-cash'], { oddChip: 'tda' }, 'Casino Nord', 'custom:casino-nord-k3x9');
    await api.saveHouseRules(mine);
    await settingsOn(api).remember({ ...RAZZ_TIMED, profile: mine });
    expect(await api.loadSettings()).toMatchObject({ profile: 'custom-casino-nord-k3x9' });
    // Renamed and changed since: the next session gets it as it is now, under the same id.
    const now = { ...mine, name: { en: 'Casino Sud', es: 'Casino Sud', it: 'Casino Sud' }, runOut: 'online' as const };
    await api.saveHouseRules(now);
    expect(await settingsOn(createBrowserPlatform({ indexedDB })).lastRun()).toEqual({ ...RAZZ_TIMED, profile: now });
    // Deleted: the default profile, and the settings say which profile is gone (by its name as it was last seen).
    await api.deleteHouseRules(mine.id);
    const after = settingsOn(api);
    expect((await after.load()).profile).toBe(DEFAULT_RUN.profile);
    expect(after.gone.value).toEqual({ name: 'Casino Sud' });
    expect((await after.lastRun())?.profile).toBe(DEFAULT_RUN.profile);
    expect(after.gone.value).toEqual({ name: 'Casino Sud' });
  });

  it('a profile still there, or a shipped one, is not gone', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const mine = customProfile(PROFILES.tda, {}, 'Club Replay', 'custom:club-replay-k3x9');
    await api.saveHouseRules(mine);
    await settingsOn(api).remember({ ...RAZZ_TIMED, profile: mine });
    expect(await api.loadSettings()).toMatchObject({ profile: 'custom-club-replay-k3x9', profileName: 'Club Replay' });
    const settings = settingsOn(api);
    await settings.lastRun();
    expect(settings.gone.value).toBeNull();
    await settings.remember(RAZZ_TIMED);
    await settings.lastRun();
    expect(settings.gone.value).toBeNull();
  });

  it('settings from before the name was kept: the gone profile is unnamed', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ profile: 'custom-club-replay-k3x9', lastDrill: 'pot' });
    const settings = settingsOn(api);
    expect(await settings.lastRun()).toEqual({ ...DEFAULT_RUN, selector: 'pot' });
    expect(settings.gone.value).toEqual({ name: null });
  });

  it('the first versions\' profile setting ("dealer", a role, not house rules) gives the default profile', async () => {
    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    await api.saveSettings({ profile: 'dealer', lastDrill: 'pot' });
    expect(await settingsOn(api).lastRun()).toEqual({ ...DEFAULT_RUN, selector: 'pot' });
  });
});
