#!/usr/bin/env node
/**
 * CI step before `npm run dist`: says which code signing and notarization the installers get from the repository's
 * secrets (given to this step as environment variables, empty when a secret is not set), and turns signing off
 * when there is no certificate, so electron-builder builds unsigned installers instead of failing. Notices are
 * GitHub Actions workflow commands (`::notice::`); secret values are never printed.
 * Usage: node scripts/ci-signing.mjs   (on the runner that builds the installers; RUNNER_OS or the platform decides)
 */
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const has = (env, name) => typeof env[name] === 'string' && env[name].trim() !== '';
const notice = (title, message) => `::notice title=${title}::${message}`;

/**
 * @param {'linux' | 'win32' | 'darwin'} platform
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ lines: string[], env: Record<string, string>, error?: string }} what to print, variables for the
 *   next steps, and why the build must stop (a set of notarization secrets only partly given)
 */
export function signingPlan(platform, env) {
  const lines = [];
  const next = {};
  if (platform === 'linux') {
    lines.push('Linux: AppImage and deb packages are not code-signed (no signing step on Linux).');
    return { lines, env: next };
  }
  const certificate =
    platform === 'win32' ? ['WIN_CSC_LINK', 'CSC_LINK'].find((name) => has(env, name)) : has(env, 'CSC_LINK') ? 'CSC_LINK' : undefined;
  const system = platform === 'win32' ? 'Windows' : 'macOS';
  if (certificate) {
    lines.push(`${system}: installers are signed with the certificate from the ${certificate} secret.`);
  } else {
    const names = platform === 'win32' ? 'WIN_CSC_LINK (or CSC_LINK) and its password' : 'CSC_LINK and CSC_KEY_PASSWORD';
    lines.push(
      notice(
        'Unsigned installers',
        `${system}: no signing certificate in the repository secrets (${names}), so the installers are built unsigned.`,
      ),
    );
    // Without it electron-builder would look for any identity in the runner's keychain.
    next.CSC_IDENTITY_AUTO_DISCOVERY = 'false';
  }
  if (platform === 'darwin') {
    const appleId = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'];
    const apiKey = ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'];
    const complete = [appleId, apiKey].find((set) => set.every((name) => has(env, name)));
    if (!certificate) {
      lines.push(notice('Not notarized', 'macOS: unsigned apps cannot be notarized; notarization skipped.'));
    } else if (complete) {
      lines.push(`macOS: the app is notarized with ${complete.join(', ')}.`);
    } else {
      const partial = [...appleId, ...apiKey].filter((name) => has(env, name));
      if (partial.length > 0) {
        const missing = (partial.some((name) => appleId.includes(name)) ? appleId : apiKey).filter((name) => !has(env, name));
        return {
          lines,
          env: next,
          error: `macOS notarization secrets are incomplete: ${partial.join(', ')} set but ${missing.join(', ')} missing.`,
        };
      }
      lines.push(
        notice('Not notarized', `macOS: no notarization secrets (${appleId.join(', ')}, or ${apiKey.join(', ')}); notarization skipped.`),
      );
    }
  }
  return { lines, env: next };
}

/** The platform a GitHub runner names in RUNNER_OS, or this process's. */
export function runnerPlatform(env = process.env) {
  return { Linux: 'linux', Windows: 'win32', macOS: 'darwin' }[env.RUNNER_OS ?? ''] ?? process.platform;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const plan = signingPlan(runnerPlatform(), process.env);
  for (const line of plan.lines) console.log(line);
  if (plan.error) {
    console.log(`::error title=Signing secrets::${plan.error}`);
    process.exit(1);
  }
  const lines = Object.entries(plan.env)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');
  if (lines && process.env.GITHUB_ENV) appendFileSync(process.env.GITHUB_ENV, lines);
}
