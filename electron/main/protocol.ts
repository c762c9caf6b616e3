import { protocol, net, type Session } from 'electron';
import { extname, join, normalize, relative, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_HOST, APP_SCHEME } from './app-origin';

/** Must run before `app.whenReady()`: `app://` behaves like https (standard, secure) for the renderer. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The file under `root` that an app:// URL names, or undefined for other hosts and paths escaping the root. */
export function resolveAppFile(root: string, requestUrl: string): string | undefined {
  const url = new URL(requestUrl);
  if (url.host !== APP_HOST) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined; // Malformed percent-encoding ("%E0%A4%A") names no file of ours.
  }
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  const inside = relative(root, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : undefined;
}

/** Serves the built renderer from `root` on app://bring-in with the CSP header. */
export function serveRenderer(session: Session, root: string, policy: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(root, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    // A missing file can reject (net::ERR_FILE_NOT_FOUND) rather than answer 404: both are a plain 404 here.
    const response = await net.fetch(pathToFileURL(file).toString()).catch(() => undefined);
    if (!response?.ok) return new Response('Not found', { status: 404 });
    return new Response(response.body, {
      status: 200,
      headers: {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
