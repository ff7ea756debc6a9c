import {
  type ExpenseClaimDetailOut,
  mealsMaxOf,
  type TaxLineCents,
  taxRecap,
  toBasisPoints,
  toCents,
  toEuros,
} from '@staff/shared';
import type { Db } from '../../db/client';
import { daysWithoutMealOf } from '../leaves';
import { withMissions } from './claim-lines.missions';
import { transportAttachmentsOfClaims } from './expense-attachments.queries';
import { type ClaimActor, claimPolicy } from './expense-claims.policy';
import { type ClaimWithTotals, presentClaim } from './expense-claims.queries';
import { invoicesOfClaims } from './invoices.queries';
import { travelsOfClaims } from './travels.queries';

/**
 * GET expense-claim/{id}/: the claim with everything its page draws, in a fixed number of statements whatever its
 * lines: its receipts (with their tax lines and files), its travel expenses, its transport-cost files, the missions
 * its lines are dated in (claim-lines.missions.ts). The recap by rate sums the receipts' tax lines in cents (spec/1 §2
 * "a recap by tax rate (excluding tax, VAT, including tax)").
 */
export async function claimDetail(db: Db, actor: ClaimActor, claim: ClaimWithTotals): Promise<ExpenseClaimDetailOut> {
  claimPolicy.authorize(actor, claim, 'read');
  const invoices = (await invoicesOfClaims(db, actor.companyId, [claim.id])).get(claim.id) ?? [];
  const travels = (await travelsOfClaims(db, actor.companyId, [claim.id])).get(claim.id) ?? [];
  const transport = (await transportAttachmentsOfClaims(db, actor.companyId, [claim.id])).get(claim.id) ?? [];
  const lines: TaxLineCents[] = invoices.flatMap((invoice) =>
    invoice.invoicetax_set.map((l) => ({ rateBp: toBasisPoints(l.tax_value), tf: toCents(l.TF), vat: toCents(l.VAT) })),
  );
  return {
    ...presentClaim(claim, actor),
    ...(await withMissions(db, actor.companyId, claim.owner_id, { invoices, travels })),
    transport_attachments: transport,
    recap: taxRecap(lines).map((row) => ({
      tax_value: row.rateBp / 100,
      TF: toEuros(row.tf),
      VAT: toEuros(row.vat),
      total: toEuros(row.ttc),
    })),
    days_in_month: mealsMaxOf(claim.month),
    meals_max: mealsMaxOf(claim.month, await daysWithoutMealOf(db, actor.companyId, claim.owner_id, claim.month)),
  };
}
