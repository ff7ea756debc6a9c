import { employeeCsvTemplate } from '@staff/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { countStatements, type StatementCounter } from '../../../test/statements';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { contracts } from '../contracts/contracts.tables';
import { serviceMembers, services } from '../services/services.tables';
import { purgeStaleEmployeeImports } from './employee-import.queries';
import { employeeImports, users } from './users.tables';

const ctx = useTestApp();

type Warning = { line: number; column: string; code: string; params?: Record<string, string | number> };
type Checked = { warnings: Warning[]; users_count: number; cache_id: string; code?: string; detail?: string };
type Finalized = { created: number; errors: Warning[]; code?: string };

const HEADER = 'username;first_name;last_name;email;employee_number;roles;hiring_date;services;contract';

/** Posts a CSV file as the browser's FormData would, field `file`. */
async function upload(browser: TestClient, content: string | Buffer, name = 'employees.csv') {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), name);
  const encoded = new Response(form);
  return browser.request<Checked>('POST', '/api/employee-csv-file/', {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

const finalize = (browser: TestClient, cacheId: string) =>
  browser.request<Finalized>('PUT', `/api/employee-csv-file/${cacheId}/`, { body: {} });

async function checkOk(browser: TestClient, content: string | Buffer) {
  const res = await upload(browser, content);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function imported(browser: TestClient, content: string | Buffer) {
  const checked = await checkOk(browser, content);
  const res = await finalize(browser, checked.cache_id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { checked, finalized: res.body };
}

const byUsername = (names: string[]) =>
  ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        names.map((n) => n.toLowerCase()),
      ),
    );

let rh: TestClient;
let admin: TestClient;
let acme: number;

beforeAll(async () => {
  rh = await ctx.as('rh');
  admin = await ctx.as('admin');
  const [row] = await ctx.db.select({ company_id: users.company_id }).from(users).where(eq(users.username, 'rh'));
  acme = row!.company_id!;
  await ctx.db.insert(contracts).values({ company_id: acme, title: 'Temps plein', rank: 1 });
});

describe('the template', () => {
  it('imports as it is: no warning, nobody to create, and finalizing creates nobody', async () => {
    const { checked, finalized } = await imported(rh, employeeCsvTemplate());
    expect(checked).toMatchObject({ warnings: [], users_count: 0 });
    expect(finalized).toEqual({ created: 0, errors: [] });
  });
});

describe('POST /api/employee-csv-file/ then PUT /api/employee-csv-file/{cache_id}/', () => {
  it('creates the employees of a UTF-8 file with BOM, `;` and CRLF, as the form would, and invites each by mail', async () => {
    const file =
      `\uFEFF${HEADER}\r\n` +
      'lbernard;léa;bernard;lea.bernard@exemple.fr;M100;collaborator|manager;01/09/2024;développement|CONSEIL;temps plein\r\n' +
      'hdubois;hugo;dubois;hugo.dubois@exemple.fr;;;;;\r\n\r\n';
    const { checked, finalized } = await imported(rh, file);
    expect(checked).toMatchObject({ warnings: [], users_count: 2 });
    expect(finalized).toEqual({ created: 2, errors: [] });

    const [lea, hugo] = await byUsername(['lbernard', 'hdubois']).then((rows) =>
      ['lbernard', 'hdubois'].map((u) => rows.find((r) => r.username === u)!),
    );
    expect(lea).toMatchObject({
      first_name: 'Léa',
      last_name: 'Bernard',
      company_id: acme,
      employee_number: 'M100',
      roles: ['collaborator', 'manager'],
      hiring_date: '2024-09-01',
      is_staff: true,
    });
    expect(lea!.contract_id).not.toBeNull();
    // Nobody typed a password for them: the invitation is how they get one.
    expect(hugo).toMatchObject({ first_name: 'Hugo', roles: ['collaborator'], employee_number: null });
    const memberships = await ctx.db
      .select({ name: services.name })
      .from(serviceMembers)
      .innerJoin(services, eq(services.id, serviceMembers.service_id))
      .where(eq(serviceMembers.user_id, lea!.id));
    expect(memberships.map((m) => m.name).sort()).toEqual(['Conseil', 'Développement']);
    const mails = await ctx.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} && ARRAY['lea.bernard@exemple.fr', 'hugo.dubois@exemple.fr']::text[]`);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['hugo.dubois@exemple.fr', 'lea.bernard@exemple.fr']);
  });

  it('reads a comma-separated file without BOM, LF ends, quoted fields holding commas, quotes and newlines', async () => {
    const file =
      'Email,USERNAME,last_name,first_name,notes\n' +
      'emma.leroy@exemple.fr,eleroy,leroy,emma,"Bureau 3, étage 2\nParle ""couramment"" anglais"\n\n';
    const { checked, finalized } = await imported(rh, file);
    expect(checked).toMatchObject({ warnings: [], users_count: 1 });
    expect(finalized.created).toBe(1);
    const [emma] = await byUsername(['eleroy']);
    expect(emma!.notes).toBe('Bureau 3, étage 2\nParle "couramment" anglais');
  });

  it('reads a Windows-1252 file, as French Excel saves "CSV (séparateur : point-virgule)"', async () => {
    const file = Buffer.from(
      'username;first_name;last_name;email\r\nzhelene;hélène;çavaro;helene@exemple.fr\r\n',
      'latin1',
    );
    const { finalized } = await imported(rh, file);
    expect(finalized.created).toBe(1);
    const [helene] = await byUsername(['zhelene']);
    expect(helene).toMatchObject({ first_name: 'Hélène', last_name: 'Çavaro' });
  });

  it('warns of each wrong value by line and column, counts only the good lines, and creates only them', async () => {
    const file = [
      `${HEADER};badge`,
      'wgood;william;good;w.good@exemple.fr;W1;;;;;x',
      'wnofirst;;nofirst;w.nofirst@exemple.fr;;;;;;',
      'wmail;william;mail;not-an-address;;;;;;',
      'wdate;william;date;w.date@exemple.fr;;;31/02/2024;;;',
      'wrole;william;role;w.role@exemple.fr;;chef;;;;',
      'wservice;william;service;w.service@exemple.fr;;;;Marketing;;',
      'wcontract;william;contract;w.contract@exemple.fr;;;;;Mi-temps;',
      'ALICE;william;taken;w.taken@exemple.fr;;;;;;',
      'wgood;william;twice;w.twice@exemple.fr;;;;;;',
      'wnumber;william;number;w.number@exemple.fr;W1;;;;;',
      'wadmin;william;admin;w.admin@exemple.fr;;administrator;;;;',
    ].join('\n');
    const checked = await checkOk(rh, file);
    expect(checked.users_count).toBe(1);
    const warnings = checked.warnings.map((w) => [w.line, w.column, w.code]);
    expect(warnings).toEqual([
      [1, 'badge', 'employeeCsv.unknownColumn'],
      [3, 'first_name', 'account.required'],
      [4, 'email', 'account.emailInvalid'],
      [5, 'hiring_date', 'employeeCsv.badDate'],
      [6, 'roles', 'employeeCsv.unknownRole'],
      [7, 'services', 'employeeCsv.unknownService'],
      [8, 'contract', 'employeeCsv.unknownContract'],
      [9, 'username', 'employeeCsv.usernameTaken'],
      [10, 'username', 'employeeCsv.usernameRepeated'],
      [11, 'employee_number', 'employeeCsv.employeeNumberRepeated'],
      // hr cannot make an administrator.
      [12, 'roles', 'employee.roleNotGrantable'],
    ]);
    expect(checked.warnings[7]).toMatchObject({ params: { value: 'ALICE' } });
    expect(checked.warnings[8]).toMatchObject({ params: { value: 'wgood', line: 2 } });

    const res = await finalize(rh, checked.cache_id);
    expect(res.body).toEqual({ created: 1, errors: [] });
    const created = await byUsername(['wgood', 'wnofirst', 'wmail', 'wdate', 'wrole', 'wservice', 'wadmin', 'wnumber']);
    expect(created.map((u) => u.username)).toEqual(['wgood']);
  });

  it('warns of an employee number already taken in the company, not of one taken in another company', async () => {
    await ctx.db.update(users).set({ employee_number: 'G-7' }).where(eq(users.username, 'globex-user'));
    await ctx.db.update(users).set({ employee_number: 'A-7' }).where(eq(users.username, 'bob'));
    const checked = await checkOk(
      rh,
      `${HEADER}\nnum1;n;one;n1@exemple.fr;A-7;;;;\nnum2;n;two;n2@exemple.fr;G-7;;;;\n`,
    );
    expect(checked.warnings).toEqual([
      { line: 2, column: 'employee_number', code: 'employeeCsv.employeeNumberTaken', params: { value: 'A-7' } },
    ]);
    expect(checked.users_count).toBe(1);
  });

  it('lets an administrator grant what hr cannot', async () => {
    const checked = await checkOk(admin, `${HEADER}\nnewadmin;nina;admin;nina@exemple.fr;;administrator;;;\n`);
    expect(checked).toMatchObject({ warnings: [], users_count: 1 });
  });
});

describe('the file itself', () => {
  it('refuses more than 1,000,000 bytes with "File size exceeds 1Mo."', async () => {
    const big = `username;first_name;last_name;email\n${'x'.repeat(1_000_001)}`;
    const res = await upload(rh, big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'too_large', detail: 'File size exceeds 1Mo.' });
  });

  it('refuses more than 20,000 employee lines with a 400 on the file (issue 21)', async () => {
    const lines = Array.from({ length: 20_001 }, (_, i) => `m${i};f;l;m${i}@x.fr`).join('\n');
    const res = await upload(rh, `username;first_name;last_name;email\n${lines}\n`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid',
      detail: 'A file holds at most 20000 employees: split it into several files.',
      fields: { file: ['A file holds at most 20000 employees: split it into several files.'] },
    });
  });

  it('refuses a file that is not .csv, and a request without a file', async () => {
    const notCsv = await upload(rh, 'username;first_name;last_name;email\n', 'employees.xlsx');
    expect(notCsv.status).toBe(415);
    expect(notCsv.body.detail).toBe('Only .csv files are accepted.');
    const form = new FormData();
    form.append('other', 'x');
    const encoded = new Response(form);
    const none = await rh.request<Checked>('POST', '/api/employee-csv-file/', {
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('Please choose a file.');
  });

  it('refuses a file without header or without a required column, naming the columns', async () => {
    const empty = await upload(rh, '\uFEFF\r\n');
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('The file holds no header line.');
    const missing = await upload(rh, 'username;email\nx;x@exemple.fr\n');
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Required columns are missing: first_name, last_name.');
  });
});

describe('once only', () => {
  const file = `${HEADER}\nonce1;olivier;once;o1@exemple.fr;O-1;;;;\nonce2;odile;once;o2@exemple.fr;O-2;;;;\n`;

  it('finalizing twice creates nobody twice: the second is a 409', async () => {
    const checked = await checkOk(rh, file);
    expect((await finalize(rh, checked.cache_id)).body.created).toBe(2);
    const again = await finalize(rh, checked.cache_id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_finalized');
    expect(await byUsername(['once1', 'once2'])).toHaveLength(2);
  });

  it('importing the same file again warns that every line is taken and creates nobody', async () => {
    const checked = await checkOk(rh, file);
    expect(checked.users_count).toBe(0);
    expect(checked.warnings.map((w) => w.code)).toEqual([
      'employeeCsv.usernameTaken',
      'employeeCsv.employeeNumberTaken',
      'employeeCsv.usernameTaken',
      'employeeCsv.employeeNumberTaken',
    ]);
  });

  it('two checks of one file finalized one after the other: the second reports errors and creates nobody', async () => {
    const twin = `${HEADER}\ntwin1;tom;twin;t1@exemple.fr;;;;;\ntwin2;tim;twin;t2@exemple.fr;;;;;\n`;
    const first = await checkOk(rh, twin);
    const second = await checkOk(admin, twin);
    expect((await finalize(rh, first.cache_id)).body.created).toBe(2);
    const res = await finalize(admin, second.cache_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 0,
      errors: [
        { line: 2, column: 'username', code: 'employeeCsv.usernameTaken', params: { value: 'twin1' } },
        { line: 3, column: 'username', code: 'employeeCsv.usernameTaken', params: { value: 'twin2' } },
      ],
    });
    expect(await byUsername(['twin1', 'twin2'])).toHaveLength(2);
  });

  it('finalized 10 times at once, and with a twin import racing: each person is created once', async () => {
    const race = `${HEADER}\nrace1;rémi;race;r1@exemple.fr;R-1;;;;\nrace2;rose;race;r2@exemple.fr;R-2;;;;\n`;
    const first = await checkOk(rh, race);
    const twin = await checkOk(admin, race);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => finalize(rh, first.cache_id)),
      finalize(admin, twin.cache_id),
    ]);
    const statuses = answers.slice(0, 10).map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const created = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + a.body.created, 0);
    expect(created).toBe(2);
    expect(await byUsername(['race1', 'race2'])).toHaveLength(2);
  });

  it("answers 404 to another company's import and to an unknown one", async () => {
    const checked = await checkOk(rh, `${HEADER}\nglobexnot;g;not;g@exemple.fr;;;;;\n`);
    const globex = await ctx.as('globex-admin');
    expect((await finalize(globex, checked.cache_id)).status).toBe(404);
    expect((await finalize(rh, 'x'.repeat(32))).status).toBe(404);
    expect(await byUsername(['globexnot'])).toHaveLength(0);
  });
});

describe('who may import', () => {
  it.each(['alice', 'manager', 'compta', 'assistant'])('%s may not (403)', async (username) => {
    const browser = await ctx.as(username);
    expect((await upload(browser, employeeCsvTemplate())).status).toBe(403);
    expect((await finalize(browser, 'x'.repeat(32))).status).toBe(403);
  });
});

describe('statements', () => {
  let counter: StatementCounter;
  beforeAll(() => {
    counter = countStatements(ctx.db);
  });
  const fileOf = (prefix: string, rows: number) =>
    `${HEADER}\n${Array.from(
      { length: rows },
      (_, i) => `${prefix}${i};p;q;${prefix}${i}@exemple.fr;${prefix}-${i};collaborator;01/01/2024;Conseil;Temps plein`,
    ).join('\n')}\n`;

  it('checks and finalizes 3 lines and 60 lines with the same number of statements', async () => {
    const measure = async (prefix: string, rows: number) => {
      let cacheId = '';
      const check = await counter.count(async () => {
        cacheId = (await checkOk(rh, fileOf(prefix, rows))).cache_id;
      });
      const final = await counter.count(async () => {
        expect((await finalize(rh, cacheId)).body.created).toBe(rows);
      });
      return { check, final };
    };
    const small = await measure('sa', 3);
    const large = await measure('sb', 60);
    // Check: the session, the usernames, the employee numbers, the services, the contracts, the company's usernames
    // (look-alikes), then BEGIN, the import, its one chunk of rows (up to 200), COMMIT. Finalize: the session; BEGIN,
    // the import locked, its one chunk read, the import finished, COMMIT; then a transaction per 100 rows: BEGIN, the
    // company locked, 5 re-checks, createEmployees (the company's lock again, its checks with the look-alikes', the
    // users, their services, invitation tokens and mails: 12 today), COMMIT.
    expect(small).toEqual({ check: 10, final: 25 });
    expect(large).toEqual(small);
    const members = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceMembers)
      .innerJoin(users, eq(users.id, serviceMembers.user_id))
      .where(and(eq(serviceMembers.company_id, acme), sql`${users.username} like 'sb%'`));
    expect(members[0]!.n).toBe(60);
  });
});

describe('housekeeping', () => {
  it('drops the imports older than a day, finished or not, and keeps the others', async () => {
    const old = await checkOk(rh, employeeCsvTemplate());
    const fresh = await checkOk(rh, employeeCsvTemplate());
    await ctx.db
      .update(employeeImports)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(employeeImports.cache_id, old.cache_id));
    await purgeStaleEmployeeImports(ctx.db);
    expect((await finalize(rh, old.cache_id)).status).toBe(404);
    expect((await finalize(rh, fresh.cache_id)).status).toBe(200);
  });
});
