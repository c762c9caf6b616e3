import { describe, expect, it } from 'vitest';
import { REPLAY_KEY, readKeptReplay, sessionReplayKeeper, type KeptReplay } from './keptReplay';

const kept: KeptReplay = { text: 'variant = "F7S"', fileName: 'hand.phh', profile: 'tda', replayed: true, selected: 4 };

/** A Storage over a Map, that can be told to refuse writes. */
function memoryStorage(refuse = false): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
  };
}

describe('kept replay (a reload of the window brings the floor\'s replay back)', () => {
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
    expect(readKeptReplay(JSON.stringify({ ...kept, fileName: 3 })).warning).toBe('bring-in.replay: fileName must be a text or null; the replay starts empty');
    expect(readKeptReplay(JSON.stringify({ ...kept, profile: '' })).warning).toBe('bring-in.replay: profile must be a profile id; the replay starts empty');
    expect(readKeptReplay(JSON.stringify({ ...kept, replayed: 'yes' })).warning).toBe('bring-in.replay: replayed must be true or false; the replay starts empty');
    expect(readKeptReplay(JSON.stringify({ ...kept, selected: -1 })).warning).toBe('bring-in.replay: selected must be a whole number >= 0; the replay starts empty');
  });

  it('sets an unreadable one aside (not lost to the next write), and a refused write is a warning, not an error', () => {
    const storage = memoryStorage();
    storage.map.set(REPLAY_KEY, '{"text": 42}');
    const warnings: string[] = [];
    expect(sessionReplayKeeper(storage, (w) => warnings.push(w)).read()).toBeNull();
    expect(warnings).toEqual(['bring-in.replay: text must be a text; the replay starts empty']);
    expect(storage.map.get(`${REPLAY_KEY}.unreadable`)).toBe('{"text": 42}');

    const full = memoryStorage(true);
    const said: string[] = [];
    sessionReplayKeeper(full, (w) => said.push(w)).write(kept);
    expect(said).toEqual(['bring-in.replay cannot be written: QuotaExceededError']);
    expect(sessionReplayKeeper(undefined).read()).toBeNull();
  });
});
