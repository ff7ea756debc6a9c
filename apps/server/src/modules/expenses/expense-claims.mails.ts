import { countIn, decimalIn, frenchDe, type Language, monthYearName } from '@staff/shared';
import type { Db } from '../../db/client';
import type { MailText } from '../../platform/mail/localized';
import { mailOwnerRefused } from '../../platform/mail/refusal-mail';
import { fullNameOf, mailValidators } from '../../platform/mail/validator-mails';
import { managersOf } from '../../platform/validators';
import type { ExpenseClaimRow } from './expense-claims.policy';

/** The validators' mail of a claim sent, in one language. */
export function claimSentText(
  m: { who: string; month: string; totalCents: number; meals: number; link: string },
  language: Language,
): MailText {
  const month = monthYearName(m.month, language);
  const total = decimalIn(m.totalCents / 100, language);
  return language === 'fr'
    ? {
        subject: `Note de frais à valider : ${m.who}, ${month}`,
        text: `${m.who} a envoyé sa note de frais ${frenchDe(month)} : ${total} €, ${m.meals} repas.\nPour la consulter : ${m.link}`,
      }
    : {
        subject: `Expense claim to validate: ${m.who}, ${month}`,
        text: `${m.who} sent the expense claim of ${month}: €${total}, ${countIn(m.meals, 'en', { one: 'meal', other: 'meals' })}.\nTo read it: ${m.link}`,
      };
}

/**
 * On sending (spec/1 §4): the company's expense recipients_for_validation and the managers of the owner's services
 * (they validate their members' claims), each in their language (issue 28).
 */
export async function mailClaimSent(
  tx: Db,
  ctx: { companyId: number; claim: ExpenseClaimRow; totalCents: number; link: string },
): Promise<void> {
  const { claim, companyId } = ctx;
  const who = await fullNameOf(tx, companyId, claim.owner_id);
  const mail = { who, month: claim.month, totalCents: ctx.totalCents, meals: claim.number_meals, link: ctx.link };
  await mailValidators(tx, {
    companyId,
    document: 'expense',
    managerIds: await managersOf(tx, companyId, claim.owner_id),
    render: (language) => claimSentText(mail, language),
  });
}

/** On a refusal (issue 25): the owner, in their language, with the validator's reason when one was given. */
export async function mailClaimRefused(tx: Db, ctx: { companyId: number; claim: ExpenseClaimRow; link: string }) {
  const { claim } = ctx;
  await mailOwnerRefused(tx, {
    companyId: ctx.companyId,
    ownerId: claim.owner_id,
    render: (language) => {
      const month = monthYearName(claim.month, language);
      return language === 'en'
        ? { subject: `Expense claim refused: ${month}`, text: `Your expense claim of ${month} is refused.` }
        : { subject: `Note de frais refusée : ${month}`, text: `Votre note de frais ${frenchDe(month)} est refusée.` };
    },
    reason: claim.refusal_reason,
    link: ctx.link,
  });
}
