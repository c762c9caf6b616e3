/**
 * Records for a school's learning record store: each graded answer and each exam taken as an xAPI statement
 * (the Experience API, version 1.0.3). The trainee is an account of this installation (never an e-mail address);
 * every statement has its own id (a UUID made from the answer's id, so a statement resent is the same one).
 * No Node or DOM imports: the main process and the renderer both use this.
 */
import { z } from 'zod';

export const XAPI_VERSION = '1.0.3';
/** Where Bring-In's activities and extensions live (IRIs; nothing is fetched from them). */
export const ACTIVITY_BASE = 'https://bring-in.app/xapi';

export const VERBS = {
  answered: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
  passed: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
  failed: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { 'en-US': 'failed' } },
} as const;

/** The xAPI statement as Bring-In writes it: what the main process accepts to queue. */
const languageMap = z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), z.string().max(500));
export const statementSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  actor: z.strictObject({
    objectType: z.literal('Agent'),
    name: z.string().max(120).optional(),
    account: z.strictObject({ homePage: z.url(), name: z.string().min(1).max(120) }),
  }),
  verb: z.strictObject({ id: z.url(), display: languageMap }),
  object: z.strictObject({
    objectType: z.literal('Activity'),
    id: z.url(),
    definition: z.strictObject({
      type: z.url(),
      name: languageMap,
      extensions: z.record(z.url(), z.union([z.string(), z.number()])).optional(),
    }),
  }),
  result: z.strictObject({
    success: z.boolean(),
    completion: z.boolean().optional(),
    response: z.string().max(200).optional(),
    duration: z.string().regex(/^PT\d+(\.\d+)?S$/),
    score: z.strictObject({ raw: z.number(), min: z.number(), max: z.number(), scaled: z.number().min(-1).max(1) }).optional(),
  }),
  context: z.strictObject({
    platform: z.string().max(100),
    language: z.string().max(10),
    extensions: z.record(z.url(), z.union([z.string(), z.number()])).optional(),
  }),
  timestamp: z.iso.datetime(),
  version: z.literal(XAPI_VERSION),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementsSchema = z.array(statementSchema).min(1).max(500);

/** A UUID (version 5 form) made from a text: the same answer always gives the same statement id. */
export function uuidFrom(text: string): string {
  // FNV-1a, four rounds with different seeds: 128 bits that only have to be stable and spread, not secret.
  const hex = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let h = seed >>> 0;
      for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193) >>> 0;
      return h.toString(16).padStart(8, '0');
    })
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Seconds as an xAPI duration ("PT4.2S"). */
export function duration(ms: number): string {
  return `PT${Math.round(ms / 100) / 10}S`;
}

export interface Actor {
  /** The installation's address in the school's records (an https page naming this computer or classroom). */
  readonly homePage: string;
  readonly trainee: string;
  readonly name?: string | undefined;
}

const actorOf = (who: Actor): Statement['actor'] => ({
  objectType: 'Agent',
  ...(who.name !== undefined && { name: who.name }),
  account: { homePage: who.homePage, name: who.trainee },
});

/** One graded answer: "<trainee> answered <drill question>", right or wrong, the answer given and the time taken. */
export function answerStatement(
  answer: {
    id: string;
    drill: string;
    scenarioCode: string;
    answer: string;
    correct: boolean;
    timeMs: number;
    timestamp: string;
    language: string;
    street?: number | undefined;
  },
  who: Actor,
  appVersion: string,
): Statement {
  return {
    id: uuidFrom(`answer:${answer.id}`),
    actor: actorOf(who),
    verb: VERBS.answered,
    object: {
      objectType: 'Activity',
      id: `${ACTIVITY_BASE}/questions/${encodeURIComponent(answer.scenarioCode)}`,
      definition: {
        type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
        name: { 'en-US': `${answer.drill} question ${answer.scenarioCode}` },
        extensions: {
          [`${ACTIVITY_BASE}/extensions/drill`]: answer.drill,
          ...(answer.street !== undefined && { [`${ACTIVITY_BASE}/extensions/street`]: answer.street }),
        },
      },
    },
    result: { success: answer.correct, response: answer.answer, duration: duration(answer.timeMs) },
    context: { platform: `Bring-In ${appVersion}`, language: answer.language },
    timestamp: answer.timestamp,
    version: XAPI_VERSION,
  };
}

/** An exam taken: "<trainee> passed|failed <exam>", with the score. */
export function examStatement(
  result: {
    exam: { id: string; title: string; checksum: string };
    finishedAt: string;
    startedAt: string;
    score: { right: number; total: number };
    passed: boolean;
    checksum: string;
  },
  who: Actor,
  appVersion: string,
  language: string,
): Statement {
  return {
    id: uuidFrom(`exam:${result.checksum}`),
    actor: actorOf(who),
    verb: result.passed ? VERBS.passed : VERBS.failed,
    object: {
      objectType: 'Activity',
      id: `${ACTIVITY_BASE}/exams/${encodeURIComponent(result.exam.id)}`,
      definition: {
        type: 'http://adlnet.gov/expapi/activities/assessment',
        name: { 'en-US': result.exam.title },
        extensions: { [`${ACTIVITY_BASE}/extensions/exam-checksum`]: result.exam.checksum },
      },
    },
    result: {
      success: result.passed,
      completion: true,
      duration: duration(Date.parse(result.finishedAt) - Date.parse(result.startedAt)),
      score: {
        raw: result.score.right,
        min: 0,
        max: result.score.total,
        scaled: result.score.total === 0 ? 0 : result.score.right / result.score.total,
      },
    },
    context: { platform: `Bring-In ${appVersion}`, language },
    timestamp: result.finishedAt,
    version: XAPI_VERSION,
  };
}

/** A record store's address and credentials (HTTP Basic), as a school configures them. */
export const recordStoreConfigSchema = z.strictObject({
  endpoint: z
    .url()
    .max(500)
    .refine((value) => {
      const url = new URL(value);
      // https, or http to this computer only (a record store on the same machine, and the tests').
      return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
    }, 'expected an https:// address (http:// only to localhost)'),
  key: z.string().min(1).max(200),
  secret: z.string().min(1).max(200),
  /** The installation's page in the school's records, for the trainees' accounts. */
  homePage: z.url().max(300),
});
export type RecordStoreConfig = z.infer<typeof recordStoreConfigSchema>;
