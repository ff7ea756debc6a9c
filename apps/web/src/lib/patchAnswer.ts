import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { validationInboxKey } from './validationInbox';

/**
 * A status PATCH answers with the record as it now is (the routes' 200 schema: the list's shape, which the detail
 * extends with parts a status change leaves alone). So the answer goes into the cached detail in place, and the detail
 * is not asked again; what lies around it under the same root (lists, the year, totals, history) may now count or
 * order it elsewhere, so that is refreshed, with the validation inbox. Every detail key is `[...root, 'one', id]`.
 */
export function putPatchAnswer(client: QueryClient, root: readonly unknown[], record: { id: number }) {
  putAnswerInDetail(client, root, record);
  return refreshAroundDetails(client, [root]);
}

/** The answer put into its cached detail only; what lies around it is refreshed by `refreshAroundDetails`. */
export function putAnswerInDetail(client: QueryClient, root: readonly unknown[], record: { id: number }) {
  client.setQueryData([...root, 'one', record.id], (cached: object | undefined) =>
    // No detail in the cache: none is made up from the answer (it lacks the detail's own parts).
    cached ? { ...cached, ...record } : cached,
  );
}

/**
 * Refreshes what lies around the details of these roots (their lists, the year, totals, history) and the validation
 * inbox, once: after one PATCH, or after a bulk decision's many (not once per record).
 */
export function refreshAroundDetails(client: QueryClient, roots: readonly (readonly unknown[])[]) {
  // A status change may take the record into or out of someone's validation inbox (the badges count it).
  void client.invalidateQueries({ queryKey: validationInboxKey });
  return Promise.all(
    roots.map((root) =>
      client.invalidateQueries({ queryKey: root, predicate: ({ queryKey }) => queryKey[root.length] !== 'one' }),
    ),
  ).then(() => undefined);
}

/** PATCH `{path(id)}` with the rest of the variables, its answer put in the cache (putPatchAnswer). Silent: the caller words the outcome. */
export function usePatchWithAnswer<Body extends object, Answer extends { id: number }>(
  root: readonly unknown[],
  path: (id: number) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Body & { id: number }) => api<Answer>(path(id), { method: 'PATCH', body }),
    meta: { silent: true },
    onSuccess: (answer) => putPatchAnswer(client, root, answer),
  });
}
