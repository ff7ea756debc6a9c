import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { users } from '../users/users.tables';
import { missionOrders } from './mission-orders.tables';
import { createdOrder, orderBody, setMissionOrdersFlag, userId } from './mission-orders.test-helpers';

/**
 * Who sees and does what with one mission order (mission-orders.policy.ts): its owner (mission_orders.view) and the
 * manager it names (mission_orders.create); 404 to anyone else, 403 when the act is never theirs, 409 when the status
 * forbids it now. The route walk checks the flag and the permissions on every route; here, the rules of one order.
 */
const ctx = useTestApp();
let manager: TestClient;
let alice: TestClient;
let order: { id: number };

beforeAll(async () => {
  manager = await ctx.as('manager');
  alice = await ctx.as('alice');
  order = (await createdOrder(ctx, manager, { status: 'submitted' })) as { id: number };
});

const url = (id: number) => `/api/mission-order/${id}/`;

describe('one order, every person', () => {
  it('is its owner’s and its manager’s; 404 to a colleague, another manager, hr, another company', async () => {
    expect((await alice.get(url(order.id))).status).toBe(200);
    expect((await manager.get(url(order.id))).status).toBe(200);
    for (const username of ['bob', 'jmoreau', 'rh', 'admin', 'globex-admin', 'globex-user']) {
      const client = await ctx.as(username);
      expect((await client.get(url(order.id))).status, username).toBe(404);
      expect((await client.patch(url(order.id), { status: 'accepted' })).status, username).toBe(404);
      expect((await client.delete(url(order.id))).status, username).toBe(404);
      expect((await client.get(`/api/pdf/mission-order/${order.id}`)).status, username).toBe(404);
    }
  });

  it('answers 404 before reading the body of someone who may not see the order', async () => {
    const bob = await ctx.as('bob');
    expect((await bob.put(url(order.id), { mission_object: 123 })).status).toBe(404);
    expect((await bob.post(`${url(order.id)}extend/`, {})).status).toBe(404);
  });

  it('403 when the act is never theirs: the manager signing, the employee reopening or extending', async () => {
    expect((await manager.patch(url(order.id), { status: 'accepted' })).status).toBe(403);
    expect((await alice.patch(url(order.id), { status: 'edition' })).status).toBe(403);
    expect((await alice.patch(url(order.id), { status: 'submitted' })).status).toBe(403);
    expect((await alice.post(`${url(order.id)}extend/`, { end_date: '2027-01-01' })).status).toBe(403);
  });

  it('a draft is the manager’s alone: 404 to its owner on every route and not in their list', async () => {
    const draft = await createdOrder(ctx, manager);
    expect((await manager.get(url(draft.id))).status).toBe(200);
    expect((await alice.get(url(draft.id))).status).toBe(404);
    expect((await alice.patch(url(draft.id), { status: 'accepted' })).status).toBe(404);
    expect((await alice.put(url(draft.id), await orderBody(ctx))).status).toBe(404);
    expect((await alice.delete(url(draft.id))).status).toBe(404);
    expect((await alice.get(`/api/pdf/mission-order/${draft.id}`)).status).toBe(404);
    const mine = await alice.get('/api/mission-order/?owner=me&limit=1000');
    const managed = await manager.get('/api/mission-order/?current_manager=me&limit=1000');
    expect(mine.body.results.map((o: { id: number }) => o.id)).not.toContain(draft.id);
    expect(managed.body.results.map((o: { id: number }) => o.id)).toContain(draft.id);
    expect(mine.body.results.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('409 when the status forbids it: signing a refused order, editing a signed order, deleting a reopened one', async () => {
    const draft = await createdOrder(ctx, manager);
    const refused = await createdOrder(ctx, manager, { status: 'submitted' });
    await alice.patch(url(refused.id), { status: 'refused' });
    const early = await alice.patch(url(refused.id), { status: 'accepted' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message_code: 'mission.transition',
      params: { from: 'refused', to: 'accepted' },
    });
    expect((await alice.put(url(refused.id), await orderBody(ctx))).body.message_code).toBe('mission.notEditable');
    expect((await alice.delete(url(refused.id))).body.message_code).toBe('mission.notDeletable');

    const signed = await createdOrder(ctx, manager, { status: 'submitted' });
    await alice.patch(url(signed.id), { status: 'accepted' });
    const edit = await manager.put(url(signed.id), await orderBody(ctx));
    expect(edit).toMatchObject({ status: 409, body: { message_code: 'mission.notEditable' } });
    await manager.patch(url(signed.id), { status: 'edition' });
    const removal = await manager.delete(url(signed.id));
    expect(removal).toMatchObject({ status: 409, body: { message_code: 'mission.notDeletable' } });
    expect((await manager.delete(url(draft.id))).status).toBe(204);
    expect(await ctx.db.select().from(missionOrders).where(eq(missionOrders.id, draft.id))).toEqual([]);
  });

  it('an asked order is completed on the form, never extended', async () => {
    const ask = await alice.post('/api/mission-order/travel/', {
      ...(await orderBody(ctx)),
      current_manager: await userId(ctx, 'manager'),
    });
    const res = await manager.post(`${url(ask.body.id)}extend/`, { end_date: '2027-02-01' });
    expect(res).toMatchObject({ status: 409, body: { message_code: 'mission.notExtendable' } });
  });
});

describe('creating an order', () => {
  it('for an active collaborator the caller manages; hr for anybody; never for oneself or another service', async () => {
    const body = async (owner: string) => orderBody(ctx, { owner: await userId(ctx, owner) });
    expect((await (await ctx.as('rh')).post('/api/mission-order/', await body('alice'))).status).toBe(201);
    for (const [caller, owner] of [
      ['manager', 'manager'],
      ['jmoreau', 'alice'],
      ['manager', 'globex-user'],
      ['manager', 'assistant'],
    ] as const) {
      const res = await (await ctx.as(caller)).post('/api/mission-order/', await body(owner));
      expect(res.status, `${caller} for ${owner}`).toBe(400);
      expect(res.body.field_codes).toEqual({ owner: [{ code: 'mission.unknownEmployee' }] });
    }
  });

  it('not for someone who left', async () => {
    const claire = await userId(ctx, 'claire');
    await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, claire));
    try {
      const res = await manager.post('/api/mission-order/', await orderBody(ctx, { owner: claire }));
      expect(res.body.field_codes).toEqual({ owner: [{ code: 'mission.unknownEmployee' }] });
    } finally {
      await ctx.db.update(users).set({ is_active: true }).where(eq(users.id, claire));
    }
  });

  it('names a customer of the company and one of its projects', async () => {
    const owner = await userId(ctx, 'alice');
    const unknown = await manager.post('/api/mission-order/', await orderBody(ctx, { owner, customer: 999_999 }));
    expect(unknown.body.field_codes).toEqual({ customer: [{ code: 'mission.unknownCustomer' }] });
    const other = await manager.post('/api/mission-order/', await orderBody(ctx, { owner, project: 999_999 }));
    expect(other.body.field_codes).toEqual({ project: [{ code: 'mission.projectOfCustomer' }] });
  });

  it('is the manager side: an employee or an assistant may not (403), nor anyone when the flag is off', async () => {
    const body = await orderBody(ctx, { owner: await userId(ctx, 'alice') });
    expect((await alice.post('/api/mission-order/', body)).status).toBe(403);
    expect((await (await ctx.as('assistant')).post('/api/mission-order/', body)).status).toBe(403);
    await setMissionOrdersFlag(ctx, 'manager', false);
    try {
      const off = await manager.get('/api/mission-order/');
      expect(off).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    } finally {
      await setMissionOrdersFlag(ctx, 'manager', true);
    }
  });
});

describe('the rules of the form, applied by the server (spec/2 §5.2)', () => {
  const post = async (extra: Record<string, unknown>) =>
    manager.post('/api/mission-order/', await orderBody(ctx, { owner: await userId(ctx, 'alice'), ...extra }));

  it.each([
    [{ end_date: '2026-12-01' }, 'end_date', 'The mission end date cannot be lower than the start date'],
    [{ public_transport: false }, 'personal_vehicle', 'Please fill transports fields.'],
    [{ mission_object: '' }, 'mission_object', 'Please fill all the necessary fields (*).'],
    [{ hotel_limit: 'cent' }, 'hotel_limit', 'Hotel limited to : is not number'],
    [{ hotel_limit: 1_000_000_000.01 }, 'hotel_limit', 'A mission order amount is between 0 and 1000000000.'],
    [
      { personal_vehicle: true, mileage_limit: 10.5 },
      'mileage_limit',
      'The number of kilometers repaid is a whole number.',
    ],
    [
      { accommodation_paid_by_company: true },
      'accommodation_paid_by_company',
      'Choose one accommodation option only: paid by the customer, paid by the structure or none.',
    ],
    [{ role: 'r'.repeat(151) }, 'role', null],
  ])('%j → 400 on %s', async (extra, field, message) => {
    const res = await post(extra);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    if (message) expect(res.body.fields[field]).toContain(message);
  });

  it('stores the global package alone: it clears the transports and the limits', async () => {
    const res = await post({ daily_package_flag: true, daily_package: 80, personal_vehicle: true, mileage_limit: 100 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      daily_package_flag: true,
      daily_package: 80,
      personal_vehicle: false,
      public_transport: false,
      mileage_limit: 0,
      hotel_limit: 0,
      none_expense: false,
    });
  });
});

describe('the lists', () => {
  it('the manager list holds the orders naming the caller; the employee list her own; a colleague none of them', async () => {
    const mine = await manager.get('/api/mission-order/?current_manager=me&limit=100');
    expect(mine.status).toBe(200);
    const managerId = await userId(ctx, 'manager');
    expect(mine.body.results.every((o: { current_manager: number }) => o.current_manager === managerId)).toBe(true);
    expect(mine.body.results.map((o: { id: number }) => o.id)).toContain(order.id);
    const own = await alice.get('/api/mission-order/?owner=me&limit=100');
    const aliceId = await userId(ctx, 'alice');
    expect(own.body.results.every((o: { owner: number }) => o.owner === aliceId)).toBe(true);
    const bob = await (await ctx.as('bob')).get('/api/mission-order/?limit=100');
    expect(bob.body.results.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const other = await (await ctx.as('jmoreau')).get('/api/mission-order/?current_manager=me');
    expect(other.body).toEqual({ count: 0, results: [] });
  });

  it('filters on status (asked for ask), employee, customer, dates; orders by status in the lifecycle', async () => {
    const all = (await manager.get('/api/mission-order/?current_manager=me&limit=1000')).body.results as {
      status: string;
    }[];
    const ranks = all.map((o) =>
      ['draft', 'submitted', 'accepted', 'refused', 'edition', 'signed', 'ask'].indexOf(o.status),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const asked = await manager.get('/api/mission-order/?current_manager=me&status=asked');
    expect(asked.body.results.length).toBeGreaterThan(0);
    expect(asked.body.results.every((o: { status: string }) => o.status === 'ask')).toBe(true);
    const bobId = await userId(ctx, 'bob');
    const ofBob = await manager.get(`/api/mission-order/?employee=${bobId}&ordering=-begin_date`);
    const begins = ofBob.body.results.map((o: { begin_date: string }) => o.begin_date);
    expect(begins).toEqual([...begins].sort().reverse());
    const span = await manager.get('/api/mission-order/?begin_date=2026-12-08&end_date=2026-12-09&limit=1000');
    for (const o of span.body.results) {
      expect(o.end_date >= '2026-12-08' && o.begin_date <= '2026-12-09').toBe(true);
    }
    expect((await manager.get('/api/mission-order/?ordering=password')).status).toBe(400);
  });
});
