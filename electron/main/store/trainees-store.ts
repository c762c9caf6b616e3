/**
 * The trainees of this installation, in `trainees.json` (written atomically; a file that cannot be read is copied
 * aside before the next save replaces it, as for the settings). The first trainee is always listed.
 */
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { refusedTrainee } from '../../shared/contract';
import {
  TRAINEES_FILE,
  TRAINEES_FORMAT,
  traineeList,
  traineesDocumentSchema,
  withTrainee,
  type SaveTrainee,
  type Trainee,
  type TraineesDocument,
} from '../../shared/trainees-format';
import { JsonFileStore } from './json-file-store';

export interface TraineesStoreOptions {
  folder: string;
  warn?: (message: string) => void;
  random?: () => number;
}

export class TraineesStore {
  private readonly file: JsonFileStore<TraineesDocument>;

  constructor(private readonly options: TraineesStoreOptions) {
    this.file = new JsonFileStore<TraineesDocument>({
      folder: options.folder,
      path: join(options.folder, TRAINEES_FILE),
      schema: traineesDocumentSchema.partial(),
      defaults: { format: TRAINEES_FORMAT, trainees: [] },
      ...(options.warn ? { warn: options.warn } : {}),
    });
  }

  async load(): Promise<{ trainees: Trainee[] }> {
    return { trainees: traineeList((await this.file.load()).trainees) };
  }

  /** Adds or renames a trainee; refused (invalid-payload, with the refusal as data) when the name is taken or the id unknown. */
  async save(request: SaveTrainee): Promise<{ trainees: Trainee[]; saved: Trainee }> {
    let saved: Trainee | undefined;
    // The change is worked out from the document as it is read inside the store's queue, so two saves never race.
    const doc = await this.file.update({}, (current) => {
      const next = withTrainee(traineeList(current.trainees), request, this.options.random ?? (() => randomInt(2 ** 30) / 2 ** 30));
      if ('refusal' in next) throw refusedTrainee(next.refusal);
      saved = next.saved;
      return { format: TRAINEES_FORMAT, trainees: next.trainees };
    });
    return { trainees: traineeList(doc.trainees), saved: saved! };
  }
}
