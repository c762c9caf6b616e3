import { CAP_CHOICES, HOUSE_RULE_CHOICES, type PlainField } from './choices';
import type { RuleId } from '../rulebook/rules';
import type { Localized } from '../i18n/locale';
import type { HouseRules, ProfileId } from './types';
import { citedFor } from './citations';

const RR_CASH: HouseRules = {
  id: 'rr-cash',
  name: { en: "Robert's Rules, cash game", es: "Robert's Rules, partida de cash", it: "Robert's Rules, cash game" },
  boardTie: 'position',
  openPairDoubling: true,
  cap: { raises: 3, headsUp: 'uncapped' },
  exposedHoleCard: 'rr-5',
  prematureCard: 'rr-14',
  runOut: 'rr-15',
  commonCardFirst: 'high-with-common',
  seventhUp: 'rr-17',
  oddChip: 'rr',
  showdownRiverChecked: 'first-to-act',
  shortStack: 'plays-all-in',
  tournament: false,
};

/** The shipped house-rules profiles (STUD-RULES.md section 9). */
export const PROFILES: Readonly<Record<ProfileId, HouseRules>> = {
  'rr-cash': RR_CASH,
  'rr-tournament': {
    ...RR_CASH,
    id: 'rr-tournament',
    name: { en: "Robert's Rules, tournament", es: "Robert's Rules, torneo", it: "Robert's Rules, torneo" },
    cap: { raises: 3, headsUp: 'capped' },
    exposedHoleCard: 'misdeal',
    tournament: true,
  },
  tda: {
    id: 'tda',
    name: { en: 'TDA tournament (WSOP)', es: 'Torneo TDA (WSOP)', it: 'Torneo TDA (WSOP)' },
    boardTie: 'suit',
    openPairDoubling: false,
    cap: { raises: 3, headsUp: 'capped' },
    exposedHoleCard: 'tda-rp-10-a',
    prematureCard: 'tda-rp-5-d',
    runOut: 'tda-rp-10-h',
    commonCardFirst: 'keep-sixth-street',
    seventhUp: 'tda-rp-10-b',
    oddChip: 'tda',
    showdownRiverChecked: 'first-to-act',
    shortStack: 'plays-all-in',
    tournament: true,
  },
  // The published rules of online rooms (SEED-000, SEED-001, SEED-003). They disagree, so each field follows one of them
  // and its citation (profileRules) names it: board ties by suit (SEED-003), the checked-river showdown back to the last
  // aggressor (SEED-001), the short stack sitting out (SEED-003), the run-out (SEED-000), the cap kept heads-up (SEED-001).
  // The seeds say nothing of the dealer's misprocedures (exposed, premature or 7th-street cards), the common card or the
  // odd chip: those fields keep RR cash's choices.
  online: {
    id: 'online',
    name: { en: 'Online room (published rules)', es: 'Sala online (normas publicadas)', it: 'Sala online (regole pubblicate)' },
    boardTie: 'suit',
    openPairDoubling: true,
    cap: { raises: 3, headsUp: 'capped' },
    exposedHoleCard: 'rr-5',
    prematureCard: 'rr-14',
    runOut: 'online',
    commonCardFirst: 'high-with-common',
    seventhUp: 'rr-17',
    oddChip: 'rr',
    showdownRiverChecked: 'last-aggressor',
    shortStack: 'sits-out',
    tournament: false,
  },
};

export const PROFILE_IDS: readonly ProfileId[] = ['rr-cash', 'rr-tournament', 'tda', 'online'];

export function isProfileId(value: string): value is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(value);
}

/** A card room's own profile: a copy of `base` with some fields changed, under a new id and name. */
export function customProfile(
  base: HouseRules,
  changes: Partial<Omit<HouseRules, 'id' | 'name'>>,
  name: Localized | string,
  id?: string,
): HouseRules {
  const label: Localized = typeof name === 'string' ? { en: name, es: name, it: name } : name;
  const cap = changes.cap ? { ...base.cap, ...changes.cap } : base.cap;
  return { ...base, ...changes, cap, id: id ?? `custom:${label.en.trim().toLowerCase().replace(/\s+/g, '-')}`, name: label };
}

/** The two profiles rule alike on every field: only their ids and names may differ. */
export function sameHouseRules(a: HouseRules, b: HouseRules): boolean {
  if (a.cap.raises !== b.cap.raises || a.cap.headsUp !== b.cap.headsUp) return false;
  // HOUSE_RULE_CHOICES has every plain field (its type requires them all).
  for (const field of Object.keys(HOUSE_RULE_CHOICES) as PlainField[]) if (a[field] !== b[field]) return false;
  return true;
}

/** What is wrong with a profile object (a custom one loaded from disk, say), or null. */
export function profileProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object') return 'a profile must be an object';
  const p = value as Record<string, unknown>;
  const oneOf = (field: string, allowed: readonly unknown[]): string | null =>
    allowed.includes(p[field])
      ? null
      : `profile.${field} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${JSON.stringify(p[field])}`;
  if (typeof p.id !== 'string' || p.id === '') return 'profile.id must be a non-empty string';
  const name = p.name as Record<string, unknown> | undefined;
  if (!name || typeof name.en !== 'string' || typeof name.es !== 'string' || typeof name.it !== 'string')
    return 'profile.name needs en, es and it texts';
  const cap = p.cap as Record<string, unknown> | undefined;
  if (
    !cap ||
    !(CAP_CHOICES.raises as readonly unknown[]).includes(cap.raises) ||
    !(CAP_CHOICES.headsUp as readonly unknown[]).includes(cap.headsUp)
  )
    return 'profile.cap must be {raises: 3 or 4, headsUp: "uncapped" or "capped"}';
  for (const [field, allowed] of Object.entries(HOUSE_RULE_CHOICES)) {
    const problem = oneOf(field, allowed);
    if (problem) return problem;
  }
  return null;
}

/** The rule ids behind a profile's value for a field, for rulings that name the profile choice. */
export function profileRules(profile: HouseRules, field: Exclude<keyof HouseRules, 'id' | 'name'>): RuleId[] {
  switch (field) {
    case 'boardTie':
      return citedFor(
        profile,
        profile.boardTie === 'suit' ? ['tda.rp-10-d', 'seed-003.board-tie-suit'] : ['rr.stud.1', 'seed-001.board-tie-position'],
      );
    case 'openPairDoubling':
      return profile.openPairDoubling ? ['rr.stud.4', 'seed-001.open-pair'] : ['tda.rp-10-f'];
    case 'cap':
      return [
        profile.cap.raises === 3 ? 'rr.betting.cap' : 'house.cap-four-raises',
        profile.cap.headsUp === 'uncapped' ? 'rr.betting.heads-up' : profile.tournament ? 'tda.48' : 'seed-001.cap-any-round',
      ];
    case 'runOut':
      return profile.runOut === 'rr-15' ? ['rr.stud.15'] : profile.runOut === 'tda-rp-10-h' ? ['tda.rp-10-h'] : ['seed-000.run-out'];
    case 'commonCardFirst':
      return profile.commonCardFirst === 'high-with-common' ? ['rr.stud.15'] : ['tda.rp-10-h'];
    case 'oddChip':
      return profile.oddChip === 'rr' ? ['rr.showdown.odd-chip'] : ['tda.20'];
    case 'showdownRiverChecked':
      return profile.showdownRiverChecked === 'first-to-act' ? ['rr.showdown.order'] : ['seed-001.showdown-order'];
    case 'shortStack':
      return profile.shortStack === 'plays-all-in'
        ? citedFor(profile, ['rr.stud.8', 'tda.rp-10-e', 'seed-003.short-bring-in'])
        : ['seed-003.cash-cover'];
    case 'tournament':
      // An absent player's hand: dead at once in tournaments (TDA 30), killed when the betting reaches the seat otherwise (RR stud 6).
      // The showdown order of a tournament follows the TDA (16: all hands tabled once a player is all-in; 17: the order
      // otherwise); cash games follow RR's showdown rules (core/hand/showdown.ts).
      // Where the TDA is silent (a hand missing only its seventh card), a tournament's house rule follows RR (house.six-card-hand).
      return profile.tournament ? ['tda.30', 'tda.16', 'tda.17', 'house.six-card-hand'] : ['rr.stud.6'];
    default:
      return ['house.profile'];
  }
}
