import type { MissionOrderStatus } from '@staff/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { pdfText } from '../../../test/pdf-text';
import { countStatements, type StatementCounter } from '../../../test/statements';
import { missionOrders } from '../mission-orders/mission-orders.tables';
import { createdOrder } from '../mission-orders/mission-orders.test-helpers';
import { customers, projects } from '../projects/projects.tables';
import { claimOf, hotelReceipt, personOf, referencesOf } from './expense-lines.test-helpers';

/**
 * Expense claims that know the mission (issue 24): a line of Alice's claim dated inside her accepted order for the
 * line's customer carries the mission and the limits it exceeds, for her and for accounting; a line of another
 * customer, outside the days, or under an order not accepted, another owner's or another company's, carries none.
 * The orders are put straight into the table (their routes are the mission orders module's).
 */
const ctx = useTestApp();
let alice: TestClient;
let compta: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
let aliceId: number;
let bobId: number;
let project: number;
let otherCustomer: number;
let globex: number;
let counter: StatementCounter;

/** A mission of Alice's at the first customer, 2 to 6 of `month`, a personal vehicle and the structure's limits. */
async function missionOf(month: string, values: Partial<typeof missionOrders.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(missionOrders)
    .values({
      company_id: refs.companyId,
      owner_id: aliceId,
      current_manager_id: bobId,
      customer_id: refs.customer,
      project_id: project,
      mission_object: `Audit ${month}`,
      role: 'Auditrice',
      contact_name: 'M. Durand',
      begin_date: `${month}-02`,
      end_date: `${month}-06`,
      status: 'accepted' satisfies MissionOrderStatus,
      personal_vehicle: true,
      accommodation_paid_by_structure: true,
      mileage_limit: 300,
      breakfast_limit_cents: 1200,
      dinner_limit_cents: 2500,
      hotel_limit_cents: 9000,
      ...values,
    })
    .returning({ id: missionOrders.id, mission_object: missionOrders.mission_object });
  return { id: row!.id, object: row!.mission_object };
}

const detail = async (client: TestClient, claimId: number) => {
  const res = await client.get(`/api/expense-claim/${claimId}/`);
  expect(res.status).toBe(200);
  return res.body;
};

const addReceipt = async (claimId: number, body: Record<string, unknown>) => {
  const res = await alice.post(`/api/expense-claim/${claimId}/invoice/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

const addTrip = async (claimId: number, date: string, mileage: number) => {
  const body = { date, place: 'Lyon', mileage, customer: refs.customer, type_of_vehicle: refs.vehicles[0]!.id };
  const res = await alice.post(`/api/expense-claim/${claimId}/travel/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

beforeAll(async () => {
  alice = await ctx.as('alice');
  compta = await ctx.as('compta');
  refs = await referencesOf(ctx, 'alice');
  aliceId = (await personOf(ctx, 'alice')).id;
  bobId = (await personOf(ctx, 'bob')).id;
  globex = (await personOf(ctx, 'globex-admin')).companyId;
  const [other] = await ctx.db
    .insert(customers)
    .values({ company_id: refs.companyId, name: 'Autre client' })
    .returning({ id: customers.id });
  otherCustomer = other!.id;
  const [first] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.company_id, refs.companyId))
    .orderBy(asc(projects.id))
    .limit(1);
  project = first!.id;
  counter = countStatements(ctx.db);
});

describe('a receipt inside an accepted mission', () => {
  it('is linked to it, and flagged with the limit quoted when over the hotel limit, for Alice and accounting', async () => {
    const mission = await missionOf('2016-03');
    const claimId = await claimOf(ctx, 'alice', '2016-03');
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-03', 96.5), date: '2016-03-03' });
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-03', 90), date: '2016-03-04' });
    for (const client of [alice, compta]) {
      const { invoices } = await detail(client, claimId);
      expect(invoices.map((l: any) => [l.date, l.mission, l.over_limits])).toEqual([
        ['2016-03-03', mission, [{ code: 'hotel', limit: 90, amount: 96.5 }]],
        // At the limit: the mission's, not flagged.
        ['2016-03-04', mission, []],
      ]);
    }
    // The claim's PDF flags the line under it, the mission named and the limit quoted; the line at the limit is not.
    const text = pdfText((await compta.get(`/api/pdf/expense-claim/${claimId}`)).raw).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Mission « Audit 2016-03 » — Hôtel de 96,50 € au-delà de la limite de la mission : 90,00 € par nuit',
    );
    expect(text.match(/au-delà de la limite/g)).toHaveLength(1);
  });

  it('is not linked outside the mission’s days nor for another customer', async () => {
    await missionOf('2016-04');
    const claimId = await claimOf(ctx, 'alice', '2016-04');
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-04', 500), date: '2016-04-01' });
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-04', 500), date: '2016-04-07' });
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-04', 500), date: '2016-04-03', customer: otherCustomer });
    const { invoices } = await detail(alice, claimId);
    expect(invoices.map((l: any) => [l.mission, l.over_limits])).toEqual([
      [null, []],
      [null, []],
      [null, []],
    ]);
  });

  it('counts only Alice’s own accepted orders of her company', async () => {
    for (const status of ['draft', 'submitted', 'refused', 'ask', 'edition'] as const) {
      await missionOf('2016-05', { status });
    }
    await missionOf('2016-05', { owner_id: bobId });
    // A row naming Alice and her customer under another company: the company filter of the query leaves it out.
    await missionOf('2016-05', { company_id: globex });
    const claimId = await claimOf(ctx, 'alice', '2016-05');
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-05', 500), date: '2016-05-03' });
    const { invoices } = await detail(compta, claimId);
    expect(invoices[0]).toMatchObject({ mission: null, over_limits: [] });
  });
});

describe('an order signed through its routes', () => {
  it('binds the receipts of its days once Alice has signed it, and no more once reopened for a change', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, {
      status: 'submitted',
      begin_date: '2016-10-03',
      end_date: '2016-10-07',
    });
    const claimId = await claimOf(ctx, 'alice', '2016-10');
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-10', 150), date: '2016-10-04', customer: order.customer });
    expect((await detail(alice, claimId)).invoices[0]).toMatchObject({ mission: null, over_limits: [] });
    expect((await alice.patch(`/api/mission-order/${order.id}/`, { status: 'accepted' })).status).toBe(200);
    expect((await detail(compta, claimId)).invoices[0]).toMatchObject({
      mission: { id: order.id, object: order.mission_object },
      over_limits: [{ code: 'hotel', limit: 120, amount: 150 }],
    });
    expect((await manager.patch(`/api/mission-order/${order.id}/`, { status: 'edition' })).status).toBe(200);
    expect((await detail(alice, claimId)).invoices[0]).toMatchObject({ mission: null, over_limits: [] });
  });
});

describe('a trip inside an accepted mission', () => {
  it('is flagged over the kilometres repaid, and when the order allows no personal vehicle', async () => {
    const byCar = await missionOf('2016-06');
    const byTrain = await missionOf('2016-07', { personal_vehicle: false, public_transport: true, mileage_limit: 0 });
    const june = await claimOf(ctx, 'alice', '2016-06');
    await addTrip(june, '2016-06-03', 320.5);
    await addTrip(june, '2016-06-04', 120);
    const july = await claimOf(ctx, 'alice', '2016-07');
    await addTrip(july, '2016-07-03', 40);
    expect((await detail(alice, june)).travels.map((l: any) => [l.mission, l.over_limits])).toEqual([
      [byCar, [{ code: 'mileage', limit: 300, amount: 320.5 }]],
      [byCar, []],
    ]);
    expect((await detail(compta, july)).travels[0]).toMatchObject({
      mission: byTrain,
      over_limits: [{ code: 'personal_vehicle', limit: 0, amount: 40 }],
    });
  });
});

describe('the missions of a claim’s lines', () => {
  it('are read in one statement, whatever the number of lines and orders', async () => {
    await missionOf('2016-08');
    const claimId = await claimOf(ctx, 'alice', '2016-08');
    await addReceipt(claimId, { ...hotelReceipt(refs, '2016-08', 120), date: '2016-08-03' });
    await addTrip(claimId, '2016-08-03', 400);
    const few = await counter.count(() => detail(alice, claimId));
    for (const day of ['04', '05', '06', '20']) {
      await missionOf('2016-08', { begin_date: `2016-08-${day}`, end_date: `2016-08-${day}` });
      await addReceipt(claimId, { ...hotelReceipt(refs, '2016-08', 120), date: `2016-08-${day}` });
      await addTrip(claimId, `2016-08-${day}`, 400);
    }
    let body: any;
    const many = await counter.count(async () => {
      body = await detail(alice, claimId);
    });
    expect(many).toBe(few);
    expect(counter.statements.filter((s) => s.includes('"mission_orders"'))).toHaveLength(1);
    expect(body.invoices).toHaveLength(5);
    expect(body.invoices.every((l: any) => l.over_limits[0]?.code === 'hotel')).toBe(true);
    expect(body.travels.every((l: any) => l.over_limits[0]?.code === 'mileage')).toBe(true);
  });
});

describe('the claims list’s marker', () => {
  it('counts each claim’s lines over their mission’s limits within the page’s one statement', async () => {
    const list = async (client: TestClient, url: string) => {
      const res = await client.get(url);
      expect(res.status).toBe(200);
      return res.body.results as { id: number; over_limit_lines: number }[];
    };
    const few = await counter.count(() => list(alice, '/api/expense-claim/?owner=me&year=2016&limit=100'));
    const claims = await list(alice, '/api/expense-claim/?owner=me&year=2016&limit=100');
    expect(claims.length).toBeGreaterThan(5);
    // The same count as the lines of the detail flag, claim by claim (the shared check on both sides).
    for (const claim of claims) {
      const { invoices, travels } = await detail(alice, claim.id);
      const flagged = [...invoices, ...travels].filter((l: any) => l.over_limits.length > 0).length;
      expect(claim.over_limit_lines, `claim ${claim.id}`).toBe(flagged);
    }
    const markers = claims.map((c) => c.over_limit_lines).sort((a, b) => a - b);
    // March (a hotel), June (a trip), July (no personal vehicle), August (5 hotels and 5 trips); the rest none.
    expect(markers.filter((n) => n > 0)).toEqual([1, 1, 1, 10]);
    // One statement for the page, mission orders included, whatever the claims, lines and orders.
    await missionOf('2016-09');
    const september = await claimOf(ctx, 'alice', '2016-09');
    await addReceipt(september, { ...hotelReceipt(refs, '2016-09', 400), date: '2016-09-03' });
    let page: { id: number; over_limit_lines: number }[] = [];
    const more = await counter.count(async () => {
      page = await list(alice, '/api/expense-claim/?owner=me&year=2016&limit=100');
    });
    expect(more).toBe(few);
    expect(counter.statements.filter((s) => s.includes('"mission_orders"'))).toHaveLength(1);
    expect(page.find((c) => c.id === september)?.over_limit_lines).toBe(1);
  });
});
