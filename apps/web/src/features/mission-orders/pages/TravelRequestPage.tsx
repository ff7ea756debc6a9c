import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { TravelRequestForm } from '../components/TravelRequestForm';

/**
 * `/missions_orders/mission_order_travel` (spec/2 §2.3 "Travel-only variant"): the employee asks a manager of their
 * services for a mission, its customer, the transports and a remark; it is stored in `ask` for the manager to complete.
 */
export default function TravelRequestPage() {
  const { t } = useTranslation();
  const title = t('missionOrders.travel.title');
  usePageTitle(title);
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <TravelRequestForm title={title} />
    </Stack>
  );
}
