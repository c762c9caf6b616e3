import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { builtPreloadPath } from './built-files';

describe('builtPreloadPath', () => {
  it('prefers the CommonJS preload a sandbox can run', () => {
    const warn = vi.fn();
    expect(builtPreloadPath('/o/preload', warn, () => true)).toBe(join('/o/preload', 'index.cjs'));
    expect(builtPreloadPath('/o/preload', warn, (p) => p.endsWith('index.js'))).toBe(join('/o/preload', 'index.js'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when only an ES module preload exists (it would not run sandboxed)', () => {
    const warn = vi.fn();
    expect(builtPreloadPath('/o/preload', warn, (p) => p.endsWith('index.mjs'))).toBe(join('/o/preload', 'index.mjs'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'cjs'"));
  });
});
