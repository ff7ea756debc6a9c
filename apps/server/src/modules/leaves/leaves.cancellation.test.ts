import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';
import { futureMonday, submitTwoDays, typeId } from './leaves.test-helpers';

/**
 * The cancellation workflow (issue 28): under a type with activate_cancellation_workflow (RTT here), the requester of
 * an accepted leave asks to cancel it; the people who decide on their leaves accept (the leave goes back to draft, its
 * days back to the balance) or refuse (it stays accepted). Alice is of Développement, managed by "manager"; hr
 * decides on everybody's; bob is a colleague, jmoreau the manager of another service.
 */
const ctx = useTestApp();

let RTT: number;
let alice: TestClient;
let manager: TestClient;

type Leave = { id: number; status: string; cancellation_requested_at: string | null; actions: string[] };

beforeAll(async () => {
  RTT = await typeId(ctx, 'RTT');
  await ctx.db.update(typesOfLeave).set({ activate_cancellation_workflow: true }).where(eq(typesOfLeave.id, RTT));
  [alice, manager] = await Promise.all([ctx.as('alice'), ctx.as('manager')]);
});

/** An accepted two-day leave of Alice's in the `weeks`-th coming week, of RTT unless said. */
async function accepted(weeks: number, type = RTT): Promise<Leave> {
  const created = await submitTwoDays<Leave>(alice, weeks, type);
  const decided = await manager.patch<Leave>(`/api/leave/${created.id}/`, { status: 'accepted' });
  expect(decided.body.status).toBe('accepted');
  return decided.body;
}

/** Alice asks to cancel the leave: the answer keeps it accepted, with the request. */
async function requested(weeks: number): Promise<Leave> {
  const leave = await accepted(weeks);
  expect(leave.actions).toEqual(['unsubmit']); // the manager's answer: the request is the requester's
  expect((await alice.get<Leave>(`/api/leave/${leave.id}/`)).body.actions).toEqual(['request_cancellation']);
  const asked = await alice.patch<Leave>(`/api/leave/${leave.id}/`, { status: 'cancellation_requested' });
  expect(asked.status).toBe(200);
  return asked.body;
}

const mailsTo = (subject: string) =>
  ctx.db
    .select({ to: mailOutbox.to, text: mailOutbox.text })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${subject}%`));
const historyOf = async (id: number) =>
  (await alice.get<{ change_message: Record<string, unknown> }[]>(`/api/leave/${id}/history/`)).body.map(
    (entry) => entry.change_message,
  );
const rttRemaining = async (day: string) => {
  const rows = (await alice.get<{ type_of_leave: number; remaining: number }[]>(`/api/leave/balance/?date=${day}`))
    .body;
  return rows.find((row) => row.type_of_leave === RTT)!.remaining;
};

describe('asking to cancel an accepted leave', () => {
  it('keeps the leave accepted with the request, mails its validators and says it in the history', async () => {
    const leave = await requested(60);
    expect(leave.status).toBe('accepted');
    expect(leave.cancellation_requested_at).not.toBeNull();
    expect(leave.actions).toEqual([]);
    const seen = await manager.get<Leave>(`/api/leave/${leave.id}/`);
    expect(seen.body.actions).toEqual(['accept_cancellation', 'refuse_cancellation']);
    const [mail] = await mailsTo('Annulation de congé à valider : Alice');
    expect(mail?.to).toContain('manager@acme-conseil.fr');
    expect((await historyOf(leave.id)).at(-1)).toEqual({ cancellation: 'requested' });
  });

  it('is what a PATCH to draft means to the requester of an accepted leave under the workflow', async () => {
    const leave = await accepted(61);
    const asked = await alice.patch<Leave>(`/api/leave/${leave.id}/`, { status: 'draft' });
    expect(asked.body).toMatchObject({ status: 'accepted', cancellation_requested_at: expect.any(String) });
  });

  it('is what the spec/2 §7 POST cancel/ means too (the PATCH to draft it stands for)', async () => {
    const leave = await accepted(75);
    const asked = await alice.post<Leave>(`/api/leave/${leave.id}/cancel/`);
    expect(asked.body).toMatchObject({ status: 'accepted', cancellation_requested_at: expect.any(String) });
  });

  it('is asked once: a second request is refused with its message', async () => {
    const leave = await requested(62);
    const again = await alice.patch(`/api/leave/${leave.id}/`, { status: 'cancellation_requested' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('A cancellation of this leave is already requested: it waits for a decision.');
  });

  it('is listed for the back office, which filters on it, and shown to the requester in their list', async () => {
    const leave = await requested(63);
    const managed = await manager.get<{ results: Leave[] }>('/api/leave/?managed=true&cancellation_requested=true');
    expect(managed.body.results.map((l) => l.id)).toContain(leave.id);
    expect(managed.body.results.every((l) => l.cancellation_requested_at !== null)).toBe(true);
    const others = await manager.get<{ results: Leave[] }>('/api/leave/?managed=true&cancellation_requested=false');
    expect(others.body.results.map((l) => l.id)).not.toContain(leave.id);
    const own = await alice.get<{ results: Leave[] }>('/api/leave/?owner=me&limit=1000');
    expect(own.body.results.find((l) => l.id === leave.id)?.cancellation_requested_at).not.toBeNull();
  });

  it('waits in the inbox of those who decide, counted with the leaves', async () => {
    const leave = await requested(64);
    const inbox = await manager.get<{ by_kind: Record<string, number>; results: Record<string, unknown>[] }>(
      '/api/validation_inbox/?limit=1000',
    );
    const item = inbox.body.results.find((i) => i.kind === 'leave_cancellation' && i.id === leave.id);
    expect(item).toMatchObject({
      step: 'decide',
      days: 2,
      waiting_since: leave.cancellation_requested_at,
      actions: ['accept_cancellation', 'refuse_cancellation'],
    });
    expect(inbox.body.by_kind.leave_cancellation).toBeGreaterThan(0);
    const colleague = await (await ctx.as('jmoreau')).get<{ results: Record<string, unknown>[] }>(
      '/api/validation_inbox/?limit=1000',
    );
    expect(colleague.body.results.find((i) => i.id === leave.id)).toBeUndefined();
  });
});

describe('deciding on a request to cancel', () => {
  it('accepted: the leave goes back to draft, its days back to the balance; mail and history', async () => {
    const monday = futureMonday(65);
    const before = await rttRemaining(monday);
    const leave = await requested(65);
    // Until decided, the days still count.
    expect(await rttRemaining(monday)).toBe(before - 2);
    const res = await manager.patch<Leave>(`/api/leave/${leave.id}/`, {
      status: 'draft',
      action: 'accept_cancellation',
    });
    expect(res.body).toMatchObject({ status: 'draft', cancellation_requested_at: null });
    expect(await rttRemaining(monday)).toBe(before);
    const mails = await mailsTo("Votre demande d'annulation est acceptée");
    expect(mails.at(-1)?.to).toEqual(['alice@acme-conseil.fr']);
    expect(mails.at(-1)?.text).toContain('ses jours vous sont rendus');
    expect((await historyOf(leave.id)).at(-1)).toEqual({ status: 'draft', cancellation: 'accepted' });
  });

  it('refused: the leave stays accepted and the request is gone; mail and history', async () => {
    const leave = await requested(66);
    const res = await manager.patch<Leave>(`/api/leave/${leave.id}/`, {
      status: 'accepted',
      action: 'refuse_cancellation',
    });
    expect(res.body).toMatchObject({ status: 'accepted', cancellation_requested_at: null });
    const mails = await mailsTo("Votre demande d'annulation est refusée");
    expect(mails.at(-1)?.text).toContain('le congé reste accepté');
    expect((await historyOf(leave.id)).at(-1)).toEqual({ cancellation: 'refused' });
    // The requester may ask again, as long as the leave has not begun.
    expect((await alice.get<Leave>(`/api/leave/${leave.id}/`)).body.actions).toEqual(['request_cancellation']);
  });

  it('is nobody else’s: 404 to a colleague and to another service’s manager, 403 to the requester', async () => {
    const leave = await requested(67);
    for (const name of ['bob', 'jmoreau']) {
      const res = await (await ctx.as(name)).patch(`/api/leave/${leave.id}/`, { status: 'draft' });
      expect(res.status).toBe(404);
    }
    const own = await alice.patch(`/api/leave/${leave.id}/`, { status: 'draft', action: 'accept_cancellation' });
    expect(own.status).toBe(403);
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(row).toMatchObject({ status: 'accepted', cancellation_requested_at: expect.any(Date) });
  });

  it('gives exactly one of two validators deciding at once; the other is told it was decided', async () => {
    const leave = await requested(68);
    const rh = await ctx.as('rh');
    const results = await Promise.all([
      manager.patch(`/api/leave/${leave.id}/`, { status: 'draft', action: 'accept_cancellation' }),
      rh.patch(`/api/leave/${leave.id}/`, { status: 'accepted', action: 'refuse_cancellation' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({
      code: 'concurrent_change',
      message_code: 'leave.cancellationDecided',
      detail: 'This cancellation request has already been decided.',
    });
    const winner = results.find((r) => r.status === 200)!;
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(row).toMatchObject({ status: winner.body.status, cancellation_requested_at: null });
  });

  it('does not take a refusal for an acceptance: a late accept after a refusal is 409, the leave stays accepted', async () => {
    const leave = await requested(69);
    await manager.patch(`/api/leave/${leave.id}/`, { status: 'accepted', action: 'refuse_cancellation' });
    const late = await (await ctx.as('rh')).patch(`/api/leave/${leave.id}/`, {
      status: 'draft',
      action: 'accept_cancellation',
    });
    expect(late.status).toBe(409);
    expect(late.body.message_code).toBe('leave.cancellationDecided');
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(row!.status).toBe('accepted');
  });
});

describe('without the workflow, nothing changes', () => {
  it('offers the requester nothing on an accepted leave and refuses their PATCH to draft as before (409)', async () => {
    const leave = await accepted(71, await typeId(ctx, 'Congés payés'));
    expect((await alice.get<Leave>(`/api/leave/${leave.id}/`)).body.actions).toEqual([]);
    const res = await alice.patch(`/api/leave/${leave.id}/`, { status: 'draft' });
    expect(res.status).toBe(409);
    expect((await alice.patch(`/api/leave/${leave.id}/`, { status: 'cancellation_requested' })).status).toBe(403);
    const [row] = await ctx.db
      .select()
      .from(leaves)
      .where(and(eq(leaves.id, leave.id), eq(leaves.status, 'accepted')));
    expect(row?.cancellation_requested_at).toBeNull();
    // The validator still takes an accepted leave back directly.
    expect((await manager.patch<Leave>(`/api/leave/${leave.id}/`, { status: 'draft' })).body.status).toBe('draft');
  });
});
