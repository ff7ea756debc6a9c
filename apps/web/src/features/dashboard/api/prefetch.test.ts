import type { Role } from '@staff/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { leaveYearTotalsQuery } from '../../../lib/leaveTotals';
import type { Me } from '../../../lib/types';
import { fakeMe } from '../../../test/fakeMe';
import { documentsQuery, newsQuery } from './dashboard';
import { prefetchDashboardData } from './prefetch';

const user = (roles: Role[], extra: Partial<Me> = {}) => fakeMe(roles, extra);

/** A server that answers the current user and an empty page or totals for the rest; records the paths asked. */
function server(me: Me | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url.replace(/\?.*/, ''));
      if (url.startsWith('/api/my_account/'))
        return me ? Response.json(me) : Response.json({ detail: 'no', code: 'not_authenticated' }, { status: 401 });
      if (url.startsWith('/api/leave/totals/'))
        return Response.json({ draft: 1, submitted: 0, accepted: 2, refused: 0 });
      return Response.json({ count: 0, next: null, previous: null, results: [] });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's data, asked for by the / route's loader", () => {
  it('is in the cache under the keys the panels read, once the current user is known', async () => {
    const asked = server(user(['collaborator']));
    const client = new QueryClient();
    await prefetchDashboardData(client);
    const today = todayIso();
    expect(asked).toEqual(['/api/my_account/', '/api/news/', '/api/document/', '/api/leave/totals/']);
    expect(client.getQueryData(newsQuery(today).queryKey)).toMatchObject({ count: 0 });
    expect(client.getQueryData(documentsQuery.queryKey)).toMatchObject({ count: 0 });
    expect(client.getQueryData(leaveYearTotalsQuery(7, Number(today.slice(0, 4))).queryKey)).toMatchObject({
      accepted: 2,
    });
    // Their failures belong to the panels, not to a toast.
    expect(client.getQueryCache().find({ queryKey: documentsQuery.queryKey })?.meta).toEqual({ silent: true });
  });

  it('leaves out the leave recap for a user who cannot request leaves', async () => {
    const asked = server(user(['accounting']));
    await prefetchDashboardData(new QueryClient());
    expect(asked).not.toContain('/api/leave/totals/');
  });

  it("asks a validator's inbox with the rest, and not an employee's", async () => {
    const asked = server(user(['collaborator', 'hr']));
    await prefetchDashboardData(new QueryClient());
    expect(asked).toContain('/api/validation_inbox/');
    const employee = server(user(['collaborator']));
    await prefetchDashboardData(new QueryClient());
    expect(employee).not.toContain('/api/validation_inbox/');
  });

  it.each([
    ['a visitor', null],
    ['the superuser', user([], { is_superuser: true })],
  ])('asks for nothing more for %s, whom the guards send elsewhere', async (_, me) => {
    const asked = server(me);
    await prefetchDashboardData(new QueryClient());
    expect(asked).toEqual(['/api/my_account/']);
  });
});
