import { addDays } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import type { DeclaredRoute } from '../../platform/access';
import { users } from '../users/users.tables';
import { leaves } from './leaves.tables';
import { futureMonday, span, typeId, userId } from './leaves.test-helpers';

/**
 * One answer per person on every route of one leave (leaves.policy.ts): 404 to whoever may not see it by its address
 * (a colleague who sees it in the calendar, a manager of another service, another company), before its body is even
 * validated; 403 or 409 to its owner and validators when they may not act, never 404.
 */
const ctx = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function attach(client: TestClient, leaveId: number) {
  const form = new FormData();
  form.append('attachment_file', new Blob([PDF]), 'justificatif.pdf');
  const request = new Response(form);
  return client.request('POST', `/api/leave/${leaveId}/attachment/`, {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

const leaveRoutes = () => ctx.app.declaredRoutes.filter((r) => r.access.record === leaves);
const urlOf = (route: DeclaredRoute, leaveId: number, attachmentId: number) =>
  route.url.replace(':id', String(leaveId)).replace(':attachmentId', String(attachmentId));
/** A body that would pass validation, so that a 404 is the policy's and not an accident of the body. */
const bodyFor = (route: DeclaredRoute, input: Record<string, unknown>) =>
  route.method === 'PUT' ? input : route.method === 'PATCH' ? { status: 'accepted' } : {};

let accepted: { id: number; attachmentId: number; input: Record<string, unknown> };

beforeAll(async () => {
  const alice = await ctx.as('alice');
  const monday = futureMonday(80);
  const input = { ...span(monday, addDays(monday, 1)), type_of_leave: await typeId(ctx, 'Congés payés') };
  const draft = await alice.post('/api/leave/', input);
  const upload = await attach(alice, draft.body.id);
  expect(upload.status).toBe(201);
  expect((await alice.patch(`/api/leave/${draft.body.id}/`, { status: 'submitted' })).status).toBe(200);
  expect((await (await ctx.as('manager')).patch(`/api/leave/${draft.body.id}/`, { status: 'accepted' })).status).toBe(
    200,
  );
  accepted = { id: draft.body.id, attachmentId: upload.body.id, input: { ...input, status: 'submitted' } };
});

describe('one leave, every route', () => {
  it('covers the leave, its history, attachments and PDF', () => {
    expect(leaveRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/leave/:id/',
        'PUT /api/leave/:id/',
        'PATCH /api/leave/:id/',
        'DELETE /api/leave/:id/',
        'GET /api/leave/:id/history/',
        'GET /api/leave/:id/attachment/',
        'POST /api/leave/:id/attachment/',
        'GET /api/leave/:id/attachment/:attachmentId/',
        'DELETE /api/leave/:id/attachment/:attachmentId/',
        'GET /api/pdf/leave/:id',
      ]),
    );
  });

  it.each([
    ['a colleague, who sees the leave in the calendar', 'bob'],
    ['a manager of another service', 'jmoreau'],
    ['a stranger to the company', 'globex-admin'],
  ])('answers 404 to %s on every route, with a valid body or none', async (_who, username) => {
    const client = await ctx.as(username);
    const failures: string[] = [];
    for (const route of leaveRoutes()) {
      const url = urlOf(route, accepted.id, accepted.attachmentId);
      for (const body of [bodyFor(route, accepted.input), { nonsense: true }]) {
        const res = await client.request(route.method as 'GET', url, route.method === 'GET' ? {} : { body });
        if (res.status !== 404 || res.body.code !== 'not_found')
          failures.push(`${route.method} ${url} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing changed on the way.
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, accepted.id));
    expect(row).toMatchObject({ status: 'accepted', version: 3 });
  });

  it.each([
    ['its owner', 'alice'],
    ['the manager of its owner', 'manager'],
    ['hr', 'rh'],
  ])('lets %s read it all', async (_who, username) => {
    const client = await ctx.as(username);
    for (const route of leaveRoutes().filter((r) => r.method === 'GET')) {
      const url = urlOf(route, accepted.id, accepted.attachmentId);
      expect((await client.get(url)).status, url).toBe(200);
    }
  });

  it('answers its owner 403 for what is never hers, 409 for what its status forbids now', async () => {
    const alice = await ctx.as('alice');
    const base = `/api/leave/${accepted.id}/`;
    expect((await alice.patch(base, { status: 'refused' })).status).toBe(403);
    expect((await alice.put(base, accepted.input)).status).toBe(409);
    expect((await alice.delete(base)).status).toBe(409);
    expect((await alice.delete(`${base}attachment/${accepted.attachmentId}/`)).status).toBe(409);
    expect((await attach(alice, accepted.id)).status).toBe(409);
  });

  it('answers its validator 409 for what its status forbids now', async () => {
    const manager = await ctx.as('manager');
    const base = `/api/leave/${accepted.id}/`;
    expect((await manager.patch(base, { status: 'refused' })).status).toBe(409);
    expect((await manager.put(base, accepted.input)).status).toBe(409);
    expect((await manager.delete(base)).status).toBe(409);
    expect((await attach(manager, accepted.id)).status).toBe(409);
  });

  it('answers rh 403 for a decision on her own leave, which she sees', async () => {
    const rh = await ctx.as('rh');
    const monday = futureMonday(81);
    const own = await rh.post('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'Congés payés'),
      status: 'submitted',
    });
    expect(own.status).toBe(201);
    expect((await rh.get(`/api/leave/${own.body.id}/history/`)).status).toBe(200);
    const decision = await rh.patch(`/api/leave/${own.body.id}/`, { status: 'accepted' });
    expect(decision.status).toBe(403);
    expect(decision.body.code).toBe('permission_denied');
  });
});

describe('balance of an owner', () => {
  const balance = async (username: string, owner: number) =>
    (await (await ctx.as(username)).get(`/api/leave/balance/?owner=${owner}`)).status;

  it('answers 404 for someone the user may not see, as for a leave', async () => {
    expect(await balance('alice', await userId(ctx, 'bob'))).toBe(404);
    expect(await balance('jmoreau', await userId(ctx, 'alice'))).toBe(404);
    expect(await balance('manager', await userId(ctx, 'alice'))).toBe(200);
    expect(await balance('alice', await userId(ctx, 'alice'))).toBe(200);
  });

  it('answers 404 to a company-wide validator for a person of another company', async () => {
    const [stranger] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'globex-user'));
    expect(await balance('rh', stranger!.id)).toBe(404);
  });
});

describe('the leaves module', () => {
  it('declares use_leaves on every route of leaves and types of leave', () => {
    const own = ctx.app.declaredRoutes.filter((r) => /^\/api\/(leave\/|pdf\/leave\/|typeOfLeave\/)/.test(r.url));
    expect(own.length).toBeGreaterThan(12);
    expect(own.filter((r) => r.access.feature !== 'use_leaves').map((r) => r.url)).toEqual([]);
  });
});
