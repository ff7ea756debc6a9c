import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '../../../test/app';
import { companies, users } from '../../platform/identity/identity.tables';
import { SIGN_IN_LIMITS } from './auth.service';

/**
 * One sign-in attempt from a given socket address, optionally through X-Forwarded-For, optionally with the cookies
 * a browser keeps (its device cookies).
 */
type Attempt = { username: string; password?: string; from: string; forwardedFor?: string; cookies?: string };

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
        cookie: [`csrftoken=${csrf()}`, ...(a.cookies ? [a.cookies] : [])].join('; '),
        'x-csrftoken': csrf(),
        ...(a.forwardedFor ? { 'x-forwarded-for': a.forwardedFor } : {}),
      },
      payload: { username: a.username, password: a.password ?? 'wrong-password' },
    });
    return res;
  };
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const { perAccount, perAddress, perDevice } = SIGN_IN_LIMITS;
/** The statuses of attempts made one after the other. */
async function inTurn(attempt: (a: Attempt) => Promise<{ statusCode: number }>, attempts: Attempt[]) {
  const statuses: number[] = [];
  for (const a of attempts) statuses.push((await attempt(a)).statusCode);
  return statuses;
}
/** How many of each status. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => Object.assign(t, { [s]: (t[s] ?? 0) + 1 }), {});

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
    expect(await inTurn(attempt, attempts)).toEqual(expected);
  });

  // The per-address limit is 100 (issue 21): the attempts go in parallel, and what counts is how many are refused.
  it.each([
    {
      name: 'one guess on each of 105 accounts from one address is limited',
      attempts: times(perAddress + 5, (i) => ({ username: `spray-${i}`, from: '10.3.0.1' })),
    },
    {
      name: 'X-Forwarded-For is ignored: a new forged address per attempt does not reset the count',
      attempts: times(perAddress + 5, (i) => ({
        username: `forged-${i}`,
        from: '10.4.0.1',
        forwardedFor: `203.0.${Math.floor(i / 250)}.${i % 250}`,
      })),
    },
  ])('$name', async ({ attempts }) => {
    const statuses = (await Promise.all(attempts.map(attempt))).map((r) => r.statusCode);
    expect(tally(statuses)).toEqual({ 401: perAddress, 429: 5 });
    // Failures from that address are over the limit: the next one is refused at once, whatever the account.
    expect((await attempt({ username: 'alice', password: 'demo1234', from: attempts[0]!.from })).statusCode).toBe(429);
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
    { name: 'the proxy forwards each client address: counted per client', from: '10.0.0.1', refused: 0 },
    {
      name: 'an untrusted peer sending X-Forwarded-For is counted under its own address',
      from: '10.0.0.2',
      refused: 5,
    },
  ])('$name', async ({ from, refused }) => {
    const attempts = times(perAddress + 5, (i) => ({
      username: `${from}-${i}`,
      from,
      forwardedFor: `198.51.${Math.floor(i / 250)}.${i % 250}`,
    }));
    const statuses = (await Promise.all(attempts.map(attempt))).map((r) => r.statusCode);
    expect(tally(statuses)).toEqual(refused ? { 401: perAddress, 429: refused } : { 401: perAddress + 5 });
  });
});

/** The device cookie a sign-in answer hands out, as the browser sends it back. */
function deviceCookie(res: { cookies: { name: string; value: string; path?: string; httpOnly?: boolean }[] }) {
  const cookie = res.cookies.find((c) => c.name.startsWith('device_'));
  if (!cookie) throw new Error('no device cookie');
  return cookie;
}

describe('sign-in throttle: device cookies, attempts in flight, offices (issue 21)', () => {
  const ctx = useTestApp();
  let csrf = '';
  /** Acme people with the demo password, none of whom the other cases use: each case takes its own. */
  let people: string[] = [];
  const take = (n: number) => people.splice(0, n);
  let colleagues: string[] = [];
  beforeAll(async () => {
    csrf = await anonymousCsrf(ctx.app);
    const rows = await ctx.db
      .select({ username: users.username })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.company_id))
      .where(and(eq(companies.hostname, 'localhost'), eq(users.is_active, true)))
      .orderBy(users.username);
    people = rows.map((r) => r.username);
  });
  const attempt = signInWith(ctx, () => csrf);

  it('hands out an HttpOnly device cookie for the account after a successful sign-in, and only then', async () => {
    const [who] = take(1);
    const failed = await attempt({ username: who!, from: '10.20.0.1' });
    expect(failed.cookies.find((c) => c.name.startsWith('device_'))).toBeUndefined();
    const cookie = deviceCookie(await attempt({ username: who!, password: 'demo1234', from: '10.20.0.1' }));
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/', sameSite: 'Strict' });
    expect(cookie.value).not.toContain(who!);
  });

  it("(a) a browser that signed in before signs in while others' guesses lock the account", async () => {
    const [who] = take(1);
    const mine = deviceCookie(await attempt({ username: who!, password: 'demo1234', from: '10.21.0.1' }));
    const cookies = `${mine.name}=${mine.value}`;
    // Someone else, from anywhere, guesses ten times: the account is locked for browsers it does not know.
    const guesses = await inTurn(
      attempt,
      times(perAccount, (i) => ({ username: who!, from: `10.21.1.${i}` })),
    );
    expect(guesses).toEqual(times(perAccount, () => 401));
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.21.0.1' })).statusCode).toBe(429);
    // Its owner's browser, from the same address as before or another, is not.
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.21.0.1', cookies })).statusCode).toBe(200);
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.21.9.9', cookies })).statusCode).toBe(200);
    // The guesser stays locked out: the owner's success does not wipe the untrusted browsers' count.
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.21.1.1' })).statusCode).toBe(429);
  });

  it('(a) a trusted browser is not held by its address either', async () => {
    const [who] = take(1);
    const mine = deviceCookie(await attempt({ username: who!, password: 'demo1234', from: '10.22.0.1' }));
    const spray = times(perAddress, (i) => ({ username: `office-spray-${i}`, from: '10.22.0.1' }));
    expect(tally((await Promise.all(spray.map(attempt))).map((r) => r.statusCode))).toEqual({ 401: perAddress });
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.22.0.1' })).statusCode).toBe(429);
    const cookies = `${mine.name}=${mine.value}`;
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.22.0.1', cookies })).statusCode).toBe(200);
  });

  it("(a) a trusted browser's own failures count on its cookie, then on the account like any browser", async () => {
    const [who] = take(1);
    const mine = deviceCookie(await attempt({ username: who!, password: 'demo1234', from: '10.23.0.1' }));
    const cookies = `${mine.name}=${mine.value}`;
    const own = await inTurn(
      attempt,
      times(perDevice, () => ({ username: who!, from: '10.23.0.1', cookies })),
    );
    expect(own).toEqual(times(perDevice, () => 401));
    // Not on the account: another browser with the right password gets in.
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.23.0.2' })).statusCode).toBe(200);
    // The locked cookie is an untrusted browser now: ten more failures lock it out with the account.
    const more = await inTurn(
      attempt,
      times(perAccount + 1, () => ({ username: who!, from: '10.23.0.1', cookies })),
    );
    expect(more).toEqual([...times(perAccount, () => 401), 429]);
    expect((await attempt({ username: who!, password: 'demo1234', from: '10.23.0.1', cookies })).statusCode).toBe(429);
  });

  it("(a) a forged cookie, or another account's, is no device cookie", async () => {
    const [who, other] = take(2);
    const mine = deviceCookie(await attempt({ username: who!, password: 'demo1234', from: '10.24.0.1' }));
    const theirs = deviceCookie(await attempt({ username: other!, password: 'demo1234', from: '10.24.0.1' }));
    await inTurn(
      attempt,
      times(perAccount, () => ({ username: who!, from: '10.24.1.1' })),
    );
    const [nonce] = mine.value.split('.');
    const forged = `${mine.name}=${nonce}.${'A'.repeat(43)}`;
    const borrowed = `${mine.name}=${theirs.value}`;
    for (const cookies of [forged, borrowed, `${theirs.name}=${theirs.value}`]) {
      expect((await attempt({ username: who!, password: 'demo1234', from: '10.24.0.1', cookies })).statusCode).toBe(
        429,
      );
    }
  });

  it('(b) 16 simultaneous right passwords from one address all succeed: attempts in flight are not failures', async () => {
    const office = take(16);
    colleagues = office.slice(0, 10);
    const results = await Promise.all(
      office.map((username) => attempt({ username, password: 'demo1234', from: '10.25.0.1' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(times(16, () => 200));
  });

  it('(b) 16 simultaneous right passwords for one account all succeed, more than its failure limit', async () => {
    const [who] = take(1);
    const results = await Promise.all(
      times(16, () => attempt({ username: who!, password: 'demo1234', from: '10.26.0.1' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(times(16, () => 200));
  });

  it("(c) an office's typos do not lock anyone out: 30 failures on 10 accounts behind one address", async () => {
    // The colleagues of (b): their right passwords wiped their accounts' counts.
    const office = colleagues;
    expect(office).toHaveLength(10);
    const typos = office.flatMap((username) => times(3, () => ({ username, from: '10.27.0.1' })));
    expect(await inTurn(attempt, typos)).toEqual(times(30, () => 401));
    const right = await inTurn(
      attempt,
      office.map((username) => ({ username, password: 'demo1234', from: '10.27.0.1' })),
    );
    expect(right).toEqual(times(10, () => 200));
  });
});
