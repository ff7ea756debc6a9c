import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperOf } from '../test/render';
import { PRODUCT_NAME } from './links';
import { meQueryKey } from './me';
import { pageTitle, usePageTitle } from './pageTitle';
import type { Me } from './types';

function renderTitle(page: string | undefined, me: Partial<Me> | null) {
  const client = new QueryClient();
  client.setQueryData(meQueryKey, me);
  return renderHook(({ title }) => usePageTitle(title), { wrapper: wrapperOf(client), initialProps: { title: page } });
}

const ACME = { company: { name: 'Acme Conseil' } } as Partial<Me>;

describe('pageTitle', () => {
  it.each([
    ['Mes congés', 'Acme Conseil', 'Mes congés — Acme Conseil'],
    ['  Connexion ', 'Staff', 'Connexion — Staff'],
    [undefined, 'Acme Conseil', 'Acme Conseil'],
    ['', 'Staff', 'Staff'],
  ])('%j of %s → %s', (page, owner, expected) => {
    expect(pageTitle(page, owner)).toBe(expected);
  });
});

describe('usePageTitle', () => {
  it("names the page and the signed-in user's company, and follows the page's title", () => {
    const { rerender } = renderTitle('Mes congés', ACME);
    expect(document.title).toBe('Mes congés — Acme Conseil');
    rerender({ title: 'Congés payés du 21/12 au 28/12' });
    expect(document.title).toBe('Congés payés du 21/12 au 28/12 — Acme Conseil');
  });

  it('names the product for a visitor and for the superuser (no company)', () => {
    renderTitle('Connexion', null);
    expect(document.title).toBe(`Connexion — ${PRODUCT_NAME}`);
    renderTitle('Administration', { company: null } as Partial<Me>);
    expect(document.title).toBe(`Administration — ${PRODUCT_NAME}`);
  });

  it('is called by every page of every feature', () => {
    // import.meta.url is not a file URL under jsdom; the folder is.
    const features = join(import.meta.dirname, '../features');
    // A page's test beside it (ConfirmEmailPage.test.tsx) is no page.
    const pages = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /[\\/]pages[\\/][^\\/]+\.tsx$/.test(file) && !file.endsWith('.test.tsx'),
    );
    expect(pages.length).toBeGreaterThan(15);
    const untitled = pages.filter((file) => !readFileSync(join(features, file), 'utf8').includes('usePageTitle('));
    expect(untitled).toEqual([]);
  });
});
