import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { keysWithBytes } from '../../../test/stored-bytes';

const ctx = useTestApp();

// A 1×1 transparent PNG, and one padded to a given size (bytes after IEND are ignored by decoders, not by the limit).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);

type Company = Record<string, unknown> & { logo_url: string | null; welcome_image_url: string | null };

async function putImage(browser: TestClient, url: string, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  if (file) form.append('attachment_file', new Blob([file.bytes], { type: 'image/png' }), file.name);
  else form.append('title', 'no file');
  const encoded = new Response(form);
  return browser.request<Company & { code?: string; detail?: string; fields?: Record<string, string[]> }>('PUT', url, {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

/** Restores what a test changed, so that the tests of this file do not depend on their order. */
async function restoreFlags() {
  const admin = await ctx.as('admin');
  await admin.patch('/api/my-company/', {
    use_leaves: true,
    use_activities: true,
    use_expenses_claims: true,
    use_time_tracking: true,
    use_mission_orders: true,
  });
}

describe('GET /api/my-company/', () => {
  it('answers the general information, texts never null', async () => {
    const res = await (await ctx.as('admin')).get<Company>('/api/my-company/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Acme Conseil', siret: expect.any(String), use_leaves: true });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'collective_agreement',
        'id',
        'legal_structure',
        'logo_url',
        'name',
        'siret',
        'support_email',
        'support_phone',
        'use_activities',
        'use_expenses_claims',
        'use_leaves',
        'use_mission_orders',
        'use_time_tracking',
        'use_wellness',
        'welcome_image_url',
      ].sort(),
    );
  });

  it.each([
    ['rh', 403],
    ['manager', 403],
    ['compta', 403],
    ['alice', 403],
    ['root', 403],
  ])('refuses %s (%i)', async (username, status) => {
    expect((await (await ctx.as(username)).get('/api/my-company/')).status).toBe(status);
  });

  it('answers 401 to a visitor', async () => {
    expect((await ctx.client().get('/api/my-company/')).status).toBe(401);
  });

  it("shows each administrator their own company only: Globex's sees Globex", async () => {
    const res = await (await ctx.as('globex-admin')).get<Company>('/api/my-company/');
    expect(res.body.name).not.toBe('Acme Conseil');
  });
});

describe('PATCH /api/my-company/', () => {
  it('saves the support contact, SIRET, legal structure and agreement', async () => {
    const admin = await ctx.as('admin');
    const body = {
      support_email: 'support@acme-conseil.fr, rh@acme-conseil.fr',
      support_phone: '+33 1 23 45 67 89',
      siret: '123 456 789 00012',
      legal_structure: 'SAS',
      collective_agreement: 'Syntec',
    };
    const res = await admin.patch<Company>('/api/my-company/', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(body);
    expect((await admin.get<Company>('/api/my-company/')).body).toMatchObject(body);
    // Empty is accepted for each of them.
    const cleared = await admin.patch<Company>('/api/my-company/', { support_email: '', support_phone: '', siret: '' });
    expect(cleared.body).toMatchObject({ support_email: '', support_phone: '', siret: '' });
  });

  it.each([
    ['support_email', 'support@acme-conseil.fr;rh@acme-conseil.fr', 'Enter e-mail addresses separated by commas.'],
    ['support_email', 'support@acme-conseil.fr,', 'Enter e-mail addresses separated by commas.'],
    ['support_email', 'Support <support@acme.fr>', 'Enter e-mail addresses separated by commas.'],
    ['support_phone', '01-23-45', 'A phone number holds digits, spaces and an optional leading +.'],
    ['support_phone', '01 23 +45', 'A phone number holds digits, spaces and an optional leading +.'],
    ['siret', '123-456', 'A SIRET holds digits and spaces only.'],
    ['siret', '+123', 'A SIRET holds digits and spaces only.'],
    ['legal_structure', 'x'.repeat(256), 'Ensure this field has no more than 255 characters.'],
  ])('refuses %s = %j: %s', async (field, value, message) => {
    const res = await (await ctx.as('admin')).patch('/api/my-company/', { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
  });

  it('accepts texts at their limits: 255 characters of legal structure, a phone of 30', async () => {
    const res = await (await ctx.as('admin')).patch<Company>('/api/my-company/', {
      legal_structure: 'x'.repeat(255),
      support_phone: `+${'1'.repeat(29)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.legal_structure).toHaveLength(255);
    const over = await (await ctx.as('admin')).patch('/api/my-company/', { support_phone: `+${'1'.repeat(30)}` });
    expect(over.status).toBe(400);
  });

  it('keeps the name read-only', async () => {
    const res = await (await ctx.as('admin')).patch('/api/my-company/', { name: 'Renamed' });
    expect(res.status).toBe(400);
  });

  it.each(['rh', 'manager', 'compta', 'alice', 'root'])('refuses %s', async (username) => {
    const res = await (await ctx.as(username)).patch('/api/my-company/', { siret: '1' });
    expect(res.status).toBe(403);
  });

  it("changes the caller's company only", async () => {
    const globex = await ctx.as('globex-admin');
    const before = (await globex.get<Company>('/api/my-company/')).body;
    await (await ctx.as('admin')).patch('/api/my-company/', { legal_structure: 'SARL' });
    expect((await globex.get<Company>('/api/my-company/')).body.legal_structure).toBe(before.legal_structure);
  });
});

describe('feature flags', () => {
  it('turning leaves off refuses the leaves calls to every role at once, and hides nothing else', async () => {
    const admin = await ctx.as('admin');
    const alice = await ctx.as('alice');
    const manager = await ctx.as('manager');
    expect((await alice.get('/api/leave/')).status).toBe(200);
    try {
      const off = await admin.patch<Company>('/api/my-company/', { use_leaves: false });
      expect(off.body.use_leaves).toBe(false);
      for (const browser of [alice, manager, admin]) {
        const res = await browser.get('/api/leave/');
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'feature_disabled',
          detail: 'This module is not enabled for your company.',
        });
      }
      expect((await alice.post('/api/leave/', {})).body.code).toBe('feature_disabled');
      // `me` tells the web app to hide the module (menus, panels, cards read the flag).
      expect((await alice.get('/api/my_account/')).body.company.use_leaves).toBe(false);
      // The other modules and the other company are untouched.
      expect((await alice.get('/api/document/')).status).toBe(200);
      expect((await (await ctx.as('globex-user')).get('/api/leave/')).status).toBe(200);
    } finally {
      await restoreFlags();
    }
    expect((await alice.get('/api/leave/')).status).toBe(200);
  });
});

describe('the logo and the welcome image', () => {
  it('uploads a logo that the login page then shows, under a new address at each upload', async () => {
    const admin = await ctx.as('admin');
    const first = await putImage(admin, '/api/my-company/logo/', { bytes: PNG, name: 'logo.png' });
    expect(first.status).toBe(200);
    expect(first.body.logo_url).toMatch(/^\/api\/company-logo\/\d+\/\?v=\d+$/);
    const icon = await ctx.client().get('/api/company-icon/?hostname=localhost');
    expect(icon.body.logo_url).toBe(first.body.logo_url);
    expect((await admin.get('/api/my_account/')).body.company.logo_url).toBe(first.body.logo_url);

    const image = await ctx.client().get(first.body.logo_url!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.raw.equals(PNG)).toBe(true);
    const etag = String(image.headers.etag);
    const revalidated = await ctx.client({ 'if-none-match': etag }).get(first.body.logo_url!.replace(/\?.*/, ''));
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, no-cache');

    const second = await putImage(admin, '/api/my-company/logo/', { bytes: pngOf(2000), name: 'logo2.png' });
    expect(second.body.logo_url).not.toBe(first.body.logo_url);
    // The old file is gone: its old address no longer matches, and the revalidation sends the new bytes.
    const after = await ctx.client({ 'if-none-match': etag }).get(first.body.logo_url!);
    expect(after.status).toBe(200);
    expect(after.raw.length).toBe(2000);
    expect(after.headers['cache-control']).toBe('public, no-cache');
  });

  it('keeps no file of a replaced or removed logo', async () => {
    const admin = await ctx.as('admin');
    const companyId = (await admin.get<Company>('/api/my-company/')).body.id as number;
    const count = async () => (await keysWithBytes(ctx, companyId)).length;
    await putImage(admin, '/api/my-company/logo/', { bytes: PNG, name: 'a.png' });
    const withOne = await count();
    await putImage(admin, '/api/my-company/logo/', { bytes: PNG, name: 'b.png' });
    expect(await count()).toBe(withOne);
    const removed = await admin.delete<Company>('/api/my-company/logo/');
    expect(removed.body.logo_url).toBeNull();
    expect(await count()).toBe(withOne - 1);
    expect((await ctx.client().get('/api/company-icon/?hostname=localhost')).body.logo_url).toBeNull();
  });

  it('serves the welcome image to the signed-in users of the company only', async () => {
    const admin = await ctx.as('admin');
    const res = await putImage(admin, '/api/my-company/welcome-image/', { bytes: PNG, name: 'bienvenue.png' });
    expect(res.status).toBe(200);
    expect(res.body.welcome_image_url).toMatch(/^\/api\/my-company\/welcome-image\/\?v=\d+$/);
    const alice = await ctx.as('alice');
    expect((await alice.get('/api/my_account/')).body.company.welcome_image_url).toBe(res.body.welcome_image_url);
    const image = await alice.get(res.body.welcome_image_url!);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await ctx.client().get(res.body.welcome_image_url!)).status).toBe(401);
    expect((await (await ctx.as('globex-user')).get(res.body.welcome_image_url!)).status).toBe(404);
  });

  it('accepts an image of exactly 5242880 bytes', async () => {
    const res = await putImage(await ctx.as('admin'), '/api/my-company/welcome-image/', {
      bytes: pngOf(5_242_880),
      name: 'big.png',
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['one byte over 5242880', { bytes: pngOf(5_242_881), name: 'huge.png' }, 413, 'Image size exceeds 5Mo.'],
    ['a text file renamed .png', { bytes: Buffer.from('not an image\n'), name: 'fake.png' }, 415, null],
    ['a PDF', { bytes: Buffer.from('%PDF-1.4\n%…'), name: 'logo.pdf' }, 415, null],
  ])('refuses %s and keeps the current logo', async (_what, file, status, detail) => {
    const admin = await ctx.as('admin');
    const before = (await admin.get<Company>('/api/my-company/')).body.logo_url;
    const res = await putImage(admin, '/api/my-company/logo/', file);
    expect(res.status).toBe(status);
    if (detail) expect(res.body.detail).toBe(detail);
    expect((await admin.get<Company>('/api/my-company/')).body.logo_url).toBe(before);
  });

  it('asks for a file', async () => {
    const res = await putImage(await ctx.as('admin'), '/api/my-company/logo/');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ attachment_file: ['Please choose a file.'] });
  });

  it.each(['rh', 'manager', 'alice', 'root'])('refuses %s', async (username) => {
    const browser = await ctx.as(username);
    expect((await putImage(browser, '/api/my-company/logo/', { bytes: PNG, name: 'x.png' })).status).toBe(403);
    expect((await browser.delete('/api/my-company/welcome-image/')).status).toBe(403);
  });
});

describe('GET and PUT /api/company-settings/{key}/', () => {
  const general = {
    pdf_name_format: 'ACME_type_ownername_date',
    url: 'https://staff.acme-conseil.fr',
    first_day_of_week: 1,
    pdf_footer_center: 'Acme Conseil — confidentiel',
  };

  it('reads the defaults of a key never saved', async () => {
    const res = await (await ctx.as('admin')).get('/api/company-settings/activity/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ slices_per_day: 2, recipients_for_validation: '', report_period: 'month' });
  });

  it('saves each key without touching the others', async () => {
    const admin = await ctx.as('admin');
    const leave = (await admin.get('/api/company-settings/leave/')).body;
    const saved = await admin.put('/api/company-settings/general/', {
      ...general,
      pdf_name_format: 'MY_CO_ownername_type_date',
    });
    expect(saved.status).toBe(200);
    // Underscores of the prefix become hyphens (spec/3 §5).
    expect(saved.body).toEqual({ ...general, pdf_name_format: 'MY-CO_ownername_type_date' });
    expect((await admin.get('/api/company-settings/general/')).body.pdf_name_format).toBe('MY-CO_ownername_type_date');
    const email = await admin.put('/api/company-settings/email/', {
      from: 'rh@acme-conseil.fr',
      subject_prefix: '[Acme]',
    });
    expect(email.body).toEqual({ from: 'rh@acme-conseil.fr', subject_prefix: '[Acme]' });
    expect((await admin.get('/api/company-settings/leave/')).body).toEqual(leave);
    for (const key of ['activity', 'expense', 'leave']) {
      const body =
        key === 'activity'
          ? { slices_per_day: 4, recipients_for_validation: 'a@acme-conseil.fr, b@acme-conseil.fr' }
          : { recipients_for_validation: 'paie@acme-conseil.fr' };
      const res = await admin.put(`/api/company-settings/${key}/`, body);
      expect(res.status).toBe(200);
      // expense has its export plugins too: left out, every one is enabled; activity its period, monthly when left out.
      const defaults = {
        expense: { export_plugins: ['expense-xlsx', 'expense-journal'] },
        activity: { report_period: 'month' },
        leave: {},
      }[key];
      expect(res.body).toEqual({ ...body, ...defaults });
    }
  });

  it('saves the enabled expense export plugins, each once, and refuses an unknown one', async () => {
    const admin = await ctx.as('admin');
    const recipients = { recipients_for_validation: '' };
    const saved = await admin.put('/api/company-settings/expense/', {
      ...recipients,
      export_plugins: ['expense-journal', 'expense-journal'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...recipients, export_plugins: ['expense-journal'] });
    expect((await admin.get('/api/company-settings/expense/')).body.export_plugins).toEqual(['expense-journal']);
    const none = await admin.put('/api/company-settings/expense/', { ...recipients, export_plugins: [] });
    expect(none.body.export_plugins).toEqual([]);
    const unknown = await admin.put('/api/company-settings/expense/', { ...recipients, export_plugins: ['payroll-x'] });
    expect(unknown.status).toBe(400);
    await admin.put('/api/company-settings/expense/', recipients);
  });

  it('accepts an empty prefix and a footer of exactly 60 characters', async () => {
    const res = await (await ctx.as('admin')).put('/api/company-settings/general/', {
      ...general,
      pdf_name_format: '_type_ownername_date',
      url: '',
      pdf_footer_center: 'x'.repeat(60),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'general',
      { pdf_name_format: '--_type_ownername_date' },
      'pdf_name_format',
      'The prefix needs at least one letter or digit.',
    ],
    ['general', { pdf_name_format: 'ACME_date_type' }, 'pdf_name_format', 'Choose a file name format.'],
    [
      'general',
      { pdf_footer_center: 'x'.repeat(61) },
      'pdf_footer_center',
      'Ensure this field has no more than 60 characters.',
    ],
    ['general', { url: 'javascript:alert(1)' }, 'url', 'Enter a web address starting with http:// or https://.'],
    ['general', { first_day_of_week: 7 }, 'first_day_of_week', 'Choose a day of the week.'],
    ['email', { from: 'rh', subject_prefix: '' }, 'from', 'Email is not valid.'],
    [
      'activity',
      { slices_per_day: 3, recipients_for_validation: '' },
      'slices_per_day',
      'Choose 2, 4, 8, 16 or 32 slices per day.',
    ],
    [
      'activity',
      { slices_per_day: 2, recipients_for_validation: 'a@b.fr; c@d.fr' },
      'recipients_for_validation',
      'Enter e-mail addresses separated by commas.',
    ],
    [
      'leave',
      { recipients_for_validation: 'rh@' },
      'recipients_for_validation',
      'Enter e-mail addresses separated by commas.',
    ],
    [
      'expense',
      { recipients_for_validation: 'rh@acme.fr,,x@acme.fr' },
      'recipients_for_validation',
      'Enter e-mail addresses separated by commas.',
    ],
  ])('%s: refuses %j', async (key, change, field, message) => {
    const admin = await ctx.as('admin');
    const current = (await admin.get(`/api/company-settings/${key}/`)).body;
    const res = await admin.put(`/api/company-settings/${key}/`, { ...current, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual([message]);
    expect((await admin.get(`/api/company-settings/${key}/`)).body).toEqual(current);
  });

  it('refuses an unknown key and an unknown field', async () => {
    const admin = await ctx.as('admin');
    expect((await admin.get('/api/company-settings/payroll/')).status).toBe(404);
    expect((await admin.put('/api/company-settings/leave/', { recipients_for_validation: '', extra: 1 })).status).toBe(
      400,
    );
  });

  it.each(['rh', 'manager', 'compta', 'alice', 'root'])('refuses %s', async (username) => {
    const browser = await ctx.as(username);
    expect((await browser.get('/api/company-settings/general/')).status).toBe(403);
    expect((await browser.put('/api/company-settings/leave/', { recipients_for_validation: '' })).status).toBe(403);
  });

  it("saves the caller's company's preferences only", async () => {
    const admin = await ctx.as('admin');
    await admin.put('/api/company-settings/leave/', { recipients_for_validation: 'conges@acme-conseil.fr' });
    const globex = await ctx.as('globex-admin');
    expect((await globex.get('/api/company-settings/leave/')).body.recipients_for_validation).not.toBe(
      'conges@acme-conseil.fr',
    );
  });
});

describe('what the product reads of the preferences', () => {
  it("puts the e-mail subject prefix before the subject of the company's mails, and nothing when it is empty", async () => {
    const { enqueueMail } = await import('../../platform/mail/outbox');
    const { mailOutbox } = await import('../../platform/mail/outbox.tables');
    const { desc } = await import('drizzle-orm');
    const admin = await ctx.as('admin');
    const companyId = (await admin.get<Company>('/api/my-company/')).body.id as number;
    const lastSubject = async () =>
      (await ctx.db.select({ subject: mailOutbox.subject }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]
        ?.subject;

    await admin.put('/api/company-settings/email/', { from: '', subject_prefix: '[Acme RH]' });
    await enqueueMail(ctx.db, { companyId, to: ['a@acme-conseil.fr'], subject: 'Congé à valider', text: 'x' });
    expect(await lastSubject()).toBe('[Acme RH] Congé à valider');

    await admin.put('/api/company-settings/email/', { from: '', subject_prefix: '' });
    await enqueueMail(ctx.db, { companyId, to: ['a@acme-conseil.fr'], subject: 'Congé à valider', text: 'x' });
    expect(await lastSubject()).toBe('Congé à valider');
  });
});
