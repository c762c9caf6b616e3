import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { IDBFactory } from 'fake-indexeddb';
import { createBrowserPlatform } from '../platform/browser-store';
import type { PlatformApi } from '../platform/api';
import { captureWarnings } from '../testing/consoleWarnings';
import { useLearnStore } from './learn';
import { useTraineeStore } from './trainee';

function storeOn(api: PlatformApi) {
  useTraineeStore().use(api);
  const learn = useLearnStore();
  learn.use(api);
  return learn;
}

describe("the day-one path's settings (the first-start cards, the game, the lessons seen)", () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('a new trainee has not seen the cards; once done they stay done, with the game and the lessons seen, after a restart', async () => {
    const indexedDB = new IDBFactory();
    const learn = storeOn(createBrowserPlatform({ indexedDB }));
    await learn.ready();
    expect(learn.loaded).toBe(true);
    expect(learn.onboarded).toBe(false);
    expect(learn.game).toBe('stud');
    await learn.chooseGame('razz');
    await learn.markSeen('bring-in');
    await learn.markSeen('bring-in');
    await learn.finishOnboarding();

    setActivePinia(createPinia());
    const later = storeOn(createBrowserPlatform({ indexedDB }));
    await later.ready();
    expect(later.onboarded).toBe(true);
    expect(later.game).toBe('razz');
    expect([...later.seen]).toEqual(['bring-in']);
    expect(await createBrowserPlatform({ indexedDB }).loadSettings()).toMatchObject({
      onboarded: true,
      learnGame: 'razz',
      lessonsSeen: ['bring-in'],
    });
  });

  it('lesson ids a later version no longer has are left out of the lessons seen', async () => {
    const indexedDB = new IDBFactory();
    await createBrowserPlatform({ indexedDB }).saveSettings({ lessonsSeen: ['pots', 'no-such-lesson'] });
    const learn = storeOn(createBrowserPlatform({ indexedDB }));
    await learn.ready();
    expect([...learn.seen]).toEqual(['pots']);
  });

  it('settings that cannot be read never push the cards on the trainee, and a failed save loses nothing on screen', async () => {
    const broken = {
      loadTrainees: () => Promise.reject(new Error('disk gone')),
      loadSettings: () => Promise.reject(new Error('disk gone')),
      saveSettings: () => Promise.reject(new Error('disk full')),
    } as unknown as PlatformApi;
    const warnings = captureWarnings();
    const learn = storeOn(broken);
    await learn.ready();
    expect(learn.onboarded).toBe(true);
    await learn.chooseGame('stud8');
    expect(learn.game).toBe('stud8');
    expect(warnings.filter((line) => line.includes('Bring-In: the learning settings'))).toEqual([
      'Bring-In: the learning settings could not be read: Error: disk gone',
      'Bring-In: the learning settings were not saved: Error: disk full',
    ]);
  });
});
