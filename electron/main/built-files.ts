import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built preload next to the main bundle. A sandboxed preload must be CommonJS, which electron-vite writes as
 * index.cjs or index.js depending on its output settings; index.mjs is the last resort (it fails in a sandbox).
 */
export function builtPreloadPath(preloadFolder: string, exists: (path: string) => boolean = existsSync): string {
  const candidates = ['index.cjs', 'index.js', 'index.mjs'].map((name) => join(preloadFolder, name));
  return candidates.find((path) => exists(path)) ?? candidates[0]!;
}
