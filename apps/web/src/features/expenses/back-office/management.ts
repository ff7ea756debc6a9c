import type { ExpenseClaimAction, ExpenseClaimOut, ExpenseClaimStatus, ExportPluginOut } from '@staff/shared';
import { EXPENSE_CLAIM_TRANSITIONS, monthYearName } from '@staff/shared';
import type { TFunction } from 'i18next';

/**
 * The back office's five actions on a claim (spec/3 §4), as a row offers them: the decisions first (accept, pay,
 * refuse), then apart the steps back (suspend a draft, unlock back to draft), so that "back to draft" is never next to
 * "pay".
 */
export const DECISIONS = ['accept', 'pay', 'refuse'] as const satisfies readonly ExpenseClaimAction[];
export const STEPS_BACK = ['suspend', 'unlock'] as const satisfies readonly ExpenseClaimAction[];
export type BackOfficeAction = (typeof DECISIONS)[number] | (typeof STEPS_BACK)[number];

/** The status an action leads to, from the shared state machine. */
export const statusAfter = (action: BackOfficeAction): ExpenseClaimStatus => EXPENSE_CLAIM_TRANSITIONS[action].to;

/** The decisions and the steps back the server allows on a claim (its `actions`), in the row's order. */
export function backOfficeActionsOf(claim: { actions: readonly ExpenseClaimAction[] }): {
  decisions: BackOfficeAction[];
  stepsBack: BackOfficeAction[];
} {
  return {
    decisions: DECISIONS.filter((action) => claim.actions.includes(action)),
    stepsBack: STEPS_BACK.filter((action) => claim.actions.includes(action)),
  };
}

/** "Alice Martin": the claim's owner as the list and the confirmations name them. */
export const ownerName = (claim: Pick<ExpenseClaimOut, 'owner_object'>) =>
  `${claim.owner_object.first_name} ${claim.owner_object.last_name}`.trim();

/** The words a confirmation and its toast use: whose claim, and which month ("novembre 2026"). */
export const claimWords = (claim: Pick<ExpenseClaimOut, 'owner_object' | 'date'>, language: string) => ({
  name: ownerName(claim),
  month: monthYearName(claim.date, language),
});

/** A plugin's name in the user's language, by its id (expenseExports.plugins.*), else the server's (English) name. */
export const pluginLabel = (t: TFunction, plugin: Pick<ExportPluginOut, 'id' | 'name'>) =>
  t(`expenseExports.plugins.${plugin.id}`, { defaultValue: plugin.name });
