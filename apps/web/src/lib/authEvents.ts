/**
 * Authentication events raised by the API client (spec/1 §8: 401, 403, 419 and 440 "raise authentication events
 * and send the user to login"). The client cannot navigate by itself, so the app shell subscribes and reacts.
 */
export type AuthEventKind =
  | 'not_authenticated'
  | 'not_authorized'
  | 'session_timeout'
  | 'session_lost'
  /** A 403 `feature_disabled`: the company turned the module off since `me` was read; the user stays signed in. */
  | 'feature_disabled';

type Listener = (kind: AuthEventKind) => void;
const listeners = new Set<Listener>();
/**
 * An event raised while nobody listens, kept for the first listener: the current user is fetched as the app starts
 * (router.tsx), before the shell that listens is rendered, and a lost session must still be explained.
 */
let unheard: AuthEventKind | null = null;

export function onAuthEvent(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard) {
    const kind = unheard;
    unheard = null;
    listener(kind);
  }
  return () => listeners.delete(listener);
}

export function emitAuthEvent(kind: AuthEventKind): void {
  if (listeners.size === 0) unheard = kind;
  for (const listener of listeners) listener(kind);
}
