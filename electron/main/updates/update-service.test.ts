import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../shared/contract';
import { updateCheckOff } from './update-policy';
import { fakeUpdater } from '../testing/fake-updater';
import { createUpdateService } from './update-service';

function service(check?: () => Promise<unknown>) {
  const fake = fakeUpdater(check);
  const statuses: UpdateStatus[] = [];
  const log = vi.fn();
  const create = vi.fn(() => fake.updater);
  const updates = createUpdateService({ updater: create, onStatus: (status) => statuses.push(status), log });
  return { ...fake, updates, statuses, log, create };
}

describe('when the app looks for an update', () => {
  it('only an installed app, built with an update feed, and with the setting on (absent counts as on)', () => {
    expect(updateCheckOff({ packaged: true, feedPresent: true, setting: undefined })).toBeNull();
    expect(updateCheckOff({ packaged: true, feedPresent: true, setting: true })).toBeNull();
    expect(updateCheckOff({ packaged: true, feedPresent: true, setting: false })).toBe('turned-off');
    expect(updateCheckOff({ packaged: true, feedPresent: false, setting: true })).toBe('no-feed');
    // npm start and the end-to-end tests run the app from the sources: never a check there.
    expect(updateCheckOff({ packaged: false, feedPresent: true, setting: true })).toBe('not-packaged');
  });
});

describe('update service', () => {
  it("off: says why, and never creates electron-updater's updater (so nothing is looked for)", () => {
    const { updates, statuses, create, updater } = service();
    updates.start('turned-off');
    expect(statuses).toEqual([{ state: 'off', reason: 'turned-off' }]);
    expect(updates.status()).toEqual({ state: 'off', reason: 'turned-off' });
    expect(create).not.toHaveBeenCalled();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    expect(updates.install()).toEqual({ restarting: false });
  });

  it('on: checks once, downloads in the background, reports progress, and is ready to install', () => {
    const { updates, statuses, updater, emit } = service();
    updates.start(null);
    updates.start(null);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true, logger: null });
    emit('checking-for-update');
    emit('update-available', { version: '0.2.0' });
    emit('download-progress', { percent: 41.5 });
    expect(updates.install()).toEqual({ restarting: false }); // not downloaded yet
    emit('update-downloaded', { version: '0.2.0' });
    expect(statuses).toEqual([
      { state: 'checking' },
      { state: 'downloading', version: '0.2.0' },
      { state: 'downloading', version: '0.2.0', percent: 41.5 },
      { state: 'ready', version: '0.2.0' },
    ]);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    expect(updates.install()).toEqual({ restarting: true });
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('up to date: says so', () => {
    const { updates, emit } = service();
    updates.start(null);
    emit('update-not-available');
    expect(updates.status()).toEqual({ state: 'up-to-date' });
  });

  it('a check that fails (offline) is logged on one line and reported as failed; the app goes on', async () => {
    const { updates, log } = service(async () => {
      throw new Error('net::ERR_INTERNET_DISCONNECTED\n    at stack line');
    });
    updates.start(null);
    await vi.waitFor(() => expect(updates.status()).toEqual({ state: 'failed', message: 'net::ERR_INTERNET_DISCONNECTED' }));
    expect(log).toHaveBeenCalledWith('update: net::ERR_INTERNET_DISCONNECTED');
  });

  it('an error event during the download, and an updater that cannot be created, are failures too', () => {
    const running = service();
    running.updates.start(null);
    running.emit('error', new Error('sha512 checksum mismatch'));
    expect(running.updates.status()).toEqual({ state: 'failed', message: 'sha512 checksum mismatch' });

    const statuses: UpdateStatus[] = [];
    const broken = createUpdateService({
      updater: () => {
        throw new Error('ENOENT app-update.yml');
      },
      onStatus: (s) => statuses.push(s),
      log: vi.fn(),
    });
    broken.start(null);
    expect(statuses).toEqual([{ state: 'failed', message: 'ENOENT app-update.yml' }]);
  });

  it('a version from the feed that the contract refuses is reported as a failure, not passed to the window', () => {
    const { updates, emit } = service();
    updates.start(null);
    emit('update-downloaded', { version: '' });
    expect(updates.status()).toEqual({ state: 'failed', message: 'the update feed gave a status that cannot be read' });
    expect(updates.install()).toEqual({ restarting: false });
  });
});
