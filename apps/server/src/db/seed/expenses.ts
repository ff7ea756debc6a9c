import { type ExpenseClaimStatus, splitSingleTax, toBasisPoints, travelTotalCents } from '@staff/shared';
import { eq } from 'drizzle-orm';
import {
  expenseClaimHistory,
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../../modules/expenses/expenses.tables';
import { customers, taxRates, typesOfExpense, typesOfVehicle } from '../../modules/reference/reference.tables';
import type { users } from '../../modules/users/users.tables';
import type { Db } from '../client';

type Person = typeof users.$inferSelect;

/** The first day of the month `delta` months from the month of `today`. */
function monthFrom(today: string, delta: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Day `day` of `month` (YYYY-MM-01), kept inside the month. */
const dayOf = (month: string, day: number) => `${month.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;

/** A line's date: its day of the month, never after today (the demo may start on the 1st). */
const lineDate = (month: string, day: number, today: string) => {
  const date = dayOf(month, day);
  return date > today ? today : date;
};

/** A receipt: its type (label), seller, total in euros and its VAT rate in percent (one line). */
type Receipt = { day: number; type: string; seller: string; total: number; rate: number; person?: string };
type Trip = { day: number; place: string; km: number };

/** One demo claim: whose, which month (0 this one, -1 the last), where it stands, and what it holds. */
type DemoClaim = {
  owner: string;
  delta: 0 | -1;
  status: ExpenseClaimStatus;
  meals: number;
  transport: number;
  receipts: Receipt[];
  trips: Trip[];
};

/**
 * The claims of the demo (the back office's expense claim management, spec/3 §2): last month's decided (paid,
 * accepted, refused) and this month's sent or still in draft, for Marc Lemoine's team (bob, claire) and for the
 * "Conseil" and "Data & IA" services. alice has none: the journeys create hers.
 */
const CLAIMS: DemoClaim[] = [
  {
    owner: 'bob',
    delta: -1,
    status: 'payed',
    meals: 12,
    transport: 86.4,
    receipts: [
      { day: 6, type: "Repas d'affaires", seller: 'Le Bouchon Lyonnais', total: 64.9, rate: 10, person: 'M. Garnier' },
      { day: 14, type: 'Train / avion', seller: 'SNCF Voyageurs', total: 118, rate: 10 },
    ],
    trips: [{ day: 9, place: 'Nantes — Saint-Nazaire (A/R)', km: 128 }],
  },
  {
    owner: 'bob',
    delta: 0,
    status: 'submitted',
    meals: 8,
    transport: 86.4,
    receipts: [{ day: 3, type: 'Hôtel', seller: 'Hôtel Mercure Rennes Centre', total: 142.5, rate: 10 }],
    trips: [{ day: 4, place: 'Nantes — Rennes (A/R)', km: 226 }],
  },
  {
    owner: 'claire',
    delta: -1,
    status: 'accepted',
    meals: 15,
    transport: 0,
    receipts: [{ day: 20, type: 'Fournitures', seller: 'Bureau Vallée', total: 23.88, rate: 20 }],
    trips: [],
  },
  {
    owner: 'claire',
    delta: 0,
    status: 'draft',
    meals: 5,
    transport: 0,
    receipts: [{ day: 2, type: 'Taxi / VTC', seller: 'Taxis Nantais', total: 31.2, rate: 10 }],
    trips: [],
  },
  {
    owner: 'ebernard',
    delta: -1,
    status: 'payed',
    meals: 14,
    transport: 75.2,
    receipts: [{ day: 11, type: 'Parking / péage', seller: 'Indigo Parking Gare', total: 18, rate: 20 }],
    trips: [{ day: 11, place: 'Nantes — Angers (A/R)', km: 184 }],
  },
  {
    owner: 'ebernard',
    delta: 0,
    status: 'submitted',
    meals: 9,
    transport: 75.2,
    receipts: [{ day: 5, type: "Repas d'affaires", seller: 'La Cigale', total: 88.6, rate: 10, person: 'Mme Lefort' }],
    trips: [],
  },
  {
    owner: 'tdubois',
    delta: 0,
    status: 'submitted',
    meals: 10,
    transport: 0,
    receipts: [{ day: 6, type: 'Train / avion', seller: 'Air France', total: 212.4, rate: 10 }],
    trips: [],
  },
  {
    owner: 'cthomas',
    delta: -1,
    status: 'refused',
    meals: 18,
    transport: 0,
    receipts: [{ day: 26, type: 'Hôtel', seller: 'Ibis Budget Lille', total: 69, rate: 10 }],
    trips: [],
  },
  {
    owner: 'nrobert',
    delta: -1,
    status: 'accepted',
    meals: 16,
    transport: 62.5,
    receipts: [],
    trips: [{ day: 17, place: 'Nantes — La Roche-sur-Yon (A/R)', km: 142 }],
  },
];

/** The statuses a claim went through to reach `status`, each with who moved it (the owner sends, accounting decides). */
function pathTo(status: ExpenseClaimStatus): { status: ExpenseClaimStatus; by: 'owner' | 'accounting' }[] {
  if (status === 'draft') return [];
  const sent = { status: 'submitted' as const, by: 'owner' as const };
  if (status === 'submitted') return [sent];
  if (status === 'payed') return [sent, { status: 'accepted', by: 'accounting' }, { status, by: 'accounting' }];
  return [sent, { status, by: 'accounting' }];
}

const euros = (value: number) => Math.round(value * 100);

export async function seedExpenseClaims(
  tx: Db,
  ctx: { companyId: number; today: string; byName: Map<string, Person>; accountingId: number },
): Promise<void> {
  const c = { company_id: ctx.companyId };
  const [types, vehicles, taxes, firstCustomer] = await Promise.all([
    tx.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, ctx.companyId)),
    tx.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, ctx.companyId)),
    tx.select().from(taxRates).where(eq(taxRates.company_id, ctx.companyId)),
    tx.select().from(customers).where(eq(customers.company_id, ctx.companyId)).limit(1),
  ]);
  const customerId = firstCustomer[0]!.id;
  const car = vehicles.find((v) => v.name === 'Voiture 5 CV') ?? vehicles[0]!;

  for (const claim of CLAIMS) {
    const owner = ctx.byName.get(claim.owner);
    if (!owner) continue;
    const month = monthFrom(ctx.today, claim.delta);
    const [row] = await tx
      .insert(expenseClaims)
      .values({
        ...c,
        owner_id: owner.id,
        month,
        status: claim.status,
        number_meals: claim.meals,
        transport_cost_cents: euros(claim.transport),
      })
      .returning();
    const claimId = row!.id;

    for (const receipt of claim.receipts) {
      const type = types.find((t) => t.label === receipt.type) ?? types[0]!;
      const total = euros(receipt.total);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          ...c,
          expense_claim_id: claimId,
          date: lineDate(month, receipt.day, ctx.today),
          type_of_expense_id: type.id,
          person: receipt.person ?? null,
          seller: receipt.seller,
          customer_id: customerId,
          total_cents: total,
        })
        .returning();
      const rateBp = toBasisPoints(receipt.rate);
      const { tf, vat } = splitSingleTax(total, rateBp);
      const tax = taxes.find((t) => toBasisPoints(t.value) === rateBp);
      await tx
        .insert(invoiceTaxes)
        .values({
          ...c,
          invoice_id: invoice!.id,
          tax_id: tax?.id ?? null,
          rate_bp: rateBp,
          tf_cents: tf,
          vat_cents: vat,
        });
    }

    for (const trip of claim.trips) {
      const hundredths = trip.km * 100;
      await tx.insert(travelExpenses).values({
        ...c,
        expense_claim_id: claimId,
        date: lineDate(month, trip.day, ctx.today),
        place: trip.place,
        mileage_hundredths: hundredths,
        customer_id: customerId,
        type_of_vehicle_id: car.id,
        rate_millis: car.rate_millis,
        total_cents: travelTotalCents(hundredths, car.rate_millis),
      });
    }

    // The history the list reads its "sent on" from: created by the owner, then each status change. Last month's were
    // sent at its end; this month's this morning (never in the future, whatever day the demo starts).
    const created = new Date(claim.delta === 0 ? `${ctx.today}T06:00:00Z` : `${dayOf(month, 2)}T09:00:00Z`);
    const at = (step: number) =>
      new Date(created.getTime() + (claim.delta === 0 ? (step + 1) * 3_600_000 : (24 + step) * 86_400_000));
    const steps = pathTo(claim.status);
    await tx.insert(expenseClaimHistory).values([
      {
        ...c,
        expense_claim_id: claimId,
        user_id: owner.id,
        action_flag: 1,
        action_time: created,
        change_message: { status: 'draft', number_meals: claim.meals },
      },
      ...steps.map((step, i) => ({
        ...c,
        expense_claim_id: claimId,
        user_id: step.by === 'owner' ? owner.id : ctx.accountingId,
        action_flag: 2,
        action_time: at(i),
        change_message: { status: step.status },
      })),
    ]);
  }
}
