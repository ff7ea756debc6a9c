import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { pdfText } from '../../../test/pdf-text';
import { customers } from '../projects/projects.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { insertLeave, msg, projectId, reportLeaveType } from './activities.test-helpers';
import { addActivity, reportOf } from './activity-reports.test-helpers';

/**
 * The report's PDF (issue 25): the day-by-day grid, the totals and the signature blocks; and the copy for one customer,
 * holding only that customer's projects. Read back as the text the PDF draws.
 */
const ctx = useTestApp();
let alice: TestClient;
let report: number;
let banque: number;
let leaveName: string;

const customerId = async (name: string) =>
  (await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id;
/** The PDF at `query` of the report, its file name and the text it draws (a 200 is checked on the way). */
async function pdfOf(query: string) {
  const res = await alice.get(`/api/pdf/activity-report/${report}?${query}`);
  expect(res.status).toBe(200);
  return { disposition: res.headers['content-disposition'], text: pdfText(res.raw) };
}
const day = (date: string, from = 0, to = 1) => ({
  begin_date: date,
  begin_slice: from,
  end_date: date,
  end_slice: to,
});

beforeAll(async () => {
  alice = await ctx.as('alice');
  banque = await customerId('Banque Atlantique');
  // November 2016: Tuesday 1 and Friday 11 are public holidays, 5 and 6 a weekend.
  report = await reportOf(alice, '2016-11');
  await addActivity(ctx, report, await projectId(ctx, 'Refonte espace client'), day('2016-11-02'));
  await addActivity(ctx, report, await projectId(ctx, 'Application mobile équipages'), day('2016-11-03', 0, 0));
  await addActivity(ctx, report, await projectId(ctx, 'Formation interne'), day('2016-11-03', 1, 1));
  await insertLeave(ctx, 'alice', { begin_date: '2016-11-04', end_date: '2016-11-04' });
  const [type] = await ctx.db
    .select({ name: typesOfLeave.name })
    .from(typesOfLeave)
    .where(eq(typesOfLeave.id, await reportLeaveType(ctx, 'alice')));
  leaveName = type!.name;
});

describe('GET /pdf/activity-report/{id}', () => {
  it('draws the day-by-day grid, the totals and three signature blocks', async () => {
    const { disposition, text } = await pdfOf('pdf=1');
    expect(disposition).toBe('attachment; filename="CRA_martin-alice_2016-11.pdf"');
    for (const seen of [
      'Jour par jour',
      'mar. 01/11',
      'Férié : Toussaint',
      'sam. 05/11',
      'Week-end',
      'mer. 02/11',
      'Refonte espace client',
      'Application mobile équipages',
      'Formation interne',
      leaveName,
      'Jours ouvrés du mois',
      'Le collaborateur',
      'Le responsable',
      'Le client',
      'Nom : Alice Martin',
    ]) {
      expect(text).toContain(seen);
    }
    // Every day of the month has its row.
    expect(text).toContain('mer. 30/11');
  });

  it("holds only the chosen customer's projects, leaves named Absence, named after the customer", async () => {
    const { disposition, text } = await pdfOf(`pdf=1&customer=${banque}`);
    expect(disposition).toBe('attachment; filename="CRA_martin-alice_2016-11_banque-atlantique.pdf"');
    expect(text).toContain('Refonte espace client');
    expect(text).toContain('Banque Atlantique');
    expect(text).toContain('Absence');
    expect(text).toContain('Le client (Banque Atlantique)');
    for (const hidden of ['Application mobile équipages', 'Air Horizon', 'Formation interne', leaveName]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('answers 400 for a customer none of the report’s projects belongs to, 404 for a colleague', async () => {
    const res = await alice.get(`/api/pdf/activity-report/${report}?customer=${await customerId('Groupe Santé Plus')}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: msg('customerNotInReport'),
      fields: { customer: [msg('customerNotInReport')] },
    });
    const bob = await ctx.as('bob');
    expect((await bob.get(`/api/pdf/activity-report/${report}?customer=${banque}`)).status).toBe(404);
  });
});
