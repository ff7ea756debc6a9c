import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '../../../test/app';
import { SIGN_IN_LIMITS } from './auth.service';

/** One sign-in attempt from a given socket address, optionally through X-Forwarded-For. */
type Attempt = { username: string; password?: string; from: string; forwardedFor?: string };

/** Anonymous CSRF token of an app: valid for any number of anonymous writes. */
async function anonymousCsrf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/info/' });
  return res.cookies.find((c) => c.name === 'csrftoken')!.value;
}

function signInWith(ctx: TestContext, csrf: () => string) {
  return async (a: Attempt) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/',
      remoteAddress: a.from,
      headers: {
        cookie: `csrftoken=${csrf()}`,
        'x-csrftoken': csrf(),
        ...(a.forwardedFor ? { 'x-forwarded-for': a.forwardedFor } : {}),
      },
      payload: { username: a.username, password: a.password ?? 'wrong-password' },
    });
    return res;
  };
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const { perAccount, perAddress } = SIGN_IN_LIMITS;

describe('sign-in throttle, no trusted proxy (TRUST_PROXY unset)', () => {
  const ctx = useTestApp();
  let csrf = '';
  beforeAll(async () => {
    csrf = await anonymousCsrf(ctx.app);
  });
  const attempt = signInWith(ctx, () => csrf);

  // Each case uses its own accounts and addresses, so the cases do not share counters. Unknown usernames are
  // counted like known ones (the answer must not tell them apart).
  const cases: { name: string; attempts: Attempt[]; expected: number[] }[] = [
    {
      name: 'the 11th failure on one account is refused, even with the right password',
      attempts: [
        ...times(perAccount, () => ({ username: 'alice', from: '10.1.0.1' })),
        { username: 'alice', password: 'demo1234', from: '10.1.0.1' },
      ],
      expected: [...times(perAccount, () => 401), 429],
    },
    {
      name: 'another address is still refused for that account',
      attempts: [
        ...times(perAccount, (i) => ({ username: 'bob', from: `10.2.0.${i + 1}` })),
        { username: 'bob', password: 'demo1234', from: '10.2.1.1' },
      ],
      expected: [...times(perAccount, () => 401), 429],
    },
    {
      name: 'one guess on each of 15 accounts from one address is limited',
      attempts: times(15, (i) => ({ username: `spray-${i}`, from: '10.3.0.1' })),
      expected: times(15, (i) => (i < perAddress ? 401 : 429)),
    },
    {
      name: 'X-Forwarded-For is ignored: a new forged address per attempt does not reset the count',
      attempts: times(15, (i) => ({ username: `forged-${i}`, from: '10.4.0.1', forwardedFor: `203.0.113.${i}` })),
      expected: times(15, (i) => (i < perAddress ? 401 : 429)),
    },
    {
      name: "a success forgets the account's failures",
      attempts: [
        ...times(perAccount - 1, () => ({ username: 'claire', from: '10.5.0.1' })),
        { username: 'claire', password: 'demo1234', from: '10.5.0.1' },
        ...times(perAccount, () => ({ username: 'claire', from: '10.5.0.2' })),
        { username: 'claire', from: '10.5.0.2' },
      ],
      expected: [...times(perAccount - 1, () => 401), 200, ...times(perAccount, () => 401), 429],
    },
    {
      name: 'successful sign-ins from one address (an office behind one router) are not failures',
      attempts: times(15, () => ({ username: 'manager', password: 'demo1234', from: '10.6.0.1' })),
      expected: times(15, () => 200),
    },
  ];

  it.each(cases)('$name', async ({ attempts, expected }) => {
    const statuses: number[] = [];
    for (const a of attempts) statuses.push((await attempt(a)).statusCode);
    expect(statuses).toEqual(expected);
  });

  it('answers 429 too_many_attempts with a Retry-After within the window', async () => {
    for (let i = 0; i < perAccount; i++) await attempt({ username: 'retry-after', from: '10.7.0.1' });
    const res = await attempt({ username: 'retry-after', from: '10.7.0.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'too_many_attempts' });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
  });

  it('checks exactly the limit of 40 parallel wrong passwords, and refuses the rest', async () => {
    const results = await Promise.all(times(40, () => attempt({ username: 'parallel', from: '10.8.0.1' })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - perAccount);
  });
});

describe('sign-in throttle behind a trusted proxy (TRUST_PROXY=10.0.0.1)', () => {
  const ctx = useTestApp({ TRUST_PROXY: '10.0.0.1' });
  let csrf = '';
  beforeAll(async () => {
    csrf = await anonymousCsrf(ctx.app);
  });
  const attempt = signInWith(ctx, () => csrf);

  it.each([
    { name: 'the proxy forwards each client address: counted per client', from: '10.0.0.1', expected: 401 },
    {
      name: 'an untrusted peer sending X-Forwarded-For is counted under its own address',
      from: '10.0.0.2',
      expected: 429,
    },
  ])('$name', async ({ from, expected }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await attempt({ username: `${from}-${i}`, from, forwardedFor: `198.51.100.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, perAddress)).toEqual(times(perAddress, () => 401));
    expect(new Set(statuses.slice(perAddress))).toEqual(new Set([expected]));
  });
});
