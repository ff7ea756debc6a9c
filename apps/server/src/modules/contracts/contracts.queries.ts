import type { ContractListQuery } from '@staff/shared';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { users } from '../users/users.tables';
import { contracts } from './contracts.tables';

const ORDERING = {
  rank: contracts.rank,
  title: foldedColumn(contracts.title),
  max_worked_days_per_month: contracts.max_worked_days_per_month,
  can_overflow_max_worked_days: contracts.can_overflow_max_worked_days,
};

/** How many of the company's employees hold each contract: one grouped subquery, never a count per row. */
function employeesByContract(db: Db, companyId: number) {
  return db
    .select({ contract_id: users.contract_id, n: count().as('n') })
    .from(users)
    .where(inCompany(users, companyId))
    .groupBy(users.contract_id)
    .as('holders');
}

/** One page of the company's contracts (by rank unless told), each with its number of employees, and the count. */
export async function listContracts(db: Db, companyId: number, q: ContractListQuery) {
  const where: SQL[] = [inCompany(contracts, companyId)];
  if (q.title) where.push(sql`${foldedColumn(contracts.title)} LIKE ${containsPattern(q.title)}`);
  if (q.search) where.push(sql`${foldedColumn(contracts.title)} LIKE ${containsPattern(q.search)}`);
  if (q.max_worked_days_per_month !== undefined) {
    where.push(eq(contracts.max_worked_days_per_month, q.max_worked_days_per_month));
  }
  if (q.can_overflow_max_worked_days !== undefined) {
    where.push(eq(contracts.can_overflow_max_worked_days, q.can_overflow_max_worked_days));
  }
  const holders = employeesByContract(db, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ contract: contracts, n: holders.n })
      .from(contracts)
      .leftJoin(holders, eq(holders.contract_id, contracts.id))
      .where(and(...where))
      .orderBy(...orderBy(q.ordering, ORDERING, 'rank', contracts.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(contracts)
      .where(and(...where)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** One contract of the company with its number of employees, or null. */
export async function getContract(db: Db, companyId: number, id: number) {
  const holders = employeesByContract(db, companyId);
  const [row] = await db
    .select({ contract: contracts, n: holders.n })
    .from(contracts)
    .leftJoin(holders, eq(holders.contract_id, contracts.id))
    .where(inCompany(contracts, companyId, [eq(contracts.id, id)]));
  return row ?? null;
}

/** How many of the company's employees have this contract. */
export async function countContractHolders(db: Db, companyId: number, contractId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inCompany(users, companyId, [eq(users.contract_id, contractId)]));
  return Number(row?.n ?? 0);
}
