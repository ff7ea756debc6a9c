import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

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
