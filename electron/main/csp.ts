import type { Session } from 'electron';

/**
 * The renderer's Content-Security-Policy. Production: only our own scripts and styles, no eval, no plugins, no
 * framing, no form posts, no network beyond our origin. Style attributes stay allowed (Vue writes inline styles of
 * hoisted static markup); style sheets must come from our origin. The development server additionally needs
 * injected <style> elements and its websocket for hot reload.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const directives: Record<string, string> = {
    'default-src': "'none'",
    'script-src': "'self'",
    'style-src': dev ? "'self' 'unsafe-inline'" : "'self'",
    'style-src-attr': "'unsafe-inline'",
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': dev ? "'self' ws://localhost:* ws://127.0.0.1:*" : "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
    'frame-src': "'none'",
    'worker-src': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Adds the CSP header to every response the session receives (the development server's pages included). */
export function installCspHeader(session: Session, policy: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = Object.fromEntries(Object.entries(details.responseHeaders ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy'));
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [policy] } });
  });
}
