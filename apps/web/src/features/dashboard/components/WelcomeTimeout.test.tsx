import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { WELCOME_TIMEOUT_MS, WelcomeTimeout } from './WelcomeTimeout';

beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A dashboard panel reading `['panel']`: its text once the data is there. */
function Panel() {
  const { data } = useQuery<string>({ queryKey: ['panel'] });
  return <p>{data ?? 'placeholder'}</p>;
}

/**
 * The page with one panel whose loads the test answers by hand (each call keeps its resolver), on a clock the test
 * moves.
 */
function renderDashboard() {
  vi.useFakeTimers();
  const answers: ((value: string) => void)[] = [];
  const queryFn = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
  const client = new QueryClient({ defaultOptions: { queries: { queryFn, retry: false } } });
  renderWithProviders(
    <>
      <WelcomeTimeout />
      <Panel />
    </>,
    { client },
  );
  return { answers, queryFn };
}

const TIMEOUT_TEXT = "Une partie du tableau de bord n'a pas pu être chargée à temps.";

describe("the welcome page's timeout (spec/1 §2: 4 s)", () => {
  it('says nothing when the page has loaded within 4 s', async () => {
    const { answers } = renderDashboard();
    await act(async () => answers[0]?.('news'));
    act(() => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    expect(screen.getByText('news')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives up what is still loading at 4 s, says so, and a retry asks again with 4 s more', async () => {
    const { answers, queryFn } = renderDashboard();
    act(() => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain(TIMEOUT_TEXT);
    // The late answer of the given-up load is not taken.
    await act(async () => answers[0]?.('late'));
    expect(screen.getByText('placeholder')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => answers[1]?.('news'));
    act(() => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    expect(screen.getByText('news')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a retry its own 4 s', async () => {
    const { queryFn } = renderDashboard();
    await act(async () => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    await act(async () => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toContain(TIMEOUT_TEXT);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
