import { Select, Stack } from '@mantine/core';
import { type MissionOrderDetailOut, missionOrderTravelSchema } from '@staff/shared';
import { IconPlaneDeparture, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { SectionCard } from '../../../components/SectionCard';
import { useSchemaForm } from '../../../lib/form';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { travelManagersQuery, useSaveMissionOrder, useSendTravelRequest } from '../api/missionOrders';
import { missionOrderValuesOf, NEW_MISSION_ORDER, travelRequestBody } from '../lib/formValues';
import { missionOrderPaths } from '../lib/paths';
import { personOptions } from '../lib/people';
import { TransportFields } from './ExpenseRulesSection';
import { AboutCustomerSection, AboutMissionSection, RemarkSection } from './MissionSections';

/**
 * The travel request (spec/2 §2.3 "Travel-only variant"): the mission, its customer, the transports and a remark, for
 * a manager of the user's services. Without `order`, a new request (POST, stored in `ask`); with one, the sender's own
 * request while it is asked (PUT: the server keeps the manager's part and the manager it names, shown locked).
 */
export function TravelRequestForm({ order, title }: { order?: MissionOrderDetailOut; title: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const send = useSendTravelRequest();
  const save = useSaveMissionOrder();
  const managers = useQuery({ ...travelManagersQuery(me.id), enabled: !order });
  const form = useSchemaForm(missionOrderTravelSchema, order ? missionOrderValuesOf(order) : NEW_MISSION_ORDER);
  const managerOptions = order ? personOptions([order.current_manager_object]) : personOptions(managers.data ?? []);

  const submit = form.onSubmit(
    (body) => {
      // The PUT keeps the manager the request names: it is not sent.
      const { current_manager: _, ...travel } = body;
      const written = order
        ? save
            .mutateAsync({ id: order.id, body: { ...travel, status: 'draft', version: order.version } })
            .then(() => t('missionOrders.travel.saved'))
        : send.mutateAsync(body).then(() => t('missionOrders.travel.sent'));
      written.then(
        (done) => {
          notifySuccess(done);
          navigate(missionOrderPaths.mine);
        },
        (error) => {
          if (form.showServerErrors(error)) return;
          notifyError(describeError(t, error), t('missionOrders.form.saveFailed'));
        },
      );
    },
    () => travelRequestBody(form.values),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <FormErrors form={form} title={t('missionOrders.form.saveFailed')} />
        <SectionCard title={t('missionOrders.sections.manager')} icon={IconUser}>
          <Select
            {...form.selectInput('current_manager', { numeric: true })}
            label={t('missionOrders.fields.current_manager')}
            data={managerOptions}
            disabled={order !== undefined}
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
        <FormFooter saving={send.isPending || save.isPending} cancelTo={missionOrderPaths.mine} />
      </Stack>
    </form>
  );
}
