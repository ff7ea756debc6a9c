import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../test/i18n';
import { renderWithProviders } from '../test/render';
import { FullPageLoader, PAGE_LOADING_FALLBACK_MS } from './FullPageLoader';

beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The loader, on a clock the test moves; `location.reload` watched. */
function renderLoader() {
  vi.useFakeTimers();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  renderWithProviders(<FullPageLoader />);
  return reload;
}

describe('the page-loading fallback (spec/2 §9: 7 s)', () => {
  it('is a spinner alone for 7 s, then says the load is slow and offers to load the page again', () => {
    const reload = renderLoader();
    act(() => vi.advanceTimersByTime(PAGE_LOADING_FALLBACK_MS - 1));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Le chargement prend plus de temps que prévu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks both languages while the locale file itself is what has not come', () => {
    vi.spyOn(i18n, 'hasLoadedNamespace').mockReturnValue(false);
    renderLoader();
    act(() => vi.advanceTimersByTime(PAGE_LOADING_FALLBACK_MS));
    expect(screen.getByText(/Le chargement prend plus de temps que prévu\. \/ Loading is taking longer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer / Try again' })).toBeTruthy();
  });
});
