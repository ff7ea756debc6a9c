import { EMPLOYEE_MESSAGES as M } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { contracts } from '../contracts/contracts.tables';
import { users } from './users.tables';

/**
 * Nobody edits their own HR record (issue 21, defect 12): hr could change its own employee number and contract
 * through the back office. Every route of the back office that writes a user refuses the caller's own record with 403
 * `employee.ownRecord`; what a user may change of themselves stays in "my account".
 */
const ctx = useTestApp();

let hr: TestClient;
let rh: typeof users.$inferSelect;
let contractId = 0;

/** The employee form's body for `user`, as the back office sends it, with `change`. */
const formOf = (user: typeof users.$inferSelect, change: Record<string, unknown> = {}) => ({
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email || `${user.username}@acme.fr`,
  employee_number: user.employee_number,
  roles: user.roles,
  contract: user.contract_id,
  ...change,
});

const refusedAsOwnRecord = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toMatchObject({
    code: 'permission_denied',
    message_code: 'employee.ownRecord',
    detail: M.ownRecord,
  });
};

beforeAll(async () => {
  hr = await ctx.as('rh');
  [rh] = (await ctx.db.select().from(users).where(eq(users.username, 'rh'))) as [typeof users.$inferSelect];
  const [contract] = await ctx.db.select().from(contracts).where(eq(contracts.company_id, rh.company_id!)).limit(1);
  contractId = contract!.id;
});

describe('nobody edits their own HR record', () => {
  it('PUT /api/user/{own id}/: hr changing its own employee number, contract, roles or dates gets 403', async () => {
    for (const change of [
      { employee_number: 'RH-0001' },
      { contract: contractId },
      { roles: ['hr', 'manager'] },
      { hiring_date: '2020-01-01' },
      { is_active: false },
      {}, // the record unchanged: the back office's form is not the way to one's own record at all
    ]) {
      refusedAsOwnRecord(await hr.put(`/api/user/${rh.id}/`, formOf(rh, change)));
    }
    const [after] = await ctx.db.select().from(users).where(eq(users.id, rh.id));
    expect(after).toMatchObject({
      employee_number: rh.employee_number,
      contract_id: rh.contract_id,
      roles: rh.roles,
      hiring_date: rh.hiring_date,
      is_active: true,
    });
  });

  it('DELETE /api/user/{own id}/ gets 403 too', async () => {
    refusedAsOwnRecord(await hr.delete(`/api/user/${rh.id}/`));
    expect(await ctx.db.select().from(users).where(eq(users.id, rh.id))).toHaveLength(1);
  });

  it('still lets hr read its own record, change a colleague’s, and change its own contact details in my account', async () => {
    expect((await hr.get(`/api/user/${rh.id}/`)).status).toBe(200);
    const [bob] = (await ctx.db.select().from(users).where(eq(users.username, 'bob'))) as [typeof users.$inferSelect];
    const colleague = await hr.put(`/api/user/${bob.id}/`, formOf(bob, { employee_number: 'B-0042' }));
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(200);
    const mine = await hr.put('/api/my_account/', {
      first_name: rh.first_name,
      last_name: rh.last_name,
      email: rh.email || 'rh@acme.fr',
      phone: '01 02 03 04 05',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
  });
});
