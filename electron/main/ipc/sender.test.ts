import { describe, expect, it } from 'vitest';
import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { isTrustedSender } from './sender';

const ORIGIN = 'app://bring-in';

function fakeWindow(destroyed = false) {
  const mainFrame = { processId: 4, routingId: 1, url: `${ORIGIN}/index.html` };
  const webContents = { mainFrame };
  return { window: { isDestroyed: () => destroyed, webContents } as unknown as BrowserWindow, webContents, mainFrame };
}

const eventFrom = (sender: unknown, senderFrame: unknown) => ({ sender, senderFrame }) as unknown as IpcMainInvokeEvent;

describe('isTrustedSender', () => {
  it('accepts the main frame of our window showing our origin', () => {
    const { window, webContents, mainFrame } = fakeWindow();
    expect(isTrustedSender(eventFrom(webContents, mainFrame), window, ORIGIN)).toBe(true);
    expect(isTrustedSender(eventFrom(webContents, { ...mainFrame, url: `${ORIGIN}/index.html#/drill/bring-in` }), window, ORIGIN)).toBe(
      true,
    );
  });

  it('refuses another window, a subframe, a foreign origin, a missing frame and a destroyed window', () => {
    const { window, webContents, mainFrame } = fakeWindow();
    expect(isTrustedSender(eventFrom({ mainFrame }, mainFrame), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, { ...mainFrame, routingId: 7 }), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, { ...mainFrame, processId: 9 }), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, { ...mainFrame, url: 'https://evil.example/' }), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, { ...mainFrame, url: 'app://bring-in.evil/index.html' }), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, { ...mainFrame, url: 'file:///index.html' }), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, null), window, ORIGIN)).toBe(false);
    expect(isTrustedSender(eventFrom(webContents, mainFrame), undefined, ORIGIN)).toBe(false);
    const gone = fakeWindow(true);
    expect(isTrustedSender(eventFrom(gone.webContents, gone.mainFrame), gone.window, ORIGIN)).toBe(false);
  });
});
