/**
 * Named trainees on one installation (a classroom PC): who answers is kept with every answer, setting and review.
 * There is no password: a trainee is a name to keep records apart, not an account. The first trainee ("default")
 * always exists and owns every answer saved before trainees existed. Shared by the main process and the browser
 * fallback; no Node or DOM imports.
 */
import { z } from 'zod';

export const TRAINEES_FILE = 'trainees.json';
export const TRAINEES_FORMAT = 'bring-in-trainees';
/** The first trainee: answers and settings from before trainees existed are theirs. */
export const DEFAULT_TRAINEE_ID = 'default';
export const MAX_TRAINEE_NAME = 60;
export const MAX_TRAINEES = 500;

export const traineeIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected a trainee id (a-z, 0-9, -), at most 40 characters');
export type TraineeId = z.infer<typeof traineeIdSchema>;

const nameSchema = z
  .string()
  .max(MAX_TRAINEE_NAME)
  .refine((name) => name.trim().length > 0, 'a trainee needs a name')
  .refine((name) => ![...name].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), 'a name cannot hold control characters');

/** One trainee; the first one has no name until it is given one (the screens call it "First trainee"). */
export const traineeSchema = z.strictObject({ id: traineeIdSchema, name: nameSchema.optional() });
export type Trainee = z.infer<typeof traineeSchema>;

export const traineesSchema = z.strictObject({ trainees: z.array(traineeSchema) });
export type Trainees = z.infer<typeof traineesSchema>;

/** The document kept on disk and in the browser's storage. */
export const traineesDocumentSchema = z.strictObject({
  format: z.literal(TRAINEES_FORMAT),
  trainees: z.array(traineeSchema).max(MAX_TRAINEES),
});
export type TraineesDocument = z.infer<typeof traineesDocumentSchema>;

/** A trainee to add (no id) or to rename (its id). */
export const saveTraineeSchema = z.strictObject({ id: traineeIdSchema.optional(), name: nameSchema });
export type SaveTrainee = z.infer<typeof saveTraineeSchema>;

/** Why a trainee was not saved: another one has the name, the id is unknown, or there are as many as there can be. */
export const traineeRefusalSchema = z.discriminatedUnion('code', [
  z.strictObject({ code: z.literal('trainee-name-taken'), id: traineeIdSchema, name: z.string() }),
  z.strictObject({ code: z.literal('trainee-unknown'), id: traineeIdSchema }),
  z.strictObject({ code: z.literal('trainee-limit'), max: z.number().int().positive() }),
]);
export type TraineeRefusal = z.infer<typeof traineeRefusalSchema>;

export function traineeRefusalIssue(refusal: TraineeRefusal): string {
  switch (refusal.code) {
    case 'trainee-name-taken':
      return `name: another trainee (${refusal.id}) is already called ${JSON.stringify(refusal.name)}`;
    case 'trainee-unknown':
      return `id: there is no trainee ${JSON.stringify(refusal.id)}`;
    case 'trainee-limit':
      return `trainees: at most ${refusal.max} trainees`;
  }
}

/** The stored list with the first trainee always there (first), whatever the stored document holds. */
export function traineeList(stored: readonly Trainee[]): Trainee[] {
  const first = stored.find((t) => t.id === DEFAULT_TRAINEE_ID) ?? { id: DEFAULT_TRAINEE_ID };
  return [first, ...stored.filter((t) => t.id !== DEFAULT_TRAINEE_ID)];
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A new id made from a name and a random part ("ana-k3x9"); the id never changes, so a rename keeps the records. */
export function newTraineeId(name: string, taken: (id: string) => boolean, random: () => number): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  for (;;) {
    const tail = Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0');
    const id = `${words ? `${words}-` : 't-'}${tail}`;
    if (id !== DEFAULT_TRAINEE_ID && !taken(id)) return id;
  }
}

/**
 * The list after adding or renaming one trainee, or why it cannot be done. Names are unique whatever their case;
 * the trainee saved is returned too.
 */
export function withTrainee(
  list: readonly Trainee[],
  request: SaveTrainee,
  random: () => number,
): { trainees: Trainee[]; saved: Trainee } | { refusal: TraineeRefusal } {
  const name = request.name.trim();
  const clash = list.find((t) => t.id !== request.id && t.name !== undefined && sameName(t.name, name));
  if (clash) return { refusal: { code: 'trainee-name-taken', id: clash.id, name: clash.name! } };
  if (request.id !== undefined) {
    const found = list.find((t) => t.id === request.id);
    if (!found) return { refusal: { code: 'trainee-unknown', id: request.id } };
    const saved = { ...found, name };
    return { trainees: list.map((t) => (t.id === found.id ? saved : t)), saved };
  }
  if (list.length >= MAX_TRAINEES) return { refusal: { code: 'trainee-limit', max: MAX_TRAINEES } };
  const ids = new Set(list.map((t) => t.id));
  const saved: Trainee = { id: newTraineeId(name, (id) => ids.has(id), random), name };
  return { trainees: [...list, saved], saved };
}

/** The stored document, or what is wrong with it (the store keeps a bad one aside before it writes). */
export function readTraineesDocument(value: unknown): { trainees: Trainee[] } | { problem: string } {
  if (value === undefined) return { trainees: [] };
  const parsed = traineesDocumentSchema.safeParse(value);
  if (parsed.success) return { trainees: parsed.data.trainees };
  return { problem: parsed.error.issues.map((i) => `${i.path.join('.') || 'document'}: ${i.message}`).join('; ') };
}

export function traineesDocument(trainees: readonly Trainee[]): TraineesDocument {
  return { format: TRAINEES_FORMAT, trainees: [...trainees] };
}

/** The trainee an answer belongs to: answers saved before trainees existed are the first trainee's. */
export function traineeOf(record: { readonly trainee?: string | undefined }): TraineeId {
  return record.trainee ?? DEFAULT_TRAINEE_ID;
}
