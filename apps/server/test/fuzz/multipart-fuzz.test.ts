import { beforeAll, describe, expect, it } from 'vitest';
import { claimOf, hotelReceipt, referencesOf } from '../../src/modules/expenses/expense-lines.test-helpers';
import { useTestApp } from '../app';
import type { TestClient } from '../client';
import { keysWithBytes } from '../stored-bytes';
import { fuzzRoutes, type OpenApiDocument } from './openapi';

/**
 * The multipart fuzz harness (issue 21, part 2): every upload route the OpenAPI document declares gets the bodies a
 * browser never sends (a file part without a file name, an empty part, two files, a wrong field, a truncated body, no
 * multipart at all…), as a caller who may upload, on a record that takes files: the answer is a 4xx with the error
 * body (400 naming the field for the form's mistakes), never a 5xx, and the files folder holds no new byte.
 */
const ctx = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const CSV = Buffer.from('username;first_name;last_name;email\nzed;Zed;Zorro;zed@example.com\n');
/** The case: 5 MB of a PDF sent in a part without a file name. */
const BIG = Buffer.concat([PDF, Buffer.alloc(5_000_000, 0x20)]);

type Target = { role: string; url: () => Promise<string>; field: string; file: Buffer; name: string; text?: string[] };

let alice: TestClient;
const setup: Record<string, Target> = {
  'POST /api/expense-claim/:claimId/invoice/:id/attachment/': {
    role: 'alice',
    field: 'attachment_file',
    file: PDF,
    name: 'r.pdf',
    url: async () => {
      const claim = await claimOf(ctx, 'alice', '2024-03');
      const receipt = await alice.post(
        `/api/expense-claim/${claim}/invoice/`,
        hotelReceipt(await referencesOf(ctx, 'alice'), '2024-03'),
      );
      return `/api/expense-claim/${claim}/invoice/${receipt.body.id}/attachment/`;
    },
  },
  'POST /api/expense-claim/:claimId/transport-attachment/': {
    role: 'alice',
    field: 'attachment_file',
    file: PDF,
    name: 't.pdf',
    url: async () => `/api/expense-claim/${await claimOf(ctx, 'alice', '2024-04')}/transport-attachment/`,
  },
  'POST /api/leave/:id/attachment/': {
    role: 'alice',
    field: 'attachment_file',
    file: PDF,
    name: 'l.pdf',
    url: async () => {
      const type = (await alice.get('/api/typeOfLeave/')).body.results[0].id;
      const leave = await alice.post('/api/leave/', {
        begin_date: '2098-05-05',
        end_date: '2098-05-05',
        type_of_leave: type,
      });
      return `/api/leave/${leave.body.id}/attachment/`;
    },
  },
  'POST /api/service/:id/attachment/': {
    role: 'rh',
    field: 'attachment_file',
    file: PDF,
    name: 's.pdf',
    text: ['title'],
    url: async () => {
      const rh = await ctx.as('rh');
      return `/api/service/${(await rh.get('/api/service/')).body.results[0].id}/attachment/`;
    },
  },
  'POST /api/document/': {
    role: 'admin',
    field: 'attachment_file',
    file: PDF,
    name: 'd.pdf',
    text: ['title'],
    url: async () => '/api/document/',
  },
  'PUT /api/my-company/logo/': {
    role: 'admin',
    field: 'attachment_file',
    file: PNG,
    name: 'logo.png',
    url: async () => '/api/my-company/logo/',
  },
  'PUT /api/my-company/welcome-image/': {
    role: 'admin',
    field: 'attachment_file',
    file: PNG,
    name: 'w.png',
    url: async () => '/api/my-company/welcome-image/',
  },
  'POST /api/employee-csv-file/': {
    role: 'admin',
    field: 'file',
    file: CSV,
    name: 'e.csv',
    url: async () => '/api/employee-csv-file/',
  },
  'POST /api/ocr/receipt/': {
    role: 'alice',
    field: 'file',
    file: PDF,
    name: 'o.pdf',
    url: async () => '/api/ocr/receipt/',
  },
};

const BOUNDARY = 'fuzzboundary';
type Part = { name?: string; filename?: string; type?: string; value: Buffer | string; raw?: string };
const partBytes = (p: Part) => {
  if (p.raw !== undefined)
    return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${p.raw}\r\n\r\n`), Buffer.from(p.value), Buffer.from('\r\n')]);
  const file = p.filename !== undefined ? `; filename="${p.filename}"` : '';
  const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`),
    Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
};
const form = (parts: Part[], end = true) =>
  Buffer.concat([...parts.map(partBytes), Buffer.from(end ? `--${BOUNDARY}--\r\n` : '')]);

type Body = { payload: Buffer | string; type: string; names?: string };
/** The malformed bodies; `names`: the field a 400 must name. */
function mutations(t: Target): [string, Body][] {
  const texts: Part[] = (t.text ?? []).map((name) => ({ name, value: 'Un titre' }));
  const good: Part = { name: t.field, filename: t.name, type: 'application/octet-stream', value: t.file };
  const multipart = (parts: Part[], names?: string, end = true): Body => ({
    payload: form(parts, end),
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    names,
  });
  return [
    [
      'a file part without a file name (5 MB)',
      multipart([...texts, { name: t.field, type: 'application/pdf', value: BIG }], t.field),
    ],
    [
      'a file part without a file name',
      multipart([...texts, { name: t.field, type: 'application/pdf', value: t.file }], t.field),
    ],
    [
      'a file part with an empty file name (5 MB)',
      multipart([...texts, { ...good, filename: '', value: BIG }], t.field),
    ],
    [
      'a file part with an empty file name, no bytes',
      multipart([...texts, { ...good, filename: '', value: '' }], t.field),
    ],
    ['the file as a plain field', multipart([...texts, { name: t.field, value: t.file }], t.field)],
    ['an empty file', multipart([...texts, { ...good, value: Buffer.alloc(0) }], t.field)],
    ['an empty part, no headers', multipart([...texts, { raw: '', value: '' }], t.field)],
    // (A part without headers before the file is skipped by the parser, as the RFC's preamble: not a mistake.)
    ["an empty part under the file's name", multipart([...texts, { name: t.field, value: '' }], t.field)],
    ['no part at all', multipart([], t.field)],
    ['two files in the field', multipart([...texts, good, { ...good, filename: `2-${t.name}` }], t.field)],
    ['the file, then another in another field', multipart([...texts, good, { ...good, name: 'other' }], 'other')],
    ['the file under a wrong field name', multipart([...texts, { ...good, name: 'wrong' }], 'wrong')],
    [
      'the file, then a 6 MB one',
      multipart([...texts, good, { ...good, name: t.field, value: Buffer.concat([t.file, Buffer.alloc(6_000_000)]) }]),
    ],
    ['a truncated body after the file', multipart([...texts, good], undefined, false)],
    [
      'a body cut inside the file',
      {
        payload: form([...texts, { ...good, value: BIG }]).subarray(0, 3_000_000),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
      },
    ],
    [
      'the file, then garbage',
      {
        payload: Buffer.concat([form([...texts, good], false), Buffer.from(`--${BOUNDARY}\r\nno header end`)]),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
      },
    ],
    ['a JSON body', { payload: JSON.stringify({ [t.field]: 'x' }), type: 'application/json', names: t.field }],
    ['a raw PDF body', { payload: t.file, type: 'application/pdf' }],
    ['a text body', { payload: 'hello', type: 'text/plain' }],
    ['no boundary', { payload: form([...texts, good]), type: 'multipart/form-data' }],
    ...(t.text?.length ? [['the file, the title missing', multipart([good], 'title')] as [string, Body]] : []),
  ];
}

/** Every file under the files folder, by path. */
beforeAll(async () => {
  alice = await ctx.as('alice');
});

describe('multipart fuzz: every upload route', () => {
  it('answers every malformed body with a 4xx naming the field, never a 5xx, and keeps no byte', async () => {
    const doc = ctx.app.swagger() as unknown as OpenApiDocument;
    const uploads = fuzzRoutes(doc, ctx.app.declaredRoutes).filter((r) => r.multipart);
    const names = uploads.map((r) => `${r.method} ${r.url}`);
    // A new upload route joins the harness here (a caller and a record that take a file).
    expect(
      names.filter((n) => !setup[n]),
      'upload routes without a fuzz target',
    ).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(9);

    const problems: string[] = [];
    let serverErrors = 0;
    let orphans = 0;
    for (const name of names) {
      const target = setup[name]!;
      const client = target.role === 'alice' ? alice : await ctx.as(target.role);
      const url = await target.url();
      const send = (body: Body) =>
        client.request(name.split(' ')[0] as 'POST', url, {
          payload: body.payload,
          headers: { 'content-type': body.type },
        });
      // The target takes a good file: the malformed bodies below reach the body's reading, not a 403 or 404.
      const texts = (target.text ?? []).map((n) => ({ name: n, value: 'Un titre' }));
      const ok = await send({
        payload: form([
          ...texts,
          { name: target.field, filename: target.name, type: 'application/octet-stream', value: target.file },
        ]),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
      });
      expect(ok.status, `${name} takes a good file: ${JSON.stringify(ok.body)}`).toBeLessThan(300);

      for (const [label, body] of mutations(target)) {
        const before = new Set(await keysWithBytes(ctx));
        const res = await send(body);
        const added = (await keysWithBytes(ctx)).filter((f) => !before.has(f));
        const what = `${name} ${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (res.status >= 500) serverErrors++;
        orphans += added.length;
        if (added.length) problems.push(`${what} left ${added.length} file(s)`);
        else if (res.status < 400 || res.status >= 500) problems.push(what);
        else if (typeof res.body?.detail !== 'string' || typeof res.body?.code !== 'string')
          problems.push(`${what}: no error body`);
        // A body that is not multipart is a 415 (the media type), the others a 400: both name the field.
        else if (body.names && !([400, 415].includes(res.status) && res.body.fields?.[body.names]))
          problems.push(`${what}: does not name ${body.names}`);
      }
    }
    console.log(`multipart fuzz: ${names.length} routes, ${serverErrors} answers 5xx, ${orphans} files left`);
    expect(problems).toEqual([]);
  }, 120_000);
});
