/**
 * The layer rules of .dependency-cruiser.cjs (part of `npm run lint`) are checked on a small tree of files that
 * break each rule once, so a rule that stops matching (a wrong path pattern, a rule deleted) fails here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };

/** Each file of the tree, with the rule its imports break (null: it breaks none). */
const TREE: Record<string, { text: string; breaks: string | null }> = {
  'core/index.ts': { text: "export * from './hand/deep/state';\n", breaks: null },
  'core/hand/deep/state.ts': { text: 'export const state = 1;\n', breaks: null },
  'core/hand/deep/reads-disk.ts': {
    text: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    breaks: 'core-no-node-builtins',
  },
  'core/rulings/deep/uses-ui.ts': { text: "import { x } from '../../../renderer/ok';\nexport const y = x;\n", breaks: 'core-is-pure' },
  'core/cycle-a.ts': { text: "import { b } from './cycle-b';\nexport const a = () => b;\n", breaks: 'no-cycles' },
  // A cycle is reported once, from the first of its files.
  'core/cycle-b.ts': { text: "import { a } from './cycle-a';\nexport const b = () => a;\n", breaks: null },
  'renderer/ok.ts': {
    text: "import { state } from '../core';\nimport type { C } from '../electron/shared/contract';\nexport const x: C = state;\n",
    breaks: null,
  },
  'renderer/reaches-in.ts': {
    text: "import { state } from '../core/hand/deep/state';\nexport const z = state;\n",
    breaks: 'core-through-its-entry',
  },
  'renderer/reads-disk.ts': {
    text: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    breaks: 'renderer-no-node-builtins',
  },
  'renderer/uses-main.ts': { text: "import { m } from '../electron/main/m';\nexport const z = m;\n", breaks: 'renderer-not-main' },
  'electron/shared/contract.ts': { text: "import { state } from '../../core';\nexport type C = typeof state;\n", breaks: null },
  'electron/shared/uses-renderer.ts': {
    text: "import { x } from '../../renderer/ok';\nexport const s = x;\n",
    breaks: 'shared-imports-core-only',
  },
  'electron/main/m.ts': { text: "import type { C } from '../shared/contract';\nexport const m: C = 1;\n", breaks: null },
  'electron/main/uses-renderer.ts': { text: "import { x } from '../../renderer/ok';\nexport const n = x;\n", breaks: 'main-not-renderer' },
  'electron/preload/uses-core.ts': {
    text: "import { state } from '../../core';\nexport const p = state;\n",
    breaks: 'preload-imports-shared-only',
  },
  'cli/uses-renderer.ts': { text: "import { x } from '../renderer/ok';\nexport const c = x;\n", breaks: 'cli-imports-core-only' },
  'bench/uses-main.ts': { text: "import { m } from '../electron/main/m';\nexport const b = m;\n", breaks: 'bench-no-app-shell' },
  // The main process's file store is plain Node: the store bench measures it.
  'electron/main/store/file-store.ts': { text: 'export const f = 1;\n', breaks: null },
  'bench/measures-store.ts': { text: "import { f } from '../electron/main/store/file-store';\nexport const b = f;\n", breaks: null },
};

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function violations(baseDir: string, paths: string[]): Promise<{ rule: string; from: string }[]> {
  const previous = process.cwd();
  process.chdir(baseDir);
  try {
    const result = await cruise(paths, {
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from }));
  } finally {
    process.chdir(previous);
  }
}

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  it("catch each forbidden import, in core's subfolders too, and nothing else", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bring-in-layers-'));
    made.push(dir);
    for (const [path, { text }] of Object.entries(TREE)) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const found = await violations(dir, ['core', 'renderer', 'electron', 'cli', 'bench']);
    const expected = Object.entries(TREE)
      .filter(([, file]) => file.breaks !== null)
      .map(([from, file]) => ({ rule: file.breaks!, from }));
    expect(found).toEqual(expect.arrayContaining(expected));
    // No file that keeps to its layer is named.
    const innocent = Object.entries(TREE)
      .filter(([, file]) => file.breaks === null)
      .map(([path]) => path);
    expect(found.filter((v) => innocent.includes(v.from))).toEqual([]);
    expect(new Set(found.map((v) => v.rule))).toEqual(new Set(config.forbidden.map((rule) => rule.name)));
  });
});
