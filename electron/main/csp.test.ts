import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, installCspHeader } from './csp';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('production: no inline or eval scripts, no remote sources, no plugins, framing or form posts', () => {
    const policy = directives(contentSecurityPolicy(false));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    for (const name of ['object-src', 'base-uri', 'form-action', 'frame-ancestors', 'frame-src'])
      expect(policy.get(name)).toEqual(["'none'"]);
    expect(contentSecurityPolicy(false)).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it('development adds only what the dev server needs (injected styles, local websocket)', () => {
    const policy = directives(contentSecurityPolicy(true));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*']);
  });

  it('is set as a response header on every response, replacing any other CSP header (production: the literal equals the policy)', () => {
    for (const dev of [false, true]) {
      let listener: ((details: unknown, callback: (response: unknown) => void) => void) | undefined;
      installCspHeader({ webRequest: { onHeadersReceived: (l: typeof listener) => (listener = l) } } as never, dev);
      const callback = vi.fn();
      listener!({ responseHeaders: { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] } }, callback);
      expect(callback).toHaveBeenCalledWith({
        responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [contentSecurityPolicy(dev)] },
      });
    }
  });
});
