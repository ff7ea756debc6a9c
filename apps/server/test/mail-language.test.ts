import { ACCOUNT_MESSAGES as M } from '@staff/shared';
import { desc, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { futureMonday, span, typeId } from '../src/modules/leaves/leaves.test-helpers';
import { mailOutbox } from '../src/platform/mail/outbox.tables';
import { useTestApp } from './app';
import { withCompanyPreferences } from './company-preferences';
import { fieldErrorBody } from './expectations';

/*
 * Mails in the reader's language (issue 28): the language set from the interface's switch (PATCH my_account/), and
 * each reader of a mail getting the rendering of theirs.
 */

const ctx = useTestApp();

const lastMailId = async () =>
  (await ctx.db.select({ last: sql<number>`coalesce(max(${mailOutbox.id}), 0)` }).from(mailOutbox))[0]!.last;
const mailsSince = (id: number) => ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);

describe('PATCH /api/my_account/: the user’s language', () => {
  it('records the switch and answers it in my_account, French by default', async () => {
    const bob = await ctx.as('bob');
    expect((await bob.get('/api/my_account/')).body.language).toBe('fr');
    const res = await bob.patch('/api/my_account/', { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'bob', language: 'en' });
    expect((await bob.get('/api/my_account/')).body.language).toBe('en');
    expect((await bob.patch('/api/my_account/', { language: 'fr' })).body.language).toBe('fr');
  });

  it('refuses another language, another field and a signed-out browser', async () => {
    const bob = await ctx.as('bob');
    const wrong = await bob.patch('/api/my_account/', { language: 'de' });
    expect([wrong.status, wrong.body]).toEqual([400, fieldErrorBody('language', M.languageInvalid)]);
    const other = await bob.patch('/api/my_account/', { language: 'en', first_name: 'Robert' });
    expect(other.status).toBe(400);
    expect((await bob.get('/api/my_account/')).body).toMatchObject({ first_name: 'Bob', language: 'fr' });
    expect((await ctx.client().patch('/api/my_account/', { language: 'en' })).status).toBe(401);
  });
});

describe('a mail in each reader’s language', () => {
  it('a leave request: the English manager reads English, the company’s leave address French; the decision in the requester’s', async () => {
    const alice = await ctx.as('alice');
    const manager = await ctx.as('manager');
    await manager.patch('/api/my_account/', { language: 'en' });
    try {
      await withCompanyPreferences(
        ctx,
        (current) => ({ ...current, leave: { recipients_for_validation: 'conges@acme-conseil.fr' } }),
        async () => {
          const since = await lastMailId();
          const monday = futureMonday(40);
          const created = await alice.post('/api/leave/', {
            ...span(monday, monday),
            type_of_leave: await typeId(ctx, 'Congés payés'),
            status: 'submitted',
          });
          expect(created.status).toBe(201);
          const [french, english, ...more] = await mailsSince(since);
          expect(more).toEqual([]);
          expect(french).toMatchObject({
            to: ['conges@acme-conseil.fr'],
            subject: 'Demande de congé à valider : Alice Martin',
          });
          expect(french!.text).toContain('Alice Martin demande un congé « Congés payés » du ');
          expect(french!.text).not.toContain('asks for');
          expect(english).toMatchObject({
            to: ['manager@acme-conseil.fr'],
            subject: 'Leave request to validate: Alice Martin',
          });
          expect(english!.text).toContain('Alice Martin asks for a "Congés payés" leave from ');
          expect(english!.text).toContain(`/leave_management/leave-view/${created.body.id}`);
          expect(english!.text).not.toContain('demande');

          // Alice switches to English: the decision reaches her in English.
          await alice.patch('/api/my_account/', { language: 'en' });
          const decided = await lastMailId();
          await manager.patch(`/api/leave/${created.body.id}/`, { status: 'refused', reason: 'Too many away' });
          const [decision, ...others] = await mailsSince(decided);
          expect(others).toEqual([]);
          expect(decision).toMatchObject({ to: ['alice@acme-conseil.fr'], subject: 'Your leave request is refused' });
          expect(decision!.text).toContain('Reason: Too many away');
        },
      );
    } finally {
      await manager.patch('/api/my_account/', { language: 'fr' });
      await alice.patch('/api/my_account/', { language: 'fr' });
    }
  });

  it('a reset link in the account’s language', async () => {
    const claire = await ctx.as('claire');
    await claire.patch('/api/my_account/', { language: 'en' });
    const res = await ctx.client().post('/api/reset-password/', { username: 'claire' });
    expect(res.status).toBeLessThan(300);
    // The route answers before it queues the mail (so its timing reveals nothing): wait for the row.
    let mail: typeof mailOutbox.$inferSelect | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      [mail] = await ctx.db
        .select()
        .from(mailOutbox)
        .where(sql`'claire@acme-conseil.fr' = ANY(${mailOutbox.to})`)
        .orderBy(desc(mailOutbox.id));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail?.subject).toContain('Password reset');
    expect(mail?.text).toContain('A password reset was requested for the account "claire".');
    expect(mail?.text).not.toContain('Bonjour');
  });
});
