// @vitest-environment node
// Reads the locale files from disk, so it runs in Node rather than jsdom.
import { readFileSync } from 'node:fs';
import { ERROR_MESSAGES, placeholdersOf } from '@staff/shared';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (lng: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../public/locales/${lng}.json`, import.meta.url), 'utf8'));

/**
 * The text at `errors.codes.<code>` (codes with a dot, `leave.overlap`, are a subtree per module); a text with a
 * `{{count}}` may come in plural forms (`contract.inUse_one`, `_other`): its `_other` stands for it.
 */
function textOf(tree: Tree, code: string): string | undefined {
  let node: string | Tree | undefined = (tree.errors as Tree | undefined)?.codes;
  const parts = code.split('.');
  const last = parts.pop() ?? '';
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'object' ? (node[last] ?? node[`${last}_other`]) : undefined;
  return typeof text === 'string' ? text : undefined;
}

const sorted = (text: string) => [...new Set(placeholdersOf(text))].sort();

describe('the error catalogue (docs/decisions/contract-and-errors.md "Errors by code")', () => {
  const codes = Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[];

  it.each(['fr', 'en'])('has a %s text for every code, with the English placeholders', (lng) => {
    const tree = load(lng);
    const wrong = codes.filter((code) => {
      const text = textOf(tree, code);
      return text === undefined || sorted(text).join() !== sorted(ERROR_MESSAGES[code]).join();
    });
    expect(wrong).toEqual([]);
  });

  it.each(['fr', 'en'])(
    'writes the %s placeholders as i18next reads them, {{name}} (a {name} is shown as it is)',
    (lng) => {
      const tree = load(lng);
      const single = /(^|[^{])\{\w+\}/;
      expect(codes.filter((code) => single.test(textOf(tree, code) ?? ''))).toEqual([]);
    },
  );

  it('names each code once and never with an empty text', () => {
    expect(codes.length).toBeGreaterThan(50);
    expect(codes.filter((code) => !ERROR_MESSAGES[code].trim())).toEqual([]);
    // A schema's message names its code by its text (issueMessage): two codes may not share one.
    const texts = codes.map((code) => ERROR_MESSAGES[code]);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });
});
