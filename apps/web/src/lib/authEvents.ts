/**
 * Authentication events raised by the API client (spec/1 §8: 401, 403, 419 and 440 "raise authentication events
 * and send the user to login"). The client cannot navigate by itself, so the app shell subscribes and reacts.
 */
export type AuthEventKind = 'not_authenticated' | 'not_authorized' | 'session_timeout' | 'session_lost';

type Listener = (kind: AuthEventKind) => void;
const listeners = new Set<Listener>();

export function onAuthEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(kind: AuthEventKind): void {
  for (const listener of listeners) listener(kind);
}
