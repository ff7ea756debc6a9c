import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { sendMultipart } from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('sendMultipart', () => {
  it('POSTs the form with the session cookie and the CSRF header, and returns the JSON', async () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('csrftoken=abc123');
    const fetchMock = stubFetch(201, { id: 7 });
    const body = new FormData();
    body.append('title', 'Règlement intérieur');

    await expect(sendMultipart<{ id: number }>('service/3/attachment/', body)).resolves.toEqual({ id: 7 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('service/3/attachment/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'X-CSRFToken': 'abc123' });
  });

  it('sends with the method asked for (a company image is PUT)', async () => {
    const fetchMock = stubFetch(200, {});
    await sendMultipart('my-company/logo/', new FormData(), 'PUT');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('PUT');
  });

  it('throws an ApiError with the status and the server body on a refusal', async () => {
    stubFetch(400, { detail: 'File too large', code: 'file.too_large' });
    const error = await sendMultipart('leave/1/attachment/', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('file.too_large');
  });
});
