import type { Database } from '../src/db/client';
import { companies, users } from '../src/platform/identity/identity.tables';
import type { JobOwner } from '../src/platform/jobs/job-queue';

/** Ids far above the demo's: the companies and users a queue test posts for. */
const COMPANY_BASE = 1000;
const USER_BASE = 10_000;

/**
 * Makes `companyCount` companies and `userCount` users (jobs name both, by foreign key) and answers `owner(user,
 * company)`: the test's small numbers, 1 and up, mapped to those rows. A user's company does not matter to the queue.
 */
export async function jobOwners(db: Database, companyCount: number, userCount: number) {
  const ids = (count: number, base: number) => Array.from({ length: count }, (_, n) => base + n + 1);
  await db
    .insert(companies)
    .values(ids(companyCount, COMPANY_BASE).map((id) => ({ id, name: `Jobs ${id}`, hostname: `jobs-${id}.test` })))
    .onConflictDoNothing();
  await db
    .insert(users)
    .values(
      ids(userCount, USER_BASE).map((id) => ({
        id,
        company_id: COMPANY_BASE + 1,
        username: `jobs${id}`,
        password_hash: '!',
      })),
    )
    .onConflictDoNothing();
  return (userId: number, companyId = 1): JobOwner => ({
    userId: USER_BASE + userId,
    companyId: COMPANY_BASE + companyId,
  });
}
