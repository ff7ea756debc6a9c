import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
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
});
