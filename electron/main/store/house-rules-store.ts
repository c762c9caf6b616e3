/**
 * The user's own house-rules profiles, in `house-rules.json` in the user's data folder, written atomically.
 * A profile that cannot be read is reported (where and what is wrong) and written back as it was on every save;
 * a file that is not a house-rules document at all is copied aside before the first save replaces it.
 */
import { join } from 'node:path';
import type { HouseRules } from '../../../core';
import { refusedSave } from '../../shared/contract';
import {
  HOUSE_RULES_FILE,
  profilesDocument,
  readProfilesDocument,
  saveRefusal,
  storedAnswer,
  withProfile,
  withoutProfile,
  type CustomProfiles,
  type ProfilesDocument,
} from '../../shared/house-rules-format';
import { copied, notJson, type ProfilesPlace, type StoredProfilesProblem } from '../../shared/house-rules-problems';
import { copyExclusively, ensureFolder, readTextIfExists, writeFileAtomic } from './durable-file';
import { SerialQueue } from './serial-queue';
import { storageError } from './storage-error';

export interface HouseRulesStoreOptions {
  folder: string;
  warn?: (message: string) => void;
  now?: () => Date;
}

export class HouseRulesStore {
  readonly path: string;
  private readonly place: ProfilesPlace;
  private readonly queue = new SerialQueue();

  constructor(private readonly options: HouseRulesStoreOptions) {
    this.path = join(options.folder, HOUSE_RULES_FILE);
    this.place = { kind: 'file', path: this.path };
  }

  load(): Promise<CustomProfiles> {
    return this.queue.run(async () => answer(await this.read()));
  }

  /** Adds the profile or replaces the one with its id; refused (invalid-payload, with the refusal's code) when another profile has its name or there are as many as there can be. */
  save(profile: HouseRules): Promise<CustomProfiles> {
    return this.queue.run(async () => {
      const doc = await this.read();
      const refusal = saveRefusal(doc, profile);
      if (refusal) throw refusedSave('saveHouseRules', refusal);
      return this.write(doc, withProfile(doc, profile));
    });
  }

  /** Removes the profile with this id (nothing happens when there is none). */
  remove(id: string): Promise<CustomProfiles> {
    return this.queue.run(async () => {
      const doc = await this.read();
      return this.write(doc, withoutProfile(doc, id));
    });
  }

  private async read(): Promise<ProfilesDocument> {
    const text = await readTextIfExists(this.path);
    if (text === undefined) return readProfilesDocument(undefined, this.place);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { profiles: [], problems: [notJson(this.place, reason)], entries: null };
    }
    const doc = readProfilesDocument(value, this.place);
    for (const problem of doc.problems) this.options.warn?.(problem.message);
    return doc;
  }

  private async write(doc: ProfilesDocument, entries: unknown[]): Promise<CustomProfiles> {
    await ensureFolder(this.options.folder);
    let kept: StoredProfilesProblem | null = null;
    if (doc.entries === null) {
      // The file is no house-rules document: keep a copy before it is replaced, and say where.
      const keptAs = `${this.path}.invalid-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      try {
        await copyExclusively(this.path, keptAs);
      } catch (error) {
        throw storageError('keep a copy of', this.path, error);
      }
      kept = copied(this.place, keptAs);
      this.options.warn?.(kept.message);
    }
    await writeFileAtomic(this.path, `${JSON.stringify(profilesDocument(entries), null, 2)}\n`);
    return storedAnswer(entries, this.place, kept);
  }
}

const answer = (doc: ProfilesDocument): CustomProfiles => ({ profiles: doc.profiles, problems: doc.problems });
