#!/usr/bin/env node
/**
 * `npm start`: builds the app with electron-vite and opens it in Electron. When the Electron binary is missing
 * (it downloads on first use, which needs a network), it says so, points to `npm run start:web`, and exits 1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { electronBinary, missingBinaryMessage } from './electron-binary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const binary = electronBinary(root);
if (!binary.available) {
  console.error(missingBinaryMessage(binary.reason));
  process.exit(1);
}

const build = spawnSync(npx, ['electron-vite', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
if (build.status !== 0) {
  console.error('\nBring-In: the build failed (see above); the app was not started.');
  process.exit(build.status ?? 1);
}

const app = spawn(binary.path, ['.', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
app.on('error', (error) => {
  console.error(`Bring-In: could not start Electron (${binary.path}): ${error.message}`);
  process.exit(1);
});
app.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
