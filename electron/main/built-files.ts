import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built preload next to the main bundle. A sandboxed preload must be CommonJS (index.cjs or index.js); an ES
 * module preload (index.mjs) does not run in a sandbox, so finding only that one is reported through `warn`.
 */
export function builtPreloadPath(
  preloadFolder: string,
  warn: (message: string) => void,
  exists: (path: string) => boolean = existsSync,
): string {
  const [cjs, js, mjs] = ['index.cjs', 'index.js', 'index.mjs'].map((name) => join(preloadFolder, name)) as [string, string, string];
  if (exists(cjs)) return cjs;
  if (exists(js)) return js;
  if (exists(mjs))
    warn(
      `only an ES module preload was built (${mjs}); sandboxed windows need CommonJS: set the preload output format to 'cjs' in electron.vite.config.ts`,
    );
  return mjs;
}
