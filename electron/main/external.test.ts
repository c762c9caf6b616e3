import { describe, expect, it, vi } from 'vitest';
import { openExternalLink } from './external';

describe('openExternalLink', () => {
  it('hands https links to the operating system', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    expect(await openExternalLink(shell, 'https://www.pokertda.com/rules')).toEqual({ opened: true });
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.pokertda.com/rules');
  });

  it('refuses every other scheme, credentials and non-strings with forbidden-url', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    for (const url of [
      'http://example.org',
      'file:///C:/Windows/system32/calc.exe',
      'javascript:alert(1)',
      'ms-msdt:/id',
      'smb://server/share',
      'https://u:p@example.org',
      '',
      42,
      null,
    ]) {
      await expect(openExternalLink(shell, url), String(url)).rejects.toMatchObject({ name: 'PlatformError', code: 'forbidden-url' });
    }
    expect(shell.openExternal).not.toHaveBeenCalled();
  });
});
