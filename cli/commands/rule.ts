import {
  describeReplayError,
  formatReason,
  handStateFromPhh,
  IncidentError,
  isCard,
  isLocale,
  LOCALES,
  parseCard,
  parsePhh,
  PhhError,
  PROFILES,
  replayPhh,
  ruleEntry,
  ruleOn,
  rulingLines,
  stepReason,
  pendingReason,
  quoted,
  RANK_LETTERS,
  SUIT_LETTERS,
  type HandState,
  type HouseRules,
  type Incident,
  type Locale,
  type PhhHand,
  type Reason,
  type ReasonParam,
  type Ruling,
  type RulingStep,
} from '../../core';
import { parseArgs } from '../args';
import { EXIT, UsageError, type CliIo, type Command, type ExitCode } from '../command';
import { jsonProblem } from '../json-problem';
import { oneLine } from '../printable';
import { readFailure } from '../read-file';
import { ruleFileProblem, ruleFileSchema, type RuleFile } from './rule-file';

const DEFAULT_PROFILE = 'rr-cash';
/** The PHH fields of the file, handed to core/phh's reader. */
const PHH_FIELDS = ['variant', 'ante_trimming_status', 'antes', 'bring_in', 'small_bet', 'big_bet', 'starting_stacks', 'actions'] as const;
/** Incident fields naming a player ("p1".."pN" as in PHH). */
const PLAYER_FIELDS = ['player', 'seenBy'] as const;

/**
 * Bad input: what is wrong and where, in any language (`message` is the English text); exit 2.
 * Built from a core message key (`phh.rule.*`), or from a text that core words in any language (PHH and replay errors).
 */
class InputError extends Error {
  readonly describe: (locale: Locale) => string;
  constructor(describe: (locale: Locale) => string) {
    super(describe('en'));
    this.name = 'InputError';
    this.describe = describe;
  }

  static of(key: string, params: Record<string, ReasonParam> = {}): InputError {
    return new InputError((locale) => formatReason({ key, params }, locale));
  }
}

/** One field's value as TOML (the PHH reader is TOML): the schema has made it a string, number, boolean or flat list. */
function toToml(value: string | number | boolean | readonly (string | number)[]): string {
  if (Array.isArray(value)) return `[${value.map((v) => toToml(v)).join(', ')}]`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The hand so far: the file's PHH fields through core/phh's reader, so errors name the field or the action. */
function readHand(doc: RuleFile): PhhHand {
  const lines: string[] = [];
  for (const field of PHH_FIELDS) if (doc[field] !== undefined) lines.push(`${field} = ${toToml(doc[field])}`);
  try {
    return parsePhh(lines.join('\n') + '\n');
  } catch (error) {
    if (!(error instanceof PhhError)) throw error;
    const where: Reason =
      error.action !== null
        ? { key: 'phh.rule.where.action', params: { index: error.action, text: error.actionText ?? '' } }
        : error.field !== null
          ? { key: 'phh.rule.where.field', params: { field: error.field } }
          : error.line !== null
            ? { key: 'phh.rule.where.field', params: { field: lines[error.line - 1]?.split(' = ')[0] ?? '?' } }
            : { key: 'phh.rule.where.hand' };
    const { reason } = error;
    throw new InputError((locale) => `${formatReason(where, locale)}: ${formatReason(reason, locale)}`);
  }
}

/** "p2" -> 1 (engine player index), with a clear error. */
function playerIndex(field: string, value: unknown, players: number): number {
  const m = typeof value === 'string' ? /^p([1-8])$/.exec(value) : null;
  const n = m ? Number(m[1]) : NaN;
  if (!m || n > players) throw InputError.of('phh.rule.player', { field, players, value: quoted(value) });
  return n - 1;
}

/** The incident as core expects it: players "pN" become indexes, cards "Qd" become card ids. */
function readIncident(doc: RuleFile, players: number): Incident {
  const incident: Record<string, unknown> = { ...doc.incident };
  for (const field of PLAYER_FIELDS) if (incident[field] !== undefined) incident[field] = playerIndex(field, incident[field], players);
  if (incident['card'] !== undefined) {
    const text = String(incident['card']);
    // What parseCard refuses, told in the reader's language: the length, then the rank, then the suit.
    if (text.length !== 2) throw InputError.of('phh.rule.card.length', { text });
    if (!RANK_LETTERS.includes(text[0]!.toUpperCase())) throw InputError.of('phh.rule.card.rank', { text, rank: text[0]! });
    if (!(SUIT_LETTERS as readonly string[]).includes(text[1]!.toLowerCase()))
      throw InputError.of('phh.rule.card.suit', { text, suit: text[1]! });
    incident['card'] = parseCard(text);
    if (!isCard(incident['card'])) throw InputError.of('phh.rule.card.notCard');
  }
  return incident as unknown as Incident;
}

const pn = (p: number | null): string | null => (p === null ? null : `p${p + 1}`);

function stepJson(step: RulingStep, locale: Locale): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(step)) out[k] = k === 'player' ? pn(v as number) : v;
  out['text'] = formatReason(stepReason(step), locale);
  return out;
}

/** The ruling as one JSON object (players as PHH names, texts in `locale`). */
export function rulingJson(ruling: Ruling, locale: Locale): Record<string, unknown> {
  return {
    incident: ruling.incident,
    profile: ruling.profile.id,
    ruling: ruling.answer,
    summary: formatReason(ruling.reason, locale),
    steps: ruling.steps.map((s) => stepJson(s, locale)),
    later: ruling.pending.map((p) => formatReason(pendingReason(p), locale)),
    nextToAct: pn(ruling.nextToAct),
    rules: ruling.rules.map((id) => ({
      id,
      book: ruleEntry(id).source.book,
      ref: ruleEntry(id).source.ref[locale],
      text: ruleEntry(id).text[locale],
    })),
    decidedBy: ruling.decidedBy,
    otherProfiles: ruling.alternatives.map((a) => ({
      profile: a.profile,
      ruling: a.branch,
      summary: formatReason(a.reason, locale),
      steps: a.steps.map((s) => stepJson(s, locale)),
      nextToAct: pn(a.nextToAct),
      rules: a.rules,
      decidedBy: a.decidedBy,
    })),
  };
}

/** The file as the schema reads it; where the JSON breaks (line, column) or what its fields lack, as an InputError. */
function readRuleFile(text: string): RuleFile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    // JSON.parse says where only in English words: our own reading finds the place and says what is wrong there.
    const problem = jsonProblem(text);
    const where: Reason = problem
      ? { key: 'phh.where.lineColumn', params: { line: problem.line, column: problem.column } }
      : { key: 'phh.rule.where.hand' };
    const detail: Reason = problem?.reason ?? { key: 'phh.rule.json.end' };
    throw new InputError(
      (locale) =>
        `${formatReason(where, locale)}: ${formatReason({ key: 'phh.rule.notJson', params: { detail: { reasons: [detail] } } }, locale)}`,
    );
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw InputError.of('phh.rule.notObject');
  const parsed = ruleFileSchema.safeParse(doc);
  if (!parsed.success) {
    const problem = ruleFileProblem(doc, parsed.error);
    throw new InputError((locale) => formatReason(problem, locale));
  }
  return parsed.data;
}

/** Reads the file, replays the hand so far, rules on the incident. Throws InputError on bad input. */
function rule(text: string, profile: HouseRules): Ruling {
  const fields = readRuleFile(text);
  const hand = readHand(fields);
  const incident = readIncident(fields, hand.antes.length);
  let replay: ReturnType<typeof replayPhh>;
  try {
    replay = replayPhh(hand, { rules: profile });
  } catch (error) {
    // A hand the engine cannot set up at all (say a stack the house rules do not deal in): bad input, not a crash.
    if (error instanceof PhhError) throw new InputError((locale) => error.describe(locale));
    throw error;
  }
  // A ruling is made on the hand as the house rules have it so far: an error, or else the first deviation (which a
  // replay follows past, but a ruling cannot rest on), is bad input.
  const broken = replay.errors.find((e) => e.action !== null) ?? replay.deviations.find((d) => d.action !== null);
  // Worded by core in any language, the action first (`actions[3] "p2 pb": ...`); in English it is `broken.message`.
  if (broken) throw new InputError((locale) => describeReplayError(broken, locale));
  let state: HandState;
  try {
    state = handStateFromPhh(hand, profile);
  } catch (error) {
    // The engine's English words (unreachable once the replay above is clean).
    const text = error instanceof Error ? error.message : String(error);
    throw new InputError(() => text);
  }
  try {
    return ruleOn(state, incident, profile);
  } catch (error) {
    // Worded by core in any language, the incident's field first (`incident.hole: ...`); in English it is `error.message`.
    if (error instanceof IncidentError) throw new InputError((locale) => error.describe(locale));
    throw error;
  }
}

export const ruleCommand: Command = {
  name: 'rule',
  summary: 'the ruling on an incident in a hand so far (steps, who acts next, rules, other profiles)',
  usage: `rule [--profile ID] [--lang ${LOCALES.join('|')}] [--json] FILE.json`,
  run(args: readonly string[], io: CliIo): ExitCode {
    const parsed = parseArgs(args, { profile: 'value', lang: 'value', json: 'switch', help: 'switch' });
    if (parsed.switches.has('help')) {
      io.out(`usage: npm run --silent cli -- ${ruleCommand.usage}`);
      io.out(`  ${ruleCommand.summary}`);
      io.out('  FILE.json   {"variant": "F7S", "antes": [...], "bring_in": 2, "small_bet": 5, "big_bet": 10,');
      io.out('               "starting_stacks": [...], "actions": ["d dh p1 Td3c4d", ...], "incident": {"kind": ...}}');
      io.out('              players in the incident as "p1".."pN", cards as "Qd" (see cli/examples/rule-*.json)');
      io.out(`  --profile ID  house rules: ${Object.keys(PROFILES).join(', ')} (default ${DEFAULT_PROFILE})`);
      io.out(`  --lang L      language of the ruling and the error messages: ${LOCALES.join(', ')} (default en)`);
      io.out('  --json        the ruling as one JSON object');
      io.out('  exit 0: ruling printed; 2: bad file, hand or incident (the message names the field or action), or bad usage');
      return EXIT.ok;
    }
    const profileId = parsed.values.get('profile') ?? DEFAULT_PROFILE;
    if (!Object.prototype.hasOwnProperty.call(PROFILES, profileId))
      throw new UsageError(`unknown profile "${profileId}" (known: ${Object.keys(PROFILES).join(', ')})`);
    const lang = parsed.values.get('lang') ?? 'en';
    if (!isLocale(lang)) throw new UsageError(`unknown language "${lang}" (known: ${LOCALES.join(', ')})`);
    if (parsed.positionals.length !== 1) throw new UsageError(parsed.positionals.length === 0 ? 'no FILE given' : 'give exactly one FILE');
    const file = parsed.positionals[0]!;
    const locale = lang as Locale;
    let text: string;
    try {
      text = io.readFile(file);
    } catch (error) {
      io.err(`${oneLine(file)}: ${formatReason(readFailure(error), locale)}`);
      return EXIT.unusable;
    }
    let ruling: Ruling;
    try {
      ruling = rule(text, PROFILES[profileId as keyof typeof PROFILES]);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      io.err(`${oneLine(file)}: ${error.describe(locale)}`);
      return EXIT.unusable;
    }
    if (parsed.switches.has('json')) io.out(JSON.stringify(rulingJson(ruling, locale)));
    else io.out(rulingLines(ruling, locale).join('\n'));
    return EXIT.ok;
  },
};
