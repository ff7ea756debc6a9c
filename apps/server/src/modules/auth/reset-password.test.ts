import type { AddressInfo } from 'node:net';
import { ACCOUNT_MESSAGES as M } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { type MailSender, startMailSender } from '../../platform/mail/sender';
import { sha256 } from '../../platform/tokens';
import { RESET_LIMITS, SIGN_IN_LIMITS } from './auth.service';
import { passwordResetTokens } from './auth.tables';

const ctx = useTestApp();

type Received = { to: string[]; raw: string; text: string };

/** A real SMTP peer on 127.0.0.1 that keeps every message it accepts. */
async function startSmtpPeer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((a) => a.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  const listening = server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  return {
    received,
    port: (listening.address() as AddressInfo).port,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

const sender = (port: number): MailSender =>
  startMailSender({
    db: ctx.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Staff <no-reply@localhost>',
    pollMs: 3_600_000,
    log: ctx.app.log,
  });

const LINK = /http:\/\/localhost:8000\/change-password\/([\w-]+)/;

let peer: SmtpPeer;
let mail: MailSender;
beforeAll(async () => {
  peer = await startSmtpPeer();
  mail = sender(peer.port);
});
afterAll(async () => {
  await mail?.stop();
  await peer?.close();
});

/** Asks for a reset link for `identifier`, delivers the outbox, and answers the token mailed to `address`. */
async function requestLink(identifier: string, address: string): Promise<string> {
  const before = peer.to(address).length;
  const res = await ctx.client().post('/api/reset-password/', { username: identifier });
  expect(res.status).toBe(204);
  await ctx.app.tasks.idle();
  await mail.flush();
  const mails = peer.to(address);
  expect(mails).toHaveLength(before + 1);
  const token = mails.at(-1)!.text.match(LINK)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

const setPassword = (token: string, password: string) =>
  ctx.client().put(`/api/reset-password/${token}/`, { password });
const signInStatus = async (username: string, password: string) =>
  (await ctx.client().post('/api/auth/', { username, password })).status;

describe('password reset by mail', () => {
  it('mails a link to the account address; the link sets a new password once', async () => {
    const before = await ctx.as('alice');
    const token = await requestLink('alice', 'alice@acme-conseil.fr');
    const message = peer.to('alice@acme-conseil.fr').at(-1)!;
    expect(message.raw).toMatch(/^From: Staff <no-reply@localhost>\r?$/m);
    expect(message.text).toContain('Une réinitialisation du mot de passe du compte « alice » a été demandée.');
    // In Alice's language only (issue 28): the English text is mail-language.test.ts's.
    expect(message.text).not.toContain('A password reset was requested');

    expect((await setPassword(token, 'newpass1')).status).toBe(204);
    expect(await signInStatus('alice', 'newpass1')).toBe(200);
    expect(await signInStatus('alice', 'demo1234')).toBe(401);
    // Sessions opened with the old password end.
    expect((await before.get('/api/my_account/')).status).toBe(440);

    const again = await setPassword(token, 'another1');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');
    expect(await signInStatus('alice', 'newpass1')).toBe(200);
  });

  it('finds the account by e-mail address too', async () => {
    const token = await requestLink('Claire@Acme-Conseil.fr', 'claire@acme-conseil.fr');
    expect((await setPassword(token, 'claire99')).status).toBe(204);
    expect(await signInStatus('claire', 'claire99')).toBe(200);
  });

  it('spends the older links of the account once one of them sets the password', async () => {
    const older = await requestLink('sfournier', 'sfournier@acme-conseil.fr');
    const newer = await requestLink('sfournier', 'sfournier@acme-conseil.fr');
    expect((await setPassword(newer, 'fresh123')).status).toBe(204);
    const res = await setPassword(older, 'attacker1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
    expect(await signInStatus('sfournier', 'fresh123')).toBe(200);
  });

  it('spends pending links when the user changes the password while signed in', async () => {
    const link = await requestLink('mgarnier', 'mgarnier@acme-conseil.fr');
    const browser = await ctx.as('mgarnier');
    const me = (await browser.get('/api/my_account/')).body;
    const changed = await browser.put('/api/my-account/password/', {
      id: me.id,
      old_password: 'demo1234',
      new_password: 'changed1',
    });
    expect(changed.status).toBe(204);
    expect((await setPassword(link, 'attacker1')).status).toBe(400);
    expect(await signInStatus('mgarnier', 'changed1')).toBe(200);
  });

  it('refuses an expired link', async () => {
    const token = await requestLink('bob', 'bob@acme-conseil.fr');
    await ctx.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token_hash, sha256(token)));
    const res = await setPassword(token, 'bobpass1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
    expect(await signInStatus('bob', 'demo1234')).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const res = await setPassword('x'.repeat(43), 'whatever1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
  });

  it('refuses a short password with the spec message, and the link still works after', async () => {
    const token = await requestLink('manager', 'manager@acme-conseil.fr');
    const res = await setPassword(token, 'abcde');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: M.passwordTooShort, fields: { password: [M.passwordTooShort] } });
    expect((await setPassword(token, 'abcdef')).status).toBe(204);
  });

  it('answers 204 for an unknown account and mails nobody', async () => {
    const count = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;
    const queued = await count();
    const delivered = peer.received.length;
    const res = await ctx.client().post('/api/reset-password/', { username: 'nobody-here' });
    expect(res.status).toBe(204);
    await ctx.app.tasks.idle();
    await mail.flush();
    expect(await count()).toBe(queued);
    expect(peer.received.length).toBe(delivered);
  });

  it('asks for a username or e-mail', async () => {
    const res = await ctx.client().post('/api/reset-password/', { username: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(M.resetIdentifierRequired);
  });
});

describe('mail outbox', () => {
  it('keeps a mail while the SMTP peer is down, and delivers it exactly once when it is back', async () => {
    // A port nobody listens on yet: the peer is "down".
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.close();
    const offline = sender(port);
    try {
      expect((await ctx.client().post('/api/reset-password/', { username: 'jmoreau' })).status).toBe(204);
      await ctx.app.tasks.idle();
      const row = async () =>
        (await ctx.db.select().from(mailOutbox).where(sql`'jmoreau@acme-conseil.fr' = ANY(${mailOutbox.to})`))[0]!;
      await offline.flush();
      const failed = await row();
      expect(failed.sent_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toBeTruthy();
      expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

      const back = await startSmtpPeer(port);
      try {
        // Not due yet: nothing is sent.
        await offline.flush();
        expect(back.received).toHaveLength(0);

        await ctx.db
          .update(mailOutbox)
          .set({ next_attempt_at: new Date(Date.now() - 1000) })
          .where(eq(mailOutbox.id, failed.id));
        await offline.flush();
        await offline.flush();
        expect(back.to('jmoreau@acme-conseil.fr')).toHaveLength(1);
        expect(back.to('jmoreau@acme-conseil.fr')[0]!.text).toMatch(LINK);
        const sent = await row();
        expect(sent.sent_at).not.toBeNull();
        expect(sent.attempts).toBe(1);
      } finally {
        await back.close();
      }
    } finally {
      await offline.stop();
    }
  });
});

describe('reset requests: throttled, and answered before any lookup', () => {
  let csrf = '';
  beforeAll(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/info/' });
    csrf = res.cookies.find((c) => c.name === 'csrftoken')!.value;
  });
  const ask = (username: string, from: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      remoteAddress: from,
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      payload: { username },
    });
  const queuedFor = async (address: string) =>
    (
      await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${address} = ANY(${mailOutbox.to})`)
    )[0]!.n;

  it.each([
    {
      name: '30 requests for one account from 30 addresses mail it at most the per-account limit',
      requests: Array.from({ length: 30 }, (_, i) => ({ username: 'tdubois', from: `10.20.0.${i + 1}` })),
      mails: { 'tdubois@acme-conseil.fr': RESET_LIMITS.perAccount },
    },
    {
      name: '30 requests for one account from one address, in parallel',
      requests: Array.from({ length: 30 }, () => ({ username: 'ebernard', from: '10.21.0.1' })),
      parallel: true,
      mails: { 'ebernard@acme-conseil.fr': RESET_LIMITS.perAccount },
    },
    {
      name: 'requests for many accounts from one address stop at the per-address limit',
      requests: [
        'croux',
        'ldavid',
        'ibertrand',
        'tmorel',
        'pfaure',
        'randre',
        'omercier',
        'qblanc',
        'eguerin',
        'bboyer',
      ]
        .flatMap((u) => [u, u])
        .map((username) => ({ username, from: '10.22.0.1' })),
      // 10 requests pass the address's limit, two per account: 5 accounts get 2 mails each, the others none.
      total: RESET_LIMITS.perAddress,
    },
  ])('$name', async ({ requests, parallel, mails, total }) => {
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;
    const statuses = parallel
      ? (await Promise.all(requests.map((r) => ask(r.username, r.from)))).map((r) => r.statusCode)
      : [];
    if (!parallel) for (const r of requests) statuses.push((await ask(r.username, r.from)).statusCode);
    await ctx.app.tasks.idle();
    // The answer never changes: a throttled request looks like any other.
    expect(new Set(statuses)).toEqual(new Set([204]));
    for (const [address, n] of Object.entries(mails ?? {})) expect(await queuedFor(address)).toBe(n);
    if (total !== undefined) {
      const after = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;
      expect(after - before).toBe(total);
    }
  });

  it("a password set from a reset link opens an account locked by someone's guesses", async () => {
    const signIn = (password: string, from: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/',
        remoteAddress: from,
        headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
        payload: { username: 'hleroy', password },
      });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await signIn('guess', `10.24.0.${i + 1}`);
    expect((await signIn('demo1234', '10.24.1.1')).statusCode).toBe(429);
    expect((await ask('hleroy', '10.24.2.1')).statusCode).toBe(204);
    await ctx.app.tasks.idle();
    await mail.flush();
    const token = peer.to('hleroy@acme-conseil.fr').at(-1)!.text.match(LINK)![1]!;
    expect((await setPassword(token, 'mine-again1')).status).toBe(204);
    expect((await signIn('mine-again1', '10.24.1.1')).statusCode).toBe(200);
  });

  it('answers known and unknown accounts alike, before looking either up', async () => {
    const mailsBefore = await queuedFor('nrobert@acme-conseil.fr');
    // Hold the users table: a request that looked the account up before answering could not answer.
    const answers = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      const deadlock = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000).unref());
      const known = await Promise.race([ask('nrobert', '10.23.0.1'), deadlock]);
      const unknown = await Promise.race([ask('no-such-account', '10.23.0.2'), deadlock]);
      expect(known).not.toBe('blocked');
      expect(unknown).not.toBe('blocked');
      // Both are still waiting for the table: nothing was looked up, nothing queued at answer time.
      expect(ctx.app.tasks.pending).toBe(2);
      return [known, unknown].map((r) => (r === 'blocked' ? r : { status: r.statusCode, body: r.body }));
    });
    expect(answers[0]).toEqual({ status: 204, body: '' });
    expect(answers[1]).toEqual(answers[0]);
    await ctx.app.tasks.idle();
    expect(await queuedFor('nrobert@acme-conseil.fr')).toBe(mailsBefore + 1);
  });
});
