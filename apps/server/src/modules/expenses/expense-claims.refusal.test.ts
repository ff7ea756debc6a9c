import { EXPENSE_MESSAGES as M } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { claimOf } from './expense-claims.test-helpers';

/**
 * A claim's refusal says why (issue 25), as a leave's: optional, kept on the claim while it is refused and in the
 * refusal's history entry, mailed to the owner, cleared by the next status change. Months before 2020 hold no demo
 * claim.
 */
const ctx = useTestApp();
let alice: TestClient;
let manager: TestClient;
beforeAll(async () => {
  [alice, manager] = await Promise.all([ctx.as('alice'), ctx.as('manager')]);
});

const patch = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.patch(`/api/expense-claim/${id}/`, body);
/** A sent claim of Alice's (a meal: an empty claim is not sent). */
const sentClaim = async (month: string) => {
  const id = await claimOf(alice, month, 1);
  expect((await patch(alice, id, { status: 'submitted' })).status).toBe(200);
  return id;
};
const mailsAbout = async (month: string) =>
  (await ctx.db.select().from(mailOutbox)).filter((m) => m.subject.includes(`Note de frais refusée : ${month}`));

describe('refusing an expense claim', () => {
  it('keeps the reason on the claim and in its history, and mails it to the owner', async () => {
    const id = await sentClaim('2016-10');
    const refused = await patch(manager, id, { status: 'refused', reason: 'Le ticket du 3 est illisible.' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Le ticket du 3 est illisible.' });
    expect((await alice.get(`/api/expense-claim/${id}/`)).body.refusal_reason).toBe('Le ticket du 3 est illisible.');
    const history = await alice.get(`/api/expense-claim/${id}/history/`);
    expect(history.body.at(-1)).toMatchObject({
      user: { first_name: 'Marc' },
      change_message: { status: 'refused', refusal_reason: 'Le ticket du 3 est illisible.' },
    });
    const [mail] = await mailsAbout('octobre 2016');
    expect(mail!.to).toEqual(['alice@acme-conseil.fr']);
    expect(mail!.text).toContain("Votre note de frais d'octobre 2016 est refusée.");
    expect(mail!.text).toContain('Motif : Le ticket du 3 est illisible.');
    // In Alice's language, French (issue 28).
    expect(mail!.text).not.toContain('Reason:');
    expect(mail!.text).toContain(`/expenses/${id}`);
    // Accepted after all: the reason belonged to the refusal; the history keeps it.
    expect((await patch(manager, id, { status: 'accepted' })).body.refusal_reason).toBeNull();
    expect((await alice.get(`/api/expense-claim/${id}/history/`)).body.at(-1).change_message).toEqual({
      status: 'accepted',
    });
  });

  it('refuses without a reason too: no reason in the history, no "Motif" line in the mail', async () => {
    const id = await sentClaim('2016-11');
    const refused = await patch(manager, id, { status: 'refused' });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: null });
    expect((await alice.get(`/api/expense-claim/${id}/history/`)).body.at(-1).change_message).toEqual({
      status: 'refused',
    });
    const [mail] = await mailsAbout('novembre 2016');
    expect(mail!.text).not.toContain('Motif');
  });

  it('answers 400 to a reason with another status or a transport cost, and changes nothing', async () => {
    const id = await sentClaim('2016-12');
    const answers = await Promise.all([
      patch(manager, id, { status: 'accepted', reason: 'Bien' }),
      patch(manager, id, { transport_cost: 12, reason: 'Pass' }),
    ]);
    const codes = answers.map((res) => [res.status, res.body.detail, res.body.field_codes?.reason?.[0]?.code]);
    expect(codes).toEqual([
      [400, M.reasonOnlyWhenRefusing, 'expense.reasonOnlyWhenRefusing'],
      [400, M.reasonOnlyWhenRefusing, 'expense.reasonOnlyWhenRefusing'],
    ]);
    expect((await alice.get(`/api/expense-claim/${id}/`)).body).toMatchObject({
      status: 'submitted',
      transport_cost: 0,
    });
  });
});
