import { describe, expect, it } from 'vitest';
import { runnerPlatform, signingPlan } from '../../scripts/ci-signing.mjs';

const notarization = { APPLE_ID: 'dealer@example.org', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'TEAM' };

describe('installer signing in CI, from the repository secrets', () => {
  it('no secrets (a secret that is not set arrives empty): unsigned, said in a notice, keychain discovery off', () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const plan = signingPlan(platform, { CSC_LINK: '', CSC_KEY_PASSWORD: '' });
      expect(plan.lines[0]).toMatch(/^::notice title=Unsigned installers::(Windows|macOS): no signing certificate .* built unsigned\.$/);
      expect(plan.env).toEqual({ CSC_IDENTITY_AUTO_DISCOVERY: 'false' });
      expect(plan.error).toBeUndefined();
    }
    expect(signingPlan('darwin', {}).lines[1]).toMatch(/^::notice title=Not notarized::/);
  });

  it('a certificate: signed, and the line names the secret, never its value', () => {
    const plan = signingPlan('win32', { WIN_CSC_LINK: 'c2VjcmV0', WIN_CSC_KEY_PASSWORD: 'hunter2' });
    expect(plan).toEqual({ lines: ['Windows: installers are signed with the certificate from the WIN_CSC_LINK secret.'], env: {} });
    expect(plan.lines.join('\n')).not.toMatch(/c2VjcmV0|hunter2/);
  });

  it('macOS with a certificate and a full Apple ID set: signed and notarized', () => {
    const plan = signingPlan('darwin', { CSC_LINK: 'x', CSC_KEY_PASSWORD: 'y', ...notarization });
    expect(plan.lines).toEqual([
      'macOS: installers are signed with the certificate from the CSC_LINK secret.',
      'macOS: the app is notarized with APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID.',
    ]);
  });

  it('macOS with a certificate but no notarization secrets: a notice, the build goes on', () => {
    const plan = signingPlan('darwin', { CSC_LINK: 'x' });
    expect(plan.lines[1]).toMatch(/^::notice title=Not notarized::macOS: no notarization secrets/);
    expect(plan.error).toBeUndefined();
  });

  it('a notarization set only partly given stops the build, naming what is missing', () => {
    expect(signingPlan('darwin', { CSC_LINK: 'x', APPLE_ID: 'a', APPLE_TEAM_ID: '' }).error).toBe(
      'macOS notarization secrets are incomplete: APPLE_ID set but APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID missing.',
    );
  });

  it('Linux packages are not signed, and nothing is turned off', () => {
    expect(signingPlan('linux', { CSC_LINK: 'x' })).toEqual({ lines: [expect.stringMatching(/^Linux: .* not code-signed/)], env: {} });
  });

  it('the runner names its system in RUNNER_OS', () => {
    expect(runnerPlatform({ RUNNER_OS: 'macOS' })).toBe('darwin');
    expect(runnerPlatform({ RUNNER_OS: 'Windows' })).toBe('win32');
    expect(runnerPlatform({})).toBe(process.platform);
  });
});
