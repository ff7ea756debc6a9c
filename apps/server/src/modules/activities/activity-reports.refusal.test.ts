import { ACTIVITY_MESSAGES } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { reportOf } from './activity-reports.test-helpers';

/**
 * A report's refusal says why (issue 25), as a leave's: optional, kept on the report while it is refused, mailed to
 * the owner, cleared by the next status change. Months of 2016 hold no demo report.
 */
const ctx = useTestApp();
let alice: TestClient;
let manager: TestClient;
beforeAll(async () => {
  alice = await ctx.as('alice');
  manager = await ctx.as('manager');
});

const patch = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.patch(`/api/activity-report/${id}/`, body);
const mailsAbout = async (month: string) =>
  (await ctx.db.select().from(mailOutbox)).filter((m) => m.subject.includes(`Rapport d'activité refusé : ${month}`));

describe('refusing an activity report', () => {
  it('keeps the reason on the report, shows it to the owner and mails it in her language', async () => {
    const id = await reportOf(alice, '2016-10');
    await patch(alice, id, { status: 'submitted' });
    const refused = await patch(manager, id, { status: 'refused', reason: 'Il manque le 3 octobre.' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Il manque le 3 octobre.' });
    expect((await alice.get(`/api/activity-report/${id}/`)).body.refusal_reason).toBe('Il manque le 3 octobre.');
    const [mail] = await mailsAbout('octobre 2016');
    expect(mail!.to).toEqual(['alice@acme-conseil.fr']);
    expect(mail!.text).toContain("Votre rapport d'activité d'octobre 2016 est refusé");
    expect(mail!.text).toContain('Motif : Il manque le 3 octobre.');
    expect(mail!.text).not.toContain('Reason:');
    expect(mail!.text).toContain(`/activity/${id}`);
    // Unlocked to be corrected: the reason belonged to the refusal.
    expect((await patch(manager, id, { status: 'draft' })).body.refusal_reason).toBeNull();
  });

  it('refuses without a reason too, and mails no "Motif" line then', async () => {
    const id = await reportOf(alice, '2016-11');
    await patch(alice, id, { status: 'submitted' });
    const refused = await patch(manager, id, { status: 'refused', reason: '' });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: null });
    const [mail] = await mailsAbout('novembre 2016');
    expect(mail!.text).not.toContain('Motif');
  });

  it('answers 400 to a reason on another status, on the reason field, and changes nothing', async () => {
    const id = await reportOf(alice, '2016-12');
    await patch(alice, id, { status: 'submitted' });
    const res = await patch(manager, id, { status: 'accepted', reason: 'Bien' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: ACTIVITY_MESSAGES.reasonOnlyWhenRefusing,
      field_codes: { reason: [{ code: 'activity.reasonOnlyWhenRefusing' }] },
    });
    expect((await alice.get(`/api/activity-report/${id}/`)).body.status).toBe('submitted');
  });

  it('takes a reason of at most the leave’s length (1,000 characters)', async () => {
    const id = await reportOf(alice, '2016-07');
    await patch(alice, id, { status: 'submitted' });
    const res = await patch(manager, id, { status: 'refused', reason: 'x'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('reason');
    expect((await alice.get(`/api/activity-report/${id}/`)).body.status).toBe('submitted');
  });
});
