// @vitest-environment node
// Reads the locale files and the sources from disk, so it runs in Node rather than jsdom.
import { readdirSync, readFileSync } from 'node:fs';
import { PERMISSIONS } from '@staff/shared';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (lng: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../public/locales/${lng}.json`, import.meta.url), 'utf8'));

/** Every leaf as `path → text`, plural forms folded on their base key (French has a `_many` English lacks). */
function leaves(tree: Tree, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
      out.set(base, [...(out.get(base) ?? []), value]);
    } else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The variables a text interpolates, a formatter aside (`{{name, de}}` is `name`). */
const variables = (texts: string[]) =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1])))].sort();

const fr = leaves(load('fr'));
const en = leaves(load('en'));

describe('locale files', () => {
  it('have the same keys in French and in English', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('use the same interpolation variables in both languages', () => {
    const differing = [...en.keys()].filter(
      (key) => variables(en.get(key) ?? []).join() !== variables(fr.get(key) ?? []).join(),
    );
    expect(differing).toEqual([]);
  });

  it('write real plurals and no stale "(à venir)" (issue 25)', () => {
    const stale = /\w\((s|es|e|x)\)|\((à venir|to come|coming soon|bientôt)\)/i;
    const found = [...fr, ...en].filter(([, texts]) => texts.some((text) => stale.test(text))).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it('give one name to one thing (issue 25, docs/decisions/vocabulary-and-accessibility.md)', () => {
    const retired = {
      fr: [/frais kilom/i, /frais de déplacement/i, /jours à remplir/i],
      en: [/travel expense/i, /mileage expense/i, /\bCRA\b/, /days to fill/i],
    };
    const uses = (texts: Map<string, string[]>, words: RegExp[]) =>
      [...texts].filter(([, list]) => list.some((text) => words.some((word) => word.test(text)))).map(([key]) => key);
    expect(uses(fr, retired.fr)).toEqual([]);
    expect(uses(en, retired.en)).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...fr, ...en].filter(([, texts]) => texts.some((text) => !text.trim())).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('define every key the source names literally', () => {
    const namespaces = Object.keys(load('en')).join('|');
    const literal = new RegExp(`['"]((?:${namespaces})\\.[\\w.]+)['"]`, 'g');
    const srcDir = new URL('../', import.meta.url);
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      // Tests name message codes too ('synthesis.reminderFailed' is a code of `errors.codes`, not a key).
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(new URL(file, srcDir), 'utf8').matchAll(literal)].map((m) => m[1] ?? ''),
      ),
    );
    expect(used.size).toBeGreaterThan(50);
    // Permission strings ('leaves.create') look like keys of a namespace of the same name: they are not texts.
    const permissions = new Set<string>(PERMISSIONS);
    // A group of texts handed to a shared component ('leaves.attachments' to <Attachments texts>) must exist as a group.
    const groups = new Set(
      [...en.keys()].flatMap((key) => key.split('.').map((_, i, parts) => parts.slice(0, i).join('.'))),
    );
    expect([...used].filter((key) => !en.has(key) && !groups.has(key) && !permissions.has(key)).sort()).toEqual([]);
  });
});
