import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { enqueueMail } from './outbox';
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
  ])('in $env, logs id, recipient and subject; the text only in development', async ({ logText }) => {
    const to = `log-${logText}@example.com`;
    await enqueueMail(ctx.db, { companyId: null, to: [to], subject: 'Password reset', text: 'secret-link' });
    const { log, lines } = captureLog();
    const sender = startMailSender({ db: ctx.db, smtpUrl: undefined, from: 'x@y', pollMs: 3_600_000, log, logText });
    await sender.flush();
    await sender.stop();
    const mine = lines.find((l) => (l.object.mail as { to: string[] }).to.includes(to));
    expect(mine?.object.mail).toMatchObject({ id: expect.any(Number), to: [to], subject: 'Password reset' });
    expect(JSON.stringify(lines).includes('secret-link')).toBe(logText);
  });
});
