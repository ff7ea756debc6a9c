import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { futureMonday, span, typeId } from '../leaves/leaves.test-helpers';

const ctx = useTestApp();

describe('GET /api/typeOfLeave/', () => {
  it('returns every type by default, the count being the total', async () => {
    const alice = await ctx.as('alice');
    const res = await alice.get('/api/typeOfLeave/');
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBe(res.body.count);
    expect(res.body.count).toBeGreaterThan(2);
  });

  it('pages with limit and offset, the count staying the total', async () => {
    const alice = await ctx.as('alice');
    const all = (await alice.get('/api/typeOfLeave/')).body;
    const page = await alice.get('/api/typeOfLeave/?limit=2&offset=1');
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(all.count);
    expect(page.body.results.map((t: { id: number }) => t.id)).toEqual(
      all.results.slice(1, 3).map((t: { id: number }) => t.id),
    );
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const alice = await ctx.as('alice');
    const res = await alice.get(`/api/typeOfLeave/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});

/** A body with every field of spec/3 §3, the hidden block included. */
const fullType = (extra: Record<string, unknown> = {}) => ({
  name: 'Congé formation',
  active: true,
  deducting_mode: 'working_days',
  rank: 12,
  pay_export: 'CFOR',
  is_telework: false,
  period_management: true,
  period_last_day: 31,
  period_last_month: 12,
  period_year_offset: 0,
  rights_management: true,
  annual_quota: 4.25,
  automatically_accept: false,
  prior_notice: 10,
  activate_validation_workflow: true,
  activate_cancellation_workflow: true,
  deprived_meal_ticket: false,
  display_as_confidential: false,
  display_comment: true,
  count_as_worked: false,
  force_to_attach_file: true,
  display_in_balance_summary: true,
  do_not_display_counter: false,
  display_in_activity_report: true,
  can_delete_from_activity_report: true,
  prevent_expense_entry: true,
  requires_precision: true,
  ...extra,
});

describe('typeOfLeave writes', () => {
  it('an administrator creates, reads, edits and deletes a type with every field', async () => {
    const admin = await ctx.as('admin');
    const created = await admin.post('/api/typeOfLeave/', fullType());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...fullType(), value: 'Congé formation' });
    const id = created.body.id;
    expect((await admin.get(`/api/typeOfLeave/${id}/`)).body.annual_quota).toBe(4.25);

    const edited = await admin.put(`/api/typeOfLeave/${id}/`, fullType({ name: 'Formation', annual_quota: 0.01 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Formation', annual_quota: 0.01, prevent_expense_entry: true });

    expect((await admin.delete(`/api/typeOfLeave/${id}/`)).status).toBe(204);
    expect((await admin.get(`/api/typeOfLeave/${id}/`)).status).toBe(404);
  });

  it('a body with a name only takes the defaults (open days, no approval circuit: issue 28 made it act)', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/typeOfLeave/', { name: 'Déménagement' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      active: true,
      deducting_mode: 'open_days',
      rank: 0,
      pay_export: null,
      activate_validation_workflow: false,
      deprived_meal_ticket: true,
      annual_quota: 0,
    });
  });

  it.each([
    ['name', 'a'.repeat(255), 201],
    ['name', 'a'.repeat(256), 400],
    ['name', '', 400],
    ['annual_quota', 2.5, 201],
    ['annual_quota', 0.005, 400],
    ['annual_quota', -0.01, 400],
    ['period_last_day', 31, 201],
    ['period_last_day', 32, 400],
    ['period_last_day', 0, 400],
    ['period_last_month', 12, 201],
    ['period_last_month', 13, 400],
    ['rank', -1, 400],
    ['rank', 1.5, 400],
    ['prior_notice', -1, 400],
    ['deducting_mode', 'weekdays', 400],
  ])('%s = %j answers %i', async (field, value, status) => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/typeOfLeave/', fullType({ [field]: value }));
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.fields).toHaveProperty(field);
  });

  it.each(['rh', 'manager', 'alice', 'compta'])('%s may read but not write', async (username) => {
    const client = await ctx.as(username);
    const id = await typeId(ctx, 'RTT');
    expect((await client.get('/api/typeOfLeave/')).status).toBe(200);
    expect((await client.post('/api/typeOfLeave/', fullType())).status).toBe(403);
    expect((await client.put(`/api/typeOfLeave/${id}/`, fullType())).status).toBe(403);
    expect((await client.delete(`/api/typeOfLeave/${id}/`)).status).toBe(403);
  });

  it("another company's type is 404 to read, edit and delete", async () => {
    const globex = await ctx.as('globex-admin');
    const id = await typeId(ctx, 'RTT');
    expect((await globex.get(`/api/typeOfLeave/${id}/`)).status).toBe(404);
    expect((await globex.put(`/api/typeOfLeave/${id}/`, fullType())).status).toBe(404);
    expect((await globex.delete(`/api/typeOfLeave/${id}/`)).status).toBe(404);
    expect((await globex.get('/api/typeOfLeave/')).body.results.map((t: { id: number }) => t.id)).not.toContain(id);
  });

  it('a type used by leaves is not deleted: 409, deactivate it instead', async () => {
    const admin = await ctx.as('admin');
    const id = await typeId(ctx, 'Congés payés');
    const res = await admin.delete(`/api/typeOfLeave/${id}/`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('in_use');
    expect(res.body.detail).toBe('This type of leave is used by leaves and cannot be deleted: deactivate it instead.');
    expect((await admin.get(`/api/typeOfLeave/${id}/`)).status).toBe(200);
  });

  it('sorts on the columns of the list, by rank by default', async () => {
    const admin = await ctx.as('admin');
    const ranks = (await admin.get('/api/typeOfLeave/')).body.results.map((t: { rank: number }) => t.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const names = (await admin.get('/api/typeOfLeave/?ordering=-name&active=true')).body.results.map(
      (t: { name: string }) => t.name,
    );
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'fr')));
    expect((await admin.get('/api/typeOfLeave/?ordering=company_id')).status).toBe(400);
  });
});

describe('a deactivated type of leave', () => {
  it('keeps its leaves and their name; pickers (active=true) and new leaves no longer get it', async () => {
    const admin = await ctx.as('admin');
    const alice = await ctx.as('alice');
    const created = await admin.post('/api/typeOfLeave/', fullType({ name: 'Jour de solidarité', prior_notice: 0 }));
    const id = created.body.id;
    const monday = futureMonday(30);
    const leave = await alice.post('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: id,
      precision: 'Lundi de Pentecôte',
    });
    expect(leave.status).toBe(201);

    expect(
      (await admin.put(`/api/typeOfLeave/${id}/`, fullType({ name: 'Jour de solidarité', active: false }))).status,
    ).toBe(200);
    const pickers = (await alice.get('/api/typeOfLeave/?active=true')).body.results.map((t: { id: number }) => t.id);
    expect(pickers).not.toContain(id);
    const again = await alice.post('/api/leave/', { ...span(futureMonday(31), futureMonday(31)), type_of_leave: id });
    expect(again.status).toBe(400);
    expect(again.body.fields).toHaveProperty('type_of_leave');

    const kept = await alice.get(`/api/leave/${leave.body.id}/`);
    expect(kept.body.type_of_leave).toBe(id);
    expect(kept.body.type.value).toBe('Jour de solidarité');
  });

  it('a new type with rights management has its balance for the employee', async () => {
    const admin = await ctx.as('admin');
    const alice = await ctx.as('alice');
    await admin.post(
      '/api/typeOfLeave/',
      fullType({ name: 'Congé ancienneté', annual_quota: 2.5, period_management: false }),
    );
    const balances = (await alice.get('/api/leave/balance/')).body as { name?: string; type?: string }[];
    expect(JSON.stringify(balances)).toContain('Congé ancienneté');
  });
});

describe('a type of leave deleted while leaves are requested with it', () => {
  const N = 20;
  /** Leaves of several employees, so that their type checks run side by side (one owner's requests queue). */
  const requesters = ['alice', 'bob', 'claire'];
  it('answers 4xx to every request, never 500, and no leave is left without its type (20 at once)', async () => {
    const admin = await ctx.as('admin');
    const browsers = [];
    for (let i = 0; i < N - 1; i++) browsers.push(await ctx.as(requesters[i % requesters.length]!));
    for (let round = 0; round < 5; round++) {
      const type = await admin.post('/api/typeOfLeave/', { name: `Course ${round}` });
      expect(type.status).toBe(201);
      const id = type.body.id;
      // The requests leave over 60 ms, the delete among them (later each round): some leaves check the type as it goes.
      const later = <T>(ms: number, send: () => Promise<T>) =>
        new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));
      const requests = [later(5 + round * 10, () => admin.delete(`/api/typeOfLeave/${id}/`))];
      browsers.forEach((client, i) => {
        const monday = futureMonday(60 + round * N + i);
        requests.push(later(i * 3, () => client.post('/api/leave/', { ...span(monday, monday), type_of_leave: id })));
      });
      const statuses = (await Promise.all(requests)).map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const [deleted, ...created] = statuses;
      // Either the delete won (every leave after it refused on its type) or a leave came first (409, the type stays).
      if (deleted === 204) expect(created.every((s) => s === 400)).toBe(true);
      else {
        expect(deleted).toBe(409);
        expect(created.every((s) => s === 201 || s === 400)).toBe(true);
        expect(created).toContain(201);
      }
    }
  });
});
