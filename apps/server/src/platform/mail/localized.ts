import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@staff/shared';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { users } from '../identity/identity.tables';
import { enqueueMails, type OutgoingMail } from './outbox';

/** What a mail says in one language. */
export type MailText = { subject: string; text: string };

/**
 * A mail written in each reader's language (issue 28): `render` gives it in one language, and each reader gets the
 * rendering of their own. `language`, when the caller read it with the readers (a reminder to users it selected),
 * is every reader's; otherwise each address is looked up among the users of the mail's company.
 */
export type LocalizedMail = Omit<OutgoingMail, 'subject' | 'text' | 'html'> & {
  render: (language: Language) => MailText;
  language?: Language;
};

export async function enqueueLocalizedMail(tx: Db, mail: LocalizedMail): Promise<void> {
  await enqueueLocalizedMails(tx, [mail]);
}

/**
 * Queues each mail once per language among its readers, French first, in the caller's transaction. One statement per
 * company whose addresses are looked up, none when every mail names its language.
 */
export async function enqueueLocalizedMails(tx: Db, mails: LocalizedMail[]): Promise<void> {
  const languages = await readersLanguages(
    tx,
    mails.filter((mail) => mail.language === undefined),
  );
  await enqueueMails(
    tx,
    mails.flatMap((mail) => {
      const known = languages.get(mail.companyId);
      return renderings(mail, (address) => known?.get(address.trim().toLowerCase()));
    }),
  );
}

/**
 * The mail in each language its readers read, French first: the mail's `language` if given, else `languageOf` the
 * address, else the default language (an address that is no user's, such as a company's hr@).
 */
export function renderings(mail: LocalizedMail, languageOf: (address: string) => Language | undefined): OutgoingMail[] {
  const readers = new Map<Language, string[]>();
  for (const address of mail.to) {
    const language = mail.language ?? languageOf(address) ?? DEFAULT_LANGUAGE;
    const list = readers.get(language) ?? [];
    list.push(address);
    readers.set(language, list);
  }
  const { render, language: _, ...envelope } = mail;
  return LANGUAGES.filter((language) => readers.has(language)).map((language) => ({
    ...envelope,
    to: readers.get(language)!,
    ...render(language),
  }));
}

/**
 * The language of each address among the users of each mail's company (no company: the superusers), by lower-cased
 * address. Two accounts of one address: the older one's.
 */
async function readersLanguages(tx: Db, mails: LocalizedMail[]): Promise<Map<number | null, Map<string, Language>>> {
  const addressesByCompany = new Map<number | null, Set<string>>();
  for (const mail of mails) {
    const addresses = addressesByCompany.get(mail.companyId) ?? new Set<string>();
    for (const address of mail.to) addresses.add(address.trim().toLowerCase());
    addressesByCompany.set(mail.companyId, addresses);
  }
  const found = new Map<number | null, Map<string, Language>>();
  for (const [companyId, addresses] of addressesByCompany) {
    if (addresses.size === 0) continue;
    const sameAddress = sql`lower(${users.email}) = ANY(${sql.param([...addresses])}::text[])`;
    const rows = await tx
      .select({ email: sql<string>`lower(${users.email})`, language: users.language })
      .from(users)
      .where(
        companyId === null ? and(isNull(users.company_id), sameAddress) : inCompany(users, companyId, [sameAddress]),
      )
      .orderBy(sql`${users.id} DESC`);
    // Read newest first, so the oldest account of an address is set last and wins.
    found.set(companyId, new Map(rows.map((row) => [row.email, row.language])));
  }
  return found;
}
