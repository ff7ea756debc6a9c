import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../../lib/pageTitle';
import { expenseClaimQuery } from '../../api/claims';
import { activeCustomersQuery, invoiceQuery, taxesQuery, typesOfExpenseQuery } from '../../api/lines';
import { expenseClaimPath } from '../../lib/paths';
import { InvoiceForm } from '../components/InvoiceForm';
import { LineFormFrame } from '../components/LineFormFrame';
import { offeredTaxes } from '../lib/taxLines';

/**
 * `/create_invoice/{claimId}` and `/create_invoice/{claimId}/{invoiceId}` (spec/1 §2): a new receipt of the claim, or
 * one to edit; read-only when the claim is no longer a draft (its validators see it so too).
 */
export default function InvoiceFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const claimId = Number(params.claimId);
  const invoiceId = params.invoiceId === undefined ? undefined : Number(params.invoiceId);
  const claim = useQuery(expenseClaimQuery(claimId));
  const invoice = useQuery({ ...invoiceQuery(claimId, invoiceId ?? 0), enabled: invoiceId !== undefined });
  const types = useQuery(typesOfExpenseQuery());
  const customers = useQuery(activeCustomersQuery());
  const taxes = useQuery(taxesQuery());

  const readOnly = !!claim.data && !claim.data.editable;
  const title = t(
    invoiceId === undefined
      ? 'expenseForms.invoice.createTitle'
      : readOnly
        ? 'expenseForms.invoice.viewTitle'
        : 'expenseForms.invoice.editTitle',
  );
  usePageTitle(title);

  // Nothing to add to a claim that was sent: back to it.
  if (invoiceId === undefined && readOnly) return <Navigate to={expenseClaimPath(claimId)} replace />;

  const loading =
    claim.isPending ||
    (invoiceId !== undefined && invoice.isPending) ||
    types.isPending ||
    customers.isPending ||
    taxes.isPending;
  const error = claim.error ?? invoice.error ?? types.error ?? customers.error ?? taxes.error;
  return (
    <LineFormFrame claimId={claimId} title={title} loading={loading} error={error} readOnly={readOnly}>
      {claim.data && types.data && customers.data && taxes.data && (
        <InvoiceForm
          key={invoice.data?.id ?? 'new'}
          claimId={claimId}
          claimDate={claim.data.date}
          invoice={invoice.data}
          readOnly={readOnly}
          choices={{
            types: types.data.results,
            customers: customers.data.results,
            taxes: offeredTaxes(taxes.data.results, invoice.data?.invoicetax_set),
          }}
        />
      )}
    </LineFormFrame>
  );
}
