import { countIn, daysOfReport, frenchDe, type Language, periodOfRow, reportPeriodName } from '@staff/shared';
import type { Db } from '../../db/client';
import type { MailText } from '../../platform/mail/localized';
import { mailOwnerRefused } from '../../platform/mail/refusal-mail';
import { fullNameOf, mailValidators } from '../../platform/mail/validator-mails';
import { managersOf } from '../../platform/validators';
import type { ActivityReportRow } from './activity-reports.policy';

const WORKED_DAYS = {
  fr: { one: 'jour travaillé', other: 'jours travaillés' },
  en: { one: 'worked day', other: 'worked days' },
};

/**
 * A report's period in a mail, in one language (weekly reports, issue 28): its `name` ("novembre 2026", "semaine 48
 * (du … au …)") and the words "of" it ("de novembre 2026", "d'avril 2026", "de la semaine 48 (…)", "the week 48 (…)").
 */
function periodWords(report: Pick<ActivityReportRow, 'month' | 'week_start_day'>, language: Language) {
  const period = periodOfRow(report);
  const name = reportPeriodName(daysOfReport(report), period, language);
  if (language === 'en') return { name, of: `${period === 'week' ? 'the ' : ''}${name}` };
  return { name, of: period === 'week' ? `de la ${name}` : frenchDe(name) };
}

/** The validators' mail of a report sent, in one language: a month's, or a week's. */
export function reportSentText(
  m: { who: string; report: Pick<ActivityReportRow, 'month' | 'week_start_day'>; workingDays: number; link: string },
  language: Language,
): MailText {
  const { name, of } = periodWords(m.report, language);
  const days = countIn(m.workingDays, language, WORKED_DAYS[language], 2);
  if (language === 'en') {
    return {
      subject: `Activity report to validate: ${m.who}, ${name}`,
      text: `${m.who} sent the activity report of ${of}: ${days}.\nTo read it: ${m.link}`,
    };
  }
  return {
    subject: `Rapport d'activité à valider : ${m.who}, ${name}`,
    text: `${m.who} a envoyé son rapport d'activité ${of} : ${days}.\nPour le consulter : ${m.link}`,
  };
}

/**
 * On sending (spec/1 §4, §7 send_mail_cra): the company's activity recipients_for_validation and the managers of the
 * owner's services (they validate their members' reports), each in their language (issue 28).
 */
export async function mailReportSent(
  tx: Db,
  ctx: { companyId: number; report: ActivityReportRow; workingDays: number; link: string },
): Promise<void> {
  const { report, companyId } = ctx;
  const mail = { ...ctx, who: await fullNameOf(tx, companyId, report.owner_id) };
  await mailValidators(tx, {
    companyId,
    document: 'activity',
    managerIds: await managersOf(tx, companyId, report.owner_id),
    render: (language) => reportSentText(mail, language),
  });
}

/** On a refusal (issue 25): the owner, in their language, with the validator's reason when one was given. */
export async function mailReportRefused(tx: Db, ctx: { companyId: number; report: ActivityReportRow; link: string }) {
  const { report } = ctx;
  await mailOwnerRefused(tx, {
    companyId: ctx.companyId,
    ownerId: report.owner_id,
    render: (language) => {
      const { name, of } = periodWords(report, language);
      if (language === 'en') {
        return {
          subject: `Activity report refused: ${name}`,
          text: `Your activity report of ${of} is refused: it comes back to you to be corrected.`,
        };
      }
      return {
        subject: `Rapport d'activité refusé : ${name}`,
        text: `Votre rapport d'activité ${of} est refusé : il vous revient pour être corrigé.`,
      };
    },
    reason: report.refusal_reason,
    link: ctx.link,
  });
}
