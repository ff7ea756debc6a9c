import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toasts, withFrenchAndFakeDialogs } from '../test/fakeDialogs';
import { fakeMe } from '../test/fakeMe';
import { wrapperOf } from '../test/render';
import { RequireAuth } from './guards';

vi.mock('../lib/notify', () => import('../test/fakeDialogs'));

withFrenchAndFakeDialogs();

/** The signed-in part of the app, two pages, opened at `url`; `my_account/` answered by `answer`. */
function openAt(url: string, answer: () => Promise<Response>) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the browser's the app reads.
  document.cookie = 'signed_in=1; path=/';
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <p>home page</p> },
          { path: 'leaves', element: <p>leaves page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: wrapperOf(new QueryClient()) });
  return { router, fetchMock };
}

const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
const USER_FAILED =
  "Votre compte n'a pas pu être chargé : Le serveur est injoignable. Vérifiez votre connexion et réessayez.";

describe('loading the current user (spec/1 §8)', () => {
  it('a 500 shows "Internal server error" with its reason, where the user was', async () => {
    const { router } = openAt('/leaves', async () =>
      Response.json({ detail: 'database down' }, { status: 500, statusText: 'Internal Server Error' }),
    );
    expect(await screen.findByText('Erreur interne du serveur')).toBeTruthy();
    expect(screen.getByText('Veuillez contacter notre équipe support. Détails : database down')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leaves');
    expect(toasts).toEqual([]);
  });

  it('any other failure warns and goes home, where a retry asks again', async () => {
    const { router, fetchMock } = openAt('/leaves', offline);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(USER_FAILED)).toBeTruthy();
    expect(toasts).toEqual([{ kind: 'error', message: USER_FAILED }]);
    expect(screen.queryByText('Erreur interne du serveur')).toBeNull();

    fetchMock.mockImplementation(async () => Response.json(fakeMe(['collaborator'])));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(toasts).toHaveLength(1);
  });

  it('opened at home, says it there without a toast', async () => {
    openAt('/', offline);
    expect(await screen.findByText(USER_FAILED)).toBeTruthy();
    expect(toasts).toEqual([]);
    expect(document.title).toBe('Compte indisponible — Staff');
  });

  it('a 4xx other than a lost session is such a failure too (a 429)', async () => {
    const { router } = openAt('/leaves', async () =>
      Response.json({ detail: 'Too many requests.', code: 'throttled' }, { status: 429 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toasts[0]?.message).toMatch(/^Votre compte n'a pas pu être chargé : /);
  });
});
