import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** mantine-datatable names its sort icons in English, with no prop to change it: the names it writes. */
const LIBRARY_LABELS = {
  'Not sorted': 'table.sortNone',
  'Sorted ascending': 'table.sortAsc',
  'Sorted descending': 'table.sortDesc',
} as const;

/**
 * Renames the sort icons of the table inside `container` in the user's language, whenever the library (re)writes them:
 * a French screen reader hears "Tri décroissant", not "Sorted descending".
 */
export function useTranslatedSortLabels(container: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const translate = () => {
      for (const [english, key] of Object.entries(LIBRARY_LABELS)) {
        const label = t(key);
        // Never write the same text again: each write is a mutation this observer hears (in English, forever).
        if (label === english) continue;
        for (const icon of root.querySelectorAll(`[aria-label="${english}"]`)) icon.setAttribute('aria-label', label);
      }
    };
    translate();
    const observer = new MutationObserver(translate);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [container, t]);
}
