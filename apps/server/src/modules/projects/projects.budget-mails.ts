import { type BudgetAlertLevel, frenchNumber } from '@staff/shared';
import type { Db } from '../../db/client';
import { enqueueLocalizedMail } from '../../platform/mail/localized';

/**
 * The mail of a budget threshold reached (issue 27) to the project's owner and its service's manager, each in their
 * language (issue 28): sent once per threshold (projects.budgets.ts decides).
 */
export async function mailBudgetAlert(
  tx: Db,
  alert: {
    companyId: number;
    to: string[];
    project: string;
    level: Exclude<BudgetAlertLevel, 0>;
    consumed: number;
    budget: number;
  },
): Promise<void> {
  const { project, level } = alert;
  const consumed = { fr: frenchNumber(alert.consumed), en: String(alert.consumed) };
  const budget = { fr: frenchNumber(alert.budget), en: String(alert.budget) };
  const fr =
    level === 100
      ? `Le budget du projet « ${project} » est épuisé : ${consumed.fr} jours consommés sur ${budget.fr}.`
      : `Le projet « ${project} » a consommé ${level} % de son budget : ${consumed.fr} jours sur ${budget.fr}.`;
  const en =
    level === 100
      ? `The budget of the project "${project}" is used up: ${consumed.en} days consumed of ${budget.en}.`
      : `The project "${project}" has used ${level}% of its budget: ${consumed.en} days of ${budget.en}.`;
  const subject = { fr: `Budget du projet ${project} : ${level} %`, en: `Project budget ${project}: ${level}%` };
  const text = { fr, en };
  await enqueueLocalizedMail(tx, {
    companyId: alert.companyId,
    priority: 'bulk',
    to: alert.to,
    render: (language) => ({ subject: subject[language], text: text[language] }),
  });
}
