import { useEffect } from 'react';
import { PRODUCT_NAME } from './links';
import { useMe } from './me';

/** "Mes congés — Acme Conseil": the page, then whose space it is (the company, or the product for a visitor). */
export function pageTitle(page: string | undefined, owner: string): string {
  const name = page?.trim();
  return name ? `${name} — ${owner}` : owner;
}

/**
 * The browser tab's title of the page calling it, every page calls it once with its own title (undefined while the
 * title is not known yet, e.g. a leave still loading: the company's name alone meanwhile). The company comes from the
 * session; visitors and the superuser see the product's name.
 */
export function usePageTitle(page: string | undefined): void {
  const { data: me } = useMe();
  const owner = me?.company?.name || PRODUCT_NAME;
  const title = pageTitle(page, owner);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
