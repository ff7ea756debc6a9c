import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueMail, splitAddresses } from '../../platform/mail/outbox';
import { managersOf } from '../../platform/validators';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import type { ActivityReportRow } from './activity-reports.policy';

/** "novembre 2026" / "November 2026" from the report's first day. */
export function monthLabel(month: string, language: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );
}

/**
 * On sending (spec/1 §4, §7 send_mail_cra): the company's activity recipients_for_validation and the managers of the
 * owner's services (they validate their members' reports), in French then English as the leave mails are: users have
 * no language of their own. The outbox adds the company's subject prefix; the mail leaves only if the send commits.
 */
export async function mailReportSent(
  tx: Db,
  ctx: { companyId: number; report: ActivityReportRow; workingDays: number; link: string },
): Promise<void> {
  const { report } = ctx;
  const managerIds = await managersOf(tx, ctx.companyId, report.owner_id);
  const [owner] = await tx
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.id, report.owner_id), eq(users.company_id, ctx.companyId)));
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
  const fr = monthLabel(report.month, 'fr');
  const en = monthLabel(report.month, 'en');
  const days = ctx.workingDays.toFixed(2);
  // "d'avril", "d'août", "d'octobre": French elides before a vowel.
  const ofMonth = /^[aeiouéâ]/i.test(fr) ? `d'${fr}` : `de ${fr}`;
  await enqueueMail(tx, {
    companyId: ctx.companyId,
    priority: 'bulk',
    to: [...splitAddresses(company?.preferences.activity?.recipients_for_validation), ...managers.map((m) => m.email)],
    subject: `Rapport d'activité à valider : ${who}, ${fr} / Activity report to validate: ${who}, ${en}`,
    text: [
      `${who} a envoyé son rapport d'activité ${ofMonth} : ${days.replace('.', ',')} jour(s) travaillé(s).`,
      `Pour le consulter : ${ctx.link}`,
      '',
      `${who} sent the activity report of ${en}: ${days} worked day(s).`,
      `To read it: ${ctx.link}`,
    ].join('\n'),
  });
}
