#!/usr/bin/env node
/**
 * `npm run dist`: builds installers for the current platform (extra arguments go to electron-builder, e.g.
 * `npm run dist -- --arm64`). electron-builder packages the Electron release zip that `npx install-electron`
 * downloads into the shared cache; when it cannot be obtained (offline), this stops with a clear message.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (args, options = {}) => spawnSync(npx, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32', ...options });

function stop(message) {
  console.error(`\nBring-In installers were not built: ${message}`);
  process.exit(1);
}

let binary = electronBinary(root);
if (!binary.available) {
  console.log(`Electron is not downloaded yet (${binary.reason}); downloading it now...`);
  const download = run(['install-electron'], { timeout: 5 * 60 * 1000, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  binary = electronBinary(root);
  if (!binary.available) {
    const detail = (download.stderr ?? '').split('\n').find((line) => /error|ENOTFOUND|EAI_AGAIN|ECONN|timed out/i.test(line));
    stop(
      [
        'the Electron binary could not be downloaded, and packaging needs it.',
        detail ? `  Download error: ${detail.trim()}` : '',
        '  Run `npm run dist` on a machine with internet access (or let the release workflow build the installers).',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
}

if (run(['electron-vite', 'build']).status !== 0) stop('the electron-vite build failed (see above).');
// electron-builder reads electron-builder.yml by itself; naming it again with --config loads it twice, and every
// target list (dmg, AppImage, deb...) comes out doubled.
const builder = run(['electron-builder', '--publish', 'never', ...process.argv.slice(2)]);
if (builder.status !== 0) stop('electron-builder failed (see above).');
console.log('\nInstallers are in release/.');
