import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { PROFILES, customProfile } from '../../../core';
import { HOUSE_RULES_FORMAT, MAX_CUSTOM_PROFILES, readProfilesDocument } from '../../../electron/shared/house-rules-format';
import { DB_NAME, HOUSE_RULES_KEY, createBrowserPlatform } from '../../platform/browser-store';
import { testPlugins } from '../../testing/plugins';
import { readStoredProfilesProblem } from './storedProfilesProblem';
import StoredProfilesProblems from './StoredProfilesProblems.vue';

const mine = customProfile(PROFILES.tda, {}, 'My room', 'custom:room-1');

/** Puts a raw value where the browser store keeps the house rules. */
async function putRaw(indexedDB: IDBFactory, value: unknown): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onsuccess = () => {
      const tx = open.result.transaction('settings', 'readwrite');
      tx.objectStore('settings').put(value, HOUSE_RULES_KEY);
      tx.oncomplete = () => (open.result.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  });
}

function texts(problems: readonly string[], locale: 'en' | 'es' | 'it') {
  const { plugins } = testPlugins(locale);
  const view = mount(StoredProfilesProblems, { props: { problems }, global: { plugins: [...plugins] } });
  return { view, lines: view.findAll('[data-testid="house-rules-problem-text"]').map((p) => p.text()) };
}

describe('StoredProfilesProblems: stored house-rules profiles that cannot be read, in the user\'s language', () => {
  it('the browser store\'s own lines: which profile, what is wrong, and what was kept, in Spanish and Italian', async () => {
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB, now: () => new Date('2026-12-01T09:00:00Z') });
    await api.loadHouseRules();
    await putRaw(indexedDB, { format: HOUSE_RULES_FORMAT, profiles: [{ ...mine, id: 'custom:bad', oddChip: 'dealer' }, mine, 'junk', mine] });
    const { problems } = await api.loadHouseRules();
    expect(texts(problems, 'es').lines).toEqual([
      'El almacenamiento de este navegador (IndexedDB), perfil 1 de 4 («My room»): el ajuste «oddChip» falta o tiene un valor que esta versión no conoce, así que no se puede usar. Se deja fuera de la lista y se conserva tal cual.',
      'El almacenamiento de este navegador (IndexedDB), perfil 3 de 4: no es un perfil de reglas de la casa completo, así que no se puede usar. Se deja fuera de la lista y se conserva tal cual.',
      'El almacenamiento de este navegador (IndexedDB), perfil 4 de 4 («My room»): un perfil anterior tiene el mismo identificador, así que este no se puede usar. Se deja fuera de la lista y se conserva tal cual.',
    ]);
    await putRaw(indexedDB, 'garbage');
    const unreadable = await api.loadHouseRules();
    const saved = await api.saveHouseRules(mine);
    expect(texts([...unreadable.problems, ...saved.problems], 'it').lines).toEqual([
      "La memoria di questo browser (IndexedDB): non contiene profili di regole della casa in un formato che questa app conosce, quindi non ne è stato letto nulla. È conservato così com'è; il prossimo salvataggio ne farà prima una copia.",
      'La memoria di questo browser (IndexedDB): non si è potuto leggere, quindi prima che questo salvataggio lo sostituisse ne è stata conservata una copia come settings/house-rules.invalid-2026-12-01T09-00-00-000Z.',
    ]);
  });

  it('the desktop file is named by its path; more profiles than the limit are said so; the store\'s words stay under "Technical details"', () => {
    const path = '/home/ana/.config/Bring-In/house-rules.json';
    const many = Array.from({ length: MAX_CUSTOM_PROFILES + 1 }, (_, k) => ({ ...mine, id: `custom:room-${k}`, name: { en: `Room ${k}`, es: 'x', it: 'x' } }));
    const { problems } = readProfilesDocument({ format: HOUSE_RULES_FORMAT, profiles: many }, path);
    const { view, lines } = texts(problems, 'en');
    expect(lines).toEqual([`The house-rules file ${path}, profile 101 of 101 ("Room 100"): it is past the limit of 100 profiles. It is left out of the list and kept as it is.`]);
    expect(view.get('details summary').text()).toBe('Technical details');
    expect(view.get('details code').text()).toBe(problems[0]);
    expect(view.get('[data-testid="house-rules-problems"]').attributes('role')).toBe('alert');
  });

  it('a line of a shape it does not know is shown as it is; no problems, nothing shown', () => {
    expect(readStoredProfilesProblem('something new went wrong')).toEqual({ kind: 'other', line: 'something new went wrong' });
    expect(texts(['something new went wrong'], 'it').lines).toEqual(['something new went wrong']);
    expect(texts([], 'en').view.find('[data-testid="house-rules-problems"]').exists()).toBe(false);
  });
});
