import { addDays, leavesOverlap } from '@staff/shared';
import { eq, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { now } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { leaves } from './leaves.tables';
import { futureMonday, span, typeId, userId } from './leaves.test-helpers';

const ctx = useTestApp();

async function submitted(client: TestClient, weeks: number, type = 'Congés payés') {
  const monday = futureMonday(weeks);
  const res = await client.post('/api/leave/', {
    ...span(monday, addDays(monday, 1)),
    type_of_leave: await typeId(ctx, type),
    status: 'submitted',
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('deciding on a leave', () => {
  it('lets the manager of the service validate, and mails the requester', async () => {
    const leave = await submitted(await ctx.as('alice'), 50);
    const manager = await ctx.as('manager');
    const res = await manager.patch(`/api/leave/${leave.id}/`, { status: 'accepted' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('accepted');
    const [mail] = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%acceptée%'));
    expect(mail?.to).toEqual(['alice@acme-conseil.fr']);
  });

  it('answers 404 to a decision from a manager of another service, and from a collaborator', async () => {
    const leave = await submitted(await ctx.as('alice'), 51);
    // Neither may see the leave by its address (leaves.policy.ts): 404, as for another company's.
    expect((await (await ctx.as('jmoreau')).patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).status).toBe(404);
    expect((await (await ctx.as('bob')).patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).status).toBe(404);
  });

  it('never lets anyone decide on their own leave', async () => {
    const rh = await ctx.as('rh');
    const leave = await submitted(rh, 52);
    const res = await rh.patch(`/api/leave/${leave.id}/`, { status: 'accepted' });
    // rh sees her own leave but no transition to accepted is ever hers: 403, not a status conflict.
    expect(res.status).toBe(403);
    expect(leave.actions).toEqual(['cancel']);
  });

  it('gives exactly one of two concurrent decisions', async () => {
    const leave = await submitted(await ctx.as('bob'), 53);
    const [manager, rh] = await Promise.all([ctx.as('manager'), ctx.as('rh')]);
    const results = await Promise.all([
      manager.patch(`/api/leave/${leave.id}/`, { status: 'accepted' }),
      rh.patch(`/api/leave/${leave.id}/`, { status: 'refused' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    const winner = results.find((r) => r.status === 200)!;
    expect(row!.status).toBe(winner.body.status);
  });

  it('unsubmits an accepted leave back to draft (validator), and the owner then deletes it', async () => {
    const alice = await ctx.as('alice');
    const leave = await submitted(alice, 54);
    const manager = await ctx.as('manager');
    await manager.patch(`/api/leave/${leave.id}/`, { status: 'accepted' });
    expect((await alice.patch(`/api/leave/${leave.id}/`, { status: 'draft' })).status).toBe(409);
    expect((await alice.delete(`/api/leave/${leave.id}/`)).status).toBe(409);
    expect((await manager.patch(`/api/leave/${leave.id}/`, { status: 'draft' })).body.status).toBe('draft');
    expect((await alice.delete(`/api/leave/${leave.id}/`)).status).toBe(204);
    expect((await alice.get(`/api/leave/${leave.id}/`)).status).toBe(404);
  });

  it('lets the requester cancel a submitted leave that has not begun, back to draft', async () => {
    const claire = await ctx.as('claire');
    const leave = await submitted(claire, 55);
    expect(leave.editable).toBe(false);
    const res = await claire.patch(`/api/leave/${leave.id}/`, { status: 'draft' });
    expect(res.body).toMatchObject({ status: 'draft', editable: true });
  });

  it('lets a manager edit a submitted leave, not its requester, and refuses a stale version', async () => {
    const alice = await ctx.as('alice');
    const leave = await submitted(alice, 56);
    const body = { ...span(leave.begin_date, leave.end_date), type_of_leave: leave.type_of_leave, status: 'submitted' };
    expect((await alice.put(`/api/leave/${leave.id}/`, body)).status).toBe(409);
    const manager = await ctx.as('manager');
    const edited = await manager.put(`/api/leave/${leave.id}/`, { ...body, end_period: 'AM', version: leave.version });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ number_of_days: 1.5, status: 'submitted' });
    const stale = await manager.put(`/api/leave/${leave.id}/`, { ...body, version: leave.version });
    expect(stale.status).toBe(412);
  });

  it('does not count a refused leave as an overlap', async () => {
    const bob = await ctx.as('bob');
    const leave = await submitted(bob, 57);
    await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'refused' });
    const again = await bob.post('/api/leave/', {
      ...span(leave.begin_date, leave.end_date),
      type_of_leave: leave.type_of_leave,
    });
    expect(again.status).toBe(201);
  });

  it('keeps the history of every change', async () => {
    const alice = await ctx.as('alice');
    const leave = await submitted(alice, 58);
    await (await ctx.as('manager')).patch(`/api/leave/${leave.id}/`, { status: 'refused' });
    const history = await alice.get<any[]>(`/api/leave/${leave.id}/history/`);
    expect(history.body.map((h) => [h.action_flag, h.user.username, h.change_message.status])).toEqual([
      [1, 'alice', 'submitted'],
      [2, 'manager', 'refused'],
    ]);
    expect(history.body[0].change_message).toMatchObject({ begin_date: leave.begin_date, end_date: leave.end_date });
    expect((await (await ctx.as('bob')).get(`/api/leave/${leave.id}/history/`)).status).toBe(404);
  });
});

describe('who sees what', () => {
  it('shows accepted leaves to everybody, submitted ones to managers, refused ones to nobody else', async () => {
    const alice = await ctx.as('alice');
    const accepted = await submitted(alice, 60);
    const pending = await submitted(alice, 61);
    const refused = await submitted(alice, 62);
    const manager = await ctx.as('manager');
    await manager.patch(`/api/leave/${accepted.id}/`, { status: 'accepted' });
    await manager.patch(`/api/leave/${refused.id}/`, { status: 'refused' });
    const seenBy = async (username: string) => {
      const res = await (await ctx.as(username)).get<any>(`/api/leave/?owner=${accepted.owner}&limit=1000`);
      return new Set(res.body.results.map((l: { id: number }) => l.id));
    };
    const bob = await seenBy('bob');
    expect([bob.has(accepted.id), bob.has(pending.id), bob.has(refused.id)]).toEqual([true, false, false]);
    const jmoreau = await seenBy('jmoreau');
    expect([jmoreau.has(accepted.id), jmoreau.has(pending.id), jmoreau.has(refused.id)]).toEqual([true, true, false]);
    const own = await seenBy('alice');
    expect([own.has(accepted.id), own.has(pending.id), own.has(refused.id)]).toEqual([true, true, true]);
  });

  it('hides the type of a confidential leave from colleagues', async () => {
    const claire = await ctx.as('claire');
    const monday = futureMonday(63);
    const sick = await claire.post('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'Maladie'),
    });
    await ctx.db.update(leaves).set({ status: 'accepted' }).where(eq(leaves.id, sick.body.id));
    const bob = await ctx.as('bob');
    const listed = await bob.get<any>(`/api/leave/?owner=${sick.body.owner}&limit=1000`);
    const seen = listed.body.results.find((l: { id: number }) => l.id === sick.body.id);
    expect(seen).toMatchObject({ type_of_leave: null, type: null, status: 'accepted' });
    // By its address, the leave is its owner's and validators' only.
    expect((await bob.get(`/api/leave/${sick.body.id}/`)).status).toBe(404);
    const bySelf = await claire.get(`/api/leave/${sick.body.id}/`);
    expect(bySelf.body.type.value).toBe('Maladie');
  });

  it('lists for the back office only the leaves the user decides on', async () => {
    const manager = await ctx.as('manager');
    const res = await manager.get<any>('/api/leave/?managed=true&limit=1000');
    const owners = new Set(
      res.body.results.map((l: { owner_object: { first_name: string } }) => l.owner_object.first_name),
    );
    expect([...owners].sort()).toEqual(['Alice', 'Bob', 'Claire']);
    const rh = await (await ctx.as('rh')).get<any>('/api/leave/?managed=true&limit=1');
    expect(rh.body.count).toBeGreaterThan(res.body.count);
  });

  it('sums the days per status for a year, for `owner=me`', async () => {
    const bob = await ctx.as('bob');
    const year = new Date().getFullYear();
    const mine = await bob.get(`/api/leave/totals/?owner=me&for_year=${year}`);
    const byId = await bob.get(`/api/leave/totals/?owner=${await userId(ctx, 'bob')}&for_year=${year}`);
    expect(mine.status).toBe(200);
    expect(mine.body.accepted).toBeGreaterThan(0);
    expect(mine.body).toEqual(byId.body);
  });
});

describe('the demo year of leaves', () => {
  it('has no two leaves of one person sharing a half-day, and nothing asked in the future', async () => {
    const rows = await ctx.db.select().from(leaves).where(ne(leaves.status, 'refused'));
    const byOwner = new Map<number, typeof rows>();
    for (const l of rows) byOwner.set(l.owner_id, [...(byOwner.get(l.owner_id) ?? []), l]);
    const clashes: string[] = [];
    for (const [owner, list] of byOwner) {
      for (const [i, a] of list.entries()) {
        for (const b of list.slice(i + 1))
          if (leavesOverlap(a, b)) clashes.push(`${owner}: ${a.begin_date} / ${b.begin_date}`);
      }
    }
    expect(clashes).toEqual([]);
    expect(rows.filter((l) => l.submission_date && l.submission_date.getTime() > now().getTime())).toEqual([]);
  });
});

describe('the POST validate/ and cancel/ sub-paths (spec/2 §7): the PATCH they stand for', () => {
  it('validate/ accepts as PATCH {status: accepted} does, with the same answer, mail and refusals', async () => {
    const leave = await submitted(await ctx.as('alice'), 70);
    // Whoever may not see the leave: 404; its requester: 403 (nobody decides on their own leave).
    expect((await (await ctx.as('bob')).post(`/api/leave/${leave.id}/validate/`)).status).toBe(404);
    expect((await (await ctx.as('alice')).post(`/api/leave/${leave.id}/validate/`)).status).toBe(403);
    const manager = await ctx.as('manager');
    const res = await manager.post(`/api/leave/${leave.id}/validate/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await manager.get(`/api/leave/${leave.id}/`)).body);
    expect(res.body.status).toBe('accepted');
    const mails = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%acceptée%'));
    expect(mails.filter((mail) => mail.text.includes(`/leave/view/${leave.id}`))).toHaveLength(1);
    // Accepted already: the status forbids it now, 409 as the PATCH answers.
    const again = await manager.post(`/api/leave/${leave.id}/validate/`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual((await manager.patch(`/api/leave/${leave.id}/`, { status: 'accepted' })).body);
  });

  it('cancel/ takes a leave back to draft: the requester’s cancel, a validator’s unsubmit', async () => {
    const claire = await ctx.as('claire');
    const mine = await submitted(claire, 71);
    const cancelled = await claire.post(`/api/leave/${mine.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'draft', editable: true });
    // A draft has nothing to take back.
    expect((await claire.post(`/api/leave/${mine.id}/cancel/`)).status).toBe(409);

    const alice = await ctx.as('alice');
    const accepted = await submitted(alice, 72);
    const manager = await ctx.as('manager');
    await manager.post(`/api/leave/${accepted.id}/validate/`);
    // Accepted, the requester may no longer take it back; its validator may.
    expect((await alice.post(`/api/leave/${accepted.id}/cancel/`)).status).toBe(409);
    expect((await manager.post(`/api/leave/${accepted.id}/cancel/`)).body.status).toBe('draft');
  });
});
