/**
 * Signs the bench's people in by writing their sessions straight into the database (the app stores the SHA-256 of the
 * cookie token, platform/sessions.ts): the same cookie then works on every server of the bench, with no sign-in
 * throttle nor CSRF round trip to go through first. They expire after a day.
 */
import { createHash, randomBytes } from 'node:crypto';
import { openBareDatabase } from './bare-db';

export type BenchPerson = { id: number; username: string; cookie: string };
export type BenchPeople = { hr: BenchPerson; manager: BenchPerson; collaborator: BenchPerson };

const COMPANY = "(SELECT id FROM companies WHERE hostname = 'bench.localhost')";

export async function createBenchSessions(options: { databaseUrl?: string; dataDir?: string }): Promise<BenchPeople> {
  const db = await openBareDatabase(options);
  try {
    const one = async (what: string, sql: string): Promise<BenchPerson> => {
      const [row] = await db.query(sql);
      if (!row) throw new Error(`no ${what} in the bench company: run bench/seed-large.ts first`);
      const token = randomBytes(32).toString('base64url');
      await db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
        createHash('sha256').update(token).digest('base64url'),
        row.id,
      ]);
      return { id: row.id, username: row.username, cookie: `sessionid=${token}` };
    };
    const hr = await one('hr', `SELECT id, username FROM users WHERE username = 'bench-rh'`);
    // The manager of a service other than hr's: he decides on his service's members only.
    const manager = await one(
      'service manager',
      `SELECT u.id, u.username, u.roles FROM services s JOIN users u ON u.id = s.manager_id
       WHERE s.company_id = ${COMPANY} AND u.id <> ${hr.id} ORDER BY s.id LIMIT 1`,
    );
    const collaborator = await one(
      'collaborator',
      `SELECT u.id, u.username FROM users u
       WHERE u.company_id = ${COMPANY} AND u.roles = '{collaborator}'
         AND NOT EXISTS (SELECT 1 FROM services s WHERE s.manager_id = u.id)
       ORDER BY u.id LIMIT 1`,
    );
    const [roles] = await db.query('SELECT roles FROM users WHERE id = $1', [manager.id]);
    if (!(roles!.roles as string[]).includes('manager')) {
      console.warn(`${manager.username} manages a service but has no manager role: the back-office list is empty`);
    }
    return { hr, manager, collaborator };
  } finally {
    await db.close();
  }
}
