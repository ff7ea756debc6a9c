import type { NewsQuery } from '@staff/shared';
import { and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parisMidnight } from '../../platform/clock';
import { news } from './news.tables';

/** One page of the company's news, newest first, with the count of the whole filtered list. */
export async function listNews(db: Db, companyId: number, q: NewsQuery) {
  const where: SQL[] = [eq(news.company_id, companyId)];
  if (q.enable !== undefined) where.push(eq(news.enable, q.enable));
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
      .orderBy(desc(news.publication_date), desc(news.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(news).where(condition),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
