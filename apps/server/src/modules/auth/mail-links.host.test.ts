import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { users } from '../users/users.tables';

/**
 * Mailed links on the company's own host (issue 21): a company's people sign in at its host only, and every link went
 * to PUBLIC_URL (Acme's host, localhost:8000 here), so a Globex reset link opened a page where the Globex user could not
 * sign in. Links keep PUBLIC_URL's scheme and port and take the company's host (globex.localhost in the demo).
 */
const ctx = useTestApp();

/** The text of the last mail queued to `address`, once the background tasks (a reset's mail is one) are done. */
async function lastMailTo(address: string): Promise<string> {
  await ctx.app.tasks.idle();
  const [row] = await ctx.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`${address} = ANY(${mailOutbox.to})`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(row, `a mail to ${address}`).toBeTruthy();
  return row!.text;
}

const emailOf = async (username: string) =>
  (await ctx.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email;

describe('links in mails', () => {
  it("a Globex user's reset link opens on the Globex host, an Acme user's on Acme's", async () => {
    const anonymous = await ctx.clientFor('globex-user');
    expect((await anonymous.post('/api/reset-password/', { username: 'globex-user' })).status).toBe(204);
    expect(await lastMailTo(await emailOf('globex-user'))).toMatch(
      /http:\/\/globex\.localhost:8000\/change-password\/[\w-]+/,
    );
    expect((await ctx.client().post('/api/reset-password/', { username: 'alice' })).status).toBe(204);
    expect(await lastMailTo(await emailOf('alice'))).toMatch(/http:\/\/localhost:8000\/change-password\/[\w-]+/);
  });

  it("a Globex administrator's invitation and e-mail change links open on the Globex host", async () => {
    const admin = await ctx.as('globex-admin');
    const created = await admin.post('/api/user/', {
      username: 'globex.newcomer',
      first_name: 'Nina',
      last_name: 'Globex',
      email: 'nina@globex-corp.fr',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await lastMailTo('nina@globex-corp.fr')).toMatch(/http:\/\/globex\.localhost:8000\/change-password\//);

    const renamed = await admin.put(`/api/user/${created.body.id}/`, {
      username: 'globex.newcomer',
      first_name: 'Nina',
      last_name: 'Globex',
      email: 'nina.new@globex-corp.fr',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await lastMailTo('nina.new@globex-corp.fr')).toMatch(/http:\/\/globex\.localhost:8000\/confirm-email\//);
  });
});
