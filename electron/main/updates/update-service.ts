import { updateStatusSchema, type InstallUpdateResponse, type UpdateOffReason, type UpdateStatus } from '../../shared/contract';

/** The part of electron-updater's autoUpdater the app uses (tests give a fake). */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: unknown;
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export interface UpdateServiceOptions {
  /** Called only when the app does look for updates: creating electron-updater's updater reads the app's files. */
  updater: () => AutoUpdaterLike;
  /** Every change of status (the main process sends it to the window). */
  onStatus: (status: UpdateStatus) => void;
  log: (message: string) => void;
}

export interface UpdateService {
  status(): UpdateStatus;
  /** Looks for an update once (later calls do nothing), or says why not (`off`). */
  start(off: UpdateOffReason | null): void;
  /** "Restart to update": quits and installs the downloaded update; nothing when none is downloaded. */
  install(): InstallUpdateResponse;
}

/**
 * The automatic update: looks for a newer release at start, downloads it in the background, and installs it on
 * "restart to update" or when the app quits. A failed check or download (offline, say) is logged and shown as
 * `failed`; it never stops the app.
 */
export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  let current: UpdateStatus = { state: 'off', reason: 'not-packaged' };
  let updater: AutoUpdaterLike | undefined;

  const set = (next: UpdateStatus) => {
    // Versions and messages come from the feed: a value the contract refuses is reported as a failure instead.
    const checked = updateStatusSchema.safeParse(next);
    current = checked.success ? checked.data : { state: 'failed', message: 'the update feed gave a status that cannot be read' };
    options.onStatus(current);
  };
  const fail = (error: unknown) => {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);
    options.log(`update: ${message}`);
    set({ state: 'failed', message });
  };

  return {
    status: () => current,
    start(off) {
      if (updater) return;
      if (off) return set({ state: 'off', reason: off });
      try {
        updater = options.updater();
        updater.autoDownload = true;
        updater.autoInstallOnAppQuit = true;
        updater.logger = null; // its progress goes through the status instead; failures are logged by `fail`
        updater.on('checking-for-update', () => set({ state: 'checking' }));
        updater.on('update-not-available', () => set({ state: 'up-to-date' }));
        updater.on('update-available', (info) => set({ state: 'downloading', version: info.version }));
        updater.on('download-progress', (progress) => {
          if (current.state === 'downloading') set({ ...current, percent: Math.min(100, Math.max(0, progress.percent)) });
        });
        updater.on('update-downloaded', (info) => set({ state: 'ready', version: info.version }));
        updater.on('error', fail);
        updater.checkForUpdates().catch(fail);
      } catch (error) {
        fail(error);
      }
    },
    install() {
      if (current.state !== 'ready' || !updater) return { restarting: false };
      // Not silent (the Windows installer shows its progress), and the app opens again once installed.
      updater.quitAndInstall(false, true);
      return { restarting: true };
    },
  };
}
