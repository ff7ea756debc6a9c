import { countIn, frenchDe, type Language, monthYearName } from '@staff/shared';
import type { Db } from '../../db/client';
import type { MailText } from '../../platform/mail/localized';
import { fullNameOf, mailValidators } from '../../platform/mail/validator-mails';
import { managersOf } from '../../platform/validators';
import type { ActivityReportRow } from './activity-reports.policy';

const WORKED_DAYS = {
  fr: { one: 'jour travaillé', other: 'jours travaillés' },
  en: { one: 'worked day', other: 'worked days' },
};

/** The validators' mail of a report sent, in one language. */
export function reportSentText(
  m: { who: string; month: string; workingDays: number; link: string },
  language: Language,
): MailText {
  const month = monthYearName(m.month, language);
  const days = countIn(m.workingDays, language, WORKED_DAYS[language], 2);
  return language === 'fr'
    ? {
        subject: `Rapport d'activité à valider : ${m.who}, ${month}`,
        text: `${m.who} a envoyé son rapport d'activité ${frenchDe(month)} : ${days}.\nPour le consulter : ${m.link}`,
      }
    : {
        subject: `Activity report to validate: ${m.who}, ${month}`,
        text: `${m.who} sent the activity report of ${month}: ${days}.\nTo read it: ${m.link}`,
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
  const mail = { ...ctx, who: await fullNameOf(tx, companyId, report.owner_id), month: report.month };
  await mailValidators(tx, {
    companyId,
    document: 'activity',
    managerIds: await managersOf(tx, companyId, report.owner_id),
    render: (language) => reportSentText(mail, language),
  });
}
