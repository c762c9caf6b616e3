import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { REPLAY_KEY, readKeptReplay, sessionReplayKeeper, type KeptReplay } from './keptReplay';

const kept: KeptReplay = { text: 'variant = "F7S"', fileName: 'hand.phh', profile: 'tda', replayed: true, selected: 4 };

describe("kept replay (a reload of the window brings the floor's replay back)", () => {
  it('reads back what was written; nothing kept is no replay and no warning', () => {
    expect(readKeptReplay(JSON.stringify(kept))).toEqual({ kept, warning: null });
    expect(readKeptReplay(null)).toEqual({ kept: null, warning: null });
    const storage = memoryStorage();
    const keeper = sessionReplayKeeper(storage, () => {});
    keeper.write(kept);
    expect(keeper.read()).toEqual(kept);
  });

  it('says what is wrong with a kept replay that cannot be used, and where', () => {
    expect(readKeptReplay('{oops').warning).toMatch(/^bring-in\.replay is not JSON \(.+\): the replay starts empty$/);
    expect(readKeptReplay('[]').warning).toBe('bring-in.replay: not an object; the replay starts empty');
    expect(readKeptReplay(JSON.stringify({ ...kept, fileName: 3 })).warning).toBe(
      'bring-in.replay: fileName must be a text or null; the replay starts empty',
    );
    expect(readKeptReplay(JSON.stringify({ ...kept, profile: '' })).warning).toBe(
      'bring-in.replay: profile must be a profile id; the replay starts empty',
    );
    expect(readKeptReplay(JSON.stringify({ ...kept, replayed: 'yes' })).warning).toBe(
      'bring-in.replay: replayed must be true or false; the replay starts empty',
    );
    expect(readKeptReplay(JSON.stringify({ ...kept, selected: -1 })).warning).toBe(
      'bring-in.replay: selected must be a whole number >= 0; the replay starts empty',
    );
  });

  it('sets an unreadable one aside (not lost to the next write), and a refused write is a warning, not an error', () => {
    const storage = memoryStorage();
    storage.items.set(REPLAY_KEY, '{"text": 42}');
    const warnings: string[] = [];
    expect(sessionReplayKeeper(storage, (w) => warnings.push(w)).read()).toBeNull();
    expect(warnings).toEqual(['bring-in.replay: text must be a text; the replay starts empty']);
    expect(storage.items.get(`${REPLAY_KEY}.unreadable`)).toBe('{"text": 42}');

    const full = memoryStorage(true);
    const said: string[] = [];
    sessionReplayKeeper(full, (w) => said.push(w)).write(kept);
    expect(said).toEqual(['bring-in.replay cannot be written: QuotaExceededError']);
    expect(sessionReplayKeeper(undefined).read()).toBeNull();
  });
});
