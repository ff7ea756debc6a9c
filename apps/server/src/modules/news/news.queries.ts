import type { NewsQuery } from '@staff/shared';
import { and, count, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { parisMidnight } from '../../platform/clock';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { news } from './news.tables';

const ORDERING = {
  title: foldedColumn(news.title),
  publication_date: news.publication_date,
  expiration_date: news.expiration_date,
  created: news.created,
  modified: news.modified,
  enable: news.enable,
  id: news.id,
};

/**
 * One page of the company's news with the count of the whole filtered list. Newest first unless `ordering` says
 * otherwise (the back-office list asks for `expiration_date`, spec/3 §2).
 */
export async function listNews(db: Db, companyId: number, q: NewsQuery) {
  const where: SQL[] = [inCompany(news, companyId)];
  if (q.enable !== undefined) where.push(eq(news.enable, q.enable));
  for (const term of [q.title, q.search]) {
    if (term) where.push(sql`${foldedColumn(news.title)} LIKE ${containsPattern(term)}`);
  }
  if (q.valid_for_date) {
    where.push(lte(news.publication_date, q.valid_for_date));
    where.push(or(isNull(news.expiration_date), gte(news.expiration_date, parisMidnight(q.valid_for_date)))!);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(condition)
      .orderBy(...orderBy(q.ordering, ORDERING, '-publication_date,-id', news.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(news).where(condition),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
