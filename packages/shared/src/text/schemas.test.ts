import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, multilineText, plainText, TEXT_MESSAGES, tooLongMessage } from './schemas';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['Élodie Dupont-Müller', false, false],
    ['emoji 🎉 pairs are fine', false, false],
    ['a\u0000b', true, true],
    ['\u001F', true, true],
    ['\u0007bell', true, true],
    ['line\nbreak', true, false],
    ['tab\there', true, false],
    ['crlf\r\n', true, false],
    ['lone \uD800 high surrogate', true, true],
    ['lone \uDC00 low surrogate', true, true],
    ['\uDE00\uD83D reversed pair', true, true],
  ])('%j: one line %s, multi-line %s', (value, oneLine, multiLine) => {
    expect(hasForbiddenCharacters(value)).toBe(oneLine);
    expect(hasForbiddenCharacters(value, { multiline: true })).toBe(multiLine);
  });
});

describe('text schemas', () => {
  const messages = (schema: ReturnType<typeof plainText>, value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it.each([
    [plainText(5), '  abcde  ', []],
    [plainText(5), 'abcdef', [tooLongMessage(5)]],
    [plainText(5), 'a\u0000', [TEXT_MESSAGES.forbiddenCharacters]],
    [plainText(50), 'two\nlines', [TEXT_MESSAGES.forbiddenCharacters]],
    [multilineText(50), 'two\nlines', []],
    [multilineText(50), 'nul\u0000', [TEXT_MESSAGES.forbiddenCharacters]],
    [plainText(150), 'x'.repeat(900_000), [tooLongMessage(150)]],
  ])('case %#', (schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it('trims before measuring, and keeps the value trimmed', () => {
    expect(plainText(3).parse(' abc ')).toBe('abc');
  });
});
