import { describe, expect, it } from 'vitest';
import { type AuthEventKind, emitAuthEvent, onAuthEvent } from './authEvents';

describe('authentication events', () => {
  it('keeps an event raised before anyone listens for the first listener, once', () => {
    // The current user is fetched as the app starts, before the shell that listens is rendered.
    emitAuthEvent('session_lost');
    const first: AuthEventKind[] = [];
    const second: AuthEventKind[] = [];
    const stopFirst = onAuthEvent((kind) => first.push(kind));
    const stopSecond = onAuthEvent((kind) => second.push(kind));
    expect(first).toEqual(['session_lost']);
    expect(second).toEqual([]);

    emitAuthEvent('session_timeout');
    expect(first).toEqual(['session_lost', 'session_timeout']);
    expect(second).toEqual(['session_timeout']);
    stopFirst();
    stopSecond();
  });
});
