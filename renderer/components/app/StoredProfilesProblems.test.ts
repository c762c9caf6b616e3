import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { IDBFactory } from 'fake-indexeddb';
import { PROFILES, customProfile, type Locale } from '../../../core';
import { HOUSE_RULES_FORMAT, MAX_CUSTOM_PROFILES, readProfilesDocument } from '../../../electron/shared/house-rules-format';
import { DB_NAME, HOUSE_RULES_KEY, createBrowserPlatform } from '../../platform/browser-store';
import { testPlugins } from '../../testing/plugins';
import { copied, notJson, type StoredProfilesProblem } from '../../../electron/shared/house-rules-problems';
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

function texts(problems: readonly StoredProfilesProblem[], locale: Locale) {
  const { plugins } = testPlugins(locale);
  const view = mount(StoredProfilesProblems, { props: { problems }, global: { plugins: [...plugins] } });
  return { view, lines: view.findAll('[data-testid="house-rules-problem-text"]').map((p) => p.text()) };
}

describe("StoredProfilesProblems: stored house-rules profiles that cannot be read, in the user's language", () => {
  it("the browser store's own lines: which profile, what is wrong, and what was kept, in Spanish and Italian", async () => {
    const indexedDB = new IDBFactory();
    const api = createBrowserPlatform({ indexedDB, now: () => new Date('2026-12-01T09:00:00Z') });
    await api.loadHouseRules();
    await putRaw(indexedDB, {
      format: HOUSE_RULES_FORMAT,
      profiles: [{ ...mine, id: 'custom:bad', oddChip: 'dealer' }, mine, 'junk', mine],
    });
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
    const many = Array.from({ length: MAX_CUSTOM_PROFILES + 1 }, (_, k) => ({
      ...mine,
      id: `custom:room-${k}`,
      name: { en: `Room ${k}`, es: 'x', it: 'x' },
    }));
    const { problems } = readProfilesDocument({ format: HOUSE_RULES_FORMAT, profiles: many }, { kind: 'file', path });
    const { view, lines } = texts(problems, 'en');
    expect(lines).toEqual([
      `The house-rules file ${path}, profile 101 of 101 ("Room 100"): it is past the limit of 100 profiles. It is left out of the list and kept as it is.`,
    ]);
    expect(view.get('details summary').text()).toBe('Technical details');
    expect(view.get('details code').text()).toBe(problems[0]!.message);
    expect(view.get('[data-testid="house-rules-problems"]').attributes('role')).toBe('alert');
  });

  it('says each code from its params alone, whatever the English line: the file unreadable, its copy; a profile with no name by its id', () => {
    const file = { kind: 'file', path: '/data/house-rules.json' } as const;
    const problems: StoredProfilesProblem[] = [
      { ...notJson(file, 'Unexpected end of JSON input'), message: 'line in some other words' },
      copied(file, '/data/house-rules.json.invalid-1'),
      { code: 'duplicate-id', place: file, number: 2, total: 3, id: 'custom:x', name: null, message: '…' },
      { code: 'invalid-profile', place: file, number: 3, total: 3, id: null, name: null, field: null, message: '…' },
    ];
    const { view, lines } = texts(problems, 'en');
    expect(lines).toEqual([
      'The house-rules file /data/house-rules.json: it is not valid JSON (torn, or edited by hand), so nothing was read from it. It is kept as it is; the next save first keeps a copy of it.',
      'The house-rules file /data/house-rules.json: it could not be read, so before this save replaced it, a copy was kept as /data/house-rules.json.invalid-1.',
      'The house-rules file /data/house-rules.json, profile 2 of 3 ("custom:x"): an earlier profile has the same id, so this one cannot be used. It is left out of the list and kept as it is.',
      'The house-rules file /data/house-rules.json, profile 3 of 3: this is not a complete house-rules profile, so it cannot be used. It is left out of the list and kept as it is.',
    ]);
    expect(view.findAll('details code').map((c) => c.text())).toEqual(problems.map((p) => p.message));
    expect(texts(problems, 'es').lines[0]).toBe(
      'El archivo de reglas de la casa /data/house-rules.json: no es JSON válido (está cortado o se editó a mano), así que no se ha leído nada de él. Se conserva tal cual; el próximo guardado hará antes una copia.',
    );
  });

  it('no problems, nothing shown', () => {
    expect(texts([], 'en').view.find('[data-testid="house-rules-problems"]').exists()).toBe(false);
  });
});
