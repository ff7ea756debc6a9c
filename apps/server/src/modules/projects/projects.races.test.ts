import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient, TestResponse } from '../../../test/client';
import { userId } from '../leaves/leaves.test-helpers';
import { services } from '../services/services.tables';
import { customers, projectMembers, projects } from './projects.tables';

/**
 * Deletions refused while something holds the record (spec/3 §5), raced: 20 browsers at once, half deleting, half adding
 * what would hold it. Whatever the order, no answer is a 5xx and the database never keeps a project of a deleted
 * customer nor deletes a project that has members. On PGlite transactions already run one at a time; the file earns its
 * keep on PostgreSQL (TEST_DATABASE_URL, in CI).
 */
const ctx = useTestApp();
const N = 20;
const browsers: TestClient[] = [];
let dev = 0;

beforeAll(async () => {
  for (let i = 0; i < N; i++) browsers.push(await ctx.as(i % 2 ? 'admin' : 'rh'));
  const [service] = await ctx.db.select().from(services).where(eq(services.name, 'Développement'));
  dev = service!.id;
});

const statuses = (responses: TestResponse[]) => [...new Set(responses.map((r) => r.status))].sort();

describe('races on customers and projects', () => {
  it('deleting a customer while projects are added to it', async () => {
    const created = await browsers[0]!.post<{ id: number }>('/api/customer/', { name: 'Client disputé' });
    const id = created.body.id;
    const responses = await Promise.all(
      browsers.map((b, i) =>
        i % 2
          ? b.delete(`/api/customer/${id}/`)
          : b.post('/api/project/', { name: `Projet ${i}`, customer: id, service: dev }),
      ),
    );
    expect(statuses(responses).every((s) => [201, 204, 400, 404, 409].includes(s))).toBe(true);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, id));
    const held = await ctx.db.select().from(projects).where(eq(projects.customer_id, id));
    // Either the customer is gone with no project, or it stayed and holds every project that was answered 201.
    if (!customer) expect(held).toEqual([]);
    expect(held.length).toBe(responses.filter((r, i) => i % 2 === 0 && r.status === 201).length);
  });

  it('deleting a project while its users are set', async () => {
    const created = await browsers[0]!.post<{ id: number }>('/api/project/', { name: 'Projet disputé' });
    const id = created.body.id;
    const alice = await userId(ctx, 'alice');
    const responses = await Promise.all(
      browsers.map((b, i) =>
        i % 2 ? b.delete(`/api/project/${id}/`) : b.put(`/api/project/${id}/members/`, { users: [alice] }),
      ),
    );
    expect(statuses(responses).every((s) => [200, 204, 404, 409].includes(s))).toBe(true);
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, id));
    const members = await ctx.db.select().from(projectMembers).where(eq(projectMembers.project_id, id));
    // Members set before the first delete keep the project; a delete that won first leaves no members behind.
    if (project) expect(members.length).toBe(1);
    else expect(members).toEqual([]);
  });

  it('deleting a project while activities are saved on it', async () => {
    const created = await browsers[0]!.post<{ id: number }>('/api/project/', { name: 'Projet du jour' });
    const id = created.body.id;
    const alices = await Promise.all(Array.from({ length: N / 2 }, () => ctx.as('alice')));
    const report = await alices[0]!.post<{ id: number }>('/api/activity-report/', { date: '2025-03-01' });
    // March 2025's first ten business days, one activity each: only the project is disputed, never a slice.
    const days = ['03', '04', '05', '06', '07', '10', '11', '12', '13', '14'].map((d) => `2025-03-${d}`);
    const responses = await Promise.all(
      browsers.map((b, i) =>
        i % 2
          ? b.delete(`/api/project/${id}/`)
          : alices[i / 2]!.post('/api/activity/', {
              report: report.body.id,
              project: id,
              begin_date: days[i / 2],
              begin_slice: 0,
              end_date: days[i / 2],
              end_slice: 1,
            }),
      ),
    );
    expect(statuses(responses).every((s) => [201, 204, 400, 404, 409].includes(s))).toBe(true);
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, id));
    const saved = responses.filter((r, i) => i % 2 === 0 && r.status === 201).length;
    // A saved activity keeps its project; a project that was deleted had none saved on it.
    if (!project) expect(saved).toBe(0);
    else expect(responses.some((r, i) => i % 2 === 1 && r.status === 204)).toBe(false);
  });
});
