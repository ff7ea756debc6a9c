import { Button, Group } from '@mantine/core';
import { type MissionOrderDetailOut, missionOrderExtendSchema } from '@staff/shared';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DatePickerInput } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { SectionCard } from '../../../components/SectionCard';
import dayjs from '../../../lib/dayjs';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExtendMissionOrder } from '../api/missionOrders';
import { missionOrderPaths } from '../lib/paths';

/**
 * `extend/{id}` (spec/2 §2.3 "Extend the mission dates"): only the end moves, later than it was; the server
 * records the extension (issue 24), which the trail then shows.
 */
export function ExtendCard({ order }: { order: MissionOrderDetailOut }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const extend = useExtendMissionOrder();
  const form = useSchemaForm(missionOrderExtendSchema, { end_date: order.end_date as string | null });

  const submit = form.onSubmit(
    (body) =>
      extend.mutateAsync({ id: order.id, ...body }).then(
        () => {
          notifySuccess(t('missionOrders.extend.done'));
          navigate(missionOrderPaths.management);
        },
        (error) => {
          if (form.showServerErrors(error)) return;
          notifyError(describeError(t, error), t('missionOrders.extend.failed'));
        },
      ),
    () => ({ end_date: form.values.end_date ?? '', version: order.version }),
  );

  return (
    <SectionCard title={t('missionOrders.extend.title')} icon={IconCalendarPlus}>
      <form onSubmit={submit} noValidate aria-label={t('missionOrders.extend.title')}>
        <FormErrors form={form} title={t('missionOrders.extend.failed')} />
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            {...form.dateInput('end_date')}
            label={t('missionOrders.extend.newEnd')}
            minDate={dayjs(order.end_date).add(1, 'day').format('YYYY-MM-DD')}
            defaultDate={order.end_date}
            withAsterisk
            w={220}
          />
          <Button component={Link} to={missionOrderPaths.management} variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={extend.isPending}>
            {t('missionOrders.extend.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
