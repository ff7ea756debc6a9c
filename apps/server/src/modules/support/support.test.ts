import { ACCOUNT_MESSAGES as M } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { fieldErrorBody } from '../../../test/expectations';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { users } from '../users/users.tables';
import { supportRequests } from './support.tables';

const ctx = useTestApp();

const valid = { type: 'bug', description: 'The leave page stays blank.', gravity: 3 };
const countOf = async (table: typeof supportRequests | typeof mailOutbox) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/support/', () => {
  it('stores the request and queues a mail to the company support address', async () => {
    const res = await (await ctx.as('alice')).post('/api/support/', valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });

    const [row] = await ctx.db.select().from(supportRequests).where(eq(supportRequests.id, res.body.id));
    const [alice] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    expect(row).toMatchObject({
      type: 'bug',
      description: 'The leave page stays blank.',
      gravity: 3,
      user_id: alice!.id,
      company_id: alice!.company_id,
    });

    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} LIKE ${`[Support #${res.body.id}]%`}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['support@acme-conseil.fr']);
    expect(mails[0]!.subject).toContain('Bug report');
    expect(mails[0]!.text).toContain('The leave page stays blank.');
    expect(mails[0]!.text).toContain('alice@acme-conseil.fr');
  });

  it.each([
    ['a technical issue of gravity 5', { type: 'technical', gravity: 5 }],
    ['another request of gravity 1', { type: 'other', gravity: 1 }],
  ])('accepts %s', async (_name, change) => {
    expect((await (await ctx.as('bob')).post('/api/support/', { ...valid, ...change })).status).toBe(201);
  });

  it.each([
    ['an unknown type', { type: 'praise' }, 'type', M.supportTypeRequired],
    ['no type', { type: undefined }, 'type', M.supportTypeRequired],
    ['a blank description', { description: '   ' }, 'description', M.supportDescriptionRequired],
    ['gravity 0', { gravity: 0 }, 'gravity', M.gravityOutOfRange],
    ['gravity 6', { gravity: 6 }, 'gravity', M.gravityOutOfRange],
    ['gravity 2.5', { gravity: 2.5 }, 'gravity', M.gravityOutOfRange],
    ['a gravity sent as text', { gravity: '3' }, 'gravity', M.gravityOutOfRange],
  ])('refuses %s with its message and stores nothing', async (_name, change, field, message) => {
    const browser = await ctx.as('claire');
    const [requests, mails] = [await countOf(supportRequests), await countOf(mailOutbox)];
    const res = await browser.post('/api/support/', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldErrorBody(field, message));
    expect([await countOf(supportRequests), await countOf(mailOutbox)]).toEqual([requests, mails]);
  });

  it('refuses anonymous callers', async () => {
    const res = await ctx.client().post('/api/support/', valid);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_authenticated');
  });
});
