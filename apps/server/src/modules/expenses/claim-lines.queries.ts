import type { PageQuery } from '@staff/shared';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { invoices, travelExpenses } from './expenses.tables';

/** A select of one kind of line, joined and in date order: awaited whole, or a page of it. */
type LineSelect<Row> = PromiseLike<Row[]> & { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/** How one kind of a claim's lines (receipts, travel expenses) is read and put on the wire. */
interface LineReader<Row, Out> {
  table: typeof invoices | typeof travelExpenses;
  select: (db: Db, where: SQL | undefined) => LineSelect<Row>;
  /** Rows → the wire's lines, in the rows' order (a receipt reads its tax lines and files for all rows at once). */
  present: (db: Db, companyId: number, rows: readonly Row[]) => Promise<Out[]>;
}

/**
 * The three reads every kind of line has, written once: the lines of some claims (the claim detail, its PDF, the
 * exports), one page of a claim's lines with their count, and one line of a claim. Each costs the select's statement
 * (and the count's, for a page) plus what `present` reads, whatever the number of claims and lines.
 */
export function claimLineReads<Row extends { expense_claim_id: number }, Out>({
  table,
  select,
  present,
}: LineReader<Row, Out>) {
  const ofClaim = (companyId: number, claimId: number) =>
    inCompany(table, companyId, [eq(table.expense_claim_id, claimId)]);

  /** By claim, in date order; every claim asked for has an entry, empty when it has none (no statement without claims). */
  async function ofClaims(db: Db, companyId: number, claimIds: readonly number[]): Promise<Map<number, Out[]>> {
    const byClaim = new Map<number, Out[]>(claimIds.map((id) => [id, []]));
    if (claimIds.length === 0) return byClaim;
    const rows = await select(db, inCompany(table, companyId, [inArray(table.expense_claim_id, [...claimIds])]));
    const lines = await present(db, companyId, rows);
    for (const [i, row] of rows.entries()) byClaim.get(row.expense_claim_id)?.push(lines[i] as Out);
    return byClaim;
  }

  /** One page of a claim's lines in date order, and their count. */
  async function page(
    db: Db,
    companyId: number,
    claimId: number,
    query: Pick<PageQuery, 'limit' | 'offset'>,
  ): Promise<{ count: number; results: Out[] }> {
    const where = ofClaim(companyId, claimId);
    const [rows, [total]] = await Promise.all([
      select(db, where).limit(query.limit).offset(query.offset),
      db.select({ n: count() }).from(table).where(where),
    ]);
    return { count: Number(total?.n ?? 0), results: await present(db, companyId, rows) };
  }

  /** One line of a claim, or undefined. */
  async function one(db: Db, companyId: number, claimId: number, lineId: number): Promise<Out | undefined> {
    const rows = await select(db, and(ofClaim(companyId, claimId), eq(table.id, lineId)));
    const [line] = await present(db, companyId, rows);
    return line;
  }

  return { ofClaims, page, one };
}
