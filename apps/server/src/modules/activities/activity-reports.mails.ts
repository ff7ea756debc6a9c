import { countIn, frenchDe, monthYearName } from '@staff/shared';
import type { Db } from '../../db/client';
import { mailOwnerRefused } from '../../platform/mail/refusal-mail';
import { fullNameOf, mailValidators } from '../../platform/mail/validator-mails';
import { managersOf } from '../../platform/validators';
import type { ActivityReportRow } from './activity-reports.policy';

const WORKED_DAYS = {
  fr: { one: 'jour travaillé', other: 'jours travaillés' },
  en: { one: 'worked day', other: 'worked days' },
};

/**
 * On sending (spec/1 §4, §7 send_mail_cra): the company's activity recipients_for_validation and the managers of the
 * owner's services (they validate their members' reports), in French then English as the leave mails are: users have
 * no language of their own.
 */
export async function mailReportSent(
  tx: Db,
  ctx: { companyId: number; report: ActivityReportRow; workingDays: number; link: string },
): Promise<void> {
  const { report, companyId } = ctx;
  const who = await fullNameOf(tx, companyId, report.owner_id);
  const [fr, en] = [monthYearName(report.month, 'fr'), monthYearName(report.month, 'en')];
  await mailValidators(tx, {
    companyId,
    document: 'activity',
    managerIds: await managersOf(tx, companyId, report.owner_id),
    subject: `Rapport d'activité à valider : ${who}, ${fr} / Activity report to validate: ${who}, ${en}`,
    text: [
      `${who} a envoyé son rapport d'activité ${frenchDe(fr)} : ${countIn(ctx.workingDays, 'fr', WORKED_DAYS.fr, 2)}.`,
      `Pour le consulter : ${ctx.link}`,
      '',
      `${who} sent the activity report of ${en}: ${countIn(ctx.workingDays, 'en', WORKED_DAYS.en, 2)}.`,
      `To read it: ${ctx.link}`,
    ].join('\n'),
  });
}

/** On a refusal (issue 25): the owner, with the validator's reason when one was given. */
export async function mailReportRefused(tx: Db, ctx: { companyId: number; report: ActivityReportRow; link: string }) {
  const { report } = ctx;
  const [fr, en] = [monthYearName(report.month, 'fr'), monthYearName(report.month, 'en')];
  await mailOwnerRefused(tx, {
    companyId: ctx.companyId,
    ownerId: report.owner_id,
    subject: `Rapport d'activité refusé : ${fr} / Activity report refused: ${en}`,
    fr: `Votre rapport d'activité ${frenchDe(fr)} est refusé : il vous revient pour être corrigé.`,
    en: `Your activity report of ${en} is refused: it comes back to you to be corrected.`,
    reason: report.refusal_reason,
    link: ctx.link,
  });
}
