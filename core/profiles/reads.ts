/**
 * Which house-rules fields an engine answer read, so that other house rules agreeing on all of them
 * are known to give the same answer without working it out again (used by core/rulings' ruleOn for
 * other profiles' rulings and by core/drills for wrong choices).
 */
import type { HandState } from '../hand/types';
import { withHouseRules } from '../hand/util';
import type { HouseRules } from './types';

/** House-rules fields (top level: `cap` stands for both cap fields). */
export type RulesField = keyof HouseRules;

/** The house-rules fields in the order of TrackedRules' bits. */
const FIELDS: readonly RulesField[] = [
  'id',
  'name',
  'boardTie',
  'openPairDoubling',
  'cap',
  'exposedHoleCard',
  'prematureCard',
  'runOut',
  'commonCardFirst',
  'seventhUp',
  'oddChip',
  'showdownRiverChecked',
  'tournament',
  'shortStack',
];

/**
 * House rules that note which fields are read (prototype getters: the engine's reads stay fast, a
 * Proxy doubles the cost of a ruling). Read by name only: listing or spreading it does not give the
 * rules' fields, and the engine never does either with house rules (it reads state.config.rules.<field>).
 */
class TrackedRules implements HouseRules {
  read = 0;
  constructor(private readonly base: HouseRules) {}
  get id() {
    this.read |= 1 << 0;
    return this.base.id;
  }
  get name() {
    this.read |= 1 << 1;
    return this.base.name;
  }
  get boardTie() {
    this.read |= 1 << 2;
    return this.base.boardTie;
  }
  get openPairDoubling() {
    this.read |= 1 << 3;
    return this.base.openPairDoubling;
  }
  get cap() {
    this.read |= 1 << 4;
    return this.base.cap;
  }
  get exposedHoleCard() {
    this.read |= 1 << 5;
    return this.base.exposedHoleCard;
  }
  get prematureCard() {
    this.read |= 1 << 6;
    return this.base.prematureCard;
  }
  get runOut() {
    this.read |= 1 << 7;
    return this.base.runOut;
  }
  get commonCardFirst() {
    this.read |= 1 << 8;
    return this.base.commonCardFirst;
  }
  get seventhUp() {
    this.read |= 1 << 9;
    return this.base.seventhUp;
  }
  get oddChip() {
    this.read |= 1 << 10;
    return this.base.oddChip;
  }
  get showdownRiverChecked() {
    this.read |= 1 << 11;
    return this.base.showdownRiverChecked;
  }
  get tournament() {
    this.read |= 1 << 12;
    return this.base.tournament;
  }
  get shortStack() {
    this.read |= 1 << 13;
    return this.base.shortStack;
  }
}

/**
 * Runs `fn` on the table with its house rules replaced by a copy that notes every field read, and
 * returns the fields. The engine reads house rules only from state.config.rules and is deterministic,
 * so `fn` under other rules that agree on every field read here runs the same way and gives the same
 * answer (sameOn): a wrong choice that would only repeat the right one need not be worked out.
 * (The engine never lists a profile's keys nor compares profiles by identity; core/drills' reads.test.ts,
 * ruling-summary.test.ts and core/rulings' shortcuts.test.ts check the shortcut against the full answers.)
 */
export function rulesRead<T>(state: HandState, fn: (state: HandState) => T): { value: T; fields: ReadonlySet<RulesField> } {
  const tracked = new TrackedRules(state.config.rules);
  const value = fn(withHouseRules(state, tracked));
  return { value, fields: fieldsOf(tracked) };
}

/**
 * rulesRead for a function that may refuse the table: an error `expected` says is a refusal gives
 * `failed` true (with the fields read up to it: other rules agreeing on them refuse too); others are thrown.
 */
export function rulesReadOrRefusal<T>(
  state: HandState,
  fn: (state: HandState) => T,
  expected: (e: unknown) => boolean,
): { value: T | null; failed: boolean; fields: ReadonlySet<RulesField> } {
  const tracked = new TrackedRules(state.config.rules);
  try {
    return { value: fn(withHouseRules(state, tracked)), failed: false, fields: fieldsOf(tracked) };
  } catch (e) {
    if (!expected(e)) throw e;
    return { value: null, failed: true, fields: fieldsOf(tracked) };
  }
}

function fieldsOf(tracked: TrackedRules): ReadonlySet<RulesField> {
  const fields = new Set<RulesField>();
  for (let k = 0; k < FIELDS.length; k++) if (tracked.read & (1 << k)) fields.add(FIELDS[k]!);
  return fields;
}

function sameField(a: HouseRules, b: HouseRules, field: RulesField): boolean {
  if (field === 'cap') return a.cap.raises === b.cap.raises && a.cap.headsUp === b.cap.headsUp;
  if (field === 'name') return a.name.en === b.name.en && a.name.es === b.name.es && a.name.it === b.name.it;
  return a[field] === b[field];
}

/** The two profiles agree on every field in `fields` (so a function that read only these answers the same under both). */
export function sameOn(a: HouseRules, b: HouseRules, fields: ReadonlySet<RulesField>): boolean {
  for (const f of fields) if (!sameField(a, b, f)) return false;
  return true;
}
