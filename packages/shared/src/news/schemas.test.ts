import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../calendar/messages';
import { NewsInput } from './schemas';

const news = { title: 'Séminaire', content: '<p>Ordre du jour</p>', publication_date: '2026-11-02', enable: true };

/** Whether the expiration instant is accepted, and the message on the field when it is not. */
function expirationErrors(expiration_date: unknown): string[] {
  const result = NewsInput.safeParse({ ...news, expiration_date });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === 'expiration_date').map((i) => i.message);
}

describe('NewsInput expiration_date', () => {
  it.each([
    ['never expires', null, true],
    ['an instant with its offset', '2026-12-31T23:30:00+01:00', true],
    ['a UTC instant', '2026-12-31T22:30:00Z', true],
    ['the last minute of the range', '2099-12-31T23:59:00Z', true],
    ['past the range', '2100-01-01T00:00:00Z', false],
    ['before the range', '1899-12-31T12:00:00Z', false],
    ['a day without its time', '2026-12-31', false],
    ['words', 'tomorrow', false],
    ['an impossible day', '2026-02-30T10:00:00Z', false],
    ['a very long string', 'x'.repeat(300_000), false],
  ])('%s', (_label, value, accepted) => {
    const messages = expirationErrors(value);
    expect(messages.length === 0).toBe(accepted);
  });

  it('says which dates it takes when the instant parses outside the range', () => {
    expect(expirationErrors('2100-01-01T00:00:00Z')).toEqual([DATE_MESSAGES.date]);
  });
});
