import { cleanup, render, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initFrench } from '../test/i18n';
import { useTranslatedSortLabels } from './useTranslatedSortLabels';

function Table({ direction }: { direction: 'ascending' | 'descending' | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useTranslatedSortLabels(ref);
  return (
    <div ref={ref}>
      <span role="img" aria-label={direction ? `Sorted ${direction}` : 'Not sorted'} />
      <span role="img" aria-label="Not sorted" />
    </div>
  );
}

beforeAll(initFrench);
afterEach(cleanup);

describe('useTranslatedSortLabels', () => {
  it("names the library's sort icons in French, also after it renames them", async () => {
    const view = render(<Table direction={null} />);
    const labels = () => view.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(labels()).toEqual(['Non trié', 'Non trié']);
    view.rerender(<Table direction="descending" />);
    await waitFor(() => expect(labels()).toEqual(['Tri décroissant', 'Non trié']));
    view.rerender(<Table direction="ascending" />);
    await waitFor(() => expect(labels()).toEqual(['Tri croissant', 'Non trié']));
  });

  it('leaves English labels alone in English, without writing them again and again', async () => {
    await i18n.changeLanguage('en');
    i18n.addResourceBundle(
      'en',
      'translation',
      { table: { sortNone: 'Not sorted', sortAsc: 'Sorted ascending', sortDesc: 'Sorted descending' } },
      true,
      true,
    );
    try {
      const writes = { count: 0 };
      const observer = new MutationObserver((records) => {
        writes.count += records.length;
      });
      const view = render(<Table direction={null} />);
      observer.observe(view.container, { subtree: true, attributes: true });
      view.rerender(<Table direction="descending" />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      observer.disconnect();
      // React's one write (the first icon's new label), none of ours: a write of ours would answer itself forever.
      expect(writes.count).toBe(1);
      const icons = [...view.container.querySelectorAll('[role=img]')];
      expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(['Sorted descending', 'Not sorted']);
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
