/**
 * The one IPC contract between the renderer, the preload and the main process: channel names, the payload and
 * answer of every action as zod schemas (types inferred from them), the envelope that carries answers and errors
 * over IPC, and the typed error the renderer sees. No Electron or Node imports: the renderer imports this too.
 */
import { z } from 'zod';
import { CHANNELS, BRIDGE_NAME, EVENTS, type Action, type Channel, type EventName } from './channels';
import {
  MAX_PROFILE_NAME,
  customProfileIdSchema,
  customProfileSchema,
  customProfilesSchema,
  type CustomProfiles,
} from './house-rules-format';
import { refusalIssue, saveRefusalSchema, type ProfilesPlace, type SaveRefusal, type StoredProfilesProblem } from './house-rules-problems';
import {
  installUpdateResponseSchema,
  updateStatusSchema,
  type InstallUpdateResponse,
  type UpdateOffReason,
  type UpdateStatus,
} from './update-status';
import { LOCALES, MAX_TARGET_SECONDS, MIN_TARGET_SECONDS, type HouseRules } from '../../core';
import { importProblemSchema, importProblemText, type ImportProblem } from './import-problems';
import { recordStoreConfigSchema, statementsSchema, type RecordStoreConfig, type Statement } from './xapi';
import {
  DEFAULT_TRAINEE_ID,
  saveTraineeSchema,
  traineeIdSchema,
  traineeRefusalIssue,
  traineeRefusalSchema,
  traineeSchema,
  traineesSchema,
  type SaveTrainee,
  type Trainee,
  type TraineeId,
  type TraineeRefusal,
  type Trainees,
} from './trainees-format';

export { CHANNELS, BRIDGE_NAME, EVENTS, type Action, type Channel, type EventName };
export { installUpdateResponseSchema, updateStatusSchema, type InstallUpdateResponse, type UpdateOffReason, type UpdateStatus };
export { customProfileIdSchema, customProfileSchema, customProfilesSchema, type CustomProfiles };
export type { ImportProblem, ProfilesPlace, SaveRefusal, StoredProfilesProblem };
export { DEFAULT_TRAINEE_ID, traineeIdSchema, type SaveTrainee, type Trainee, type TraineeId, type Trainees };

const LIMIT = 200;
const text = (max = LIMIT) => z.string().min(1).max(max);
/** Lower-case ids such as `bring-in`, `dealer`, `fixed-limit`. */
export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected a lower-case id (a-z, 0-9, -), at most 40 characters');
const slug = slugSchema;

export const languageSchema = z.enum(LOCALES);
export type Language = z.infer<typeof languageSchema>;

/** One graded answer, as the renderer reports it; the store adds `id` and `timestamp` when they are missing. */
export const newResultSchema = z.strictObject({
  drill: slug,
  scenarioCode: text(),
  answer: z.string().max(LIMIT),
  correctAnswer: text(),
  correct: z.boolean(),
  timeMs: z
    .number()
    .int()
    .nonnegative()
    .max(24 * 60 * 60 * 1000),
  profile: slug,
  language: languageSchema,
  timestamp: z.iso.datetime().optional(),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 characters from A-Z a-z 0-9 _ -')
    .optional(),
  /** Whose answer it is; answers saved before trainees existed have none and are the first trainee's (traineeOf). */
  trainee: traineeIdSchema.optional(),
  /** The street the question was about (3 to 7): with the drill and the game, the skill the answer trains. */
  street: z.number().int().min(3).max(7).optional(),
  /** The rules the right answer rests on (rule ids), so skills can be counted per rule. */
  rules: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/, 'expected a rule id'))
    .max(16)
    .optional(),
  /** The lessons the question practises (core/lessons ids), so the Learn page counts answers per lesson. */
  lessons: z.array(slug).max(8).optional(),
  /** The trainee asked for a hint (a lesson's key sentence) before answering (absent: no hint). */
  hinted: z.literal(true).optional(),
});
export type NewResult = z.infer<typeof newResultSchema>;

/** One graded answer as stored: every field present. */
export const gradedResultSchema = newResultSchema.required({ id: true, timestamp: true });
export type GradedResult = z.infer<typeof gradedResultSchema>;

export const settingsSchema = z.strictObject({
  language: languageSchema,
  /**
   * The user picked `language` (absent in settings saved before this was kept, or never chosen): the first visit
   * follows the browser's or system's language, a choice (English too) is kept.
   */
  languageChosen: z.boolean().optional(),
  profile: slug,
  /** The name of `profile` when it is one of the user's, so a notice can name it once it is deleted. */
  profileName: z.string().min(1).max(MAX_PROFILE_NAME).optional(),
  structure: slug,
  lastDrill: slug.nullable(),
  /** The desktop app looks for a new version at start (absent: yes); the browser build never does. */
  checkForUpdates: z.boolean().optional(),
  /** The first-start cards were seen to the end or skipped: they are not shown again (Help reopens them). */
  onboarded: z.boolean().optional(),
  /** The game the trainee learns in: the Learn page's and the lessons'. */
  learnGame: z.enum(['stud', 'razz', 'stud8']).optional(),
  /** The lessons the trainee stepped through to the end (the Learn page's "learning" state). */
  lessonsSeen: z.array(slug).max(40).optional(),
  /**
   * The whole-hand mode's target times the trainee changed, in whole seconds by kind of step ("deal": 10); the
   * others keep their defaults. A kind this version does not know is kept and left unused.
   */
  dealTargets: z
    .record(
      z.string().regex(/^[a-z][a-z-]{1,23}$/, 'expected a kind of step'),
      z.number().int().min(MIN_TARGET_SECONDS).max(MAX_TARGET_SECONDS),
    )
    .refine((r) => Object.keys(r).length <= 32, 'expected at most 32 kinds of step')
    .optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const DEFAULT_SETTINGS: Settings = { language: 'en', profile: 'dealer', structure: 'fixed-limit', lastDrill: null };

export const settingsPatchSchema = settingsSchema.partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const exportFormatSchema = z.enum(['csv', 'json']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Whose answers to read: one trainee's, or every trainee's (the class view) when none is named. */
export const resultsQuerySchema = z.strictObject({ trainee: traineeIdSchema.optional() }).optional();
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

/** An export of one trainee's answers; `name` is written into the file so an import can say whose it is. */
export const exportRequestSchema = z.strictObject({
  format: exportFormatSchema,
  trainee: traineeIdSchema,
  name: z.string().max(200).optional(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** An import into one trainee's answers. */
export const importRequestSchema = z.strictObject({ trainee: traineeIdSchema });
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** Settings are each trainee's own; none named means the first trainee's (and the file settings.json). */
export const settingsQuerySchema = traineeIdSchema.optional();
export const settingsSaveSchema = settingsPatchSchema.extend({ trainee: traineeIdSchema.optional() });
export type SettingsSave = z.infer<typeof settingsSaveSchema>;

/** Only https links leave the app, and only through the operating system's browser. */
export const httpsUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'expected an https:// link without credentials');

export const loadResultsResponseSchema = z.strictObject({
  results: z.array(gradedResultSchema),
  /** Lines that could not be read (torn or corrupt); they are kept in a side file. */
  skipped: z.number().int().nonnegative(),
  /** The side file could not take them (a read-only folder, a full disk): they stay in the progress file as they are. */
  skippedNotCopied: z.literal(true).optional(),
});
export type LoadResultsResponse = z.infer<typeof loadResultsResponseSchema>;

export const exportResponseSchema = z.strictObject({
  saved: z.boolean(),
  count: z.number().int().nonnegative(),
  fileName: z.string().optional(),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const importResponseSchema = z.strictObject({
  /** False when the user cancelled the file chooser. */
  imported: z.boolean(),
  added: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** The file's name (no folder), when one was picked. */
  fileName: z.string().optional(),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** How far the import going on has read its file (`active` false when none is going on). */
export const importProgressSchema = z.strictObject({
  active: z.boolean(),
  readBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
  /** Results read so far. */
  records: z.number().int().nonnegative(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/**
 * Something a store had to do that the user must be told once: the stored settings could not be read, so the
 * defaults are used; `keptAs` names the copy set aside (null when it could not be made: the file is left as it is).
 */
export const storeNoticeSchema = z.strictObject({
  code: z.literal('settings-reset'),
  /** What could not be read, without its folder: the trainee's settings file, or the browser's storage key. */
  file: z.string(),
  keptAs: z.string().nullable(),
  /** The English words, for the log and "Technical details". */
  message: z.string(),
});
export type StoreNotice = z.infer<typeof storeNoticeSchema>;

/** What a file the user saves or opens holds: the dialogs offer the matching file type. */
export const fileKindSchema = z.enum(['exam', 'exam-result', 'csv', 'json', 'phh']);
export type FileKind = z.infer<typeof fileKindSchema>;
/** A file's name without a folder (what the user sees and may change in the save dialog). */
const plainFileName = z
  .string()
  .min(1)
  .max(120)
  .refine(
    (name) => !/[\\/:*?"<>|]/.test(name) && ![...name].some((ch) => ch.charCodeAt(0) < 0x20),
    'expected a file name without a folder',
  );
/** At most 20 MB of text in one file saved or opened. */
export const MAX_TEXT_FILE = 20 * 1000 * 1000;

export const saveTextFileSchema = z.strictObject({ name: plainFileName, text: z.string().max(MAX_TEXT_FILE), kind: fileKindSchema });
export type SaveTextFile = z.infer<typeof saveTextFileSchema>;
export const savedFileSchema = z.strictObject({ saved: z.boolean(), fileName: z.string().optional() });
export type SavedFile = z.infer<typeof savedFileSchema>;

export const openTextFilesSchema = z.strictObject({ kind: fileKindSchema, multiple: z.boolean() });
export type OpenTextFiles = z.infer<typeof openTextFilesSchema>;
/** The files picked (none when cancelled); a file that could not be read has `problem` (its text is empty). */
export const openedFilesSchema = z.strictObject({
  files: z.array(z.strictObject({ name: z.string(), text: z.string(), problem: z.string().optional() })),
});
export type OpenedFiles = z.infer<typeof openedFilesSchema>;

/** The learning record store as the screens show it (never its secret). */
export const recordStoreStatusSchema = z.strictObject({
  /** False in the browser build: its content security policy lets it talk to no other server. */
  available: z.boolean(),
  configured: z.boolean(),
  endpoint: z.string().nullable(),
  key: z.string().nullable(),
  homePage: z.string().nullable(),
  queued: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});
export type RecordStoreStatus = z.infer<typeof recordStoreStatusSchema>;
export type { RecordStoreConfig, Statement };

export const appInfoSchema = z.strictObject({
  name: z.string(),
  version: z.string(),
  shell: z.enum(['desktop', 'browser']),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const nothing = z.undefined();

/** Request and response schema of every action: the main process validates requests against these. */
export const CONTRACT = {
  saveResult: { request: newResultSchema, response: gradedResultSchema },
  loadResults: { request: resultsQuerySchema, response: loadResultsResponseSchema },
  exportResults: { request: exportRequestSchema, response: exportResponseSchema },
  importResults: { request: importRequestSchema, response: importResponseSchema },
  importProgress: { request: nothing, response: importProgressSchema },
  loadSettings: { request: settingsQuerySchema, response: settingsSchema },
  saveSettings: { request: settingsSaveSchema, response: settingsSchema },
  /**
   * Reads the trainee's settings (none named: the first trainee's), setting aside a file that cannot be read, then
   * gives what was set aside of that trainee's settings since the last call.
   */
  takeStoreNotices: { request: settingsQuerySchema, response: z.strictObject({ notices: z.array(storeNoticeSchema) }) },
  /** The trainees of this installation, the first trainee first (always there). */
  loadTrainees: { request: nothing, response: traineesSchema },
  /** Adds a trainee (no id) or renames one (its id); names are unique. Answers the list and the trainee saved. */
  saveTrainee: { request: saveTraineeSchema, response: z.strictObject({ trainees: z.array(traineeSchema), saved: traineeSchema }) },
  /** The user's own house-rules profiles (a card room's rules, edited and named in the app). */
  loadHouseRules: { request: nothing, response: customProfilesSchema },
  /** Adds a profile, or replaces the one with its id (a rename keeps the id); names must be unique. */
  saveHouseRules: { request: customProfileSchema, response: customProfilesSchema },
  deleteHouseRules: { request: customProfileIdSchema, response: customProfilesSchema },
  openExternal: { request: httpsUrlSchema, response: z.strictObject({ opened: z.boolean() }) },
  /** Saves a text file where the user chooses (desktop: a save dialog; browser: a download). */
  saveTextFile: { request: saveTextFileSchema, response: savedFileSchema },
  /** Reads text files the user picks (desktop: an open dialog; browser: a file chooser). */
  openTextFiles: { request: openTextFilesSchema, response: openedFilesSchema },
  loadRecordStore: { request: nothing, response: recordStoreStatusSchema },
  /** Sets the school's learning record store (null: none, and what was queued for it is dropped). */
  saveRecordStore: { request: recordStoreConfigSchema.nullable(), response: recordStoreStatusSchema },
  /** Queues xAPI statements for the record store and answers at once (nothing is queued when none is set). */
  sendStatements: {
    request: statementsSchema,
    response: z.strictObject({ queued: z.number().int().nonnegative(), configured: z.boolean() }),
  },
  /** Prints the window to a PDF the user saves (desktop); the browser prints with its own dialog. */
  printToPdf: { request: plainFileName, response: savedFileSchema },
  appInfo: { request: nothing, response: appInfoSchema },
  updateStatus: { request: nothing, response: updateStatusSchema },
  /** Restarts into the downloaded update ("restart to update"). */
  installUpdate: { request: nothing, response: installUpdateResponseSchema },
} as const satisfies Record<Action, { request: z.ZodType; response: z.ZodType }>;

/** The help screens the Help menu opens in the page: the first-start cards, the Learn page, the glossary. */
export const menuCommandSchema = z.enum(['welcome', 'learn', 'glossary']);
export type MenuCommand = z.infer<typeof menuCommandSchema>;

/** The payload of every message the main process sends on its own; the renderer checks each one against it. */
export const EVENT_PAYLOADS = {
  updateStatus: updateStatusSchema,
  menuCommand: menuCommandSchema,
} as const satisfies Record<EventName, z.ZodType>;

export type RequestOf<A extends Action> = z.infer<(typeof CONTRACT)[A]['request']>;
export type ResponseOf<A extends Action> = z.infer<(typeof CONTRACT)[A]['response']>;

/** What the renderer calls; the Electron preload and the browser fallback both provide it. */
export interface PlatformApi {
  saveResult(result: NewResult): Promise<GradedResult>;
  loadResults(query?: ResultsQuery): Promise<LoadResultsResponse>;
  exportResults(request: ExportRequest): Promise<ExportResponse>;
  importResults(request: ImportRequest): Promise<ImportResponse>;
  /** Polled while `importResults` runs, to show how far it is. */
  importProgress(): Promise<ImportProgress>;
  loadSettings(trainee?: TraineeId): Promise<Settings>;
  saveSettings(patch: SettingsSave): Promise<Settings>;
  /** What was set aside of the trainee's stored settings since the last call (none named: the first trainee's). */
  takeStoreNotices(trainee?: TraineeId): Promise<{ notices: StoreNotice[] }>;
  loadTrainees(): Promise<Trainees>;
  saveTrainee(trainee: SaveTrainee): Promise<{ trainees: Trainee[]; saved: Trainee }>;
  loadHouseRules(): Promise<CustomProfiles>;
  saveHouseRules(profile: HouseRules): Promise<CustomProfiles>;
  deleteHouseRules(id: string): Promise<CustomProfiles>;
  openExternal(url: string): Promise<{ opened: boolean }>;
  saveTextFile(file: SaveTextFile): Promise<SavedFile>;
  openTextFiles(request: OpenTextFiles): Promise<OpenedFiles>;
  printToPdf(name: string): Promise<SavedFile>;
  loadRecordStore(): Promise<RecordStoreStatus>;
  saveRecordStore(config: RecordStoreConfig | null): Promise<RecordStoreStatus>;
  sendStatements(statements: Statement[]): Promise<{ queued: number; configured: boolean }>;
  appInfo(): Promise<AppInfo>;
  updateStatus(): Promise<UpdateStatus>;
  installUpdate(): Promise<InstallUpdateResponse>;
  /** Calls `listener` with every later update status; returns the function that stops listening. */
  onUpdateStatus(listener: (status: UpdateStatus) => void): () => void;
  /** Calls `listener` with every help screen the Help menu asks for (never in a browser); returns the function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

export const ERROR_CODES = [
  'invalid-payload',
  'forbidden-sender',
  'forbidden-url',
  'storage-unavailable',
  'import-failed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The operating system's error codes a `storage-unavailable` error can carry as data (`system`): the ones the
 * screens say in words (`runner.saved.reasons.<code>`). Any other code stays in the English message only.
 */
export const SYSTEM_CODES = ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR', 'EEXIST', 'EISDIR', 'ENOENT'] as const;
export type SystemCode = (typeof SYSTEM_CODES)[number];
export const systemCodeSchema = z.enum(SYSTEM_CODES);

/** The browser's storage (IndexedDB) that is full, or not available at all (a private window, site data blocked). */
export const browserStorageSchema = z.strictObject({ code: z.enum(['browser-storage-full', 'browser-storage-unavailable']) });

/**
 * Why a call failed, as data the screens say in the user's language: a save the house-rules store refused (a name
 * taken, the profile limit), or the browser's storage that failed.
 */
export const failureReasonSchema = z.union([saveRefusalSchema, browserStorageSchema, traineeRefusalSchema, importProblemSchema]);
export type FailureReason = z.infer<typeof failureReasonSchema>;

export const errorInfoSchema = z.strictObject({
  code: z.enum(ERROR_CODES),
  /** The English words, for the log and "Technical details"; the screens say `code` and `reason`. */
  message: z.string(),
  /** For invalid payloads: one line per problem, "path: what is wrong". */
  issues: z.array(z.string()).optional(),
  reason: failureReasonSchema.optional(),
  /** For `storage-unavailable`: the system's error code (ENOSPC...), so no one reads it back out of `message`. */
  system: systemCodeSchema.optional(),
});
export type ErrorInfo = z.infer<typeof errorInfoSchema>;

/** How every answer crosses IPC: Electron keeps only the message of a thrown error, so errors travel as data. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

/** The typed error the renderer catches, whichever platform it runs on. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly code: ErrorCode;
  readonly issues: readonly string[];
  readonly reason: FailureReason | null;
  readonly system: SystemCode | null;

  constructor(info: ErrorInfo) {
    super(info.message);
    this.code = info.code;
    this.issues = info.issues ?? [];
    this.reason = info.reason ?? null;
    this.system = info.system ?? null;
  }

  toInfo(): ErrorInfo {
    return {
      code: this.code,
      message: this.message,
      ...(this.issues.length > 0 && { issues: [...this.issues] }),
      ...(this.reason && { reason: this.reason }),
      ...(this.system && { system: this.system }),
    };
  }
}

/** A save the store refuses (`refusal`: a name taken, the profile limit): invalid-payload, the refusal as data and its English line as the one issue. */
export function refusedSave(action: Action, refusal: SaveRefusal): PlatformError {
  const issue = refusalIssue(refusal);
  return new PlatformError({
    code: 'invalid-payload',
    message: `Invalid payload for ${action}: ${issue}`,
    issues: [issue],
    reason: refusal,
  });
}

/** A trainee the store refuses to save (a name taken, an unknown id, the limit): invalid-payload with the refusal as data. */
export function refusedTrainee(refusal: TraineeRefusal): PlatformError {
  const issue = traineeRefusalIssue(refusal);
  return new PlatformError({
    code: 'invalid-payload',
    message: `Invalid payload for saveTrainee: ${issue}`,
    issues: [issue],
    reason: refusal,
  });
}

/** A file refused by an import: import-failed, the problem (file and what is wrong) as data and its English as the message. */
export function refusedImport(problem: ImportProblem): PlatformError {
  return new PlatformError({ code: 'import-failed', message: importProblemText(problem), reason: problem });
}

/**
 * The raw API the preload exposes on `window.bringIn`: same actions, answers wrapped in an Envelope, and one
 * listener function per event, whose payloads arrive unchecked (the renderer checks them against EVENT_PAYLOADS).
 */
export type BridgeApi = {
  [A in Action]: (...args: Parameters<PlatformApi[A]>) => Promise<Envelope<Awaited<ReturnType<PlatformApi[A]>>>>;
} & {
  onUpdateStatus(listener: (payload: unknown) => void): () => void;
  onMenuCommand(listener: (payload: unknown) => void): () => void;
};

/** Each problem zod found, as "path: what is wrong" (`whole` names the value itself when the problem is not in a field). */
export function describeIssues(error: z.ZodError, whole = '(payload)'): string[] {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : whole}: ${issue.message}`);
}

/** Validates the request of an action; a bad payload becomes an `invalid-payload` PlatformError naming each problem. */
export function parseRequest<A extends Action>(action: A, payload: unknown): RequestOf<A> {
  const parsed = CONTRACT[action].request.safeParse(payload);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error);
    const code: ErrorCode = action === 'openExternal' && typeof payload === 'string' ? 'forbidden-url' : 'invalid-payload';
    throw new PlatformError({ code, message: `Invalid payload for ${action}: ${issues.join('; ')}`, issues });
  }
  return parsed.data as RequestOf<A>;
}

/** Turns anything thrown into the error data that crosses IPC, without leaking stack traces. */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof PlatformError) return error.toInfo();
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message };
}

/** Unwraps an envelope: the value, or a thrown PlatformError. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.ok) return envelope.value;
  const info = errorInfoSchema.safeParse(envelope.error);
  throw new PlatformError(info.success ? info.data : { code: 'internal', message: 'Malformed error from the main process' });
}
