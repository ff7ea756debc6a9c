import { ACTIVITY_MESSAGES, WELLNESS_MESSAGES } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { withCompanyPreferences, withPdfNameFormat } from '../../../test/company-preferences';
import { readsIn } from '../../../test/languages';
import { todayInParis } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { companies } from '../companies/companies.tables';
import { wellnessMarks } from '../wellness/wellness.tables';
import { activityOvertimes, activityReports } from './activities.tables';
import { addActivity, projectIds, reportOf, userId } from './activity-reports.test-helpers';

/**
 * The report's own routes (issue 11): creating the month, the remark, the status machine of the back office, sending
 * with its mark and mail, the wellness mark, every rule and message. Months of 2016 hold no demo report.
 */
const ctx = useTestApp();
let alice: TestClient;
let manager: TestClient;
let rh: TestClient;
let project = 0;
beforeAll(async () => {
  alice = await ctx.as('alice');
  manager = await ctx.as('manager');
  rh = await ctx.as('rh');
  project = (await projectIds(ctx, 'alice', 1))[0]!;
});

const day = (date: string) => ({ begin_date: date, begin_slice: 0, end_date: date, end_slice: 1 });

describe('POST activity-report/', () => {
  it('creates the month of any day of it (201), then answers the same report (200)', async () => {
    const first = await alice.post('/api/activity-report/', { date: '2016-01-17' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date: '2016-01-01', status: 'draft', slices_per_day: 2, period: 'month' });
    expect(first.body.actions).toEqual(['send']);
    expect(first.body.editable).toBe(true);
    const again = await alice.post('/api/activity-report/', { date: '2016-01-02' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('takes the slices from the company, not from the body, and freezes them', async () => {
    const res = await alice.post('/api/activity-report/', {
      date: '2016-02-01',
      slices_per_day: 8,
      total_working_days: 3,
    });
    expect(res.body.slices_per_day).toBe(2);
    // February 2016: 21 business days.
    expect(res.body.total_working_days).toBe(21);
  });

  it('refuses months before 2015 and after December of the current year', async () => {
    const year = Number(todayInParis().slice(0, 4));
    for (const date of ['2014-12-31', `${year + 1}-01-01`]) {
      const res = await alice.post('/api/activity-report/', { date });
      expect(res.status).toBe(400);
      expect(res.body.fields.date[0]).toBe(ACTIVITY_MESSAGES.reportMonthInvalid);
    }
    expect((await alice.post('/api/activity-report/', { date: '2015-01-01' })).status).toBe(201);
    expect([200, 201]).toContain((await alice.post('/api/activity-report/', { date: `${year}-12-01` })).status);
  });

  it('is refused to whoever declares no activity (a manager validates only)', async () => {
    expect((await manager.post('/api/activity-report/', { date: '2016-01-01' })).status).toBe(403);
  });

  it('is refused while the company does not use activities', async () => {
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    await ctx.db.update(companies).set({ use_activities: false }).where(eq(companies.id, acme!.id));
    try {
      const res = await alice.post('/api/activity-report/', { date: '2016-01-01' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
      expect((await alice.get('/api/activity-report/')).status).toBe(403);
    } finally {
      await ctx.db.update(companies).set({ use_activities: true }).where(eq(companies.id, acme!.id));
    }
  });
});

describe('PUT activity-report/{id}/ (remark)', () => {
  it("saves the owner's remark on a draft, empties it with blank", async () => {
    const id = await reportOf(alice, '2016-03');
    const res = await alice.put(`/api/activity-report/${id}/`, { remark: 'Deux jours chez le client.' });
    expect(res.status).toBe(200);
    expect(res.body.remark).toBe('Deux jours chez le client.');
    expect((await alice.put(`/api/activity-report/${id}/`, { remark: '  ' })).body.remark).toBeNull();
  });

  it('is 409 activity.notEditable once sent, 403 for a validator, 404 for a colleague', async () => {
    const id = await reportOf(alice, '2016-04');
    expect((await manager.put(`/api/activity-report/${id}/`, { remark: 'x' })).status).toBe(403);
    const bob = await ctx.as('bob');
    expect((await bob.put(`/api/activity-report/${id}/`, { remark: 'x' })).status).toBe(404);
    expect((await alice.patch(`/api/activity-report/${id}/`, { status: 'submitted' })).status).toBe(200);
    const res = await alice.put(`/api/activity-report/${id}/`, { remark: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(ACTIVITY_MESSAGES.notEditable);
  });
});

describe('PATCH activity-report/{id}/ (the state machine)', () => {
  it('walks send, unlock, suspend, unlock, send, validate, and refuses what is not the actor’s', async () => {
    const id = await reportOf(alice, '2016-05');
    const patch = (client: TestClient, status: string) => client.patch(`/api/activity-report/${id}/`, { status });
    // A validator does not send someone's report; the owner does not suspend, validate or refuse it.
    expect((await patch(manager, 'submitted')).status).toBe(403);
    for (const status of ['suspended', 'accepted', 'refused']) expect((await patch(alice, status)).status).toBe(403);
    // Accepting a draft: the validator's transition, but not from draft.
    const early = await patch(manager, 'accepted');
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(ACTIVITY_MESSAGES.statusForbidden);

    const sent = await patch(alice, 'submitted');
    expect(sent.body).toMatchObject({ status: 'submitted', editable: false, actions: [] });
    expect(sent.body.validation_date).not.toBeNull();
    const seen = await manager.get(`/api/activity-report/${id}/`);
    expect(seen.body.actions).toEqual(['unlock', 'validate', 'refuse']);
    expect((await patch(manager, 'draft')).body.status).toBe('draft');
    expect((await patch(manager, 'suspended')).body.status).toBe('suspended');
    expect((await patch(alice, 'submitted')).status).toBe(409);
    expect((await patch(manager, 'draft')).body.status).toBe('draft');
    expect((await patch(alice, 'submitted')).status).toBe(200);
    expect((await patch(manager, 'accepted')).body.status).toBe('accepted');
    expect((await patch(manager, 'refused')).status).toBe(409);
  });

  it('lets nobody validate their own report, whatever their role', async () => {
    const id = await reportOf(rh, '2016-05');
    expect((await rh.patch(`/api/activity-report/${id}/`, { status: 'submitted' })).status).toBe(200);
    expect((await rh.patch(`/api/activity-report/${id}/`, { status: 'accepted' })).status).toBe(403);
    expect((await rh.patch(`/api/activity-report/${id}/`, { status: 'draft' })).status).toBe(403);
    const admin = await ctx.as('admin');
    expect((await admin.patch(`/api/activity-report/${id}/`, { status: 'accepted' })).status).toBe(200);
  });

  it('refuses a status that does not exist', async () => {
    const id = await reportOf(alice, '2016-06');
    expect((await alice.patch(`/api/activity-report/${id}/`, { status: 'archived' })).status).toBe(400);
  });
});

describe('POST activity-report/send_mail_cra/', () => {
  it('saves the mark, sends with validation_date and mails the recipients and the managers, in French and English', async () => {
    const recipients = 'paie@acme-conseil.fr, rh@acme-conseil.fr';
    const preferences = {
      activity: { slices_per_day: 2, recipients_for_validation: recipients },
      email: { subject_prefix: '[Acme]' },
    };
    await withCompanyPreferences(
      ctx,
      (current) => ({ ...current, ...preferences }),
      async (acme) => {
        // The manager reads English (issue 28): the recipients get the mail in two renderings.
        const backToFrench = await readsIn(ctx, 'manager', 'en');
        const id = await reportOf(alice, '2016-08');
        await addActivity(ctx, id, project, day('2016-08-01'));
        const res = await alice.post('/api/activity-report/send_mail_cra/', { report: id, mark: 4 });
        await backToFrench();
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('submitted');
        const [mark] = await ctx.db.select().from(wellnessMarks).where(eq(wellnessMarks.activity_report_id, id));
        expect(mark).toMatchObject({ mark: 4, wellness_period: 'wellness_month', activity_date: '2016-08-01' });
        expect((await alice.get(`/api/activity-report/${id}/`)).body.wellness_mark).toBe(4);
        const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.company_id, acme.id));
        const mail = mails.find((m) => m.subject.includes('août 2016'))!;
        expect(mail.to).toEqual(['paie@acme-conseil.fr', 'rh@acme-conseil.fr']);
        expect(mail.subject).toBe("[Acme] Rapport d'activité à valider : Alice Martin, août 2016");
        expect(mail.text).toContain("Alice Martin a envoyé son rapport d'activité d'août 2016 : 1,00 jour travaillé.");
        expect(mail.text).toContain(`/activity/${id}`);
        const english = mails.find((m) => m.subject.includes('August 2016'))!;
        expect(english.to).toEqual(['manager@acme-conseil.fr']);
        expect(english.subject).toBe('[Acme] Activity report to validate: Alice Martin, August 2016');
        expect(english.text).toContain('Alice Martin sent the activity report of August 2016: 1.00 worked days.');
        expect(english.text).toContain(`/activity/${id}`);
        expect(english.text).not.toContain('a envoyé');
      },
    );
  });

  it('replaces the mark when sent again after an unlock', async () => {
    const id = await reportOf(alice, '2016-09');
    await alice.post('/api/activity-report/send_mail_cra/', { report: id, mark: 2 });
    await manager.patch(`/api/activity-report/${id}/`, { status: 'draft' });
    expect((await alice.post('/api/activity-report/send_mail_cra/', { report: id, mark: 5 })).status).toBe(200);
    const marks = await ctx.db.select().from(wellnessMarks).where(eq(wellnessMarks.activity_report_id, id));
    expect(marks.map((m) => m.mark)).toEqual([5]);
  });

  it('sends without a mark; refuses a mark out of 0..5, a sent report, a validator, a colleague', async () => {
    const id = await reportOf(alice, '2016-10');
    const bad = await alice.post('/api/activity-report/send_mail_cra/', { report: id, mark: 6 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.mark[0]).toBe(WELLNESS_MESSAGES.mark_invalid);
    expect((await manager.post('/api/activity-report/send_mail_cra/', { report: id })).status).toBe(403);
    const bob = await ctx.as('bob');
    expect((await bob.post('/api/activity-report/send_mail_cra/', { report: id })).status).toBe(404);
    expect((await alice.post('/api/activity-report/send_mail_cra/', { report: id })).status).toBe(200);
    const again = await alice.post('/api/activity-report/send_mail_cra/', { report: id });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(ACTIVITY_MESSAGES.statusForbidden);
    expect(await ctx.db.select().from(wellnessMarks).where(eq(wellnessMarks.activity_report_id, id))).toEqual([]);
  });

  it('writes nothing when the mail cannot be queued: mark, status and mail are one transaction', async () => {
    const id = await reportOf(alice, '2016-11');
    await ctx.db.execute('ALTER TABLE mail_outbox ADD CONSTRAINT test_no_mail CHECK (false) NOT VALID');
    try {
      // The check violation is answered as the database's refusal (platform/db-errors.ts): any failure will do.
      const res = await alice.post('/api/activity-report/send_mail_cra/', { report: id, mark: 3 });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.db.execute('ALTER TABLE mail_outbox DROP CONSTRAINT test_no_mail');
    }
    const [report] = await ctx.db.select().from(activityReports).where(eq(activityReports.id, id));
    expect(report).toMatchObject({ status: 'draft', validation_date: null });
    expect(await ctx.db.select().from(wellnessMarks).where(eq(wellnessMarks.activity_report_id, id))).toEqual([]);
  });

  it('refuses a mark while the company does not use wellness, and sends nothing then', async () => {
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    await ctx.db.update(companies).set({ use_wellness: false }).where(eq(companies.id, acme!.id));
    try {
      const client = await ctx.as('alice');
      const id = await reportOf(client, '2016-12');
      const res = await client.post('/api/activity-report/send_mail_cra/', { report: id, mark: 3 });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
      const [report] = await ctx.db.select().from(activityReports).where(eq(activityReports.id, id));
      expect(report!.status).toBe('draft');
    } finally {
      await ctx.db.update(companies).set({ use_wellness: true }).where(eq(companies.id, acme!.id));
    }
  });
});

describe('POST wellness/', () => {
  it("saves the viewer's mark of a report of theirs (201), one per report", async () => {
    const me = await userId(ctx, 'alice');
    const id = await reportOf(alice, '2016-07');
    const body = { owner: me, mark: 3, wellness_period: 'wellness_month', activity_report: id };
    const res = await alice.post('/api/wellness/', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ owner: me, mark: 3, wellness_period: 'wellness_month', activity_report: id });
    expect((await alice.post('/api/wellness/', { ...body, mark: 1 })).body.id).toBe(res.body.id);
    const marks = await ctx.db
      .select()
      .from(wellnessMarks)
      .where(and(eq(wellnessMarks.activity_report_id, id), eq(wellnessMarks.owner_id, me)));
    expect(marks.map((m) => m.mark)).toEqual([1]);
  });

  it('saves a mark of no report for today', async () => {
    const me = await userId(ctx, 'alice');
    const res = await alice.post('/api/wellness/', { owner: me, mark: 0, wellness_period: 'wellness_d_day' });
    expect(res.status).toBe(201);
    expect(res.body.activity_report).toBeNull();
  });

  it("refuses someone else's mark (403), a colleague's report (404), a mark above 5 (400)", async () => {
    const me = await userId(ctx, 'alice');
    const bob = await userId(ctx, 'bob');
    const id = await reportOf(alice, '2016-07');
    expect(
      (await alice.post('/api/wellness/', { owner: bob, mark: 3, wellness_period: 'wellness_month' })).status,
    ).toBe(403);
    const bobClient = await ctx.as('bob');
    const other = { owner: bob, mark: 3, wellness_period: 'wellness_month', activity_report: id };
    expect((await bobClient.post('/api/wellness/', other)).status).toBe(404);
    const high = await alice.post('/api/wellness/', { owner: me, mark: 6, wellness_period: 'wellness_month' });
    expect(high.status).toBe(400);
    expect(high.body.fields.mark[0]).toBe(WELLNESS_MESSAGES.mark_invalid);
  });
});

describe('GET /pdf/activity-report/{id}', () => {
  it('shows (pdf=0) or downloads (pdf=1) the PDF named by the company format', async () => {
    const id = await reportOf(alice, '2016-03');
    await addActivity(ctx, id, project, day('2016-03-01'));
    const shown = await alice.get(`/api/pdf/activity-report/${id}?pdf=0`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toBe('inline; filename="CRA_martin-alice_2016-03.pdf"');
    expect(shown.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const downloaded = await withPdfNameFormat(ctx, 'ACME_ownername_type_date', () =>
      manager.get(`/api/pdf/activity-report/${id}?pdf=1`),
    );
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="ACME_martin-alice_CRA_2016-03.pdf"');
    expect((await (await ctx.as('bob')).get(`/api/pdf/activity-report/${id}?pdf=0`)).status).toBe(404);
  });
});

describe('what declared activities keep', () => {
  it('a project with activities is not deleted (409), nor a type of overtime declared on one', async () => {
    const admin = await ctx.as('admin');
    const [, , spare] = await projectIds(ctx, 'alice', 3);
    const id = await reportOf(alice, '2016-02');
    const activity = await addActivity(ctx, id, spare!, day('2016-02-01'));
    const res = await admin.delete(`/api/project/${spare}/`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Can not delete a project with declared activities');

    const type = await admin.post('/api/typeOfOvertime/', { name: 'Nuit', short_name: 'NUI', rate: 100, rank: 9 });
    expect(type.status).toBe(201);
    await ctx.db.insert(activityOvertimes).values({
      company_id: activity.company_id,
      activity_id: activity.id,
      user_id: await userId(ctx, 'alice'),
      type_of_overtime_id: type.body.id,
      minutes: 60,
    });
    const used = await admin.delete(`/api/typeOfOvertime/${type.body.id}/`);
    expect(used.status).toBe(409);
    expect(used.body.detail).toBe('This type of overtime is used by declared overtime and cannot be deleted.');
  });
});
