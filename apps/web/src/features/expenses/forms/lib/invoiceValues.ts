import type { InvoiceOut } from '@staff/shared';
import { type TypedNumber, toNumber } from '../../../../lib/numberField';
import { linesOfInvoice, type TaxLineValues, taxLinesBody } from './taxLines';

/** What the receipt form edits: the shared `InvoiceInput` as typed (amounts as typed, lines with their keys). */
export type InvoiceValues = {
  date: string | null;
  type_of_expense: number | null;
  person: string;
  seller: string;
  customer: number | null;
  total: TypedNumber;
  is_rebillable: boolean;
  invoicetax_set: TaxLineValues[];
};

export const valuesOf = (invoice: InvoiceOut | undefined): InvoiceValues => ({
  date: invoice?.date ?? null,
  type_of_expense: invoice?.type_of_expense ?? null,
  person: invoice?.person ?? '',
  seller: invoice?.seller ?? '',
  customer: invoice?.customer ?? null,
  total: invoice?.total ?? '',
  is_rebillable: invoice?.is_rebillable ?? false,
  invoicetax_set: invoice ? linesOfInvoice(invoice.invoicetax_set) : [],
});

/** The body the shared schema checks, and the server receives. */
export const bodyOf = (values: InvoiceValues) => ({
  ...values,
  person: values.person.trim() || null,
  total: toNumber(values.total),
  invoicetax_set: taxLinesBody(values.invoicetax_set),
});

/** The fields a message may name (`invoicetax_set.1.TF` is the lines'). */
export const INVOICE_FIELDS: Record<keyof InvoiceValues, true> = {
  date: true,
  type_of_expense: true,
  person: true,
  seller: true,
  customer: true,
  total: true,
  is_rebillable: true,
  invoicetax_set: true,
};

/** The options, and the record's current choice when the list lacks it (inactive since). */
export function withCurrent(
  options: { value: string; label: string }[],
  current: { value: string; label: string } | undefined,
) {
  return current && !options.some((option) => option.value === current.value) ? [...options, current] : options;
}
