import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILES, customProfile } from '../../../core';
import { HOUSE_RULES_FILE, HOUSE_RULES_FORMAT, MAX_CUSTOM_PROFILES } from '../../shared/house-rules-format';
import { HouseRulesStore } from './house-rules-store';

const mine = customProfile(PROFILES['rr-cash'], { runOut: 'online', cap: { raises: 4, headsUp: 'uncapped' } }, 'My room', 'custom:room-1');
const other = customProfile(PROFILES.tda, {}, 'Other room', 'custom:room-2');

let folder: string;
let path: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bring-in-house-rules-'));
  path = join(folder, HOUSE_RULES_FILE);
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const store = (warn = vi.fn()) => new HouseRulesStore({ folder, warn, now: () => new Date('2026-12-01T08:00:00Z') });
const stored = async () => JSON.parse(await readFile(path, 'utf8')) as { format: string; profiles: unknown[] };

describe('HouseRulesStore', () => {
  it('starts empty, saves, replaces by id (a rename keeps the id), deletes, and a new store reads the file', async () => {
    const s = store();
    expect(await s.load()).toEqual({ profiles: [], problems: [] });
    expect(await s.save(mine)).toEqual({ profiles: [mine], problems: [] });
    expect(await s.save(other)).toEqual({ profiles: [mine, other], problems: [] });
    const renamed = { ...mine, name: { en: 'Our room', es: 'Our room', it: 'Our room' } };
    expect((await s.save(renamed)).profiles).toEqual([renamed, other]);
    expect(await stored()).toEqual({ format: HOUSE_RULES_FORMAT, profiles: [renamed, other] });
    expect(await store().load()).toEqual({ profiles: [renamed, other], problems: [] });
    expect(await s.remove('custom:room-1')).toEqual({ profiles: [other], problems: [] });
    expect(await s.remove('custom:nothing')).toEqual({ profiles: [other], problems: [] });
  });

  it('refuses a name another profile has (trimmed, any case) with a typed error and its refusal code, and writes nothing', async () => {
    const s = store();
    await s.save(mine);
    const before = await readFile(path, 'utf8');
    await expect(s.save({ ...other, name: { en: '  MY ROOM ', es: 'x', it: 'x' } })).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: ['name: another profile (custom:room-1) is already called "My room"'],
      reason: { code: 'name-taken', id: 'custom:room-1', name: 'My room' },
    });
    expect(await readFile(path, 'utf8')).toBe(before);
  });

  it('an invalid stored profile is named with where it is and what is wrong, the others load, and saves keep it as it was', async () => {
    const bad = { ...other, id: 'custom:broken', name: { en: 'Broken room', es: 'x', it: 'x' }, runOut: 'rr-16' };
    await writeFile(path, JSON.stringify({ format: HOUSE_RULES_FORMAT, profiles: [mine, bad, 'junk', mine] }));
    const warn = vi.fn();
    const loaded = await store(warn).load();
    expect(loaded.profiles).toEqual([mine]);
    expect(loaded.problems.map((p) => p.message)).toEqual([
      `${path}, profile 2 of 4 (id "custom:broken", "Broken room"): profile.runOut must be one of "rr-15", "tda-rp-10-h", "online", got "rr-16"; it is left out and kept as it is`,
      `${path}, profile 3 of 4: a profile must be an object; it is left out and kept as it is`,
      `${path}, profile 4 of 4 (id "custom:room-1", "My room"): the id "custom:room-1" is used by an earlier profile; it is left out and kept as it is`,
    ]);
    expect(warn.mock.calls.map(([line]) => line)).toEqual(loaded.problems.map((p) => p.message));

    const saved = await store().save(other);
    expect(saved.profiles).toEqual([mine, other]);
    expect(saved.problems).toHaveLength(3);
    expect((await stored()).profiles).toEqual([mine, bad, 'junk', mine, other]);
    expect((await store().remove('custom:room-1')).profiles).toEqual([other]);
    // Deleting by id removes the valid profile only; the invalid entries are still there.
    expect((await stored()).profiles).toEqual([bad, 'junk', other]);
  });

  it('a profile with a field the storage does not allow (an id without "custom:", a long name) is reported too', async () => {
    await writeFile(
      path,
      JSON.stringify({
        format: HOUSE_RULES_FORMAT,
        profiles: [
          { ...mine, id: 'tda' },
          { ...mine, id: 'custom:x', name: { en: 'x'.repeat(61), es: 'x', it: 'x' } },
        ],
      }),
    );
    const { problems } = await store().load();
    expect(problems[0]).toMatchObject({
      code: 'invalid-profile',
      field: 'id',
      message: expect.stringMatching(/profile 1 of 2 \(id "tda", "My room"\): profile\.id: expected "custom:"/),
    });
    expect(problems[1]).toMatchObject({
      code: 'invalid-profile',
      field: 'name',
      message: expect.stringMatching(/profile 2 of 2 .*profile\.name\.en: the name is longer than 60 characters/),
    });
  });

  it('a file that is not JSON, or not a house-rules document, gives no profiles and says so; the first save copies it aside', async () => {
    await writeFile(path, '{ "format": "bring-in-house-rules", "profiles": [ ');
    const warn = vi.fn();
    const s = store(warn);
    const loaded = await s.load();
    expect(loaded.profiles).toEqual([]);
    const file = { kind: 'file', path };
    expect(loaded.problems).toEqual([
      {
        code: 'not-json',
        place: file,
        message: expect.stringMatching(
          new RegExp(
            `^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: not valid JSON \\(.+\\); nothing was read from it, and it is kept as it is$`,
          ),
        ),
      },
    ]);
    // Loading again does not touch the file.
    await s.load();
    expect(await readFile(path, 'utf8')).toBe('{ "format": "bring-in-house-rules", "profiles": [ ');

    const saved = await s.save(mine);
    const keptAs = `${path}.invalid-2026-12-01T08-00-00-000Z`;
    expect(saved).toEqual({
      profiles: [mine],
      problems: [
        {
          code: 'copied',
          place: file,
          copy: keptAs,
          message: `${path} could not be read, so it was copied to ${keptAs} before this save replaced it`,
        },
      ],
    });
    expect(await readFile(keptAs, 'utf8')).toBe('{ "format": "bring-in-house-rules", "profiles": [ ');
    expect(await store().load()).toEqual({ profiles: [mine], problems: [] });

    await writeFile(path, JSON.stringify([mine]));
    expect((await store().load()).problems).toEqual([
      {
        code: 'not-document',
        place: file,
        message: `${path}: not a house-rules document (expected {"format": "bring-in-house-rules", "profiles": [...]}); nothing was read from it, and it is kept as it is`,
      },
    ]);
    expect((await readdir(folder)).filter((f) => f.startsWith(`${HOUSE_RULES_FILE}.invalid-`))).toHaveLength(1);
  });

  it('an unreadable data folder gives storage-unavailable naming the path', async () => {
    await writeFile(join(folder, 'file'), 'x');
    const s = new HouseRulesStore({ folder: join(folder, 'file') });
    await expect(s.load()).rejects.toMatchObject({
      code: 'storage-unavailable',
      message: expect.stringContaining(join(folder, 'file', HOUSE_RULES_FILE)),
    });
  });

  it('says every problem by code, with the file, which profile (its id and name) and the wrong setting, for the screen to say in words', async () => {
    const bad = { ...other, id: 'custom:broken', name: { en: 'Broken "room"', es: 'x', it: 'x' }, runOut: 'rr-16' };
    await writeFile(path, JSON.stringify({ format: HOUSE_RULES_FORMAT, profiles: [mine, bad, 'junk', mine] }));
    const file = { kind: 'file', path };
    expect((await store().load()).problems).toMatchObject([
      { code: 'invalid-profile', place: file, number: 2, total: 4, id: 'custom:broken', name: 'Broken "room"', field: 'runOut' },
      { code: 'invalid-profile', place: file, number: 3, total: 4, id: null, name: null, field: null },
      { code: 'duplicate-id', place: file, number: 4, total: 4, id: 'custom:room-1', name: 'My room' },
    ]);
  });

  it('refuses one profile past the limit with the refusal code; a profile already stored is still saved', async () => {
    const many = Array.from({ length: MAX_CUSTOM_PROFILES }, (_, k) => customProfile(PROFILES.tda, {}, `Room ${k}`, `custom:room-${k}`));
    await writeFile(path, JSON.stringify({ format: HOUSE_RULES_FORMAT, profiles: many }));
    await expect(store().save(customProfile(PROFILES.tda, {}, 'One more', 'custom:more'))).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: [`profiles: at most ${MAX_CUSTOM_PROFILES} profiles`],
      reason: { code: 'profile-limit', max: MAX_CUSTOM_PROFILES },
    });
    expect((await store().save({ ...many[0]!, oddChip: 'rr' })).profiles).toHaveLength(MAX_CUSTOM_PROFILES);
  });
});
