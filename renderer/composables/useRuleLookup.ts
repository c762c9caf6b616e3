import { computed, ref, type Ref } from 'vue';
import {
  bookName,
  isProfileId,
  PROFILE_IDS,
  PROFILES,
  profileFollows,
  RULE_TOPICS,
  ruleEntry,
  ruleSearchWords,
  ruleText,
  type HouseRules,
  type Locale,
  type ProfileId,
  type RuleBook,
  type RuleId,
} from '../../core';

/** Lower case without accents: "Decisión" and "decision" match. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Words the floor uses for what the rule texts say otherwise (folded stems, per language): a query word that
 * starts with one stem of a group also finds the others ("expuesta" finds RR 5's "descubre una carta tapada").
 */
const SYNONYMS: Readonly<Record<Locale, readonly (readonly string[])[]>> = {
  en: [['expos', 'turned up', 'turns up', 'face up', 'faceup']],
  es: [
    ['expuest', 'descubiert', 'descubr', 'boca arriba'],
    ['crupier', 'dealer'],
    ['bote', 'pozo'],
    // "Carta adelantada" (or "prematura"): the rule texts say "antes de tiempo" / "antes de que termine".
    ['adelantad', 'prematur', 'antes de tiempo', 'antes de que termine'],
    // "Ficha sobrante", as many rooms say it: the odd chip is "ficha impar".
    ['sobrant', 'impar'],
  ],
  it: [
    ['espost', 'scopert', 'scopr', 'faccia in su'],
    ['mazziere', 'dealer', 'croupier'],
    // "Carta anticipata" (or "prematura"): the rule texts say "in anticipo" / "prima della fine".
    ['anticipat', 'prematur', 'in anticipo', 'prima della fine'],
  ],
};

/** The forms a folded query word may take in the rule texts: itself, or every stem of its synonym group. */
function wordForms(word: string, locale: Locale): readonly string[] {
  const group = SYNONYMS[locale].find((stems) => stems.some((stem) => word.startsWith(stem)));
  return group ? [word, ...group] : [word];
}

/**
 * The rule matches when every word of the query (or a synonym of it) is in its id, source (the book's name and id,
 * and the section in `locale`), text (in `locale`) or the words a floor person types for it (core's
 * RULE_SEARCH_WORDS, every language: "string raise", "exposed card", "cap"), case and accents aside.
 */
export function ruleMatches(id: RuleId, query: string, locale: Locale): boolean {
  const words = foldText(query)
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return true;
  const { book, ref } = ruleEntry(id).source;
  const haystack = foldText(
    `${id} ${book} ${bookName(book, locale)} ${ref[locale]} ${ruleText(id, locale)} ${ruleSearchWords(id).join(' · ')}`,
  );
  return words.every((w) => wordForms(w, locale).some((form) => haystack.includes(form)));
}

/**
 * The rule applies under the profile (a shipped one by id, or a profile of the user's): every profile follows it
 * (wholly or in its general part), or the profile's own values choose it where the books disagree.
 */
export function ruleUnder(id: RuleId, profile: ProfileId | HouseRules | 'all'): boolean {
  if (profile === 'all') return true;
  return profileFollows(typeof profile === 'string' ? PROFILES[profile] : profile, id);
}

export type RuleGrouping = 'topic' | 'source';
export interface RuleGroup {
  /** Topic name or source book. */
  readonly key: string;
  readonly ids: readonly RuleId[];
}

const BOOK_ORDER: readonly RuleBook[] = ['RR', 'TDA', 'SEED-000', 'SEED-001', 'SEED-002', 'SEED-003', 'SEED-004', 'PHH', 'HOUSE'];

/** The rulebook grouped by topic or by source book, in a fixed order (empty groups left out). */
export function groupRules(ids: readonly RuleId[], by: RuleGrouping): RuleGroup[] {
  const keep = new Set(ids);
  if (by === 'topic')
    return RULE_TOPICS.map((t) => ({ key: t.topic, ids: t.ids.filter((id) => keep.has(id)) })).filter((g) => g.ids.length > 0);
  return BOOK_ORDER.map((book) => ({ key: book, ids: ids.filter((id) => ruleEntry(id).source.book === book) })).filter(
    (g) => g.ids.length > 0,
  );
}

export const ALL_RULE_IDS: readonly RuleId[] = RULE_TOPICS.flatMap((t) => t.ids);

/** Search box, profile filter and grouping over the whole rulebook, in the current language. */
export function useRuleLookup(locale: Ref<Locale>, find: (id: string) => HouseRules | null = () => null) {
  const query = ref('');
  /** "all", a shipped profile's id, or a profile of the user's ("custom:..."). */
  const profile = ref<string>('all');
  const grouping = ref<RuleGrouping>('topic');
  const under = computed<ProfileId | HouseRules | 'all'>(() =>
    profile.value === 'all' || isProfileId(profile.value) ? (profile.value as ProfileId | 'all') : (find(profile.value) ?? 'all'),
  );
  const shown = computed(() => ALL_RULE_IDS.filter((id) => ruleUnder(id, under.value) && ruleMatches(id, query.value, locale.value)));
  const groups = computed(() => groupRules(shown.value, grouping.value));
  return { query, profile, grouping, shown, groups, total: ALL_RULE_IDS.length, profiles: PROFILE_IDS };
}
