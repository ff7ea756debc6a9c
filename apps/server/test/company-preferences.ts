import { eq } from 'drizzle-orm';
import { companies } from '../src/modules/companies/companies.tables';
import type { TestContext } from './app';

type Company = typeof companies.$inferSelect;

/**
 * Runs `run` with the demo company's preferences changed by `change`, and puts them back after, passed or failed: the
 * app is shared by the file's tests, and the next one expects the defaults.
 */
export async function withCompanyPreferences<T>(
  ctx: TestContext,
  change: (preferences: Company['preferences']) => Company['preferences'],
  run: (company: Company) => Promise<T>,
): Promise<T> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
  await ctx.db
    .update(companies)
    .set({ preferences: change(company!.preferences) })
    .where(eq(companies.id, company!.id));
  try {
    return await run(company!);
  } finally {
    await ctx.db.update(companies).set({ preferences: company!.preferences }).where(eq(companies.id, company!.id));
  }
}

/** Runs `run` with the demo company's PDF file names in `format` (general.pdf_name_format). */
export const withPdfNameFormat = <T>(ctx: TestContext, format: string, run: () => Promise<T>) =>
  withCompanyPreferences(ctx, (current) => ({ ...current, general: { pdf_name_format: format } }), run);
