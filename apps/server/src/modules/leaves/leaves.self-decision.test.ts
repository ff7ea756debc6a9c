import { addDays, LEAVE_MESSAGES } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { typesOfLeave } from '../reference/reference.tables';
import { serviceMembers, services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { leaves } from './leaves.tables';
import { futureMonday, nextBusinessDay, span, typeId, userId } from './leaves.test-helpers';

/**
 * Issue 6, defect 4: nobody decides on their own request, whatever the path, and a leave made on someone's behalf
 * obeys the rules of their own request (attachment, precision, notice, overlap, who may take leaves).
 */
const ctx = useTestApp();

async function userRow(username: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** The type of leave of the user's own company by name (Globex has its own). */
async function typeOf(companyId: number, name: string) {
  const [row] = await ctx.db
    .select({ id: typesOfLeave.id })
    .from(typesOfLeave)
    .where(and(eq(typesOfLeave.company_id, companyId), eq(typesOfLeave.name, name)));
  return row!.id;
}

const leavesOf = (ownerId: number) => ctx.db.select().from(leaves).where(eq(leaves.owner_id, ownerId));

describe('nobody decides on their own leave', () => {
  it.each([['rh'], ['compta'], ['admin'], ['globex-admin']])(
    '%s cannot delegate an accepted leave to themselves',
    async (username) => {
      const me = await userRow(username);
      const client = await ctx.as(username);
      const before = (await leavesOf(me.id)).length;
      const monday = futureMonday(160);
      const res = await client.post('/api/leave/delegation/', {
        employees: [me.id],
        ...span(monday, monday),
        type_of_leave: await typeOf(Number(me.company_id), 'RTT'),
        submit: true,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'self_delegation',
        detail: LEAVE_MESSAGES.selfDelegation,
        fields: { employees: [LEAVE_MESSAGES.selfDelegation] },
      });
      expect(await leavesOf(me.id)).toHaveLength(before);
    },
  );

  it('delegates for a service the manager belongs to without him', async () => {
    const manager = await userRow('manager');
    const bob = await userId(ctx, 'bob');
    const [service] = await ctx.db
      .insert(services)
      .values({ company_id: 1, name: 'Comité', manager_id: manager.id })
      .returning();
    await ctx.db.insert(serviceMembers).values([
      { company_id: 1, service_id: service!.id, user_id: manager.id },
      { company_id: 1, service_id: service!.id, user_id: bob },
    ]);
    const monday = futureMonday(161);
    const res = await (await ctx.as('manager')).post('/api/leave/delegation/', {
      service: service!.id,
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'RTT'),
      submit: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.results.map((l: { owner: number }) => l.owner)).toEqual([bob]);
    expect((await leavesOf(manager.id)).filter((l) => l.begin_date === monday)).toEqual([]);
  });

  it('keeps a validator’s own submitted leave out of their hands: no edit, no decision', async () => {
    const rh = await ctx.as('rh');
    const monday = futureMonday(162);
    const body = { ...span(monday, addDays(monday, 1)), type_of_leave: await typeId(ctx, 'RTT'), status: 'submitted' };
    const leave = await rh.post('/api/leave/', body);
    expect(leave.body).toMatchObject({ status: 'submitted', editable: false, actions: ['cancel'] });
    const edit = await rh.put(`/api/leave/${leave.body.id}/`, {
      ...body,
      end_period: 'AM',
      version: leave.body.version,
    });
    expect(edit.status).toBe(409);
    expect((await rh.patch(`/api/leave/${leave.body.id}/`, { status: 'accepted' })).status).toBe(403);
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, leave.body.id));
    expect(row).toMatchObject({ status: 'submitted', half_days: 4 });
  });
});

describe('a leave made on someone’s behalf obeys their own request’s rules', () => {
  it.each([
    ['admin', 'rh'],
    ['compta', 'rh'],
  ])('refuses a leave for %s, who does not take leaves (asked by %s)', async (ownerName, actor) => {
    const owner = await userRow(ownerName);
    const client = await ctx.as(actor);
    const monday = futureMonday(163);
    const body = { ...span(monday, monday), type_of_leave: await typeId(ctx, 'RTT') };
    const delegated = await client.post('/api/leave/delegation/', { ...body, employees: [owner.id], submit: true });
    expect(delegated.status).toBe(400);
    expect(delegated.body.detail).toBe(`${owner.first_name} ${owner.last_name}: ${LEAVE_MESSAGES.ownerTakesNoLeaves}`);
    const direct = await client.post('/api/leave/', { ...body, owner: owner.id, status: 'submitted' });
    expect(direct.status).toBe(400);
    expect(direct.body.fields).toEqual({ owner: [LEAVE_MESSAGES.ownerTakesNoLeaves] });
    expect(await leavesOf(owner.id)).toEqual([]);
  });

  const cases: [string, () => Promise<Record<string, unknown>>, string, string][] = [
    [
      'an attachment the type forces',
      async () => ({ ...span(futureMonday(164), futureMonday(164)), type_of_leave: await typeId(ctx, 'Maladie') }),
      'attachments',
      LEAVE_MESSAGES.attachmentRequired,
    ],
    [
      'the precision the type asks for',
      async () => ({
        ...span(futureMonday(165), futureMonday(165)),
        type_of_leave: await typeId(ctx, 'Congé exceptionnel'),
      }),
      'precision',
      LEAVE_MESSAGES.precisionRequired,
    ],
    [
      'the notice the type asks for',
      async () => ({
        ...span(nextBusinessDay(), nextBusinessDay()),
        type_of_leave: await typeId(ctx, 'Congé sans solde'),
      }),
      'begin_date',
      'This type of leave must be requested 15 days in advance.',
    ],
  ];

  it.each(cases)('refuses an accepted delegated leave without %s', async (_name, makeBody, field, message) => {
    const manager = await ctx.as('manager');
    const claire = await userId(ctx, 'claire');
    const body = await makeBody();
    const before = (await leavesOf(claire)).length;
    const res = await manager.post('/api/leave/delegation/', { ...body, employees: [claire], submit: true });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`Claire Petit: ${message}`);
    expect(res.body.fields).toEqual({ [field]: [message] });
    const direct = await manager.post('/api/leave/', { ...body, owner: claire, status: 'submitted' });
    expect(direct.status).toBe(400);
    expect(direct.body.detail).toBe(message);
    expect(await leavesOf(claire)).toHaveLength(before);
  });

  it('delegates a type that forces an attachment as a draft, to be completed', async () => {
    const manager = await ctx.as('manager');
    const monday = futureMonday(166);
    const res = await manager.post('/api/leave/delegation/', {
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'Maladie'),
      employees: [await userId(ctx, 'claire')],
    });
    expect(res.status).toBe(201);
    expect(res.body.results.map((l: { status: string }) => l.status)).toEqual(['draft']);
  });
});

describe('a refused leave taken back', () => {
  it('counts again for overlaps, so it cannot come back over days taken since', async () => {
    const alice = await ctx.as('alice');
    const monday = futureMonday(167);
    const body = { ...span(monday, addDays(monday, 1)), type_of_leave: await typeId(ctx, 'RTT') };
    const first = await alice.post('/api/leave/', { ...body, status: 'submitted' });
    await (await ctx.as('manager')).patch(`/api/leave/${first.body.id}/`, { status: 'refused' });
    expect((await alice.post('/api/leave/', body)).status).toBe(201);
    const back = await alice.patch(`/api/leave/${first.body.id}/`, { status: 'draft' });
    expect(back.status).toBe(400);
    expect(back.body.detail).toMatch(/^You've already taken leaves for this period/);
  });
});
