import { EMPLOYEE_MESSAGES as M, messageText } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { users } from './users.tables';

/**
 * Look-alike usernames (issue 21, defect 12): a fullwidth or Cyrillic "alice" was accepted beside alice. Usernames are
 * stored in NFKC and a username whose skeleton is another's of the company is refused, on every way in: the form
 * (POST and PUT), the CSV import (its check and its finalize) and sign-in, which finds the NFKC name.
 */
const ctx = useTestApp();

let hr: TestClient;
let serial = 0;
const newcomer = (username: string) => {
  serial += 1;
  return { username, first_name: 'Jean', last_name: 'Dupont', email: `look-alike-${serial}@acme.fr` };
};
const confusable = (other: string) => messageText('employee.usernameConfusable', { username: other });

beforeAll(async () => {
  hr = await ctx.as('rh');
});

describe('POST /api/user/', () => {
  it('stores a fullwidth username in NFKC, and finds a fullwidth spelling of a taken one taken', async () => {
    const created = await hr.post('/api/user/', newcomer('ｊｅａｎ．ｄｕｐｏｎｔ２'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.username).toBe('jean.dupont2');
    const taken = await hr.post('/api/user/', newcomer('ＡＬＩＣＥ'));
    expect(taken.status).toBe(400);
    expect(taken.body.fields.username).toEqual([M.usernameTaken]);
  });

  it.each([
    ['а Cyrillic а', 'аlice', 'alice'],
    ['a Greek ο', 'bοb', 'bob'],
    ['a zero for an o', 'b0b', 'bob'],
    ['a capital I for an l', 'AIice', 'alice'],
    ['a one for an l', 'a1ice', 'alice'],
    ['rn for m', 'rnanager', 'manager'],
  ])('refuses %s: %s looks like %s, with 400 on the field and its code', async (_, username, other) => {
    const res = await hr.post('/api/user/', newcomer(username));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields.username).toEqual([confusable(other)]);
    expect(res.body.field_codes.username).toEqual([
      { code: 'employee.usernameConfusable', params: { username: other } },
    ]);
    expect(await ctx.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
  });

  it("compares within the company only: a look-alike of another company's username is free here", async () => {
    const res = await hr.post('/api/user/', newcomer('gl0bex-user'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses a username outside the alphabet once normalised (a zero-width space, a lone accent)', async () => {
    for (const username of ['ali\u200Bce', 'x\u0301']) {
      const res = await hr.post('/api/user/', newcomer(username));
      expect(res.status).toBe(400);
      expect(res.body.fields.username).toEqual([M.usernameInvalid]);
    }
  });
});

describe('PUT /api/user/{id}/', () => {
  it("refuses renaming someone to a look-alike of a colleague's username, and keeps their own as it is", async () => {
    const created = (await hr.post('/api/user/', newcomer('claire.martin'))).body;
    const renamed = await hr.put(`/api/user/${created.id}/`, { ...newcomer('јmoreau'), email: created.email });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields.username).toEqual([confusable('jmoreau')]);
    const same = await hr.put(`/api/user/${created.id}/`, { ...newcomer('Claire.Martin'), email: created.email });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });
});

describe('the CSV import', () => {
  async function upload(content: string) {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'employees.csv');
    const encoded = new Response(form);
    return hr.request('POST', '/api/employee-csv-file/', {
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
  }

  it('warns of a look-alike line, leaves it out, and creates the fullwidth one in NFKC', async () => {
    const checked = await upload(
      ['username;first_name;last_name;email', 'ｐａｕｌ．ｎｅｗ;Paul;New;pn@acme.fr', 'сlaire;C;D;cd@acme.fr'].join(
        '\n',
      ),
    );
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.warnings).toEqual([
      {
        line: 3,
        column: 'username',
        code: 'employeeCsv.usernameConfusable',
        params: { value: 'сlaire', other: 'claire' },
      },
    ]);
    const done = await hr.request('PUT', `/api/employee-csv-file/${checked.body.cache_id}/`, { body: {} });
    expect(done.body).toEqual({ created: 1, errors: [] });
    expect(await ctx.db.select().from(users).where(eq(users.username, 'paul.new'))).toHaveLength(1);
  });

  it('leaves out at finalize a line whose look-alike was created since the check', async () => {
    const checked = await upload(['username;first_name;last_name;email', 'zoe.late;Zoé;Late;zl@acme.fr'].join('\n'));
    expect(checked.body.warnings).toEqual([]);
    expect((await hr.post('/api/user/', newcomer('zoe.Iate'))).status).toBe(201);
    const done = await hr.request('PUT', `/api/employee-csv-file/${checked.body.cache_id}/`, { body: {} });
    expect(done.body).toEqual({
      created: 0,
      errors: [
        {
          line: 2,
          column: 'username',
          code: 'employeeCsv.usernameConfusable',
          params: { value: 'zoe.late', other: 'zoe.Iate' },
        },
      ],
    });
  });
});

describe('sign-in', () => {
  it('finds the account by the NFKC form of the typed username, case aside', async () => {
    const res = await ctx.client().post('/api/auth/', { username: 'ＡＬＩＣＥ', password: 'demo1234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.username).toBe('alice');
  });
});
