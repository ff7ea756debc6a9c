import { countIn, daysOfReport, frenchDe, periodOfRow, reportPeriodName } from '@staff/shared';
import type { Db } from '../../db/client';
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
  const [days, period] = [daysOfReport(report), periodOfRow(report)];
  const [fr, en] = [reportPeriodName(days, period, 'fr'), reportPeriodName(days, period, 'en')];
  // "de novembre 2026", "d'avril 2026", "de la semaine 48 (…)".
  const ofFr = period === 'week' ? `de la ${fr}` : frenchDe(fr);
  await mailValidators(tx, {
    companyId,
    document: 'activity',
    managerIds: await managersOf(tx, companyId, report.owner_id),
    subject: `Rapport d'activité à valider : ${who}, ${fr} / Activity report to validate: ${who}, ${en}`,
    text: [
      `${who} a envoyé son rapport d'activité ${ofFr} : ${countIn(ctx.workingDays, 'fr', WORKED_DAYS.fr, 2)}.`,
      `Pour le consulter : ${ctx.link}`,
      '',
      `${who} sent the activity report of ${period === 'week' ? 'the ' : ''}${en}: ${countIn(ctx.workingDays, 'en', WORKED_DAYS.en, 2)}.`,
      `To read it: ${ctx.link}`,
    ].join('\n'),
  });
}
