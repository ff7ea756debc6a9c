import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';
import { type AuthEventKind, onAuthEvent } from './authEvents';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('api client', () => {
  let events: AuthEventKind[];
  let stop: () => void;

  beforeEach(() => {
    events = [];
    stop = onAuthEvent((kind) => events.push(kind));
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads the CSRF token from this cookie.
    document.cookie = 'csrftoken=tok123; path=/';
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('sends JSON with the session cookie, and the CSRF token on unsafe methods only', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api('thing/', { method: 'POST', body: { a: 1 }, query: { q: 'x y', empty: '', none: undefined } });
    await api('thing/');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [postUrl, post] = calls[0] ?? ['', {}];
    const [, get] = calls[1] ?? ['', {}];
    expect(postUrl).toBe('/api/thing/?q=x+y');
    expect(post.credentials).toBe('same-origin');
    expect(post.body).toBe('{"a":1}');
    expect((post.headers as Record<string, string>)['X-CSRFToken']).toBe('tok123');
    expect((get.headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
  });

  it('turns an error body into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { detail: 'Email is not valid.', code: 'invalid', fields: { email: ['Email is not valid.'] } }),
    );
    const error = await api('my_account/', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid',
      detail: 'Email is not valid.',
      fields: { email: ['Email is not valid.'] },
    });
    expect(events).toEqual([]);
  });

  it.each<[number, string, AuthEventKind[]]>([
    [401, 'not_authenticated', ['not_authenticated']],
    [440, 'session_expired', ['session_lost']],
    [419, 'session_timeout', ['session_timeout']],
    [403, 'permission_denied', ['not_authorized']],
    // Answers about what was typed, not about the session: nobody is signed out for them.
    [401, 'invalid_credentials', []],
    [401, 'wrong_password', []],
    [403, 'trial_expired', []],
    // A module turned off meanwhile: `me` is read again, nobody is signed out.
    [403, 'feature_disabled', ['feature_disabled']],
    [404, 'not_found', []],
  ])('a %i %s raises %j', async (status, code, expected) => {
    vi.stubGlobal('fetch', answer(status, { detail: 'x', code }));
    await expect(api('thing/')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(expected);
  });

  it('raises no event when the caller asks for none', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'x', code: 'not_authenticated' }));
    await expect(api('my_account/', { authEvents: false })).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([]);
  });
});
