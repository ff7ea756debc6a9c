import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from './outbox.tables';

const BATCH = 20;
/** Retry after 1, 2, 4 … minutes, at most an hour apart. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
/** A claimed mail that is not marked sent within this time (a crash mid-send) is tried again. */
const CLAIM_MS = 5 * 60_000;

export type MailSender = { flush(): Promise<void>; stop(): Promise<void> };

/**
 * Claims the next batch, fairly (issue 21: one company's 20,000 invitations once delayed another's password reset by
 * 35 minutes): urgent mails before bulk ones, and within a priority the companies take turns, each one's mails in the
 * order they were queued (`turn` = the mail's rank among its company's pending mails of that priority). So a
 * company's first mail waits at most one batch per company ahead of it, whatever their backlog.
 *
 * The work does not grow with the backlog (on PGlite a query runs on the event loop; ranking 20,000 pending mails
 * took 160 ms): `groups` walks the distinct (priority, company) pairs of the partial index `mail_outbox_queue_idx`
 * by skipping from one to the next (one index probe per pair), and each pair offers only its first BATCH due mails.
 * Rows are claimed by pushing their next attempt forward (FOR UPDATE SKIP LOCKED), so several servers on one database
 * never send a mail twice. Answers the ids in sending order. Mails of no company (to the superusers) are company 0.
 */
async function claimBatch(db: Database, now: Date): Promise<number[]> {
  const company = sql`coalesce(company_id, 0)`;
  // Both drivers answer raw SQL with `rows`; numbers come back as numbers or strings depending on the driver.
  const claimed = (await db.execute(sql`
    WITH RECURSIVE groups AS (
      (SELECT priority, ${company} AS company FROM ${mailOutbox} WHERE sent_at IS NULL
        ORDER BY priority, ${company} LIMIT 1)
      UNION ALL
      SELECT following.priority, following.company FROM groups g CROSS JOIN LATERAL (
        SELECT priority, ${company} AS company FROM ${mailOutbox}
        WHERE sent_at IS NULL AND (priority, ${company}) > (g.priority, g.company)
        ORDER BY priority, ${company} LIMIT 1
      ) following
    ), ranked AS (
      SELECT due.id, g.priority, due.turn FROM groups g CROSS JOIN LATERAL (
        SELECT id, row_number() OVER (ORDER BY id) AS turn FROM ${mailOutbox}
        WHERE sent_at IS NULL AND priority = g.priority AND ${company} = g.company AND next_attempt_at <= ${now}
        ORDER BY id LIMIT ${BATCH}
      ) due
    ), picked AS (
      SELECT m.id, r.priority, r.turn FROM ${mailOutbox} m JOIN ranked r ON r.id = m.id
      ORDER BY r.priority, r.turn, r.id
      LIMIT ${BATCH}
      FOR UPDATE OF m SKIP LOCKED
    )
    UPDATE ${mailOutbox} SET next_attempt_at = ${new Date(now.getTime() + CLAIM_MS)}
    FROM picked WHERE ${mailOutbox}.id = picked.id
    RETURNING ${mailOutbox}.id, picked.priority, picked.turn`)) as unknown as {
    rows: { id: number | string; priority: number | string; turn: number | string }[];
  };
  return claimed.rows
    .map((r) => ({ id: Number(r.id), priority: Number(r.priority), turn: Number(r.turn) }))
    .sort((a, b) => a.priority - b.priority || a.turn - b.turn || a.id - b.id)
    .map((r) => r.id);
}

/** `mail #3 to alice@acme.fr, « Réinitialisation… » (sent): http://localhost:8000/change-password/…`. */
function readableMailLine(row: { id: number; to: string[]; subject: string; text: string }, what: string): string {
  const links = [...new Set(row.text.match(/https?:\/\/\S+/g) ?? [])];
  const tail = links.length ? `: ${links.join(' ')}` : '';
  return `mail #${row.id} to ${row.to.join(', ')}, « ${row.subject} » (${what})${tail}`;
}

/**
 * Delivers the outbox over SMTP, polling every `pollMs`, one fair batch at a time (claimBatch).
 * Without SMTP the mails stay in the outbox and are logged once: id, recipients and subject, and the links of its
 * text (a reset or invitation link is a password) only when `logText` is on, never in production. With `logText`
 * (development) the message is one readable line, links last, for kept and sent mails alike, so that a first start's
 * reset or invitation link is found at a glance (issue 25); production logs JSON without them.
 */
export function startMailSender(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Log the links of mails kept for want of SMTP (development only: they are reset links). */
  logText?: boolean;
}): MailSender {
  const { db, log } = options;
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded only when mails are sent, not at every start (issue 14: cold start).
  const transport = smtpUrl ? import('nodemailer').then((m) => m.default.createTransport(smtpUrl)) : null;
  let lastLoggedId = 0;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function logPending(): Promise<void> {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sent_at), gt(mailOutbox.id, lastLoggedId)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH);
    for (const row of rows) {
      const mail = { id: row.id, to: row.to, subject: row.subject };
      const what = 'no SMTP_URL: kept in the outbox';
      log.info({ mail }, options.logText ? readableMailLine(row, what) : `mail ${what}`);
      lastLoggedId = row.id;
    }
  }

  async function sendPending(): Promise<void> {
    if (!transport) return logPending();
    const claimed = await claimBatch(db, new Date());
    for (const id of claimed) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!mail || mail.sent_at) continue;
      try {
        await (await transport).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await db.update(mailOutbox).set({ sent_at: new Date() }).where(eq(mailOutbox.id, mail.id));
        if (options.logText) log.info({ mail: { id: mail.id, to: mail.to } }, readableMailLine(mail, 'sent'));
      } catch (error) {
        const attempts = mail.attempts + 1;
        log.warn({ err: error, mailId: mail.id, attempts }, 'mail delivery failed, will retry');
        await db
          .update(mailOutbox)
          .set({ attempts, last_error: String(error), next_attempt_at: new Date(Date.now() + backoffMs(attempts)) })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
  }

  function flush(): Promise<void> {
    running ??= sendPending()
      .catch((error) => log.error({ err: error }, 'mail sender failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) void flush();
  }, options.pollMs);
  timer.unref();

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      (await transport)?.close();
    },
  };
}
