import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every message the server sends is a code of the shared catalogue (docs/decisions/contract-and-errors.md "Errors by
 * code"): an error built from free text would reach the web app untranslatable. This reads the sources, like a lint
 * rule would.
 */
const SRC = new URL('../src/', import.meta.url);
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/** Error constructions whose message argument is a string literal or a template, and bodies with a literal detail. */
const RAW_MESSAGE = [
  /new AppError\(\s*\d+\s*,\s*['"`]/,
  /\b(?:badRequest|conflict|forbidden)\(\s*['"`][^'"`]*\s[^'"`]*['"`]/,
  /\bfieldError\(\s*[^,]+,\s*['"`][^'"`]*\s[^'"`]*['"`]/,
  /\bdetail:\s*['"`]/,
];

describe('server error messages', () => {
  it('are built from catalogue codes, never from free text', () => {
    expect(sources.length).toBeGreaterThan(50);
    const offending = sources.flatMap((file) =>
      readFileSync(new URL(file, SRC), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, where: `${file}:${i + 1}` }))
        .filter(({ line }) => RAW_MESSAGE.some((pattern) => pattern.test(line)))
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it('would catch a raw message', () => {
    const samples = [
      "throw new AppError(400, 'invalid', 'Something went wrong.');",
      "throw fieldError('name', 'This name is taken.');",
      'throw conflict(`A draft leave cannot become accepted.`);',
      "reply.send({ detail: 'Not found.', code: 'not_found' });",
    ];
    for (const sample of samples) expect(RAW_MESSAGE.some((pattern) => pattern.test(sample))).toBe(true);
    expect(RAW_MESSAGE.some((pattern) => pattern.test("throw fieldError('owner', 'leave.unknownEmployee');"))).toBe(
      false,
    );
  });
});
