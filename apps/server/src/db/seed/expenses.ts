import {
  addMonths,
  type ExpenseClaimStatus,
  monthBounds,
  placeWithTrip,
  splitSingleTax,
  toBasisPoints,
  travelTotalCents,
  tripMileageHundredths,
} from '@staff/shared';
import { asc } from 'drizzle-orm';
import { refreshLinesCents } from '../../modules/expenses/expense-claims.queries';
import {
  expenseClaimHistory,
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../../modules/expenses/expenses.tables';
import { customers } from '../../modules/projects/projects.tables';
import { taxRates, typesOfExpense, typesOfVehicle } from '../../modules/reference/reference.tables';
import type { users } from '../../modules/users/users.tables';
import { now } from '../../platform/clock';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

type Person = typeof users.$inferSelect;

/** Day `day` of `month`, kept within the month and, for the current month, before today. */
function dayOf(month: string, day: number, today: string): string {
  const last = monthBounds(month).last;
  const limit = last < today ? last : today;
  const date = `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return date < limit ? date : limit;
}

/** A receipt of the demo: its type (by label), seller, total in cents and its VAT lines (rate %, HT and VAT cents). */
type DemoReceipt = {
  type: string;
  seller: string;
  day: number;
  total: number;
  rate?: number;
  lines?: [number, number, number][];
  person?: string;
};

/** Receipts as a consultant's month has them, in turn; the business meal has two rates (food and wine). */
const RECEIPTS: DemoReceipt[] = [
  { type: 'Train / avion', seller: 'SNCF Connect', day: 4, total: 8_700, rate: 10 },
  { type: 'Hôtel', seller: 'Hôtel Ibis Lyon Part-Dieu', day: 4, total: 9_600, rate: 10 },
  { type: 'Repas', seller: 'Le Bistrot du Marché', day: 5, total: 1_850, rate: 10 },
  {
    type: "Repas d'affaires",
    seller: 'Brasserie Georges',
    day: 12,
    total: 6_400,
    person: 'M. Lefort (Banque Atlantique)',
    lines: [
      [10, 4_545, 455],
      [20, 1_167, 233],
    ],
  },
  { type: 'Taxi / VTC', seller: 'G7', day: 13, total: 2_430, rate: 10 },
  { type: 'Parking / péage', seller: 'Vinci Autoroutes', day: 18, total: 1_240, rate: 20 },
  { type: 'Fournitures', seller: 'Bureau Vallée', day: 20, total: 3_190, rate: 20 },
];

/** Road trips to the customers (one way in km, and whether it was there and back). */
const TRIPS: { place: string; km: number; roundTrip: boolean; day: number }[] = [
  { place: 'Nantes', km: 385, roundTrip: true, day: 7 },
  { place: 'Roissy-en-France', km: 28, roundTrip: true, day: 14 },
  { place: 'Lyon', km: 465, roundTrip: false, day: 21 },
];

/** One claim to seed: whose, which month, its status and what it holds. */
type DemoClaim = {
  owner: Person;
  month: string;
  status: ExpenseClaimStatus;
  meals: number;
  transportCents: number;
  receipts: DemoReceipt[];
  trips: typeof TRIPS;
};

/**
 * The expense claims of the demo (issue 12): the featured person's (Alice's at Acme, Gaëlle's at Globex) last three
 * months (paid, accepted, then sent and waiting) and current month as a draft with a couple of lines; some colleagues'
 * previous month sent, so that the back office has claims to decide on, and a few older ones accepted. Everything goes
 * in with a few multi-row inserts (the demo's start stays fast), each claim with its history: created, sent, decided
 * by accounting.
 */
export async function seedExpenses(
  tx: Db,
  ctx: { companyId: number; today: string; featured: Person; colleagues: Person[]; accountantId: number },
): Promise<void> {
  const typeRows = await tx.select().from(typesOfExpense).where(inCompany(typesOfExpense, ctx.companyId));
  const types = new Map(typeRows.map((t) => [t.label, t]));
  const rates = new Map(
    (await tx.select().from(taxRates).where(inCompany(taxRates, ctx.companyId))).map((r) => [
      toBasisPoints(r.value),
      r.id,
    ]),
  );
  const [customer] = await tx
    .select()
    .from(customers)
    .where(inCompany(customers, ctx.companyId))
    .orderBy(asc(customers.id));
  const [vehicle] = await tx
    .select()
    .from(typesOfVehicle)
    .where(inCompany(typesOfVehicle, ctx.companyId))
    .orderBy(asc(typesOfVehicle.rank));
  if (!customer || !vehicle || typeRows.length === 0) return;

  /** The first day of the month `delta` months from this one. */
  const month = (delta: number) => addMonths(monthBounds(ctx.today).first, delta);
  const plan: DemoClaim[] = [
    { month: month(-3), status: 'payed', meals: 14, transportCents: 8_640, receipts: RECEIPTS, trips: TRIPS },
    {
      month: month(-2),
      status: 'accepted',
      meals: 11,
      transportCents: 8_640,
      receipts: RECEIPTS.slice(0, 5),
      trips: TRIPS.slice(0, 2),
    },
    {
      month: month(-1),
      status: 'submitted',
      meals: 16,
      transportCents: 8_640,
      receipts: RECEIPTS.slice(2),
      trips: TRIPS.slice(1),
    },
    {
      month: month(0),
      status: 'draft',
      meals: 6,
      transportCents: 0,
      receipts: RECEIPTS.slice(2, 4),
      trips: [TRIPS[0]!],
    },
  ].map((c) => ({ ...c, owner: ctx.featured }) as DemoClaim);
  for (const [i, owner] of ctx.colleagues.entries()) {
    plan.push({
      owner,
      month: month(-1),
      status: 'submitted',
      meals: 8 + (i % 9),
      transportCents: i % 3 === 0 ? 8_640 : 0,
      receipts: RECEIPTS.slice(i % 4, (i % 4) + 2 + (i % 3)),
      trips: TRIPS.slice(i % 3, (i % 3) + 1),
    });
    if (i % 3 === 1) {
      plan.push({
        owner,
        month: month(-2),
        status: 'accepted',
        meals: 10,
        transportCents: 0,
        receipts: RECEIPTS.slice(0, 2),
        trips: [],
      });
    }
  }

  const sentAt = (m: string) => new Date(`${monthBounds(m).last}T17:00:00Z`);
  const decidedAt = (m: string, days: number) => new Date(sentAt(m).getTime() + days * 86_400_000);
  const claims = await tx
    .insert(expenseClaims)
    .values(
      plan.map((c) => ({
        company_id: ctx.companyId,
        owner_id: c.owner.id,
        month: c.month,
        status: c.status,
        number_meals: c.meals,
        transport_cost_cents: c.transportCents,
        created: new Date(`${c.month}T08:00:00Z`),
        modified: c.status === 'draft' ? now() : sentAt(c.month),
      })),
    )
    .returning();

  const history: (typeof expenseClaimHistory.$inferInsert)[] = [];
  const receiptRows: (typeof invoices.$inferInsert)[] = [];
  const receiptLines: [number, number, number][][] = [];
  const travelRows: (typeof travelExpenses.$inferInsert)[] = [];
  for (const [i, c] of plan.entries()) {
    const claim = claims[i]!;
    const base = { company_id: ctx.companyId, expense_claim_id: claim.id };
    history.push({
      ...base,
      user_id: c.owner.id,
      action_flag: 1,
      action_time: claim.created,
      change_message: { status: 'draft', number_meals: c.meals },
    });
    if (c.status !== 'draft') {
      history.push({
        ...base,
        user_id: c.owner.id,
        action_flag: 2,
        action_time: sentAt(c.month),
        change_message: { status: 'submitted' },
      });
    }
    if (c.status === 'accepted' || c.status === 'payed') {
      history.push({
        ...base,
        user_id: ctx.accountantId,
        action_flag: 2,
        action_time: decidedAt(c.month, 3),
        change_message: { status: 'accepted' },
      });
    }
    if (c.status === 'payed') {
      history.push({
        ...base,
        user_id: ctx.accountantId,
        action_flag: 2,
        action_time: decidedAt(c.month, 10),
        change_message: { status: 'payed' },
      });
    }
    for (const r of c.receipts) {
      receiptRows.push({
        ...base,
        date: dayOf(c.month, r.day, ctx.today),
        type_of_expense_id: (types.get(r.type) ?? typeRows[0]!).id,
        person: r.person ?? null,
        seller: r.seller,
        customer_id: customer.id,
        total_cents: r.total,
      });
      const rateBp = toBasisPoints(r.rate ?? 0);
      const single = splitSingleTax(r.total, rateBp);
      receiptLines.push(r.lines ?? [[r.rate ?? 0, single.tf, single.vat]]);
    }
    for (const t of c.trips) {
      const mileage = tripMileageHundredths(t.km, t.roundTrip);
      travelRows.push({
        ...base,
        date: dayOf(c.month, t.day, ctx.today),
        place: placeWithTrip(t.place, t.roundTrip),
        mileage_hundredths: mileage,
        customer_id: customer.id,
        type_of_vehicle_id: vehicle.id,
        rate_millis: vehicle.rate_millis,
        total_cents: travelTotalCents(mileage, vehicle.rate_millis),
      });
    }
  }
  await tx.insert(expenseClaimHistory).values(history);
  const receipts = receiptRows.length
    ? await tx.insert(invoices).values(receiptRows).returning({ id: invoices.id })
    : [];
  const taxRows = receipts.flatMap((row, i) =>
    receiptLines[i]!.map(([rate, tf, vat]) => ({
      company_id: ctx.companyId,
      invoice_id: row.id,
      tax_id: rates.get(toBasisPoints(rate)) ?? null,
      rate_bp: toBasisPoints(rate),
      tf_cents: tf,
      vat_cents: vat,
    })),
  );
  if (taxRows.length) await tx.insert(invoiceTaxes).values(taxRows);
  if (travelRows.length) await tx.insert(travelExpenses).values(travelRows);
  await refreshLinesCents(tx, ctx.companyId);
}
