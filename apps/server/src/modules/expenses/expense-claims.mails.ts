import { countIn, decimalIn, frenchDe, monthYearName } from '@staff/shared';
import type { Db } from '../../db/client';
import { mailOwnerRefused } from '../../platform/mail/refusal-mail';
import { fullNameOf, mailValidators } from '../../platform/mail/validator-mails';
import { managersOf } from '../../platform/validators';
import type { ExpenseClaimRow } from './expense-claims.policy';

/**
 * On sending (spec/1 §4): the company's expense recipients_for_validation and the managers of the owner's services
 * (they validate their members' claims), in French then English as the activity report's mail: users have no language
 * of their own.
 */
export async function mailClaimSent(
  tx: Db,
  ctx: { companyId: number; claim: ExpenseClaimRow; totalCents: number; link: string },
): Promise<void> {
  const { claim, companyId } = ctx;
  const who = await fullNameOf(tx, companyId, claim.owner_id);
  const [fr, en] = [monthYearName(claim.month, 'fr'), monthYearName(claim.month, 'en')];
  const total = ctx.totalCents / 100;
  await mailValidators(tx, {
    companyId,
    document: 'expense',
    managerIds: await managersOf(tx, companyId, claim.owner_id),
    subject: `Note de frais à valider : ${who}, ${fr} / Expense claim to validate: ${who}, ${en}`,
    text: [
      `${who} a envoyé sa note de frais ${frenchDe(fr)} : ${decimalIn(total, 'fr')} €, ${claim.number_meals} repas.`,
      `Pour la consulter : ${ctx.link}`,
      '',
      `${who} sent the expense claim of ${en}: €${decimalIn(total, 'en')}, ${countIn(claim.number_meals, 'en', { one: 'meal', other: 'meals' })}.`,
      `To read it: ${ctx.link}`,
    ].join('\n'),
  });
}

/** On a refusal (issue 25): the owner, with the validator's reason when one was given. */
export async function mailClaimRefused(tx: Db, ctx: { companyId: number; claim: ExpenseClaimRow; link: string }) {
  const { claim } = ctx;
  const [fr, en] = [monthYearName(claim.month, 'fr'), monthYearName(claim.month, 'en')];
  await mailOwnerRefused(tx, {
    companyId: ctx.companyId,
    ownerId: claim.owner_id,
    subject: `Note de frais refusée : ${fr} / Expense claim refused: ${en}`,
    fr: `Votre note de frais ${frenchDe(fr)} est refusée.`,
    en: `Your expense claim of ${en} is refused.`,
    reason: claim.refusal_reason,
    link: ctx.link,
  });
}
