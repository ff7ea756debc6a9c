import type { AddressInfo } from 'node:net';
import { isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { companies } from '../../modules/companies/companies.tables';
import { enqueueMail, enqueueMails } from './outbox';
import { mailOutbox } from './outbox.tables';
import { startMailSender } from './sender';

const ctx = useTestApp();

/** A logger that keeps what `info` received. */
function captureLog() {
  const lines: { object: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: (object: Record<string, unknown>, message: string) => lines.push({ object, message }),
    warn: () => {},
    error: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('mail sender without SMTP', () => {
  // A reset link is as good as a password: outside development it never reaches the log.
  it.each([
    { env: 'development', logText: true },
    { env: 'production', logText: false },
  ])('in $env, logs id, recipient and subject; the links only in development', async ({ logText }) => {
    const to = `log-${logText}@example.com`;
    const text = 'Open this link:\nhttp://localhost/change-password/secret-link\n\nOr ignore this mail.';
    await enqueueMail(ctx.db, { companyId: null, to: [to], subject: 'Password reset', text });
    const { log, lines } = captureLog();
    const sender = startMailSender({ db: ctx.db, smtpUrl: undefined, from: 'x@y', pollMs: 3_600_000, log, logText });
    await sender.flush();
    await sender.stop();
    const mine = lines.find((l) => (l.object.mail as { to: string[] }).to.includes(to));
    expect(mine?.object.mail).toMatchObject({ id: expect.any(Number), to: [to], subject: 'Password reset' });
    expect(JSON.stringify(lines).includes('secret-link')).toBe(logText);
    // In development one readable line: who, what, and the link last, nothing else of the text (issue 25).
    if (logText) {
      expect(mine?.message).toBe(
        `mail #${(mine?.object.mail as { id: number } | undefined)?.id} to ${to}, « Password reset » (no SMTP_URL: kept in the ` +
          'outbox): http://localhost/change-password/secret-link',
      );
    }
  });
});

/** A real SMTP peer on 127.0.0.1 that keeps the recipients of every message, in the order they arrive. */
async function startSmtpPeer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((a) => a.address));
        callback();
      });
    },
  });
  const listening = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  return {
    received,
    port: (listening.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox is fair between companies, urgent mail first (issue 21)', () => {
  // Before: first in, first out; after one company's 20,000 invitations another's reset waited over 35 minutes.
  it("sends B's reset in the first batch and B's notice before most of A's 500 bulk mails", async () => {
    const [a, b] = await ctx.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(2);
    // Only this test's mails are pending.
    await ctx.db.update(mailOutbox).set({ sent_at: new Date() }).where(isNull(mailOutbox.sent_at));
    const bulkOfA = Array.from({ length: 500 }, (_, i) => ({
      companyId: a!.id,
      to: [`a${i}@example.com`],
      subject: `Notice ${i}`,
      text: 'bulk',
      priority: 'bulk' as const,
    }));
    await enqueueMails(ctx.db, bulkOfA);
    await enqueueMail(ctx.db, { companyId: b!.id, to: ['reset@b.example.com'], subject: 'Reset', text: 'link' });
    await enqueueMail(ctx.db, {
      companyId: b!.id,
      to: ['notice@b.example.com'],
      subject: 'Notice',
      text: 'bulk',
      priority: 'bulk',
    });

    const peer = await startSmtpPeer();
    const sender = startMailSender({
      db: ctx.db,
      smtpUrl: `smtp://127.0.0.1:${peer.port}`,
      from: 'x@example.com',
      pollMs: 3_600_000,
      log: captureLog().log,
    });
    try {
      await sender.flush(); // one batch of 20
      expect(peer.received).toHaveLength(20);
      expect(peer.received[0]).toBe('reset@b.example.com');
      // Turns between companies: A's first notice, then B's, then A's others.
      expect(peer.received.slice(1, 3)).toEqual(['a0@example.com', 'notice@b.example.com']);
      expect(peer.received.slice(3)).toEqual(Array.from({ length: 17 }, (_, i) => `a${i + 1}@example.com`));
    } finally {
      await sender.stop();
      await peer.close();
    }
  });
});
