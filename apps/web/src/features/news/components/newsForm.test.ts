import { NewsInput } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { emptyNews, newsFormValues, toNewsInput } from './newsForm';

// The browser's zone in these tests is the one vitest runs in; the conversions must hold whatever it is.
describe('the news form values', () => {
  it('turns the picked local date-time into the instant the API stores, and back', () => {
    const local = '2026-12-24 18:30:00';
    const input = toNewsInput({ ...emptyNews('2026-12-01'), title: '  Fête de fin d’année ', expiration_date: local });
    expect(input.title).toBe('Fête de fin d’année');
    expect(input.expiration_date).toBe(new Date(2026, 11, 24, 18, 30).toISOString());
    const back = newsFormValues({
      id: 1,
      title: input.title,
      content: '',
      publication_date: '2026-12-01',
      expiration_date: input.expiration_date ?? null,
      enable: true,
      created: '',
      modified: '',
    });
    expect(back.expiration_date).toBe(local);
  });

  it('sends no expiration when none is picked, and the shared schema refuses a missing publication date', () => {
    expect(toNewsInput(emptyNews('2026-12-01')).expiration_date).toBeNull();
    const parsed = NewsInput.safeParse(toNewsInput({ ...emptyNews('2026-12-01'), title: 'x', publication_date: null }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['publication_date', 'Publication date is required.'],
    ]);
  });
});
