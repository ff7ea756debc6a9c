import { beforeAll } from 'vitest';
import type { TestContext } from './app';
import type { TestClient, TestResponse } from './client';

/**
 * The browsers of a race test, each signed in on its own, once for the whole file (call it at the file's top level):
 * `{ alice: 20, manager: 10 }` → `all('alice')`, her 20 browsers. Signed in one after the other: a sign-in is not
 * what the test races.
 */
export function racingBrowsers(ctx: TestContext, counts: Record<string, number>): (username: string) => TestClient[] {
  const browsers = new Map<string, TestClient[]>();
  beforeAll(async () => {
    for (const [username, count] of Object.entries(counts)) {
      const list: TestClient[] = [];
      for (let i = 0; i < count; i++) list.push(await ctx.as(username));
      browsers.set(username, list);
    }
  });
  return (username) => browsers.get(username)!;
}

/** The statuses of the answers, counted: `{ 201: 1, 400: 19 }`. */
export function tally(responses: TestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
