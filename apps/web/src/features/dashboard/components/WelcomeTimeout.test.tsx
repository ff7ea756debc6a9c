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
  return { answers, queryFn, client };
}

const TIMEOUT_TEXT = 'Le tableau de bord met plus de temps que prévu à se charger.';

describe("the welcome page's timeout (spec/1 §2: 4 s)", () => {
  it('says nothing when the page has loaded within 4 s, nor of a later load', async () => {
    const { answers, client } = renderDashboard();
    await act(async () => answers[0]?.('news'));
    act(() => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    expect(screen.getByText('news')).toBeTruthy();
    // A load after the welcome (a refresh) that takes long is not the welcome's.
    await act(async () => void client.refetchQueries());
    act(() => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at 4 s that the page is late, keeps loading, and shows the late answer without the notice', async () => {
    const { answers } = renderDashboard();
    act(() => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain(TIMEOUT_TEXT);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(async () => answers[0]?.('late news'));
    await act(async () => vi.advanceTimersByTime(1)); // TanStack Query tells its readers on the next tick
    expect(screen.getByText('late news')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again on a retry, and gives the retry its own 4 s', async () => {
    const { answers, queryFn } = renderDashboard();
    await act(async () => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(WELCOME_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toContain(TIMEOUT_TEXT);
    await act(async () => answers[1]?.('news'));
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('news')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
