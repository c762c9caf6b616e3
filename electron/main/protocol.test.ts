import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';

vi.mock('electron', () => ({ protocol: { registerSchemesAsPrivileged: vi.fn() }, net: { fetch: vi.fn() } }));
const { resolveAppFile, registerAppScheme, serveRenderer } = await import('./protocol');
const { protocol, net } = await import('electron');

const root = '/app/out/renderer';

describe('app:// protocol', () => {
  it('registers app:// as a standard, secure scheme', () => {
    registerAppScheme();
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
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
    // Malformed percent-encoding is no file (it made decodeURIComponent throw out of the protocol handler).
    expect(resolveAppFile(root, 'app://bring-in/assets/%E0%A4%A.js')).toBeUndefined();
  });

  it('serves files with their type and the CSP header, and 404 for anything outside the renderer folder', async () => {
    let handler: ((request: Request) => Promise<Response>) | undefined;
    serveRenderer({ protocol: { handle: (_scheme: string, h: typeof handler) => (handler = h) } } as never, root, "default-src 'none'");
    vi.mocked(net.fetch).mockImplementation(async (url) =>
      String(url).endsWith('/missing.js') ? new Response('', { status: 404 }) : new Response(`content of ${String(url)}`),
    );

    const page = await handler!(new Request('app://bring-in/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await page.text()).toContain('renderer/index.html');
    expect((await handler!(new Request('app://bring-in/assets/app.js'))).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await handler!(new Request('app://bring-in/missing.js'))).status).toBe(404);
    expect((await handler!(new Request('app://bring-in/..%2F..%2Fmain%2Findex.js'))).status).toBe(404);
    expect((await handler!(new Request('app://elsewhere/index.html'))).status).toBe(404);
    expect((await handler!(new Request('app://bring-in/assets/%E0%A4%A.js'))).status).toBe(404);
    // net.fetch of a file:// URL that does not exist rejects instead of answering 404.
    vi.mocked(net.fetch).mockRejectedValueOnce(new Error('net::ERR_FILE_NOT_FOUND'));
    expect((await handler!(new Request('app://bring-in/gone.js'))).status).toBe(404);
  });
});
