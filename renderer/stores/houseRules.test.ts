import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { IDBFactory } from 'fake-indexeddb';
import { PROFILES, parseScenarioCode, scenarioCode, setupRules } from '../../core';
import { createBrowserPlatform } from '../platform/browser-store';
import { PlatformError, type PlatformApi } from '../platform/api';
import { refusedSave } from '../../electron/shared/contract';
import { copyName, newCustomId, profileIdFromSlug, profileSlug, useHouseRulesStore } from './houseRules';

let indexedDB: IDBFactory;
let api: PlatformApi;
beforeEach(() => {
  setActivePinia(createPinia());
  indexedDB = new IDBFactory();
  api = createBrowserPlatform({ indexedDB });
});

function store(platform: PlatformApi = api) {
  const s = useHouseRulesStore();
  s.use(platform);
  return s;
}

describe('house-rules store', () => {
  it("lists the shipped profiles, then the user's; creates a copy of a base under a new id and name, and keeps it", async () => {
    const s = store();
    await s.ready();
    expect(s.all.map((p) => p.id)).toEqual(['rr-cash', 'rr-tournament', 'tda', 'online']);
    const made = (await s.create(PROFILES.tda, '  Casino Nord  '))!;
    expect(made.id).toMatch(/^custom:casino-nord-[a-z0-9]{4}$/);
    expect(made.name).toEqual({ en: 'Casino Nord', es: 'Casino Nord', it: 'Casino Nord' });
    const { id: _a, name: _b, ...fields } = made;
    const { id: _c, name: _d, ...tda } = PROFILES.tda;
    expect(fields).toEqual(tda);
    expect(s.find(made.id)).toEqual(made);
    expect(s.all.at(-1)).toEqual(made);

    setActivePinia(createPinia());
    const again = store(createBrowserPlatform({ indexedDB }));
    await again.ready();
    expect(again.custom).toEqual([made]);
  });

  it('changes a field and renames without changing the id; names must be non-empty and unique, the shipped ones included', async () => {
    const s = store();
    await s.ready();
    const made = (await s.create(PROFILES['rr-cash'], 'Room'))!;
    expect(await s.change(made.id, { runOut: 'tda-rp-10-h', cap: { raises: 4, headsUp: 'capped' } })).toBe(true);
    expect(s.find(made.id)).toMatchObject({ runOut: 'tda-rp-10-h', cap: { raises: 4, headsUp: 'capped' }, boardTie: 'position' });
    expect(await s.rename(made.id, 'Our room')).toBe(true);
    expect(s.find(made.id)).toMatchObject({ id: made.id, name: { en: 'Our room' }, runOut: 'tda-rp-10-h' });
    expect((await api.loadHouseRules()).profiles).toEqual([s.find(made.id)]);

    expect(s.nameProblem('   ')).toBe('empty');
    expect(s.nameProblem('x'.repeat(61))).toBe('long');
    expect(s.nameProblem('our ROOM')).toBe('taken');
    expect(s.nameProblem('our room', made.id)).toBeNull();
    expect(s.nameProblem("Robert's Rules, cash game")).toBe('taken');
    expect(s.nameProblem('Torneo TDA (WSOP)')).toBe('taken');
    expect(await s.create(PROFILES.tda, 'Our room')).toBeNull();
    expect(await s.rename(made.id, '')).toBe(false);
    expect(s.custom).toHaveLength(1);
  });

  it('duplicates (a create from a custom profile) and deletes; unknown ids are refused', async () => {
    const s = store();
    await s.ready();
    const a = (await s.create(PROFILES.online, 'A'))!;
    await s.change(a.id, { oddChip: 'tda' });
    const b = (await s.create(s.find(a.id)!, 'A (copy)'))!;
    expect(b.id).not.toBe(a.id);
    expect(b).toMatchObject({ oddChip: 'tda', showdownRiverChecked: 'last-aggressor' });
    expect(await s.remove(a.id)).toBe(true);
    expect(s.custom.map((p) => p.id)).toEqual([b.id]);
    expect(s.find(a.id)).toBeNull();
    expect(await s.change('custom:none', { oddChip: 'rr' })).toBe(false);
  });

  it('shows the storage problems and a failed call, and keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problem = {
      code: 'invalid-profile',
      place: { kind: 'file', path: 'house-rules.json' },
      number: 1,
      total: 1,
      id: null,
      name: null,
      field: 'cap',
      message: 'house-rules.json, profile 1 of 1: profile.cap must be ...',
    } as const;
    const failing = {
      ...api,
      loadHouseRules: async () => ({ profiles: [], problems: [problem] }),
      saveHouseRules: async () => {
        throw new Error('Cannot write house-rules.json: the disk is full');
      },
    } as PlatformApi;
    const s = store(failing);
    await s.ready();
    expect(s.problems).toEqual([problem]);
    expect(s.failure).toBeNull();
    expect(await s.create(PROFILES.tda, 'Full disk')).toBeNull();
    // Not a PlatformError: an internal failure, its words kept for "Technical details" and the console.
    expect(s.failure).toEqual({
      action: 'save',
      code: 'internal',
      system: null,
      reason: null,
      message: 'Cannot write house-rules.json: the disk is full',
    });
    expect(warn).toHaveBeenCalledWith('Bring-In: the house rules could not be saved (internal):', expect.any(Error));
    expect(s.custom).toEqual([]);
    warn.mockRestore();
  });

  it('keeps which action failed and its kind: the PlatformError code and the system code a storage error carries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = store();
    await s.ready();
    const room = (await s.create(PROFILES.tda, 'Room'))!;
    const full = new PlatformError({
      code: 'storage-unavailable',
      message: 'Cannot write /data/house-rules.json: the disk is full (ENOSPC). Check that this folder exists and is writable.',
      system: 'ENOSPC',
    });
    s.use({
      ...api,
      saveHouseRules: async () => {
        throw full;
      },
      deleteHouseRules: async () => {
        throw new PlatformError({
          code: 'storage-unavailable',
          message: 'Cannot use the folder /data: permission denied (EACCES). Check that this folder exists and is writable.',
          system: 'EACCES',
        });
      },
    });
    expect(await s.change(room.id, { oddChip: 'rr' })).toBe(false);
    expect(s.failure).toEqual({ action: 'save', code: 'storage-unavailable', system: 'ENOSPC', reason: null, message: full.message });
    expect(await s.rename(room.id, 'Our room')).toBe(false);
    expect(s.failure).toMatchObject({ action: 'rename', code: 'storage-unavailable', system: 'ENOSPC' });
    expect(await s.remove(room.id)).toBe(false);
    expect(s.failure).toMatchObject({ action: 'delete', code: 'storage-unavailable', system: 'EACCES' });
    expect(warn).toHaveBeenCalledWith('Bring-In: the house rules could not be deleted (storage-unavailable):', expect.any(PlatformError));

    // A refused profile: invalid-payload with its refusal code, no errno code even when its words look like one.
    const taken = { code: 'name-taken', id: 'custom:x', name: 'Room (EROFS)' } as const;
    s.use({
      ...api,
      saveHouseRules: async () => {
        throw refusedSave('saveHouseRules', taken);
      },
    });
    expect(await s.rename(room.id, 'Other')).toBe(false);
    expect(s.failure).toMatchObject({ action: 'rename', code: 'invalid-payload', system: null, reason: taken });
    s.use({
      ...api,
      loadHouseRules: async () => {
        throw new PlatformError({ code: 'forbidden-sender', message: 'Refused: the sender is not the app window' });
      },
    });
    await s.load();
    expect(s.failure).toMatchObject({ action: 'load', code: 'forbidden-sender', system: null });

    // The next call that works clears it.
    s.use(api);
    expect(await s.rename(room.id, 'Our room')).toBe(true);
    expect(s.failure).toBeNull();
    warn.mockRestore();
  });
  it("matching: a scenario code's custom rules are the user's profile with the same rules, then a shipped one, else the code's own", async () => {
    const s = store();
    await s.ready();
    const room = (await s.create(PROFILES.tda, 'Casino Nord'))!;
    await s.change(room.id, { openPairDoubling: true });
    const codeRules = (rules: typeof room) =>
      setupRules(
        parseScenarioCode(
          scenarioCode('pot', { variant: 'stud', players: 6, rules, structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } }, 7),
        ).setup,
      );
    const fromCode = codeRules(s.find(room.id)!);
    expect(fromCode.id).not.toBe(room.id);
    expect(s.matching(fromCode)).toEqual(s.find(room.id));
    // A profile known by id is itself, even when another has the same rules.
    expect(s.matching(s.find(room.id)!)).toBe(s.find(room.id));
    expect(s.matching(PROFILES.tda)).toBe(PROFILES.tda);
    // The shipped TDA rules written field by field: no profile of the user's has them, TDA does.
    expect(s.matching(codeRules(PROFILES.tda))).toBe(PROFILES.tda);
    // Rules nobody has stay the code's own ("Custom house rules").
    await s.change(room.id, { oddChip: 'rr' });
    expect(s.matching(fromCode)).toBe(fromCode);
  });
});

describe('profile ids and slugs', () => {
  it('a shipped id is its own slug; "custom:abc" is "custom-abc" and back; anything else is not a profile', () => {
    expect(profileSlug('tda')).toBe('tda');
    expect(profileSlug('custom:my-room-k3x9')).toBe('custom-my-room-k3x9');
    expect(profileIdFromSlug('custom-my-room-k3x9')).toBe('custom:my-room-k3x9');
    expect(profileIdFromSlug('rr-cash')).toBe('rr-cash');
    expect(profileIdFromSlug('dealer')).toBeNull();
    expect(profileSlug('custom:' + 'a'.repeat(33))).toHaveLength(40);
    expect(profileSlug('Weird Id')).toBe('custom');
  });

  it('a new id comes from the name (accents, case and signs aside) and a random part, never one that is taken', () => {
    const rolls = [0, 0, 0.5];
    const id = newCustomId(
      'Sala Düsseldorf: Peña!',
      (c) => c === 'custom:sala-dusseldorf-pena-0000',
      () => rolls.shift()!,
    );
    expect(id).toBe('custom:sala-dusseldorf-pena-' + Math.floor(0.5 * 36 ** 4).toString(36));
    expect(
      newCustomId(
        '¡¡!!',
        () => false,
        () => 0,
      ),
    ).toBe('custom:0000');
    expect(newCustomId('x'.repeat(80), () => false)).toMatch(/^custom:x{24}-[a-z0-9]{4}$/);
  });

  it('a copy\'s name: "<name> (copy)", then numbered; a long name is cut so that the copy fits (no endless search)', () => {
    const copyOf = (name: string) => `${name} (copy)`;
    const taken = new Set(['Room (copy)', 'Room (copy) 2']);
    expect(copyName('Room', copyOf, (n) => !taken.has(n))).toBe('Room (copy) 3');
    const long = 'A'.repeat(58);
    const first = copyName(long, copyOf, () => true, 60);
    expect(first).toBe(`${'A'.repeat(53)} (copy)`);
    expect(copyName(long, copyOf, (n) => n !== first, 60)).toBe(`${'A'.repeat(51)} (copy) 2`);
    expect(
      copyName(
        'Room',
        () => 'x'.repeat(70),
        () => false,
        60,
      ),
    ).toHaveLength(70);
  });
});

describe('house-rules store: other windows', () => {
  it('a profile deleted in one window is gone from another one that follows it, which can still name it', async () => {
    const here = store();
    await here.ready();
    const made = (await here.create(PROFILES.tda, 'Club Replay'))!;
    // Another window of the app (its own store, the same storage), following the others.
    setActivePinia(createPinia());
    const there = store(createBrowserPlatform({ indexedDB }));
    await there.ready();
    expect(there.find(made.id)).toEqual(made);
    expect(there.goneName(made.id)).toBeNull();
    const stop = there.followOtherWindows(window);
    try {
      expect(await here.remove(made.id)).toBe(true);
      expect(here.goneName(made.id)).toBe('Club Replay');
      await vi.waitFor(() => expect(there.find(made.id)).toBeNull());
      expect(there.goneName(made.id)).toBe('Club Replay');
      expect(there.goneName('tda')).toBeNull();
      expect(there.goneName('custom:never-seen-k3x9')).toBeNull();
    } finally {
      stop();
    }
  });

  it("gone: an id of the user's kind not among the profiles once read (deleted before this window opened); never a code's custom rules", async () => {
    const s = store();
    expect(s.gone('custom:club-replay-k3x9')).toBeNull();
    await s.ready();
    expect(s.gone('custom:club-replay-k3x9')).toEqual({ name: null });
    const code = parseScenarioCode(
      scenarioCode(
        'pot',
        {
          variant: 'stud',
          players: 6,
          rules: { ...PROFILES.tda, id: 'custom:x-k3x9' },
          structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
        },
        1,
      ),
    ).setup.rules;
    expect(typeof code === 'object' && s.gone(code.id)).toBeNull();
    expect(s.gone('tda')).toBeNull();
  });

  it('reads the profiles again when the window gets the focus back (a window that could not tell)', async () => {
    const here = store();
    await here.ready();
    const stop = here.followOtherWindows(window);
    try {
      // Saved behind this store's back (another window without BroadcastChannel, or the file edited).
      await createBrowserPlatform({ indexedDB }).saveHouseRules({
        ...PROFILES.tda,
        id: 'custom:club-replay-k3x9',
        name: { en: 'Club Replay', es: 'Club Replay', it: 'Club Replay' },
      });
      expect(here.custom).toEqual([]);
      window.dispatchEvent(new Event('focus'));
      await vi.waitFor(() => expect(here.custom.map((p) => p.id)).toEqual(['custom:club-replay-k3x9']));
    } finally {
      stop();
    }
  });
});
