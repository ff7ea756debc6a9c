/**
 * The access of every route on a claim's lines: the owners of claims (expenses_claims.create) and those who validate
 * them (expenses_claims.validate), in a company using expense claims. The policy decides the rest: writes change a
 * draft of one's own (403 for a validator, 409 once sent), 404 for whoever may not see the claim.
 */
export const EXPENSE_ROUTES = {
  permission: 'expenses_claims.create|expenses_claims.validate',
  feature: 'use_expenses_claims',
} as const;
