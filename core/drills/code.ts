import { z } from 'zod';
import type { Reason, ReasonParam } from '../decision';
import { formatReason } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { PROFILES, PROFILE_IDS } from '../profiles/profiles';
import type { HouseRules, ProfileId } from '../profiles/types';
import { VARIANT_IDS, type VariantId } from '../variants';
import { setupProblem } from './setup';
import { DRILL_KINDS, type DrillKind, type DrillSetup } from './types';
import { errorLocale } from '../i18n/loaded-texts';

/**
 * Scenario codes: "FA-stud-6-tda-1.2.5.10-12345" = kind, variant, players, profile, structure
 * (ante.bringIn.smallBet.bigBet), seed. A custom profile is written field by field: "h" and one digit per field.
 */
const KIND_CODES: Readonly<Record<DrillKind, string>> = {
  'bring-in': 'BI',
  'first-to-act': 'FA',
  'legal-action': 'LA',
  'deal-order': 'DO',
  pot: 'PT',
  showdown: 'SD',
  misprocedure: 'MP',
};
const PROFILE_CODES: Readonly<Record<ProfileId, string>> = { 'rr-cash': 'rrc', 'rr-tournament': 'rrt', tda: 'tda', online: 'onl' };

/** Each custom-profile field and its values in digit order. */
const FIELDS: readonly {
  get: (r: HouseRules) => unknown;
  values: readonly unknown[];
  set: (v: unknown) => Partial<Record<string, unknown>>;
}[] = [
  { get: (r) => r.boardTie, values: ['position', 'suit'], set: (v) => ({ boardTie: v }) },
  { get: (r) => r.openPairDoubling, values: [false, true], set: (v) => ({ openPairDoubling: v }) },
  { get: (r) => r.cap.raises, values: [3, 4], set: (v) => ({ raises: v }) },
  { get: (r) => r.cap.headsUp, values: ['uncapped', 'capped'], set: (v) => ({ headsUp: v }) },
  { get: (r) => r.exposedHoleCard, values: ['rr-5', 'misdeal', 'tda-rp-10-a'], set: (v) => ({ exposedHoleCard: v }) },
  { get: (r) => r.prematureCard, values: ['rr-14', 'tda-rp-5-d'], set: (v) => ({ prematureCard: v }) },
  { get: (r) => r.runOut, values: ['rr-15', 'tda-rp-10-h', 'online'], set: (v) => ({ runOut: v }) },
  { get: (r) => r.commonCardFirst, values: ['high-with-common', 'keep-sixth-street'], set: (v) => ({ commonCardFirst: v }) },
  { get: (r) => r.seventhUp, values: ['rr-17', 'tda-rp-10-b'], set: (v) => ({ seventhUp: v }) },
  { get: (r) => r.oddChip, values: ['rr', 'tda'], set: (v) => ({ oddChip: v }) },
  { get: (r) => r.showdownRiverChecked, values: ['first-to-act', 'last-aggressor'], set: (v) => ({ showdownRiverChecked: v }) },
  { get: (r) => r.tournament, values: [false, true], set: (v) => ({ tournament: v }) },
  // Added later: a code written before it has one digit less and keeps the rr-cash value (plays all-in).
  { get: (r) => r.shortStack, values: ['plays-all-in', 'sits-out'], set: (v) => ({ shortStack: v }) },
];
/** Custom-profile digits of codes written before the last field was added. */
const OLD_FIELD_COUNT = FIELDS.length - 1;

/** The message a drill's bad code is said in: the code, then what is wrong. */
const FRAME = 'drills.code.error';

/**
 * A scenario code that cannot be read: what is wrong as a message in any language (`reason`: `frame`'s message
 * naming the code, around `what`, under `drills.code.*` or the code's own kind's keys), `message` in English.
 */
export class ScenarioCodeError extends Error {
  readonly reason: Reason;
  /** What is wrong with which part, without the code. */
  readonly what: Reason;

  constructor(code: string, what: Reason, frame: string = FRAME) {
    const reason: Reason = { key: frame, params: { code, what: { reasons: [what] } } };
    super(formatReason(reason, errorLocale()));
    this.name = 'ScenarioCodeError';
    this.reason = reason;
    this.what = what;
  }

  /** The same text as `message`, in another language. */
  describe(locale: Locale): string {
    return formatReason(this.reason, locale);
  }
}

function profileCode(rules: ProfileId | HouseRules): string {
  if (typeof rules === 'string') return PROFILE_CODES[rules];
  return 'h' + FIELDS.map((f) => String(f.values.indexOf(f.get(rules)))).join('');
}

/**
 * Whether a profile id is one a scenario code gives to the custom rules it carries ("custom:h" and one digit a
 * field), not one of the user's saved profiles (their ids carry a name's words or 4 random characters).
 */
export function isCodeProfileId(id: string): boolean {
  const m = /^custom:(h\d+)$/.exec(id);
  return m !== null && (m[1]!.length === FIELDS.length + 1 || m[1]!.length === OLD_FIELD_COUNT + 1);
}

function parseProfile(code: string, text: string, frame: string): ProfileId | HouseRules {
  const id = PROFILE_IDS.find((p) => PROFILE_CODES[p] === text);
  if (id) return id;
  const flat: Record<string, unknown> = {};
  FIELDS.slice(0, text.length - 1).forEach((f, k) => {
    const digit = Number(text[k + 1]);
    if (digit >= f.values.length)
      throw new ScenarioCodeError(
        code,
        { key: 'drills.code.digit', params: { index: k + 1, digit: text[k + 1]!, max: f.values.length - 1 } },
        frame,
      );
    Object.assign(flat, f.set(f.values[digit]));
  });
  const { raises, headsUp, ...rest } = flat;
  const name = { en: 'Custom house rules', es: 'Reglas de la casa personalizadas', it: 'Regole della casa personalizzate' };
  return { ...PROFILES['rr-cash'], ...rest, cap: { raises, headsUp }, id: `custom:${text}`, name } as HouseRules;
}

/** A table's part of a code: "stud-6-tda-1.2.5.10" (variant, players, profile, structure ante.bringIn.smallBet.bigBet). */
export function setupCode(setup: DrillSetup): string {
  const s = setup.structure;
  return `${setup.variant}-${setup.players}-${profileCode(setup.rules)}-${s.ante}.${s.bringIn}.${s.smallBet}.${s.bigBet}`;
}

/** The readable code of a scenario: kind, setup and seed (or a scenario: its kind, setup and seed). */
export function scenarioCode(scenario: { readonly kind: DrillKind; readonly setup: DrillSetup; readonly seed: number }): string;
export function scenarioCode(kind: DrillKind, setup: DrillSetup, seed: number): string;
export function scenarioCode(
  first: DrillKind | { readonly kind: DrillKind; readonly setup: DrillSetup; readonly seed: number },
  maybeSetup?: DrillSetup,
  maybeSeed?: number,
): string {
  const { kind, setup, seed } = typeof first === 'string' ? { kind: first, setup: maybeSetup!, seed: maybeSeed! } : first;
  return `${KIND_CODES[kind]}-${setupCode(setup)}-${seed >>> 0}`;
}

/** Each part's message key, said when the part does not read (zod carries it as the issue's message). */
const part = (key: string) => ({ error: () => key });
const KIND_LETTERS = DRILL_KINDS.map((d) => KIND_CODES[d]);
const PROFILE_PART = new RegExp(`^(?:${Object.values(PROFILE_CODES).join('|')}|h\\d{${OLD_FIELD_COUNT}}|h\\d{${FIELDS.length}})$`);

/** A table's four parts, each checked on its own: variant, players, profile and structure. */
const SETUP_PARTS = [
  z.enum(VARIANT_IDS as unknown as [VariantId, ...VariantId[]], part('drills.code.variant')),
  z
    .string()
    .regex(/^[2-8]$/, part('drills.code.players'))
    .transform(Number),
  z.string().regex(PROFILE_PART, part('drills.code.profile')),
  z
    .string()
    .regex(/^\d{1,9}\.\d{1,9}\.\d{1,9}\.\d{1,9}$/, part('drills.code.structure'))
    .transform((t) => t.split('.').map(Number) as [number, number, number, number]),
] as const;
const seedPart = z
  .string()
  .regex(/^\d{1,10}$/, part('drills.code.seed'))
  .transform(Number)
  .refine((n) => n <= 0xffffffff, part('drills.code.seed'));
const setupSchema = z.tuple([...SETUP_PARTS]);

/** The six parts of a code: kind, the table's four, and seed. */
const codeSchema = z.tuple(
  [
    z
      .string()
      .transform((k) => k.toUpperCase())
      .pipe(z.enum(KIND_LETTERS as [string, ...string[]], part('drills.code.kind'))),
    ...SETUP_PARTS,
    seedPart,
  ],
  part('drills.code.parts'),
);

/** What the first problem zod found says, with the part of the code it is about. */
function codeProblem(parts: readonly string[], issue: z.core.$ZodIssue): Reason {
  const index = issue.path[0];
  if (typeof index !== 'number') return { key: 'drills.code.parts', params: { count: parts.length } };
  const text = parts[index] ?? '';
  const extra: Record<string, ReasonParam> =
    issue.message === 'drills.code.kind'
      ? { kinds: KIND_LETTERS.join(', ') }
      : issue.message === 'drills.code.profile'
        ? { digits: FIELDS.length }
        : {};
  return { key: issue.message, params: { text, ...extra } };
}

type SetupRead = z.output<typeof setupSchema>;

/** The table the read setup parts name, once the amounts agree with each other and the setup's own check. */
function setupOf(
  code: string,
  [variant, players, profile, [ante, bringIn, smallBet, bigBet]]: SetupRead,
  structureText: string,
  frame: string,
): DrillSetup {
  if (bringIn > smallBet) throw new ScenarioCodeError(code, { key: 'drills.code.bringInOverSmall', params: { bringIn, smallBet } }, frame);
  if (smallBet > bigBet) throw new ScenarioCodeError(code, { key: 'drills.code.smallOverBig', params: { smallBet, bigBet } }, frame);
  if (bringIn < 1) throw new ScenarioCodeError(code, { key: 'drills.code.structure', params: { text: structureText } }, frame);
  const setup: DrillSetup = { variant, players, rules: parseProfile(code, profile, frame), structure: { ante, bringIn, smallBet, bigBet } };
  // Everything a code can hold is checked above; the setup's own check stays as the last word.
  const problem = setupProblem(setup);
  if (problem) throw new ScenarioCodeError(code, { key: 'drills.code.setup', params: { detail: problem } }, frame);
  return setup;
}

/**
 * The table a code's four setup parts name (variant, players, profile, structure), for codes of other shapes (a
 * dealt hand's); throws ScenarioCodeError saying which part of `code` is wrong, framed by `frame`'s message.
 */
export function parseSetupParts(code: string, parts: readonly [string, string, string, string], frame: string): DrillSetup {
  const read = setupSchema.safeParse(parts);
  if (!read.success) throw new ScenarioCodeError(code, codeProblem(parts, read.error.issues[0]!), frame);
  return setupOf(code, read.data, parts[3], frame);
}

/** A code's seed part: a whole number 0..4294967295, or ScenarioCodeError framed by `frame`'s message. */
export function parseSeedPart(code: string, seedText: string, frame: string): number {
  const read = seedPart.safeParse(seedText);
  if (!read.success) throw new ScenarioCodeError(code, { key: 'drills.code.seed', params: { text: seedText } }, frame);
  return read.data;
}

/** Kind, setup and seed from a scenario code; throws ScenarioCodeError saying what is wrong, in any language. */
export function parseScenarioCode(code: string): { kind: DrillKind; setup: DrillSetup; seed: number } {
  if (typeof code !== 'string') throw new ScenarioCodeError(String(code), { key: 'drills.code.notText' });
  const parts = code.trim().split('-');
  const read = codeSchema.safeParse(parts);
  if (!read.success) throw new ScenarioCodeError(code, codeProblem(parts, read.error.issues[0]!));
  const [k, variant, players, profile, structure, seed] = read.data;
  const kind = DRILL_KINDS.find((d) => KIND_CODES[d] === k)!;
  return { kind, setup: setupOf(code, [variant, players, profile, structure], parts[4]!, FRAME), seed };
}
