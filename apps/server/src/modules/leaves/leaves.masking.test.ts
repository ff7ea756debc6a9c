import { addDays, LeaveListQuery } from '@staff/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { typesOfLeave } from '../reference/reference.tables';
import { services as servicesTable } from '../services/services.tables';
import { users } from '../users/users.tables';
import { LEAVE_ORDERING_FIELDS } from './leaves.list.queries';
import { leaveAttachments, leaves } from './leaves.tables';
import { futureMonday, typeId, userId } from './leaves.test-helpers';

/**
 * Masked fields (issue 6, defect 3 and part 2): what a viewer may not see of a leave, that viewer cannot filter, sort,
 * count or total on either. The harness asks every filter and every ordering of the list and of the totals twice, as
 * a colleague: once as the data is, once after changing every field the colleague may not see of Alice's leaves.
 * A masked field answers the same both times; a field that leaks through a filter, an ordering or a total does not.
 */
const ctx = useTestApp();

type Query = Record<string, string>;
type QueryKey = keyof typeof LeaveListQuery.shape;

let ALICE = 0;
let SICK = 0;
let PARENTAL = 0;
let RTT = 0;
const hidden: Record<'sick' | 'parental' | 'pendingSick' | 'rtt', number> = {
  sick: 0,
  parental: 0,
  pendingSick: 0,
  rtt: 0,
};
let viewers: Record<'bob' | 'jmoreau', TestClient>;
let samples: Record<QueryKey, string[]>;

/** Alice's leaves seen by neither Bob (a colleague) nor Julien Moreau (manager of another service). */
async function insertHiddenLeave(week: number, type: number, status: 'accepted' | 'submitted', extra = {}) {
  const monday = futureMonday(week);
  const [row] = await ctx.db
    .insert(leaves)
    .values({
      company_id: 1,
      owner_id: ALICE,
      begin_date: monday,
      end_date: addDays(monday, 1),
      half_days: 4,
      type_of_leave_id: type,
      status,
      precision: 'précision privée',
      comment: 'commentaire privé',
      submission_date: new Date(),
      ...extra,
    })
    .returning();
  return row!.id;
}

const setDisplayComment = (type: number, display_comment: boolean) =>
  ctx.db.update(typesOfLeave).set({ display_comment }).where(eq(typesOfLeave.id, type));

/** A real stored file (the PDF routes read it), attached whatever the leave's status. */
async function attachFile(leaveId: number) {
  const storage = ctx.files;
  const file = await storage.save(ctx.db, {
    companyId: 1,
    fileName: 'arret.pdf',
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    contentType: 'application/pdf',
    createdBy: null,
  });
  await ctx.db.insert(leaveAttachments).values({ company_id: 1, leave_id: leaveId, file_id: file.id });
}

beforeAll(async () => {
  ALICE = await userId(ctx, 'alice');
  SICK = await typeId(ctx, 'Maladie');
  PARENTAL = await typeId(ctx, 'Congé maternité / paternité');
  hidden.sick = await insertHiddenLeave(150, SICK, 'accepted');
  hidden.parental = await insertHiddenLeave(151, PARENTAL, 'accepted');
  hidden.pendingSick = await insertHiddenLeave(152, SICK, 'submitted');
  RTT = await typeId(ctx, 'RTT');
  // No type shows its comments to colleagues here (display_comment off): the comment is one of the hidden fields the
  // harness changes. The last test turns it on.
  await ctx.db.update(typesOfLeave).set({ display_comment: false }).where(eq(typesOfLeave.company_id, 1));
  hidden.rtt = await insertHiddenLeave(153, RTT, 'accepted');
  await attachFile(hidden.sick);
  viewers = { bob: await ctx.as('bob'), jmoreau: await ctx.as('jmoreau') };

  const [alice] = await ctx.db.select().from(users).where(eq(users.id, ALICE));
  const types = await ctx.db.select({ id: typesOfLeave.id }).from(typesOfLeave).where(eq(typesOfLeave.company_id, 1));
  const services = await ctx.db
    .select({ id: servicesTable.id })
    .from(servicesTable)
    .where(eq(servicesTable.company_id, 1));
  const days = [futureMonday(150), futureMonday(152), addDays(futureMonday(153), 1)];
  const years = [...new Set([new Date().getFullYear(), ...days.map((d) => Number(d.slice(0, 4)))])];
  // Every query parameter of the list, with values that select, sort or page Alice's hidden leaves. Typed by the
  // schema's keys: a parameter added to LeaveListQuery without values here fails the typecheck and the test below.
  samples = {
    limit: ['1000', '3'],
    offset: ['0', '2'],
    ordering: LEAVE_ORDERING_FIELDS.flatMap((field) => [field, `-${field}`]).concat(['type_of_leave,-begin_date']),
    search: ['Martin', 'alice'],
    owner: ['me', String(ALICE)],
    status: ['accepted', 'submitted', 'accepted,submitted', 'draft', 'refused'],
    type_of_leave: types.map((t) => String(t.id)),
    begin_date: days,
    end_date: days,
    for_year: years.map(String),
    for_month: days.map((d) => d.slice(0, 7)),
    names: ['Alice', 'Martin'],
    employee_number: [alice!.employee_number ?? 'none'],
    managed: ['true', 'false'],
    cancellation_requested: ['true', 'false'],
    service: services.map((service) => String(service.id)),
  };
});

/** Changes everything a colleague may not see of Alice's leaves, and nothing they may. */
async function changeHiddenFields() {
  const aliceLeaves = await ctx.db.select().from(leaves).where(eq(leaves.owner_id, ALICE));
  for (const leave of aliceLeaves) {
    // Reversed order of ids, so that any ordering on these dates would come out differently.
    const stamp = new Date(Date.UTC(2001, 0, 1) + (1_000_000 - leave.id) * 60_000);
    await ctx.db
      .update(leaves)
      .set({
        // One confidential type for the other: a colleague sees neither.
        type_of_leave_id:
          leave.type_of_leave_id === SICK
            ? PARENTAL
            : leave.type_of_leave_id === PARENTAL
              ? SICK
              : leave.type_of_leave_id,
        precision: `autre ${leave.id}`,
        comment: `autre ${leave.id}`,
        submission_date: stamp,
        // A request to cancel is the owner's and their validators' business (issue 28).
        cancellation_requested_at: leave.status === 'accepted' ? stamp : null,
        modified: stamp,
      })
      .where(eq(leaves.id, leave.id));
  }
  await ctx.db.delete(leaveAttachments).where(eq(leaveAttachments.leave_id, hidden.sick));
  await attachFile(hidden.rtt);
}

const url = (path: string, query: Query) => `${path}?${new URLSearchParams(query)}`;

/**
 * Every single-parameter query narrowed to Alice, each list at its largest unless the query pages it; the type filter
 * and the orderings also over the whole company, as the probe asked them.
 */
function allQueries(): Query[] {
  const queries: Query[] = [];
  for (const [key, values] of Object.entries(samples)) {
    for (const value of values) {
      const base: Query = key === 'limit' ? {} : { limit: '1000' };
      queries.push({ ...base, owner: String(ALICE), [key]: value });
      if (key === 'type_of_leave' || key === 'ordering') queries.push({ ...base, [key]: value });
    }
  }
  return queries;
}

async function answers(viewer: TestClient, queries: Query[]) {
  const out: unknown[] = [];
  for (const query of queries) {
    const list = await viewer.get(url('/api/leave/', query));
    const totals = await viewer.get(url('/api/leave/totals/', query));
    expect([list.status, totals.status], JSON.stringify(query)).toEqual([200, 200]);
    out.push({ query, list: list.body, totals: totals.body });
  }
  return out;
}

describe('masked fields of a colleague’s leave', () => {
  it('has sample values for every query parameter and every ordering of the list', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(LeaveListQuery.shape).sort());
    for (const field of LEAVE_ORDERING_FIELDS) expect(samples.ordering).toContain(`-${field}`);
  });

  it('shows a colleague the days of an accepted leave, nothing else', async () => {
    const list = await viewers.bob.get<any>(`/api/leave/?owner=${ALICE}&limit=1000`);
    const seen = new Map(list.body.results.map((l: { id: number }) => [l.id, l]));
    expect(seen.has(hidden.pendingSick)).toBe(false);
    for (const id of [hidden.sick, hidden.parental, hidden.rtt]) {
      expect(seen.get(id)).toMatchObject({
        precision: null,
        comment: null,
        submission_date: null,
        modified: null,
        attachments_count: 0,
        status: 'accepted',
        number_of_days: 2,
        actions: [],
        editable: false,
      });
    }
    expect(seen.get(hidden.sick)).toMatchObject({ type: null, type_of_leave: null });
    expect(seen.get(hidden.rtt)).toMatchObject({ type: { value: 'RTT' } });
    const own = await (await ctx.as('alice')).get(`/api/leave/${hidden.sick}/`);
    expect(own.body).toMatchObject({ comment: 'commentaire privé', attachments_count: 1, type: { value: 'Maladie' } });
  });

  it('neither lists, counts nor totals a colleague’s leave under its confidential type', async () => {
    for (const viewer of Object.values(viewers)) {
      const sick = await viewer.get<any>(`/api/leave/?type_of_leave=${SICK}&limit=1000`);
      expect(sick.body.results.filter((l: { owner: number }) => l.owner === ALICE)).toEqual([]);
      const totals = await viewer.get(`/api/leave/totals/?owner=${ALICE}&type_of_leave=${SICK}`);
      expect(totals.body).toEqual({ draft: 0, submitted: 0, accepted: 0, refused: 0 });
    }
  });

  it('sorts a colleague’s confidential leaves as unknown types, not by their type', async () => {
    const res = await viewers.bob.get<any>(`/api/leave/?owner=${ALICE}&ordering=type_of_leave&limit=1000`);
    const masked = res.body.results.filter((l: { type: unknown }) => l.type === null).map((l: { id: number }) => l.id);
    expect(masked).toContain(hidden.sick);
    // Unknown sorts last, then by id: whatever the hidden types are.
    expect(res.body.results.slice(-masked.length).map((l: { id: number }) => l.id)).toEqual(
      [...masked].sort((a, b) => a - b),
    );
  });

  it('answers every filter, ordering and total alike whatever the hidden fields hold', {
    timeout: 120_000,
  }, async () => {
    const queries = allQueries();
    const before = { bob: await answers(viewers.bob, queries), jmoreau: await answers(viewers.jmoreau, queries) };
    await changeHiddenFields();
    const after = { bob: await answers(viewers.bob, queries), jmoreau: await answers(viewers.jmoreau, queries) };
    for (const name of ['bob', 'jmoreau'] as const) {
      const differing = queries.filter((_, i) => JSON.stringify(before[name][i]) !== JSON.stringify(after[name][i]));
      expect(differing, `${name}: answers that reveal a hidden field`).toEqual([]);
    }
    // The check has teeth: Alice herself sees the change.
    const own = await (await ctx.as('alice')).get<any>(`/api/leave/${hidden.sick}/`);
    expect(own.body.type.value).toBe('Congé maternité / paternité');
  });
});

describe('a colleague’s leave by its address', () => {
  it.each([
    ['the leave', (id: number) => `/api/leave/${id}/`],
    ['its history', (id: number) => `/api/leave/${id}/history/`],
    ['its attachments', (id: number) => `/api/leave/${id}/attachment/`],
    ['its PDF', (id: number) => `/api/pdf/leave/${id}`],
    ['its ZIP', (id: number) => `/api/pdf/leave/${id}?with_attachments=1`],
  ])('answers 404 for %s to a colleague, not to its owner or validators', async (_name, path) => {
    const id = hidden.rtt;
    expect((await viewers.bob.get(path(id))).status).toBe(404);
    expect((await viewers.jmoreau.get(path(id))).status).toBe(404);
    for (const username of ['alice', 'manager', 'rh']) {
      const res = await (await ctx.as(username)).get(path(id));
      expect(res.status, username).not.toBe(404);
    }
  });

  it('answers 404 for an attachment of it', async () => {
    const [attachment] = await ctx.db
      .select()
      .from(leaveAttachments)
      .where(inArray(leaveAttachments.leave_id, [hidden.sick, hidden.rtt]))
      .limit(1);
    const res = await viewers.bob.get(`/api/leave/${attachment!.leave_id}/attachment/${attachment!.id}/`);
    expect(res.status).toBe(404);
  });
});

describe('a colleague’s leave comment (display_comment)', () => {
  it('is shown to a colleague when its type displays comments, and never for a confidential type', async () => {
    const seen = async () => {
      const list = await viewers.bob.get<any>(`/api/leave/?owner=${ALICE}&limit=1000`);
      return new Map(list.body.results.map((l: { id: number; comment: string | null }) => [l.id, l.comment]));
    };
    // Maladie displays comments but is confidential.
    await setDisplayComment(RTT, true);
    await setDisplayComment(SICK, true);
    try {
      const comments = await seen();
      expect(comments.get(hidden.rtt)).toMatch(/^(commentaire privé|autre \d+)$/);
      expect(comments.get(hidden.sick)).toBeNull();
      await setDisplayComment(RTT, false);
      expect((await seen()).get(hidden.rtt)).toBeNull();
    } finally {
      await setDisplayComment(RTT, false);
      await setDisplayComment(SICK, false);
    }
  });
});
