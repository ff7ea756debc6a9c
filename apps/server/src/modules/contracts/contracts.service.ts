import type { ContractIn } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { conflict, notFound } from '../../platform/errors';
import { LOCK_NAMESPACE, lockKey } from '../../platform/locks';
import { countContractHolders, getContract } from './contracts.queries';
import { contracts } from './contracts.tables';

/** The modal's fields once validated (defaults filled). */
type ContractFields = z.output<typeof ContractIn>;

/** Creates a contract and answers it as the list shows it (with its holders), read in the same transaction. */
export async function createContract(db: Database, companyId: number, input: ContractFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contracts)
      .values({ ...input, company_id: companyId })
      .returning({ id: contracts.id });
    return (await getContract(tx, companyId, row!.id))!;
  });
}

/** Changes a contract and answers it as the list shows it: the write and the read are one transaction. */
export async function updateContract(db: Database, companyId: number, id: number, input: ContractFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contracts)
      .set(input)
      .where(inCompany(contracts, companyId, [eq(contracts.id, id)]))
      .returning({ id: contracts.id });
    if (!row) throw notFound();
    return (await getContract(tx, companyId, id))!;
  });
}

/**
 * Deletes a contract nobody holds. The contract's lock is taken before the count, and giving a contract to an
 * employee takes the same lock, so no employee can receive it between the count and the delete.
 */
export async function deleteContract(db: Database, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.contract, id);
    const holders = await countContractHolders(tx, companyId, id);
    if (holders > 0) throw conflict('contract.inUse', { count: holders }, 'contract_in_use');
    const deleted = await tx
      .delete(contracts)
      .where(inCompany(contracts, companyId, [eq(contracts.id, id)]))
      .returning({ id: contracts.id });
    if (deleted.length === 0) throw notFound();
  });
}
