import { z } from 'zod';

/**
 * Guards before sending a claim (issue 25 "Guards before mistakes"). One rule blocks: a claim with nothing in it (no
 * receipt, no travel expense, no transport cost, no meal) is not sent, since a validator would only refuse it. Three
 * things warn without blocking, each a receipt the owner may have got wrong: no file attached, dated outside the
 * claim's month, or the same receipt (same date, amount and seller) on another claim of theirs.
 */

/** What a claim holds, as both sides count it: its lines (receipts and travel expenses), its transport cost, its meals. */
export type ClaimContents = { lines: number; transportCost: number; meals: number };

/** Whether the claim has nothing to send (the server answers 400 expense.claimEmpty; the web disables Send). */
export const isClaimEmpty = ({ lines, transportCost, meals }: ClaimContents): boolean =>
  lines === 0 && transportCost <= 0 && meals === 0;

/** A receipt a warning names: enough for the owner to find it in the claim. */
export const WarnedReceiptOut = z.object({
  id: z.number(),
  date: z.string(),
  seller: z.string(),
  total: z.number(),
});
export type WarnedReceiptOut = z.infer<typeof WarnedReceiptOut>;

/** GET expense-claim/{id}/send-check/: what the send's confirmation shows before the owner confirms. */
export const ExpenseClaimSendCheckOut = z.object({
  /** Euros, as the claim's `total` (receipts, travel expenses and the transport cost when above 0). */
  total: z.number(),
  /** Nothing to send: Send is refused (400 expense.claimEmpty). */
  empty: z.boolean(),
  without_attachment: z.array(WarnedReceiptOut),
  outside_month: z.array(WarnedReceiptOut),
  /** Each receipt with the other claim (its id and month's first day) that holds the same one. */
  duplicates: z.array(WarnedReceiptOut.extend({ other_claim: z.number(), other_month: z.string() })),
});
export type ExpenseClaimSendCheckOut = z.infer<typeof ExpenseClaimSendCheckOut>;

/** Whether a receipt's date lies outside the claim's month (`month`: its first day, YYYY-MM-01). */
export const isOutsideMonth = (date: string, month: string): boolean => date.slice(0, 7) !== month.slice(0, 7);
