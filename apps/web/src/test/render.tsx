import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme';

/**
 * What every screen of the app runs inside (app/providers.tsx), for a test: the query cache, Mantine with the app's
 * theme, and a router. The French texts are loaded apart, once per file (`beforeAll(initFrench)`, test/i18n.ts).
 */
type Options = {
  /** The cache to use, to seed it or to watch it; a fresh one by default. */
  client?: QueryClient;
  /** The address the page is opened at, and the route pattern that reads it (its params): a data router. */
  at?: { url: string; path: string };
};

const TEST_THEME = { ...theme, respectReducedMotion: true };

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {/* env="test": no transitions drawn, no portals. Their timers still ran (a modal's closing timer fired after
          the file's jsdom was gone: an unhandled "window is not defined"), so the tests' browser also prefers reduced
          motion (test/setup.ts), which Mantine honours with respectReducedMotion: no timer at all. */}
      <MantineProvider theme={TEST_THEME} cssVariablesResolver={cssVariablesResolver} env="test">
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` as the app would; gives back the cache beside testing-library's queries. */
export function renderWithProviders(ui: ReactElement, { client = new QueryClient(), at }: Options = {}) {
  if (at) {
    const router = createMemoryRouter([{ path: at.path, element: ui }], { initialEntries: [at.url] });
    return { client, ...render(<RouterProvider router={router} />, { wrapper: wrapperOf(client) }) };
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** Runs a hook as a screen would; gives back the cache beside the hook's result. */
export function renderHookWithProviders<Result>(hook: () => Result, { client = new QueryClient() }: Options = {}) {
  return { client, ...renderHook(hook, { wrapper: wrapperOf(client) }) };
}

export const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <Providers client={client}>{children}</Providers>;

/** `fetch` answering every call with `status` and `body` as JSON; undone by `vi.unstubAllGlobals()`. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `index`-th call of a stubbed fetch: its address, method and body as sent. */
export function fetchCall(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url, method: init?.method ?? 'GET', body: init?.body };
}

/** A hook that calls the API, on a fetch answering `status` and `body`: its result, the cache, the calls, the invalidations. */
export function renderApiHook<Result>(hook: () => Result, status: number, body: unknown) {
  const fetchMock = stubFetch(status, body);
  const view = renderHookWithProviders(hook);
  const invalidate = vi.spyOn(view.client, 'invalidateQueries');
  return { ...view, fetchMock, invalidate };
}
