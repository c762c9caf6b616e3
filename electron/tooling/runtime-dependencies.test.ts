import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// electron-builder packs package.json's `dependencies` (with everything they pull in) into the installers, beside
// the electron-vite output. The renderer bundles its own packages (vue, pinia...), so only what main and preload
// import at run time belongs there; anything else only makes every installer bigger.
const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // tooling/ checks the repository, testing/ holds the tests' stand-ins: neither goes into the app.
    if (e.isDirectory()) return e.name === 'tooling' || e.name === 'testing' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Bare package names that main, preload and their shared files import as values (type-only imports vanish). */
function importedPackages(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(join(root, 'electron'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '([^'.][^']*)'/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('node:')) continue;
      found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  }
  found.delete('electron'); // provided by the Electron runtime itself
  return found;
}

describe('the packaged app carries only the runtime dependencies main and preload import', () => {
  it('every runtime dependency is imported by electron/, and every package electron/ imports is one', () => {
    const runtime = Object.keys(pkg.dependencies ?? {}).sort();
    expect(runtime).toEqual([...importedPackages()].sort());
  });

  it('the renderer-only packages are build-time dependencies (bundled into the renderer)', () => {
    for (const name of ['vue', 'pinia', 'vue-router', 'vue-i18n', 'smol-toml']) expect(pkg.dependencies ?? {}).not.toHaveProperty(name);
  });
});
