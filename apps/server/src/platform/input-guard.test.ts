import { TEXT_MESSAGES, tooLongMessage } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { users } from './identity/identity.tables';

/**
 * Issue 6, defects 8 and 10: a NUL in a name, a username, a host name or a search answered 500 (PostgreSQL refuses
 * U+0000), and a 900 KB first name was stored. Control characters are refused by one hook for every route; every
 * string a route takes has a maximum length, which the OpenAPI document states.
 */
const ctx = useTestApp();
const sessions = new Map<string, Promise<TestClient>>();
const as = (username: string) => {
  if (!sessions.has(username)) sessions.set(username, ctx.as(username));
  return sessions.get(username)!;
};

const profile = { first_name: 'Alice', last_name: 'Martin', email: 'alice@acme-conseil.fr', phone: '', mobile: '' };
const NOT_ALLOWED = [TEXT_MESSAGES.forbiddenCharacters];

describe('control characters', () => {
  it.each([
    ['a NUL in a first name', { ...profile, first_name: 'Al\u0000ice' }, 'first_name'],
    ['a bell in a last name', { ...profile, last_name: 'Mar\u0007tin' }, 'last_name'],
    ['a lone surrogate in an e-mail', { ...profile, email: 'alice\uD800@acme-conseil.fr' }, 'email'],
    ['a NUL in a key', { ...profile, 'x\u0000': 1 }, 'x\uFFFD'],
  ])('PUT /api/my_account/ with %s answers 400 naming the field', async (_name, body, field) => {
    const alice = await as('alice');
    const res = await alice.put('/api/my_account/', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: NOT_ALLOWED[0],
      code: 'invalid',
      message_code: 'text.forbiddenCharacters',
      fields: { [field]: NOT_ALLOWED },
      field_codes: { [field]: [{ code: 'text.forbiddenCharacters' }] },
    });
  });

  it('names a nested field by its dotted path', async () => {
    const root = await as('root');
    const res = await root.post('/api/company/', {
      name: 'Initech',
      hostname: 'initech.localhost',
      admin: {
        username: 'bill\u0000',
        first_name: 'Bill',
        last_name: 'L',
        email: 'b@initech.com',
        password: 'secret1',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'admin.username': NOT_ALLOWED });
  });

  it('refuses a NUL in the username at sign-in, before any attempt is counted', async () => {
    const res = await ctx.client().post('/api/auth/', { username: 'ali\u0000ce', password: 'demo1234' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ username: NOT_ALLOWED });
  });

  it.each([
    ['/api/user/?search=%00', 'search'],
    ['/api/user/?search=a%1Fb', 'search'],
    ['/api/user/?first_name=%00', 'first_name'],
    ['/api/leave/?names=%00', 'names'],
    ['/api/leave/?ordering=%00', 'ordering'],
    ['/api/news/?search=%00', 'search'],
    ['/api/company-icon/?hostname=local%00host', 'hostname'],
    ['/api/reset-password/%00abc/', 'token'],
  ])('GET %s answers 400 on %s', async (url, field) => {
    const hr = await as('rh');
    const method = url.startsWith('/api/reset-password/') ? 'PUT' : 'GET';
    const res = await hr.request(method, url, method === 'PUT' ? { body: { password: 'secret1' } } : {});
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: NOT_ALLOWED });
  });

  it('refuses a NUL in the Host header', async () => {
    const res = await ctx.client({ host: 'local\u0000host' }).get('/api/info/');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ host: NOT_ALLOWED });
  });

  it('lets tabs and line breaks through in a multi-line text', async () => {
    const alice = await as('alice');
    const res = await alice.post('/api/support/', {
      type: 'bug',
      description: 'Steps:\n\t1. open\r\n2. see',
      gravity: 2,
    });
    expect(res.status).toBe(201);
  });

  it('refuses a line break in a one-line field', async () => {
    const res = await (await as('alice')).put('/api/my_account/', { ...profile, first_name: 'Al\nice' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ first_name: NOT_ALLOWED });
  });

  it('survives a body nested a hundred thousand levels deep', async () => {
    const depth = 100_000;
    const res = await (await as('alice')).request('POST', '/api/support/', {
      payload: `{"description":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('string lengths', () => {
  it('refuses a 900 KB first name and stores nothing', async () => {
    const alice = await as('alice');
    const res = await alice.put('/api/my_account/', { ...profile, first_name: 'A'.repeat(900_000) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ first_name: [tooLongMessage(150)] });
    const [row] = await ctx.db.select({ first_name: users.first_name }).from(users).where(eq(users.username, 'alice'));
    expect(row?.first_name).toBe('Alice');
  });

  it.each([
    ['/api/user/?search=', 'search', 200],
    ['/api/leave/?names=', 'names', 200],
    ['/api/company-icon/?hostname=', 'hostname', 253],
  ])('GET %s<too long> answers 400', async (url, field, max) => {
    const res = await (await as('rh')).get(`${url}${'a'.repeat(max + 1)}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('states a maximum length for every string a route takes (query, path, JSON body)', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? [])
          unbounded.push(...unboundedStrings(p.schema, `${where} ${p.in}:${p.name}`));
        for (const c of Object.values(op.requestBody?.content ?? {}))
          unbounded.push(...unboundedStrings(c.schema, `${where} body`));
      }
    }
    expect(unbounded).toEqual([]);
  });
});

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

/** The paths of the string schemas without maxLength (enums and constants are bounded already). */
function unboundedStrings(schema: JsonSchema | undefined, path: string): string[] {
  if (!schema) return [];
  const types = [schema.type].flat();
  const own = types.includes('string') && schema.maxLength === undefined && !schema.enum && schema.const === undefined;
  const children: [JsonSchema | undefined, string][] = [
    ...Object.entries(schema.properties ?? {}).map(([k, s]): [JsonSchema, string] => [s, `${path}.${k}`]),
    [schema.items, `${path}[]`],
    [typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined, `${path}{}`],
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((s): [JsonSchema, string] => [
      s,
      path,
    ]),
  ];
  return [...(own ? [path] : []), ...children.flatMap(([s, p]) => unboundedStrings(s, p))];
}
