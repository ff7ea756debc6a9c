import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files; a file that moves leaves its docs pointing at nothing. This reads README.md, docs/*.md and
 * docs/decisions/*.md and fails on a backticked path from the repository's root (`apps/…`, `packages/…`,
 * `scripts/…`, `e2e/…`, `docs/…`, `bench/…`, `.ci/…`) that does not exist, and on a relative Markdown link that
 * leads nowhere. Paths with a placeholder or a glob (`<module>`, `*`, `{fr,en}`, `…`) are patterns, not files.
 * Build outputs and caches (`dist/`, `.artifacts/`, `node_modules/.cache/`) exist only after a build or a run. The decisions are checked too: a decision that names
 * a file since moved says where it went ("now `…`"), so that history stays readable and the paths stay true.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

const FROM_ROOT = /^(apps|packages|scripts|e2e|docs|bench|\.ci)\//;
const PATTERN = /[<>*{}…$\s]/;
const BUILT = /(^|\/)(dist|\.artifacts|node_modules\/\.cache)(\/|$)/;

function docs(): string[] {
  const inDir = (dir: string) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.posix.join(dir, name));
  return ['README.md', ...inDir('docs'), ...inDir('docs/decisions')];
}

/** `apps/web/src/lib/form.ts:12`, `docs/testing.md#ci`, `scripts/` → the file or folder they name. */
function pathOf(code: string): string | null {
  const text = code.trim();
  if (!FROM_ROOT.test(text) || PATTERN.test(text)) return null;
  const bare = text.replace(/[:#].*$/, '').replace(/[/.,]+$/, '');
  return BUILT.test(bare) ? null : bare;
}

function missingIn(doc: string): string[] {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  const missing: string[] = [];
  for (const [, code = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    const named = pathOf(code);
    if (named && !fs.existsSync(path.join(root, named))) missing.push(named);
  }
  // Links in code spans are examples (the decisions index shows how to write one).
  for (const [, target = ''] of text.replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
    const file = target.replace(/#.*$/, '');
    if (!fs.existsSync(path.join(root, path.dirname(doc), file))) missing.push(`link ${target}`);
  }
  return missing;
}

describe('paths named in the docs', () => {
  it.each(docs())('%s names files that exist', (doc) => {
    expect(missingIn(doc)).toEqual([]);
  });

  it('reads the docs it means to', () => {
    expect(docs()).toEqual(expect.arrayContaining(['README.md', 'docs/testing.md', 'docs/decisions/README.md']));
  });
});
