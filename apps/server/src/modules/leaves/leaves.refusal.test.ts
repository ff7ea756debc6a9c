import { addDays, TEXT_LIMITS } from '@staff/shared';
import { desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { fieldErrorBody } from '../../../test/expectations';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { leaves } from './leaves.tables';
import { futureMonday, span, typeId } from './leaves.test-helpers';

/** Refusing says why (optional): stored, shown to the requester on the leave, in its history and in the mail. */
const ctx = useTestApp();

async function submitted(weeks: number) {
  const alice = await ctx.as('alice');
  const monday = futureMonday(weeks);
  const res = await alice.post('/api/leave/', {
    ...span(monday, addDays(monday, 1)),
    type_of_leave: await typeId(ctx, 'Congés payés'),
    status: 'submitted',
  });
  expect(res.status).toBe(201);
  return { alice, leave: res.body as { id: number } };
}

const refusalMails = () =>
  ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%refusée%')).orderBy(desc(mailOutbox.id));

describe('refusing a leave with a reason', () => {
  const reason = "Trop d'absents cette semaine-là.\nProposez la suivante ?";

  it('stores the reason, shows it to the requester, in the history and in the mail', async () => {
    const { alice, leave } = await submitted(70);
    const manager = await ctx.as('manager');
    const res = await manager.patch(`/api/leave/${leave.id}/`, { status: 'refused', reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refused', refusal_reason: reason });

    expect((await alice.get(`/api/leave/${leave.id}/`)).body.refusal_reason).toBe(reason);
    const history = (await alice.get(`/api/leave/${leave.id}/history/`)).body;
    expect(history.at(-1).change_message).toEqual({ status: 'refused', refusal_reason: reason });
    expect(history.at(-1).user.username).toBe('manager');

    const [mail] = await refusalMails();
    expect(mail?.to).toEqual(['alice@acme-conseil.fr']);
    expect(mail?.text).toContain(`Motif : ${reason}`);
    // Alice reads French (issue 28); the English "Reason:" is leaves.mails.test.ts's.
    expect(mail?.text).not.toContain('Reason:');
    expect(mail?.text).toContain(`/leave/view/${leave.id}`);
  });

  it('refuses without a reason too, and the mail then gives none', async () => {
    const { leave } = await submitted(71);
    const res = await (await ctx.as('rh')).patch(`/api/leave/${leave.id}/`, { status: 'refused', reason: '' });
    expect(res.body).toMatchObject({ status: 'refused', refusal_reason: null });
    const [mail] = await refusalMails();
    expect(mail?.text).toContain(`/leave/view/${leave.id}`);
    expect(mail?.text).not.toContain('Motif');
  });

  it('clears the reason when the requester takes the leave back, without saying so in the history', async () => {
    const { alice, leave } = await submitted(72);
    await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'refused', reason });
    const back = await alice.patch(`/api/leave/${leave.id}/`, { status: 'draft' });
    expect(back.body).toMatchObject({ status: 'draft', refusal_reason: null });
    const history = (await alice.get(`/api/leave/${leave.id}/history/`)).body;
    expect(history.at(-1).change_message).toEqual({ status: 'draft' });
    // The refusal's entry keeps its reason.
    expect(history.at(-2).change_message.refusal_reason).toBe(reason);
  });

  it.each([
    ['too long', 'x'.repeat(TEXT_LIMITS.reason + 1)],
    ['a NUL', 'non\u0000'],
    ['a control character', 'bell\u0007'],
    ['not a string', 42],
  ])('answers 400 to a reason with %s, and changes nothing', async (_, bad) => {
    const { leave } = await submitted(73);
    const res = await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'refused', reason: bad });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('reason');
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(row).toMatchObject({ status: 'submitted', refusal_reason: null });
    await (await ctx.as('alice')).patch(`/api/leave/${leave.id}/`, { status: 'draft' });
    await (await ctx.as('alice')).delete(`/api/leave/${leave.id}/`);
  });

  it('keeps a reason at the limit whole', async () => {
    const { leave } = await submitted(74);
    const long = 'é'.repeat(TEXT_LIMITS.reason);
    const res = await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'refused', reason: long });
    expect(res.body.refusal_reason).toBe(long);
  });

  it('answers 400 to a reason sent with another decision', async () => {
    const { leave } = await submitted(75);
    const res = await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'accepted', reason });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('reason', 'A reason is given only when refusing a leave.'));
  });

  it('shows the reason to nobody but the requester and those who decide', async () => {
    const { leave } = await submitted(76);
    await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'refused', reason });
    expect((await (await ctx.as('compta')).get(`/api/leave/${leave.id}/`)).body.refusal_reason).toBe(reason);
    // A colleague does not see a refused leave at all.
    expect((await (await ctx.as('bob')).get(`/api/leave/${leave.id}/`)).status).toBe(404);
  });
});
