import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../../lib/pageTitle';
import { expenseClaimQuery } from '../../api/claims';
import { activeCustomersQuery, travelQuery, typesOfVehicleQuery } from '../../api/lines';
import { expenseClaimPath } from '../../lib/paths';
import { LineFormFrame } from '../components/LineFormFrame';
import { TravelForm } from '../components/TravelForm';

/**
 * `/create_expense_travel/{claimId}` and `/create_expense_travel/{claimId}/{travelExpenseId}` (spec/1 §2): a new trip
 * of the claim, or one to edit; read-only when the claim is no longer a draft.
 */
export default function TravelFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const claimId = Number(params.claimId);
  const travelId = params.travelExpenseId === undefined ? undefined : Number(params.travelExpenseId);
  const claim = useQuery(expenseClaimQuery(claimId));
  const travel = useQuery({ ...travelQuery(claimId, travelId ?? 0), enabled: travelId !== undefined });
  const vehicles = useQuery(typesOfVehicleQuery());
  const customers = useQuery(activeCustomersQuery());

  const readOnly = !!claim.data && !claim.data.editable;
  const title = t(
    travelId === undefined
      ? 'expenseForms.travel.createTitle'
      : readOnly
        ? 'expenseForms.travel.viewTitle'
        : 'expenseForms.travel.editTitle',
  );
  usePageTitle(title);

  if (travelId === undefined && readOnly) return <Navigate to={expenseClaimPath(claimId)} replace />;

  const loading =
    claim.isPending || (travelId !== undefined && travel.isPending) || vehicles.isPending || customers.isPending;
  const error = claim.error ?? travel.error ?? vehicles.error ?? customers.error;
  return (
    <LineFormFrame claimId={claimId} title={title} loading={loading} error={error} readOnly={readOnly}>
      {claim.data && vehicles.data && customers.data && (
        <TravelForm
          key={travel.data?.id ?? 'new'}
          claim={claim.data}
          travel={travel.data}
          vehicles={vehicles.data.results}
          customers={customers.data.results}
          readOnly={readOnly}
        />
      )}
    </LineFormFrame>
  );
}
