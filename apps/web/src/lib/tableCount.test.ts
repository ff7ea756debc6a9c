// @vitest-environment node
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { paginationLabel } from './tableCount';

// Returns the key and its values, so that the test reads what the table asks the catalogue for.
const t = ((key: string, values: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('the count under a table', () => {
  it('shows an exact total as is', () => {
    expect(paginationLabel(t, 'fr', { from: 26, to: 50, totalRecords: 45 })).toBe(
      'table.displaying {"count":25,"total":45}',
    );
  });

  it('shows an estimated total as "about", with thousands separated in the language', () => {
    const label = paginationLabel(t, 'en', { from: 1, to: 25, totalRecords: 45150 }, true);
    expect(label).toBe('table.displayingAbout {"count":25,"total":"45,150"}');
  });

  it('shows no rows for an empty list', () => {
    expect(paginationLabel(t, 'fr', { from: 0, to: 0, totalRecords: 0 })).toBe(
      'table.displaying {"count":0,"total":0}',
    );
  });
});
