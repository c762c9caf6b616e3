/**
 * Where the renderer is loaded from. Packaged and preview builds use our own `app://bring-in` scheme (a real
 * origin, unlike file://); the development server URL is used only when electron-vite provides it.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bring-in';

export interface RendererLocation {
  url: string;
  origin: string;
}

/** The `scheme://host[:port]` of a URL (Node gives custom schemes an opaque "null" origin, so we build it). */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
}

export function rendererLocation(devServerUrl: string | undefined, packaged: boolean): RendererLocation {
  if (devServerUrl && !packaged) {
    const origin = originOf(devServerUrl);
    if (origin) return { url: devServerUrl, origin };
  }
  const origin = `${APP_SCHEME}://${APP_HOST}`;
  return { url: `${origin}/index.html`, origin };
}
