/**
 * Denials for everything the renderer must not do: navigate away, open windows, attach webviews, or be granted
 * permissions (camera, notifications, ...). Links meant for the browser go through openExternalLink only.
 */
import type { Session, WebContents } from 'electron';
import { originOf } from './app-origin';
import { openExternalLink, type ExternalOpener } from './external';

export function denyNavigation(contents: WebContents, appOrigin: string, shell: ExternalOpener): void {
  const keepInApp = (event: { preventDefault(): void }, url: string) => {
    // Reloading our own page is fine; any other destination is refused.
    if (originOf(url) !== appOrigin) event.preventDefault();
  };
  contents.on('will-navigate', keepInApp);
  contents.on('will-redirect', keepInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // target=_blank https links open in the system browser; no new Electron window is ever created.
    if (url.startsWith('https://')) void openExternalLink(shell, url).catch(() => undefined);
    return { action: 'deny' };
  });
}

/** The one permission granted: full screen, which an exam asks for (only our own pages load, so only they can ask). */
const ALLOWED = 'fullscreen';

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(permission === ALLOWED));
  session.setPermissionCheckHandler((_contents, permission) => permission === ALLOWED);
  session.setDevicePermissionHandler(() => false);
}
