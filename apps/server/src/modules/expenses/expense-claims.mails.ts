import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueMail, splitAddresses } from '../../platform/mail/outbox';
import { managersOf } from '../../platform/validators';
import { monthLabel } from '../activities/activity-reports.mails';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import type { ExpenseClaimRow } from './expense-claims.policy';

/** "12,50" in French, "12.50" in English. */
const euros = (cents: number, language: 'fr' | 'en') => {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
};

/**
 * On sending (spec/1 §4): the company's expense recipients_for_validation and the managers of the owner's services
 * (they validate their members' claims), in French then English as the activity report's mail: users have no language
 * of their own. The outbox adds the company's subject prefix; the mail leaves only if the send commits.
 */
export async function mailClaimSent(
  tx: Db,
  ctx: { companyId: number; claim: ExpenseClaimRow; totalCents: number; link: string },
): Promise<void> {
  const { claim } = ctx;
  const managerIds = await managersOf(tx, ctx.companyId, claim.owner_id);
  const [owner] = await tx
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.id, claim.owner_id), eq(users.company_id, ctx.companyId)));
  const managers = managerIds.length
    ? await tx
        .select({ email: users.email })
        .from(users)
        .where(and(inArray(users.id, managerIds), eq(users.company_id, ctx.companyId), eq(users.is_active, true)))
    : [];
  const [company] = await tx
    .select({ preferences: companies.preferences })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const who = `${owner?.first_name ?? ''} ${owner?.last_name ?? ''}`.trim();
  const fr = monthLabel(claim.month, 'fr');
  const en = monthLabel(claim.month, 'en');
  // "d'avril", "d'août", "d'octobre": French elides before a vowel.
  const ofMonth = /^[aeiouéâ]/i.test(fr) ? `d'${fr}` : `de ${fr}`;
  await enqueueMail(tx, {
    companyId: ctx.companyId,
    priority: 'bulk',
    to: [...splitAddresses(company?.preferences.expense?.recipients_for_validation), ...managers.map((m) => m.email)],
    subject: `Note de frais à valider : ${who}, ${fr} / Expense claim to validate: ${who}, ${en}`,
    text: [
      `${who} a envoyé sa note de frais ${ofMonth} : ${euros(ctx.totalCents, 'fr')} €, ${claim.number_meals} repas.`,
      `Pour la consulter : ${ctx.link}`,
      '',
      `${who} sent the expense claim of ${en}: €${euros(ctx.totalCents, 'en')}, ${claim.number_meals} meal(s).`,
      `To read it: ${ctx.link}`,
    ].join('\n'),
  });
}
