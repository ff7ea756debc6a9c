import { z } from 'zod';
import { toCents } from '../expenses/money';

/*
 * Expense claims that know the mission (issue 24 "Beyond the spec"): a receipt or a trip dated inside an accepted
 * order of its owner for the line's customer is that mission's, and is checked against the order's limits. The server
 * reads the orders covering a claim's lines in one statement and runs this rule on each line; the web only shows it.
 */

/** The limits a line can exceed: per night or meal (euros), per trip (km), or a personal vehicle not allowed. */
export const OVER_LIMIT_CODES = ['hotel', 'dinner', 'breakfast', 'mileage', 'personal_vehicle'] as const;
export type OverLimitCode = (typeof OVER_LIMIT_CODES)[number];

/** What a limit is counted in: the meals and nights in euros, the trips in kilometres. */
export const OVER_LIMIT_UNITS: Record<OverLimitCode, 'euros' | 'km'> = {
  hotel: 'euros',
  dinner: 'euros',
  breakfast: 'euros',
  mileage: 'km',
  personal_vehicle: 'km',
};

/** One limit a line exceeds: the limit quoted and the line's amount, in the code's unit (0 km: no personal vehicle). */
export const OverLimitOut = z.object({ code: z.enum(OVER_LIMIT_CODES), limit: z.number(), amount: z.number() });
export type OverLimitOut = z.infer<typeof OverLimitOut>;

/** A line's mission and what it exceeds, as the claim's answer gives them on each receipt and trip. */
export const LineMissionOut = z.object({
  mission: z.object({ id: z.number(), object: z.string() }).nullable(),
  over_limits: z.array(OverLimitOut),
});
export type LineMissionOut = z.infer<typeof LineMissionOut>;

/** An accepted order as the check reads it: whose customer, which days, its limits in euros and km. */
export interface MissionOrderCover {
  id: number;
  mission_object: string;
  customer: number;
  begin_date: string;
  end_date: string;
  personal_vehicle: boolean;
  mileage_limit: number;
  breakfast_limit: number;
  dinner_limit: number;
  hotel_limit: number;
  daily_package: number;
}

/** A claim's line: a receipt (its type's label, its total in euros) or a trip by road (its kilometres). */
export type MissionCheckedLine = { date: string; customer: number } & (
  | { kind: 'receipt'; typeLabel: string; total: number }
  | { kind: 'trip'; mileage: number }
);

type ReceiptLimit = 'hotel' | 'dinner' | 'breakfast';

/*
 * A type of expense is a company's free label (spec/3 §3: label, person_is_mandatory, is_lunch): which limit a receipt
 * meets is read from it, accents and case aside. Breakfast first: "petit-déjeuner" is a breakfast, not a lunch.
 */
const RECEIPT_LIMIT_WORDS: readonly [ReceiptLimit, RegExp][] = [
  ['breakfast', /\b(petit[- ]?dej(euner)?|breakfast)\b/],
  ['hotel', /\b(hotel|hebergement|nuitee|logement|accommodation|lodging)s?\b/],
  ['dinner', /\b(diner|dinner|souper|repas du soir)s?\b/],
];

/** The order's limit a receipt of this type meets, or null (a train ticket, a lunch, supplies). */
export function receiptLimitOf(typeLabel: string): ReceiptLimit | null {
  const words = typeLabel
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return RECEIPT_LIMIT_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/**
 * The order a line belongs to: for its customer, its date within the mission's days. Orders overlapping on a day
 * (an extension made as a new order) give the one begun last, then the newest.
 */
export function missionOfLine(line: MissionCheckedLine, orders: readonly MissionOrderCover[]) {
  const covering = orders.filter(
    (o) => o.customer === line.customer && o.begin_date <= line.date && line.date <= o.end_date,
  );
  return covering.reduce<MissionOrderCover | undefined>(
    (best, o) =>
      !best || o.begin_date > best.begin_date || (o.begin_date === best.begin_date && o.id > best.id) ? o : best,
    undefined,
  );
}

/**
 * The limits of `order` the line exceeds. A limit of 0 is none set (the form zeroes the limits of options not
 * ticked); an order with the global package names no limit per line. A receipt is one night or one meal; a trip is
 * by the employee's own vehicle (what mileage repays), so an order without personal_vehicle flags every trip.
 */
export function overLimitsOf(line: MissionCheckedLine, order: MissionOrderCover): OverLimitOut[] {
  if (order.daily_package > 0) return [];
  if (line.kind === 'trip') {
    if (!order.personal_vehicle) return [{ code: 'personal_vehicle', limit: 0, amount: line.mileage }];
    const over = order.mileage_limit > 0 && toCents(line.mileage) > toCents(order.mileage_limit);
    return over ? [{ code: 'mileage', limit: order.mileage_limit, amount: line.mileage }] : [];
  }
  const code = receiptLimitOf(line.typeLabel);
  const limit = code ? order[`${code}_limit`] : 0;
  return code && limit > 0 && toCents(line.total) > toCents(limit) ? [{ code, limit, amount: line.total }] : [];
}

/** A line's mission and what it exceeds, among the orders of its owner accepted for the claim's days. */
export function lineMissionCheck(line: MissionCheckedLine, orders: readonly MissionOrderCover[]): LineMissionOut {
  const order = missionOfLine(line, orders);
  if (!order) return { mission: null, over_limits: [] };
  return { mission: { id: order.id, object: order.mission_object }, over_limits: overLimitsOf(line, order) };
}
