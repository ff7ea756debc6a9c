import { Select, Stack } from '@mantine/core';
import { missionOrderTravelSchema } from '@staff/shared';
import { IconPlaneDeparture, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { useSchemaForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { travelManagersQuery, useSendTravelRequest } from '../api/missionOrders';
import { TransportFields } from '../components/ExpenseRulesSection';
import { AboutCustomerSection, AboutMissionSection, RemarkSection } from '../components/MissionSections';
import { NEW_MISSION_ORDER, travelRequestBody } from '../lib/formValues';
import { missionOrderPaths } from '../lib/paths';
import { personOptions } from '../lib/people';

/**
 * `/missions_orders/mission_order_travel` (spec/2 §2.3 "Travel-only variant"): the employee asks a manager of their
 * services for a mission, its customer, the transports and a remark; it is stored in `ask` for the manager to complete.
 */
export default function TravelRequestPage() {
  const { t } = useTranslation();
  const title = t('missionOrders.travel.title');
  usePageTitle(title);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const send = useSendTravelRequest();
  const managers = useQuery(travelManagersQuery(me.id));
  const form = useSchemaForm(missionOrderTravelSchema, NEW_MISSION_ORDER);

  const submit = form.onSubmit(
    (body) =>
      send.mutateAsync(body).then(
        () => {
          notifySuccess(t('missionOrders.travel.sent'));
          navigate(missionOrderPaths.mine);
        },
        (error) => {
          if (form.showServerErrors(error)) return;
          notifyError(describeError(t, error), t('missionOrders.form.saveFailed'));
        },
      ),
    () => travelRequestBody(form.values),
  );

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormErrors form={form} title={t('missionOrders.form.saveFailed')} />
          <SectionCard title={t('missionOrders.sections.manager')} icon={IconUser}>
            <Select
              {...form.selectInput('current_manager', { numeric: true })}
              label={t('missionOrders.fields.current_manager')}
              data={personOptions(managers.data ?? [])}
              searchable
              withAsterisk
              maw={420}
            />
          </SectionCard>
          <AboutMissionSection form={form} />
          <AboutCustomerSection form={form} />
          <SectionCard title={t('missionOrders.sections.transports')} icon={IconPlaneDeparture}>
            <TransportFields form={form} />
          </SectionCard>
          <RemarkSection form={form} />
          <FormFooter saving={send.isPending} cancelTo={missionOrderPaths.mine} />
        </Stack>
      </form>
    </Stack>
  );
}
