import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraineesStore } from './trainees-store';

let folder: string;
beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'bring-in-trainees-'))));
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('trainees store (trainees.json)', () => {
  it('a hand-edited or corrupt file lists the first trainee only, is copied aside before the next save, and is never lost', async () => {
    const warnings: string[] = [];
    await writeFile(join(folder, 'trainees.json'), '{"format":"bring-in-trainees","trainees":[{"id":"Ana!","name":"Ana"}]}');
    const store = new TraineesStore({ folder, warn: (m) => warnings.push(m), random: () => 0.5 });
    expect(await store.load()).toEqual({ trainees: [{ id: 'default' }] });
    expect(warnings[0]).toMatch(/trainees\.json could not be read \(trainees\.0\.id: expected a trainee id/);
    const kept = (await readdir(folder)).filter((f) => f.startsWith('trainees.json.invalid-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(folder, kept[0]!), 'utf8')).toContain('"Ana!"');
    const { saved } = await store.save({ name: 'Luis' });
    expect(JSON.parse(await readFile(join(folder, 'trainees.json'), 'utf8'))).toEqual({
      format: 'bring-in-trainees',
      trainees: [{ id: 'default' }, saved],
    });
  });

  it('renames keep the id; a name taken (whatever its case) or an unknown id is refused and nothing is written', async () => {
    const store = new TraineesStore({ folder, random: () => 0.25 });
    const { saved } = await store.save({ name: 'Ana' });
    const before = await readFile(join(folder, 'trainees.json'), 'utf8');
    await expect(store.save({ name: ' ANA ' })).rejects.toMatchObject({ reason: { code: 'trainee-name-taken', id: saved.id } });
    await expect(store.save({ id: 'nobody-0000', name: 'X' })).rejects.toMatchObject({ reason: { code: 'trainee-unknown' } });
    expect(await readFile(join(folder, 'trainees.json'), 'utf8')).toBe(before);
    expect((await store.save({ id: saved.id, name: 'Ana María' })).saved).toEqual({ id: saved.id, name: 'Ana María' });
  });
});
