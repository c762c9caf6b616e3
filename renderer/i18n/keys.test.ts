import { describe, expect, it } from 'vitest';
import { DEAL_STEP_KINDS, DEALER_ACTIONS, INCIDENT_RATES, LOCALES, RULE_TOPICS, VARIANT_IDS } from '../../core';
import { actionKey, kindKey } from '../deal/dealReport';
import { DRILL_SELECTORS, drillTextKey } from '../drills/runner/kinds';
import { keyPaths, UI_MESSAGES } from './all';

/**
 * The UI's message keys are checked here, as core's and the menu's are by their types: vue-i18n's `t` takes any
 * string, so a misspelt key would only show on screen as the key itself. Every renderer script and component (tests
 * and the catalogs aside) is read as text and each key it names must be in the English catalog (es and it have the
 * same keys: catalogs.test.ts); the other way round, a catalog key that no code names any more is reported as dead.
 */
const SOURCES: Record<string, string> = import.meta.glob<string>(
  ['../**/*.vue', '../**/*.ts', '!../**/*.test.ts', '!./en.ts', '!./es.ts', '!./it.ts', '!./learn/*.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const KEYS = new Set(keyPaths(UI_MESSAGES.en));
const TOP = new Set(Object.keys(UI_MESSAGES.en));

/** t('key'), te('key'), i18n.global.t('key'), $t('key'): the key as written (quotes, or a template string). */
const CALL = /(?<![\w$])\$?te?\(\s*(['"`])((?:(?!\1)[^\\\n])*)\1/g;
/** <i18n-t keypath="key">. */
const KEYPATH = /\bkeypath="([^"]+)"/g;
/** A text in single quotes under one of the catalog's top-level names ('runner.table.pot'): a key kept in a variable or a table. */
const QUOTED = /'([a-zA-Z]\w*(?:\.[\w-]+)+)'/g;
/** A template string under one of the catalog's top-level names that builds a key (`variant.${id}`). */
const TEMPLATE = /`([a-zA-Z]\w*\.[^`]*\$\{[^`]*)`/g;

/** Texts in single quotes that read like keys and are not (a file name). */
const NOT_KEYS = new Set(['progress.skipped.jsonl']);

/**
 * Every key the code builds with a template string, `*` standing for each `${...}`, with the keys it can give. A
 * family whose values are a type with no list to import (a problem's kind, a save error) is null: it must still give
 * at least one key. A new family is added here on purpose, with its values; a family no code builds any more is removed.
 */
const STREETS = [3, 4, 5, 6, 7] as const;
const DYNAMIC: Readonly<Record<string, readonly string[] | null>> = {
  'variant.*': VARIANT_IDS.map((v) => `variant.${v}`),
  'language.*': LOCALES.map((l) => `language.${l}`),
  'language.short.*': LOCALES.map((l) => `language.short.${l}`),
  'glossary.language.*': LOCALES.map((l) => `glossary.language.${l}`),
  'deal.incidents.*': INCIDENT_RATES.map((r) => `deal.incidents.${r}`),
  'deal.kinds.*': DEAL_STEP_KINDS.map(kindKey),
  'deal.actions.*': DEALER_ACTIONS.map(actionKey),
  'runner.kinds.*.*': DRILL_SELECTORS.flatMap((s) => [drillTextKey(s, 'title'), drillTextKey(s, 'description')]),
  'floorRulings.topic.*': RULE_TOPICS.map((t) => `floorRulings.topic.${t.topic}`),
  'floorReplay.streets.s*': STREETS.map((s) => `floorReplay.streets.s${s}`),
  'runner.table.streets.s*': STREETS.map((s) => `runner.table.streets.s${s}`),
  'runner.table.streetsShort.s*': STREETS.map((s) => `runner.table.streetsShort.s${s}`),
  'runner.special.*': ['burn', 'scramble', 'common'].map((s) => `runner.special.${s}`),
  'runner.setup.*': ['ante', 'bringIn', 'smallBet', 'bigBet'].map((f) => `runner.setup.${f}`),
  'runner.setup.*Over': ['bringIn', 'smallBet'].map((f) => `runner.setup.${f}Over`),
  'runner.table.*.main': ['runner.table.potName.main', 'runner.table.potShort.main'],
  'runner.table.*.side': ['runner.table.potName.side', 'runner.table.potShort.side'],
  'runner.table.acted.*': ['bringIn', 'complete', 'bet', 'raise', 'call'].map((a) => `runner.table.acted.${a}`),
  'learn.state.*': ['notStarted', 'learning', 'practised', 'mastered'].map((s) => `learn.state.${s}`),
  'learn.onboarding.*.title': ['what', 'choose', 'begin'].map((c) => `learn.onboarding.${c}.title`),
  'learn.onboarding.*.text': ['what', 'choose', 'begin'].map((c) => `learn.onboarding.${c}.text`),
  'progress.tabs.*': ['history', 'skills', 'review', 'charts'].map((tab) => `progress.tabs.${tab}`),
  // Every house-rules field and value has its text in every language: useFloorHouseRules.test.ts.
  'floorRulings.field.*': null,
  'floorRulings.value.*.*': null,
  'floorReplay.*': null,
  'floorReplay.handStatus.*': null,
  'floorReplay.handsCount.*': null,
  'houseRules.failed.*': null,
  'houseRules.nameProblem.*': null,
  'runner.keys.*': null,
  'runner.saved.*': null,
  'runner.saved.reasons.*': null,
  'runner.table.mark.*': null,
  'runner.table.share.*': null,
  'score.notSaved.*': null,
};

const familyPattern = (family: string): RegExp => new RegExp(`^${family.replace(/\./g, '\\.').replace(/\*/g, '[\\w-]+')}$`);
const under = (text: string): boolean => TOP.has(text.split('.')[0]!);

interface Found {
  readonly file: string;
  readonly key: string;
}
const called: Found[] = [];
const quoted: Found[] = [];
const families = new Map<string, string[]>();
for (const [file, text] of Object.entries(SOURCES)) {
  for (const m of text.matchAll(CALL)) if (!(m[1] === '`' && m[2]!.includes('${'))) called.push({ file, key: m[2]! });
  for (const m of text.matchAll(KEYPATH)) called.push({ file, key: m[1]! });
  for (const m of text.matchAll(QUOTED)) if (under(m[1]!)) quoted.push({ file, key: m[1]! });
  for (const m of text.matchAll(TEMPLATE)) {
    if (!under(m[1]!)) continue;
    const family = m[1]!.replace(/\$\{[^}]*\}+/g, '*');
    families.set(family, [...(families.get(family) ?? []), file]);
  }
}
const missing = (list: readonly Found[]) => list.filter((f) => !KEYS.has(f.key) && !NOT_KEYS.has(f.key)).map((f) => `${f.file}: ${f.key}`);

describe('UI message keys: every key the renderer names is in the catalog, and every catalog key is named', () => {
  it('reads the renderer (a scan that finds nothing would pass everything)', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(called.length).toBeGreaterThan(500);
    expect(called).toContainEqual({ file: '../components/table/TableStakes.vue', key: 'runner.table.stakes.noAnte' });
  });

  it('every key given to t / te / $t / keypath as written is in the English catalog', () => {
    expect(missing(called)).toEqual([]);
  });

  it("every text in quotes that reads like a key (under a catalog's top-level name) is one: a key kept in a table or a ternary", () => {
    expect(missing(quoted)).toEqual([]);
  });

  it('every key built with a template string is a family listed here, and every listed family is still built', () => {
    const unlisted = [...families]
      .filter(([family]) => !(family in DYNAMIC))
      .map(([family, files]) => `${family} (${[...new Set(files)].join(', ')})`);
    const gone = Object.keys(DYNAMIC).filter((family) => !families.has(family));
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
  });

  it.each(Object.entries(DYNAMIC))(
    '%s: every key it can give is in the catalog (a family with no list gives one at least)',
    (family, keys) => {
      const pattern = familyPattern(family);
      if (keys === null) {
        expect([...KEYS].some((key) => pattern.test(key))).toBe(true);
        return;
      }
      expect(
        keys.filter((key) => !pattern.test(key)),
        'keys that are not of this family',
      ).toEqual([]);
      expect(keys.filter((key) => !KEYS.has(key))).toEqual([]);
    },
  );

  it('no catalog key is dead: each is named in the code or given by a family', () => {
    const named = new Set([...called, ...quoted].map((f) => f.key));
    const patterns = Object.keys(DYNAMIC).map(familyPattern);
    expect([...KEYS].filter((key) => !named.has(key) && !patterns.some((p) => p.test(key)))).toEqual([]);
  });
});
