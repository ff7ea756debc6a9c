import type { NewsInput } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { news } from './news.tables';
import { sanitizeNewsHtml } from './sanitize';

type ParsedNews = Omit<NewsInput, 'publication_date'> & { publication_date: string | null };

/** The columns a news item is written with: the HTML sanitized here, on every write, never trusted from the client. */
function columnsOf(input: ParsedNews) {
  return {
    title: input.title,
    content: sanitizeNewsHtml(input.content),
    // NewsInput refuses a null publication date; the type keeps the null of the form's empty field.
    publication_date: input.publication_date!,
    expiration_date: input.expiration_date ? new Date(input.expiration_date) : null,
    enable: input.enable,
  };
}

export async function createNews(db: Db, companyId: number, input: ParsedNews) {
  const [row] = await db
    .insert(news)
    .values({ company_id: companyId, ...columnsOf(input) })
    .returning();
  return row!;
}

/** Undefined when the news is not the company's (404). */
export async function updateNews(db: Db, companyId: number, id: number, input: ParsedNews) {
  const [row] = await db
    .update(news)
    .set({ ...columnsOf(input), modified: sql`now()` })
    .where(inCompany(news, companyId, [eq(news.id, id)]))
    .returning();
  return row;
}

/** False when the news is not the company's (404). */
export async function deleteNews(db: Db, companyId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(news)
    .where(inCompany(news, companyId, [eq(news.id, id)]))
    .returning({ id: news.id });
  return gone.length > 0;
}
