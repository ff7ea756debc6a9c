import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { ApiError } from './api';
import { meQueryKey } from './me';
import { describeError } from './messages';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the screen shows this failure itself (a form message, a full-page error). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Failures the authentication listener already handles: it sends the user to login and explains why there.
 * A 403 is only one of those when nobody is signed in; a signed-in user lacking a permission stays and reads a toast.
 */
function handledByAuthListener(client: QueryClient, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if ([401, 419, 440].includes(error.status))
    return !['invalid_credentials', 'wrong_password'].includes(error.code ?? '');
  return error.status === 403 && !client.getQueryData(meQueryKey);
}

function report(client: QueryClient, error: unknown, silent: boolean | undefined): void {
  if (silent || handledByAuthListener(client, error)) return;
  if (!(error instanceof ApiError)) console.error(error);
  notifyError(describeError(i18n.t, error));
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(client, error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => report(client, error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}

/**
 * The app's one client, shared by the providers and the router: a route's loader starts its data as soon as the URL is
 * known, before the page's code or the locale file has arrived (router.tsx).
 */
export const appQueryClient = createQueryClient();
