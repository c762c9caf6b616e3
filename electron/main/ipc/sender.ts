import type { IpcMainInvokeEvent, BrowserWindow } from 'electron';
import { originOf } from '../app-origin';

/**
 * An IPC call is ours only when it comes from the main frame of our window (not an iframe, not another window)
 * and that frame shows a page of our own origin.
 */
export function isTrustedSender(event: IpcMainInvokeEvent, window: BrowserWindow | undefined, appOrigin: string): boolean {
  if (!window || window.isDestroyed()) return false;
  const frame = event.senderFrame;
  const main = window.webContents.mainFrame;
  if (!frame || event.sender !== window.webContents) return false;
  if (frame.processId !== main.processId || frame.routingId !== main.routingId) return false;
  return originOf(frame.url) === appOrigin;
}
