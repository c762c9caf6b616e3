import { vi } from 'vitest';
import type { AutoUpdaterLike } from '../updates/update-service';

/** For tests: electron-updater's autoUpdater as the app uses it (settings, events, check, install), and `emit`. */
export function fakeUpdater(check: () => Promise<unknown> = async () => null) {
  const events = new Map<string, ((...args: unknown[]) => void)[]>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: 'console' as unknown,
    on: (event: string, listener: (...args: unknown[]) => void) => void events.set(event, [...(events.get(event) ?? []), listener]),
    checkForUpdates: vi.fn(check),
    quitAndInstall: vi.fn(),
  };
  const emit = (event: string, ...args: unknown[]) => (events.get(event) ?? []).forEach((listener) => listener(...args));
  return { updater: updater as typeof updater & AutoUpdaterLike, emit };
}
