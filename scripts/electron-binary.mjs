/**
 * Where the Electron binary is, found the way node_modules/electron/index.js finds it but WITHOUT its side effect:
 * requiring the `electron` package downloads the binary when it is missing, which cannot happen offline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * @param {string} projectRoot folder holding package.json
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ available: true, path: string } | { available: false, reason: string }}
 */
export function electronBinary(projectRoot, env = process.env) {
  let packageDir;
  try {
    packageDir = dirname(createRequire(join(projectRoot, 'package.json')).resolve('electron/package.json'));
  } catch {
    return { available: false, reason: 'the electron package is not installed (run npm install)' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(env.ELECTRON_OVERRIDE_DIST_PATH, executable || 'electron');
    return existsSync(path)
      ? { available: true, path }
      : {
          available: false,
          reason: `ELECTRON_OVERRIDE_DIST_PATH points to ${env.ELECTRON_OVERRIDE_DIST_PATH}, which has no Electron executable`,
        };
  }
  if (!executable)
    return { available: false, reason: 'the Electron binary was never downloaded (node_modules/electron/path.txt is missing)' };
  const path = join(packageDir, 'dist', executable);
  return existsSync(path)
    ? { available: true, path }
    : { available: false, reason: `the Electron binary is missing (${path} does not exist)` };
}

/** The message `npm start` prints when it cannot open the desktop app. */
export function missingBinaryMessage(reason) {
  return [
    'Bring-In cannot open the desktop app: the Electron binary is not installed.',
    `  Why: ${reason}.`,
    '  Electron downloads its binary on first use, and that needs an internet connection.',
    '',
    '  Run the same app in your browser instead:',
    '    npm run start:web',
    '',
    '  Or, once online, download Electron and try again:',
    '    npx install-electron',
    '    npm start',
  ].join('\n');
}
