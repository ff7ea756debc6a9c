import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

/** Inputs the router or the multipart parser refuse before a route's own code: the usual error body, never a 500. */
const ctx = useTestApp();

describe('errors raised before a route runs', () => {
  it.each([
    ['a broken percent-escape', '/api/leave/%zz/', 400, 'invalid_url'],
    ['a lone percent sign', '/api/leave/%/', 400, 'invalid_url'],
    ['an encoded lone surrogate', '/api/leave/%ED%A0%80/', 400, 'invalid_url'],
  ])('%s answers %i with the error body', async (_name, url, status, code) => {
    const alice = await ctx.as('alice');
    const res = await alice.get(url);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail: expect.any(String), code, message_code: 'url_invalid' });
  });

  it('a path parameter over the router limit answers with the error body', async () => {
    const alice = await ctx.as('alice');
    const res = await alice.get(`/api/leave/${'1'.repeat(150)}/`);
    // 414 from the router; 404 when the web app's catch-all route takes the path first (a build is present).
    expect([404, 414]).toContain(res.status);
    expect(res.body).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  });

  it.each([
    ['no boundary in the content type', 'multipart/form-data', '--x\r\n'],
    ['a boundary that never appears', 'multipart/form-data; boundary=x', 'garbage without parts'],
    [
      'a truncated body',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="attachment_file"; filename="a.pdf"\r\n\r\n%PDF',
    ],
  ])('a malformed multipart body (%s) answers 400', async (_name, contentType, payload) => {
    const alice = await ctx.as('alice');
    const draft = await alice.post('/api/leave/', {
      begin_date: '2098-03-03',
      end_date: '2098-03-03',
      type_of_leave: (await alice.get('/api/typeOfLeave/')).body.results[0].id,
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const res = await alice.request('POST', `/api/leave/${draft.body.id}/attachment/`, {
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.status).toBe(400);
    // Said of the form's file field since issue 21 (platform/files/upload-form.ts).
    expect(res.body).toEqual({
      detail: expect.any(String),
      code: 'invalid',
      message_code: 'multipart_unreadable',
      fields: { attachment_file: [expect.any(String)] },
      field_codes: { attachment_file: [{ code: 'multipart_unreadable' }] },
    });
    await alice.delete(`/api/leave/${draft.body.id}/`);
  });
});
