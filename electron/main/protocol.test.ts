import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';

vi.mock('electron', () => ({ protocol: { registerSchemesAsPrivileged: vi.fn() }, net: { fetch: vi.fn() } }));
const { resolveAppFile, registerAppScheme } = await import('./protocol');
const { protocol } = await import('electron');

const root = '/app/out/renderer';

describe('app:// protocol', () => {
  it('registers app:// as a standard, secure scheme', () => {
    registerAppScheme();
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
  });

  it('maps our host to files under the renderer folder', () => {
    expect(resolveAppFile(root, 'app://bring-in/index.html')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://bring-in/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://bring-in/assets/index-1.js?v=2')).toBe(join(root, 'assets/index-1.js'));
  });

  it('refuses other hosts and paths escaping the renderer folder', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toBeUndefined();
    // The URL parser already folds encoded dot segments, so this stays inside the root.
    expect(resolveAppFile(root, 'app://bring-in/%2e%2e/%2e%2e/main/index.js')).toBe(join(root, 'main/index.js'));
    // Encoded slashes survive the URL parser; the resolved path would leave the root.
    expect(resolveAppFile(root, 'app://bring-in/..%2F..%2Fmain%2Findex.js')).toBeUndefined();
    expect(resolveAppFile(root, 'app://bring-in/..%2F..%2Fpackage.json')).toBeUndefined();
  });
});
