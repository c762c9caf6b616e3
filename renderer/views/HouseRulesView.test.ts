import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { PROFILES, type Locale } from '../../core';
import { createBrowserPlatform } from '../platform/browser-store';
import { PlatformError, type PlatformApi } from '../platform/api';
import { refusedSave } from '../../electron/shared/contract';
import { useHouseRulesStore } from '../stores/houseRules';
import { testPlugins } from '../testing/plugins';
import HouseRulesView from './HouseRulesView.vue';

const FULL = 'Cannot write house-rules.json: the disk is full (ENOSPC). Check that this folder exists and is writable.';
const READ_ONLY = 'Cannot write house-rules.json: the disk is read-only (EROFS). Check that this folder exists and is writable.';
const TAKEN = refusedSave('saveHouseRules', { code: 'name-taken', id: 'custom:taken', name: 'Taken' });

let wrapper: VueWrapper | undefined;
/** IndexedDB (fake-indexeddb) answers over several turns of the event loop. */
const settle = async () => {
  for (let k = 0; k < 20; k++) await flushPromises();
};
afterEach(() => wrapper?.unmount());

async function open(
  api: PlatformApi = createBrowserPlatform({ indexedDB: new IDBFactory() }),
  locale: Locale = 'en',
  path = '/floor/house-rules',
) {
  const { plugins, router } = testPlugins(locale);
  useHouseRulesStore().use(api);
  await router.push(path);
  wrapper = mount(HouseRulesView, { global: { plugins: [...plugins] }, attachTo: document.body });
  await settle();
  return { view: wrapper, api };
}

const details = (view: VueWrapper) => view.get('[data-testid="house-rules-details"]');
const fieldValue = (view: VueWrapper, field: string) => details(view).get(`[data-field="${field}"] input:checked`).attributes('value');

async function create(view: VueWrapper, base: string, name: string) {
  await view.get('[data-testid="house-rules-base"]').setValue(base);
  await view.get('[data-testid="house-rules-name"]').setValue(name);
  await view.get('[data-testid="house-rules-new"]').trigger('submit');
  await settle();
}

describe('HouseRulesView', () => {
  it('shows a shipped profile read-only: every field, the value in words and the rules it rests on', async () => {
    const { view } = await open();
    expect(view.get('h1').text()).toBe('House rules');
    expect(view.findAll('[data-testid="house-rules-shipped"] li').map((li) => li.attributes('data-profile'))).toEqual([
      'rr-cash',
      'rr-tournament',
      'tda',
      'online',
    ]);
    expect(view.get('[data-testid="house-rules-none"]').text()).toContain('No profile of your own yet');
    await view.get('[data-profile="tda"] button').trigger('click');
    expect(details(view).attributes('data-profile')).toBe('tda');
    expect(details(view).findAll('input')).toHaveLength(0);
    expect(details(view).findAll('[data-field]')).toHaveLength(12);
    const premature = details(view).get('[data-field="prematureCard"]');
    expect(premature.text()).toContain('premature card');
    expect(premature.text()).toContain('TDA RP-5-D (the premature card goes back into the stub');
    expect(premature.get('a').attributes('href')).toContain('q=tda.rp-5-d');
    expect(details(view).get('[data-field="cap"]').text()).toContain('TDA 2024, Rule 48');
    expect(details(view).get('[data-field="cap"]').text()).not.toContain('tda.48');
  });

  it("a profile of the user's cites its rules as links to the Rulings lookup, as a shipped one does (keyboard and touch reach them)", async () => {
    const { view } = await open();
    await create(view, 'tda', 'Club Replay');
    const premature = details(view).get('[data-field="prematureCard"]');
    expect(premature.findAll('input').length).toBeGreaterThan(1);
    const links = premature.findAll('a');
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((a) => a.text())).toContain('TDA 2024, Recommended Procedure 5-D');
    const link = premature.get('a[data-rule="tda.rp-5-d"]');
    expect(link.attributes('href')).toContain('q=tda.rp-5-d');
    expect(link.attributes('title')).toBe('Look TDA 2024, Recommended Procedure 5-D up in the rules');
    // Every rule cited in the editor is a link (none left as plain text with a tooltip).
    expect(
      details(view)
        .findAll('.house-rules-fields__rules code')
        .every((code) => code.element.parentElement?.tagName === 'A'),
    ).toBe(true);
  });

  it('creates a profile from a shipped one, changes a field (saved at once), renames it under the same id', async () => {
    const { view, api } = await open();
    await create(view, 'rr-cash', 'Casino Nord');
    const [made] = (await api.loadHouseRules()).profiles;
    expect(made).toMatchObject({ name: { en: 'Casino Nord' }, prematureCard: 'rr-14', boardTie: 'position' });
    expect(details(view).attributes('data-profile')).toBe(made!.id);
    expect(details(view).get('h2').text()).toBe('The rules of Casino Nord');
    // Every value of every field is offered, each in words with its rules.
    expect(details(view).findAll('[data-field="runOut"] input')).toHaveLength(3);
    expect(details(view).get('[data-field="prematureCard"] [data-value="tda-rp-5-d"]').text()).toContain(
      'Rests on: TDA 2024, Recommended Procedure 5-D',
    );
    expect(fieldValue(view, 'prematureCard')).toBe('rr-14');

    await details(view).get('[data-field="prematureCard"] input[value="tda-rp-5-d"]').setValue(true);
    await settle();
    expect(fieldValue(view, 'prematureCard')).toBe('tda-rp-5-d');
    await details(view).get('[data-field="cap"] input[value="4-capped"]').setValue(true);
    await settle();
    expect((await api.loadHouseRules()).profiles[0]).toMatchObject({
      id: made!.id,
      prematureCard: 'tda-rp-5-d',
      cap: { raises: 4, headsUp: 'capped' },
    });
    expect(view.get('[data-testid="house-rules-status"]').text()).toBe('Saved: Casino Nord.');

    await view.get('[data-testid="house-rules-rename-input"]').setValue('Casino Sud');
    // A field changed before the rename is saved keeps the name typed in the box.
    await details(view).get('[data-field="oddChip"] input[value="tda"]').setValue(true);
    await settle();
    expect((view.get('[data-testid="house-rules-rename-input"]').element as HTMLInputElement).value).toBe('Casino Sud');
    await view.get('[data-testid="house-rules-rename"]').trigger('submit');
    await settle();
    expect((await api.loadHouseRules()).profiles).toEqual([
      {
        ...made,
        name: { en: 'Casino Sud', es: 'Casino Sud', it: 'Casino Sud' },
        prematureCard: 'tda-rp-5-d',
        cap: { raises: 4, headsUp: 'capped' },
        oddChip: 'tda',
      },
    ]);
    expect(view.get(`[data-testid="house-rules-yours"] [data-profile="${made!.id}"]`).text()).toContain('Casino Sud');
    // Rename is disabled once saved: the focus is on the name box, not lost to the page.
    expect(document.activeElement).toBe(view.get('[data-testid="house-rules-rename-input"]').element);
  });

  it('refuses an empty or taken name, saying why; Rename is disabled while the name is unchanged', async () => {
    const { view, api } = await open();
    await create(view, 'tda', '  ');
    expect(view.get('[data-testid="house-rules-name-problem"]').text()).toBe('Give the profile a name.');
    await create(view, 'tda', 'TDA tournament (WSOP)');
    expect(view.get('[data-testid="house-rules-name-problem"]').text()).toBe('Another profile already has this name.');
    await create(view, 'tda', 'Mine');
    // The name it already has: Rename would do nothing, so it is disabled (until another name is typed).
    const save = () => view.get('[data-testid="house-rules-rename-save"]').attributes('disabled');
    expect(save()).toBeDefined();
    await view.get('[data-testid="house-rules-rename-input"]').setValue(' Mine ');
    expect(save()).toBeDefined();
    await view.get('[data-testid="house-rules-rename-input"]').setValue('Mine 2');
    expect(save()).toBeUndefined();
    await view.get('[data-testid="house-rules-rename-input"]').setValue("robert's rules, CASH game");
    expect(view.get('[data-testid="house-rules-rename-save"]').attributes('disabled')).toBeDefined();
    expect(view.get('[data-testid="house-rules-rename"]').text()).toContain('Another profile already has this name.');
    expect((await api.loadHouseRules()).profiles.map((p) => p.name.en)).toEqual(['Mine']);
  });

  it("duplicates a profile of the user's with its rules, and deletes only after the confirmation", async () => {
    const { view, api } = await open();
    await create(view, 'online', 'Room');
    const id = (await api.loadHouseRules()).profiles[0]!.id;
    await view.get(`[data-testid="house-rules-yours"] [data-profile="${id}"] button[aria-label="Duplicate: Room"]`).trigger('click');
    await settle();
    const [, copy] = (await api.loadHouseRules()).profiles;
    expect(copy).toMatchObject({ name: { en: 'Room (copy)' }, runOut: 'online', shortStack: 'sits-out' });
    expect(copy!.id).not.toBe(id);

    await view.get(`[data-profile="${id}"] button[aria-label="Delete: Room"]`).trigger('click');
    expect(view.get('[data-testid="house-rules-confirm"]').text()).toContain('Delete "Room"?');
    // What deleting does, as it is: screens set to it switch and say so; a drill already running keeps its rules.
    expect(view.get('[data-testid="house-rules-confirm"]').text()).toContain(
      'switches to another profile and says so. A drill already running keeps these rules until it ends.',
    );
    await view.get('[data-testid="house-rules-confirm"] .button--quiet').trigger('click');
    expect((await api.loadHouseRules()).profiles).toHaveLength(2);
    await view.get(`[data-profile="${id}"] button[aria-label="Delete: Room"]`).trigger('click');
    await view.get('[data-testid="house-rules-confirm-yes"]').trigger('click');
    await settle();
    expect((await api.loadHouseRules()).profiles.map((p) => p.id)).toEqual([copy!.id]);
    expect(view.get('[data-testid="house-rules-status"]').text()).toBe('Deleted: Room.');
  });

  it("duplicates a profile whose name is near the longest allowed: the copy's name is cut to fit", async () => {
    const { view, api } = await open();
    const long = 'Casino '.repeat(7).trim() + ' Royal'; // 54 characters: "<name> (copy)" would be 61
    await create(view, 'tda', long);
    const id = (await api.loadHouseRules()).profiles[0]!.id;
    await view.get(`[data-profile="${id}"] button[aria-label="Duplicate: ${long}"]`).trigger('click');
    await settle();
    await view.get(`[data-profile="${id}"] button[aria-label="Duplicate: ${long}"]`).trigger('click');
    await settle();
    const names = (await api.loadHouseRules()).profiles.map((p) => p.name.en);
    expect(names).toHaveLength(3);
    expect(names[1]).toMatch(/^Casino .* \(copy\)$/);
    expect(names[2]).toMatch(/^Casino .* \(copy\) 2$/);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(60);
  });

  it("opened as ?profile=<id> (a ruling's link): shows that profile, and a new one starts from it; the user's own opens to edit", async () => {
    const shipped = await open(undefined, 'en', '/floor/house-rules?profile=tda');
    expect(details(shipped.view).attributes('data-profile')).toBe('tda');
    expect((shipped.view.get('[data-testid="house-rules-base"]').element as HTMLSelectElement).value).toBe('tda');
    shipped.view.unmount();

    const api = createBrowserPlatform({ indexedDB: new IDBFactory() });
    const mine = { ...PROFILES.online, id: 'custom:room-ab12', name: { en: 'Room', es: 'Room', it: 'Room' } };
    await api.saveHouseRules(mine);
    const { view } = await open(api, 'en', '/floor/house-rules?profile=custom:room-ab12');
    expect(details(view).attributes('data-profile')).toBe('custom:room-ab12');
    expect(view.find('[data-testid="house-rules-rename"]').exists()).toBe(true);
  });

  it("by keyboard: Delete moves the focus to the question's Cancel; Escape (or Cancel) closes it and gives the focus back to Delete", async () => {
    const { view, api } = await open();
    await create(view, 'tda', 'Room');
    const id = (await api.loadHouseRules()).profiles[0]!.id;
    await view.get(`[data-profile="${id}"] button[aria-label="Delete: Room"]`).trigger('click');
    await settle();
    expect(document.activeElement).toBe(view.get('[data-testid="house-rules-confirm-no"]').element);
    await view.get('[data-testid="house-rules-confirm"]').trigger('keydown', { key: 'Escape' });
    await settle();
    expect(view.find('[data-testid="house-rules-confirm"]').exists()).toBe(false);
    expect(document.activeElement).toBe(view.get(`[data-profile="${id}"] button[aria-label="Delete: Room"]`).element);
    expect((await api.loadHouseRules()).profiles).toHaveLength(1);
  });

  it('by keyboard: after a confirmed delete the focus goes to the next profile in the list, and to the profile shown once none is left', async () => {
    const { view, api } = await open();
    await create(view, 'tda', 'Room');
    await create(view, 'online', 'Other');
    const [room, other] = (await api.loadHouseRules()).profiles.map((p) => p.id);
    const remove = async (id: string, name: string) => {
      await view.get(`[data-profile="${id}"] button[aria-label="Delete: ${name}"]`).trigger('click');
      await settle();
      await view.get('[data-testid="house-rules-confirm-yes"]').trigger('click');
      await settle();
    };
    await remove(room!, 'Room');
    expect(document.activeElement).toBe(view.get(`[data-profile="${other}"] button[aria-label="Edit: Other"]`).element);
    await remove(other!, 'Other');
    const shown = details(view).attributes('data-profile')!;
    expect(document.activeElement).toBe(view.get(`.house-rules__list [data-profile="${shown}"] button`).element);
  });

  it('names each stored profile that could not be read, and says when a save fails', async () => {
    const api = {
      ...createBrowserPlatform({ indexedDB: new IDBFactory() }),
      loadHouseRules: async () => ({
        profiles: [{ ...PROFILES.tda, id: 'custom:ok', name: { en: 'Ok', es: 'Ok', it: 'Ok' } }],
        problems: [
          {
            code: 'invalid-profile',
            place: { kind: 'file', path: 'house-rules.json' },
            number: 2,
            total: 2,
            id: 'custom:bad',
            name: null,
            field: 'runOut',
            message:
              'house-rules.json, profile 2 of 2 (id "custom:bad"): profile.runOut must be one of "rr-15", "tda-rp-10-h", "online", got "x"; it is left out and kept as it is',
          },
        ],
      }),
      saveHouseRules: async () => {
        throw new PlatformError({ code: 'storage-unavailable', message: FULL, system: 'ENOSPC' });
      },
    } as PlatformApi;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { view } = await open(api);
    const problems = view.get('[data-testid="house-rules-problems"]');
    expect(problems.attributes('role')).toBe('alert');
    // Said in words (which profile, which setting, what was kept), the store's own line under "Technical details".
    expect(problems.text()).toContain(
      'The house-rules file house-rules.json, profile 2 of 2 ("custom:bad"): the setting "runOut" is missing or has a value this version does not know',
    );
    expect(problems.text()).toContain('profile 2 of 2 (id "custom:bad"): profile.runOut must be one of');
    expect(view.get('[data-testid="house-rules-yours"]').text()).toContain('Ok');
    await create(view, 'tda', 'New');
    const error = view.get('[data-testid="house-rules-error"]');
    expect(error.attributes('role')).toBe('alert');
    // Said in words, the platform's own English under "Technical details" and in the console.
    expect(error.get('[data-testid="house-rules-error-text"]').text()).toBe('The profile was not saved: the disk is full.');
    expect(error.get('summary').text()).toBe('Technical details');
    expect(error.get('details [data-testid="house-rules-error-detail"]').text()).toBe(FULL);
    expect(warn).toHaveBeenCalledWith('Bring-In: the house rules could not be saved (storage-unavailable):', expect.any(PlatformError));
    warn.mockRestore();
  });

  it('says a failed save, rename or delete in Spanish and Italian, specific to its cause, the raw text only under the fold', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = (): PlatformApi => ({
      ...createBrowserPlatform({ indexedDB: new IDBFactory() }),
      loadHouseRules: async () => ({
        profiles: [{ ...PROFILES.tda, id: 'custom:ok', name: { en: 'Ok', es: 'Ok', it: 'Ok' } }],
        problems: [],
      }),
      saveHouseRules: async (profile) => {
        if (profile.name.en === 'Taken') throw TAKEN;
        if (profile.name.en === 'Limit') throw refusedSave('saveHouseRules', { code: 'profile-limit', max: 100 });
        // A refusal without a code is said as one, whatever its English words.
        if (profile.name.en === 'Words') throw new PlatformError({ code: 'invalid-payload', message: TAKEN.message });
        throw new PlatformError({ code: 'storage-unavailable', message: FULL, system: 'ENOSPC' });
      },
      deleteHouseRules: async () => {
        throw new PlatformError({ code: 'storage-unavailable', message: READ_ONLY, system: 'EROFS' });
      },
    });
    const sentence = (view: VueWrapper) => view.get('[data-testid="house-rules-error"] [data-testid="house-rules-error-text"]').text();
    const fold = (view: VueWrapper) =>
      view.get('[data-testid="house-rules-error"] details [data-testid="house-rules-error-detail"]').text();
    const rename = async (view: VueWrapper, name: string) => {
      await view.get('[data-profile="custom:ok"] button[aria-pressed]').trigger('click');
      await view.get('[data-testid="house-rules-rename-input"]').setValue(name);
      await view.get('[data-testid="house-rules-rename"]').trigger('submit');
      await settle();
    };
    const remove = async (view: VueWrapper) => {
      await view.get('[data-profile="custom:ok"] [data-action="delete"]').trigger('click');
      await view.get('[data-testid="house-rules-confirm-yes"]').trigger('click');
      await settle();
    };

    const es = (await open(failing(), 'es')).view;
    await create(es, 'tda', 'Nuevo');
    expect(sentence(es)).toBe('No se guardó el perfil: el disco está lleno.');
    expect(es.get('[data-testid="house-rules-error"] summary').text()).toBe('Detalles técnicos');
    expect(fold(es)).toBe(FULL);
    expect(sentence(es)).not.toContain('ENOSPC');
    await rename(es, 'Taken');
    expect(sentence(es)).toBe('No se cambió el nombre del perfil: otro perfil ya tiene este nombre.');
    expect(fold(es)).toBe(TAKEN.message);
    await create(es, 'tda', 'Limit');
    expect(sentence(es)).toBe('No se guardó el perfil: ya hay 100 perfiles propios, el máximo posible.');
    await create(es, 'tda', 'Words');
    expect(sentence(es)).toBe(
      'No se guardó el perfil: la aplicación no lo acepta tal cual (un ajuste o el nombre tiene un valor que esta versión no conoce).',
    );
    await remove(es);
    expect(sentence(es)).toBe('No se eliminó el perfil: el disco es de solo lectura.');
    expect(sentence(es)).not.toContain('Cannot');
    wrapper?.unmount();

    const it_ = (await open(failing(), 'it')).view;
    await create(it_, 'tda', 'Nuovo');
    expect(sentence(it_)).toBe('Il profilo non è stato salvato: il disco è pieno.');
    expect(it_.get('[data-testid="house-rules-error"] summary').text()).toBe('Dettagli tecnici');
    await rename(it_, 'Altro');
    expect(sentence(it_)).toBe('Il profilo non è stato rinominato: il disco è pieno.');
    await rename(it_, 'Taken');
    expect(sentence(it_)).toBe('Il profilo non è stato rinominato: un altro profilo ha già questo nome.');
    await create(it_, 'tda', 'Limit');
    expect(sentence(it_)).toBe('Il profilo non è stato salvato: ci sono già 100 profili tuoi, il massimo possibile.');
    await remove(it_);
    expect(sentence(it_)).toBe('Il profilo non è stato eliminato: il disco è di sola lettura.');
    expect(fold(it_)).toBe(READ_ONLY);
    expect(sentence(it_)).not.toContain(READ_ONLY);
    wrapper?.unmount();

    // The browser's storage, and a failure that is no PlatformError, in English.
    const en = (
      await open({
        ...failing(),
        deleteHouseRules: async () => {
          throw new PlatformError({
            code: 'storage-unavailable',
            message: "The browser's storage (IndexedDB) is not available: AbortError: the write was aborted",
            reason: { code: 'browser-storage-full' },
          });
        },
        saveHouseRules: async () => {
          throw new TypeError('x is undefined');
        },
      })
    ).view;
    await remove(en);
    expect(sentence(en)).toBe("The profile was not deleted: this browser's storage is full.");
    await create(en, 'tda', 'New');
    expect(sentence(en)).toBe('The profile was not saved: something went wrong inside the app.');
    expect(fold(en)).toBe('x is undefined');
    warn.mockRestore();
  });

  it('speaks Spanish and Italian', async () => {
    const es = await open(undefined, 'es');
    expect(es.view.get('h1').text()).toBe('Reglas de la casa');
    expect(es.view.get('[data-testid="house-rules-shipped"] h2').text()).toBe('Perfiles incluidos (solo lectura)');
    wrapper?.unmount();
    const it_ = await open(undefined, 'it');
    expect(it_.view.get('h1').text()).toBe('Regole della casa');
  });
});
