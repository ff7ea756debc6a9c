// The mail folder, written by the SMTP peer (smtp-peer.ts) and read by the `mailbox` fixture.
// Each mail is <id>.eml (raw, as received) and <id>.json (a ReceivedMail); ids sort in arrival order.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractLinks, type MailAttachment, parseMail } from './mime';

export type ReceivedMail = {
  id: string;
  receivedAt: string;
  /** SMTP envelope: what the server really asked to deliver (includes Bcc). */
  envelope: { from: string | null; to: string[] };
  from: string;
  /** Every recipient, lower-cased: envelope recipients, To and Cc. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: MailAttachment[];
  headers: Record<string, string>;
  /** Path of the raw message. */
  eml: string;
};

let sequence = 0;

/** Decodes and stores one received message; the JSON appears atomically (written aside, then renamed). */
export function storeMail(dir: string, raw: Buffer, envelope: { from: string | null; to: string[] }): ReceivedMail {
  mkdirSync(dir, { recursive: true });
  const now = new Date();
  sequence += 1;
  const id = `${now.getTime()}-${String(sequence).padStart(5, '0')}`;
  const eml = join(dir, `${id}.eml`);
  writeFileSync(eml, raw);
  const parsed = parseMail(raw);
  const envelopeTo = envelope.to.map((a) => a.toLowerCase());
  const mail: ReceivedMail = {
    id,
    receivedAt: now.toISOString(),
    envelope: { from: envelope.from, to: envelopeTo },
    from: parsed.from,
    to: [...new Set([...envelopeTo, ...parsed.to, ...parsed.cc])],
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    links: extractLinks(parsed.text, parsed.html),
    attachments: parsed.attachments,
    headers: parsed.headers,
    eml,
  };
  writeFileSync(join(dir, `${id}.json.tmp`), JSON.stringify(mail, null, 2));
  renameSync(join(dir, `${id}.json.tmp`), join(dir, `${id}.json`));
  return mail;
}

/** Ids of the stored mails, oldest first. */
export function listMailIds(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function readMail(dir: string, id: string): ReceivedMail {
  return JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as ReceivedMail;
}

/** `alice@acme.test` matches that address; `alice` (no @) matches any address whose local part is alice. */
export function isFor(mail: ReceivedMail, to: string | RegExp): boolean {
  if (to instanceof RegExp) return mail.to.some((a) => to.test(a));
  const wanted = to.toLowerCase();
  return mail.to.some((a) => (wanted.includes('@') ? a === wanted : a.split('@')[0] === wanted));
}

export type WaitForMail = {
  to: string | RegExp;
  /** A substring of the subject (case-sensitive) or a RegExp. */
  subject?: string | RegExp;
  timeoutMs?: number;
};

/**
 * A view of the mail folder from a moment on: it only returns mails received after it was created, and each
 * of them once (two waitFor calls for the same recipient return two different mails, in arrival order).
 */
export class Mailbox {
  private readonly ignored: Set<string>;

  constructor(readonly dir: string) {
    this.ignored = new Set(listMailIds(dir));
  }

  /** Mails received since this mailbox was created and not yet returned by waitFor. */
  pending(): ReceivedMail[] {
    return listMailIds(this.dir)
      .filter((id) => !this.ignored.has(id))
      .map((id) => readMail(this.dir, id));
  }

  async waitFor({ to, subject, timeoutMs = 15_000 }: WaitForMail): Promise<ReceivedMail> {
    const matches = (mail: ReceivedMail) =>
      isFor(mail, to) &&
      (subject === undefined ||
        (subject instanceof RegExp ? subject.test(mail.subject) : mail.subject.includes(subject)));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.pending().find(matches);
      if (found) {
        this.ignored.add(found.id);
        return found;
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seen = this.pending().map((m) => `  - to ${m.to.join(', ')}: ${JSON.stringify(m.subject)}`);
    throw new Error(
      `No mail to ${String(to)}${subject ? ` with subject ${String(subject)}` : ''} within ${timeoutMs} ms.\n` +
        (seen.length ? `Other new mails:\n${seen.join('\n')}` : 'No other new mail either.') +
        `\n(folder: ${this.dir})`,
    );
  }
}
