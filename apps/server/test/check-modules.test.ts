import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModules, moduleStats } from '../../../scripts/check-modules.mjs';

/*
 * The module rule of `npm run check` (scripts/check-modules.mjs, docs/decisions/module-boundaries.md): a module imports
 * another only through its index.ts or its tables, and the modules import each other without a cycle. Each case is a
 * small tree of modules written to a temporary directory.
 */
const script = join(dirname(fileURLToPath(import.meta.url)), '../../../scripts/check-modules.mjs');
let dir = '';

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'modules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Two modules that keep to their rooms: b uses a through its index and its tables. */
const TIDY = {
  'a/index.ts': "export { total } from './a.service';\n",
  'a/a.service.ts': "import { rows } from './a.tables';\nexport const total = () => rows.length;\n",
  'a/a.tables.ts': 'export const rows = [];\n',
  'a/a.test-helpers.ts': 'export const seed = 1;\n',
  'b/index.ts': "export { show } from './b.routes';\n",
  'b/b.routes.ts':
    "import { total } from '../a';\nimport { rows } from '../a/a.tables';\nexport const show = () => total() + rows.length;\n",
  'b/b.test.ts': "import { seed } from '../a/a.test-helpers';\nimport { show } from './b.routes';\nshow(seed);\n",
};

describe('scripts/check-modules.mjs', () => {
  it('passes modules that import each other through index.ts and tables (tests also through test-helpers)', () => {
    expect(checkModules(tree(TIDY))).toEqual([]);
  });

  it("fails on an import of another module's inside, with its file and line", () => {
    const root = tree({
      ...TIDY,
      'b/b.routes.ts':
        "import { rows } from '../a/a.tables';\nimport { total } from '../a/a.service';\nexport const show = () => total() + rows.length;\n",
    });
    const problems = checkModules(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /b\/b\.routes\.ts:2: imports a\/a\.service\.ts, inside the a module: import from '\.\.\/a'/,
    );
  });

  it('fails on a multi-line import (the line of its path), a re-export and a dynamic import of an inside alike', () => {
    const root = tree({
      ...TIDY,
      'b/b.routes.ts':
        "import {\n  total,\n} from '../a/a.service';\nexport { total as sum } from '../a/a.service';\nexport const show = async () => (await import('../a/a.service')).total() + total();\n",
    });
    expect(checkModules(root).map((p) => p.split(': ')[0]?.replace(/.*\/b\//, 'b/'))).toEqual([
      'b/b.routes.ts:3',
      'b/b.routes.ts:4',
      'b/b.routes.ts:5',
    ]);
  });

  it("fails when a test imports another module's inside other than its test-helpers", () => {
    const root = tree({ ...TIDY, 'b/b.test.ts': "import { total } from '../a/a.service';\ntotal();\n" });
    expect(checkModules(root)).toEqual([expect.stringMatching(/b\/b\.test\.ts:1: imports a\/a\.service\.ts/)]);
  });

  it("fails when a module imports its own index (the others' door) or a tables file another module's code", () => {
    const root = tree({
      ...TIDY,
      'a/a.other.ts': "import { total } from '.';\nexport const twice = () => 2 * total();\n",
      'b/b.tables.ts': "import { total } from '../a';\nexport const more = total();\n",
    });
    expect(checkModules(root)).toEqual([
      expect.stringMatching(/a\/a\.other\.ts:1: imports its own module's index\.ts/),
      expect.stringMatching(/b\/b\.tables\.ts:1: a tables file imports only tables: a\/index\.ts is not/),
    ]);
  });

  it('fails on a cycle between modules through their doors, naming each import of the loop', () => {
    const root = tree({
      ...TIDY,
      'a/a.service.ts':
        "import { rows } from './a.tables';\nimport { show } from '../b';\nexport const total = () => rows.length + show();\n",
    });
    expect(checkModules(root)).toEqual([
      'import cycle between modules: a → b → a',
      expect.stringMatching(/^ {2}.*a\/a\.service\.ts:2: imports '\.\.\/b'$/),
      expect.stringMatching(/^ {2}.*b\/b\.routes\.ts:1: imports '\.\.\/a'$/),
    ]);
  });

  it('names every module of a longer loop, and leaves tests and tables out of the cycle graph', () => {
    const root = tree({
      ...TIDY,
      'c/index.ts': "import { show } from '../b';\nexport const c = show;\n",
      'a/a.service.ts': "import { c } from '../c';\nexport const total = () => c();\n",
      'a/a.test.ts': "import { show } from '../b';\nshow();\n",
      'c/c.tables.ts': "import { rows } from '../a/a.tables';\nexport const more = rows;\n",
    });
    const problems = checkModules(root);
    expect(problems[0]).toBe('import cycle between modules: a → c → b → a');
    expect(moduleStats(root).cycles).toEqual([['a', 'b', 'c']]);
  });

  it('as a command: prints each problem and exits 1; exits 0 on a tidy tree', () => {
    const broken = tree({
      ...TIDY,
      'b/b.routes.ts': "import { total } from '../a/a.service';\nexport const show = total;\n",
    });
    let failure: { status?: number; stderr?: Buffer } = {};
    try {
      execFileSync(process.execPath, [script, broken], { stdio: 'pipe' });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(String(failure.stderr)).toMatch(
      /b\/b\.routes\.ts:1: imports a\/a\.service\.ts[\s\S]*1 module boundary problem/,
    );
    rmSync(broken, { recursive: true, force: true });
    expect(execFileSync(process.execPath, [script, tree(TIDY)], { encoding: 'utf8' })).toMatch(/no cycle/);
  }, 120_000);

  it("holds on the server's own modules: no import into an inside, no cycle", () => {
    expect(checkModules()).toEqual([]);
  });
});
