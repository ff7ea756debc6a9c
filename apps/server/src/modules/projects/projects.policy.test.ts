import {
  addDays,
  canSeeProject,
  offeredInPicker,
  PROJECT_COLORS,
  PROJECT_VISIBILITIES,
  type ProjectFacts,
  type ProjectListQuery,
  type ProjectViewer,
} from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { todayInParis } from '../../platform/clock';
import { userId } from '../leaves/leaves.test-helpers';
import { serviceMembers, services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { listProjects } from './projects.queries';
import { projectMembers, projects } from './projects.tables';

/**
 * The SQL filters of GET project/ and the shared rules agree: every combination of visibility, owner, service, member,
 * activity and last use is inserted, then each viewer's lists are compared with `canSeeProject` / `offeredInPicker`.
 */
const ctx = useTestApp();
const today = todayInParis();
const PREFIX = 'VIS-';

type Case = ProjectFacts & { name: string; id: number };
let cases: Case[] = [];
let companyId: number;
let viewers: ProjectViewer[] = [];

beforeAll(async () => {
  const [alice, bob, ebernard] = await Promise.all(['alice', 'bob', 'ebernard'].map((u) => userId(ctx, u)));
  const [row] = await ctx.db.select({ company_id: users.company_id }).from(users).where(eq(users.id, alice!));
  companyId = row!.company_id!;
  const serviceRows = await ctx.db.select().from(services).where(eq(services.company_id, companyId));
  const memberships = await ctx.db.select().from(serviceMembers).where(eq(serviceMembers.company_id, companyId));
  const servicesOf = (user: number) => memberships.filter((m) => m.user_id === user).map((m) => m.service_id);
  viewers = [alice!, ebernard!].map((u) => ({ userId: u, serviceIds: servicesOf(u), seesAll: false }));
  const [aliceService] = servicesOf(alice!);
  const otherService = serviceRows.find((s) => s.id !== aliceService)!.id;

  const uses = [
    { color: PROJECT_COLORS.customer, last_used_date: null },
    { color: PROJECT_COLORS.openActivity, last_used_date: addDays(today, -90) },
    { color: PROJECT_COLORS.openActivity, last_used_date: addDays(today, -91) },
  ];
  const planned: (Omit<ProjectFacts, 'created_on'> & { name: string })[] = [];
  for (const visibility of PROJECT_VISIBILITIES)
    for (const owner_id of [alice!, bob!, null])
      for (const service_id of [aliceService!, otherService, null])
        for (const member_ids of [[], [alice!], [ebernard!]])
          for (const actif of [true, false])
            for (const use of uses)
              planned.push({
                name: `${PREFIX}${planned.length}`,
                visibility,
                owner_id,
                service_id,
                member_ids,
                actif,
                ...use,
              });
  const inserted = await ctx.db
    .insert(projects)
    .values(planned.map(({ member_ids, ...p }) => ({ ...p, company_id: companyId })))
    .returning({ id: projects.id, name: projects.name });
  const idOf = new Map(inserted.map((r) => [r.name, r.id]));
  cases = planned.map((p) => ({ ...p, id: idOf.get(p.name)!, created_on: today }));
  const members = cases.flatMap((c) =>
    c.member_ids.map((user_id) => ({ company_id: companyId, project_id: c.id, user_id })),
  );
  await ctx.db.insert(projectMembers).values(members);
});

async function sqlIds(viewer: ProjectViewer, query: Partial<ProjectListQuery>) {
  const q = { limit: 1000, offset: 0, name: PREFIX, ...query } as ProjectListQuery;
  const { rows } = await listProjects(ctx.db, companyId, q, viewer, today);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
const ruleIds = (keep: (c: Case) => boolean) =>
  cases
    .filter(keep)
    .map((c) => c.id)
    .sort((a, b) => a - b);

describe('the SQL filters and the shared rules agree', () => {
  it('on every combination (sanity: the table holds all of them)', () => {
    expect(cases).toHaveLength(3 * 3 * 3 * 3 * 2 * 3);
  });

  it.each([0, 1])('can_see, viewer %i', async (i) => {
    const viewer = viewers[i]!;
    const expected = ruleIds((c) => canSeeProject(viewer, c));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(cases.length);
    expect(await sqlIds(viewer, {})).toEqual(expected);
    expect(await sqlIds({ ...viewer, seesAll: true }, { can_see: true })).toEqual(expected);
  });

  it.each([0, 1])('for_me, viewer %i', async (i) => {
    const viewer = viewers[i]!;
    const expected = ruleIds((c) => offeredInPicker(viewer, c, today));
    expect(await sqlIds(viewer, { for_me: true })).toEqual(expected);
    expect(await sqlIds({ ...viewer, seesAll: true }, { for_me: true })).toEqual(expected);
  });

  it('the back office sees every project', async () => {
    expect(await sqlIds({ ...viewers[0]!, seesAll: true }, {})).toEqual(ruleIds(() => true));
  });
});
