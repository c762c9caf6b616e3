/**
 * The `rule` command's file, as a zod schema: the hand so far as PHH fields, and the incident with the fields its
 * kind has (players as "p1".."pN", cards as "Qd"). What zod finds is said as a message in any language: a field
 * missing or of the wrong type, an unknown field (with the field it was likely meant to be), an unknown incident
 * kind (with the kinds there are). Values are checked further by core/phh's reader and by the ruling itself.
 */
import { z } from 'zod';
import { INCIDENT_KINDS, type IncidentKind, type Reason, type ReasonParam } from '../../core';

const player = z.string();
const card = z.string();
const count = z.number();

/** The fields each incident kind has, beside `kind` (the Incident type in core/rulings/incidents.ts). */
const INCIDENT_FIELDS = {
  'exposed-hole-card': { player, hole: z.union([z.number(), z.string()]) },
  'card-off-table': { player },
  'extra-cards': { player, count },
  'dealt-to-empty-seat': {},
  'player-dealt-out': { player },
  'wrong-first-seat': {},
  'boxed-card': { count, card: card.optional() },
  'duplicate-card': { card },
  'wrong-bring-in': { player, amount: count, nextActed: z.boolean() },
  'bring-in-absent': {},
  'bring-in-all-in': {},
  'burn-error': { burns: count, seen: z.boolean().optional() },
  'premature-cards': { count, seenBy: player.optional() },
  'seventh-card-up': { player, card: card.optional() },
  'run-out': {},
  'upcards-concealed': { player },
  'wrong-card-count': { player, cards: count },
  underbet: { player, amount: count },
  'bet-below-bring-in': { player, amount: count },
} as const satisfies Record<IncidentKind, z.ZodRawShape>;

const incidentSchema = z.discriminatedUnion(
  'kind',
  INCIDENT_KINDS.map((kind) => z.strictObject({ kind: z.literal(kind), ...INCIDENT_FIELDS[kind] })) as unknown as [
    z.ZodObject,
    ...z.ZodObject[],
  ],
);

/** The PHH fields of the hand so far (core/phh reads their values), and the incident. */
export const ruleFileSchema = z.strictObject({
  variant: z.string(),
  ante_trimming_status: z.boolean().optional(),
  antes: z.array(z.number()),
  bring_in: z.number(),
  small_bet: z.number(),
  big_bet: z.number(),
  starting_stacks: z.array(z.number()),
  actions: z.array(z.string()),
  incident: incidentSchema,
});
export type RuleFile = z.infer<typeof ruleFileSchema>;

/** The value at `path` in `doc` (undefined when the path goes nowhere). */
function valueAt(doc: unknown, path: readonly PropertyKey[]): unknown {
  let value = doc;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** `incident.player`, `antes[2]`: a path as the file writes it. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

/** A small value as JSON (a few levels, a few characters), or null: never walking far into it (it may be nested thousands deep). */
function smallJson(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  if (depth >= 3) return null;
  const list = Array.isArray(value);
  if ((list ? value.length : Object.keys(value).length) > 8) return null;
  const entries: [string | null, unknown][] = list ? value.map((item: unknown) => [null, item]) : Object.entries(value);
  const parts: string[] = [];
  for (const [key, item] of entries) {
    const text = smallJson(item, depth + 1);
    if (text === null) return null;
    parts.push(key === null ? text : `${JSON.stringify(key)}:${text}`);
  }
  const text = list ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
  return text.length <= 40 ? text : null;
}

/** A value as a message quotes it: as JSON when short, else what it is (a list, an object). */
function shortValue(value: unknown): ReasonParam {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  const small = smallJson(value);
  if (small !== null) return small;
  return { reasons: [{ key: Array.isArray(value) ? 'phh.rule.value.list' : 'phh.rule.value.object' }] };
}

/** Edit distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known field closest to `name` when it is close enough to be a slip of the keyboard. */
function closest(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== null && bestDistance <= Math.max(1, Math.floor(best.length / 3)) ? best : null;
}

/** The fields an object at `path` may have: the file's, or the incident kind's. */
function knownFields(doc: unknown, path: readonly PropertyKey[]): string[] {
  if (path.length === 0) return Object.keys(ruleFileSchema.shape);
  const kind = valueAt(doc, [...path, 'kind']);
  const fields = typeof kind === 'string' && kind in INCIDENT_FIELDS ? Object.keys(INCIDENT_FIELDS[kind as IncidentKind]) : [];
  return ['kind', ...fields];
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  array: 'list',
  object: 'object',
};

/** What zod found wrong with the file, said in any language; an unknown field first (a slip explains the rest). */
export function ruleFileProblem(doc: unknown, error: z.ZodError): Reason {
  const issues = [...error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
  const issue = issues[0]!;
  const field = pathText(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const name = issue.keys[0]!;
    const full = pathText([...issue.path, name]);
    const known = knownFields(doc, issue.path);
    const suggestion = closest(name, known);
    return suggestion
      ? { key: 'phh.rule.unknownFieldSuggest', params: { field: full, suggestion: pathText([...issue.path, suggestion]) } }
      : { key: 'phh.rule.unknownField', params: { field: full, fields: known.join(', ') } };
  }
  if (issue.code === 'invalid_union' && issue.path[issue.path.length - 1] === 'kind') {
    const kind = valueAt(doc, issue.path);
    if (typeof kind !== 'string') return { key: 'phh.rule.kindNotString', params: { value: shortValue(kind) } };
    return { key: 'phh.rule.kindUnknown', params: { value: JSON.stringify(kind), kinds: INCIDENT_KINDS.join(', ') } };
  }
  const value = valueAt(doc, issue.path);
  if (value === undefined)
    return field === 'incident' ? { key: 'phh.rule.incidentMissing' } : { key: 'phh.rule.missing', params: { field } };
  if (field === 'incident') return { key: 'phh.rule.incidentNotObject', params: { value: shortValue(value) } };
  const expected =
    issue.code === 'invalid_type' ? EXPECTED[issue.expected] : issue.path[issue.path.length - 1] === 'hole' ? 'hole' : undefined;
  return {
    key: 'phh.rule.wrongType',
    params: { field, expected: { reasons: [{ key: `phh.rule.expected.${expected ?? 'other'}` }] }, value: shortValue(value) },
  };
}
