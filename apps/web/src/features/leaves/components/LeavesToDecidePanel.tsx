import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPanel } from '../../../components/DashboardPanel';
import { formatDate } from '../../../lib/dates';
import { useLeavesToDecide } from '../../../lib/leavesToDecide';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { leavePaths } from '../lib/paths';
import { LEAVE_ACTIONS, useLeaveAction } from './useLeaveAction';

/** The decisions taken in place, in the order of their buttons. */
const IN_PLACE = ['validate', 'refuse'] as const;

/** One waiting request: who, when, how long, which type; validate or refuse it here, or open it. */
function RequestRow({ leave, action }: { leave: Leave; action: ReturnType<typeof useLeaveAction> }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const name = format.owner(leave);
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={name}
    >
      <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
        <Group gap="xs">
          <Anchor component={Link} to={leavePaths(true).view(leave.id)} fw={600} size="sm">
            {name}
          </Anchor>
          <Badge variant="light" color="gray" size="sm">
            {format.type(leave)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('leaves.toDecide.span', { begin: formatDate(leave.begin_date), end: formatDate(leave.end_date) })}
          {' · '}
          {t('leaves.daysCount', { count: leave.number_of_days, days: format.days(leave.number_of_days) })}
        </Text>
        {leave.submission_date && (
          <Text size="xs" c="dimmed">
            {t('leaves.toDecide.submittedOn', { date: formatDate(leave.submission_date) })}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {IN_PLACE.filter((decision) => leave.actions.includes(decision)).map((decision) => {
          const { icon: Icon, color } = LEAVE_ACTIONS[decision];
          return (
            <Button
              key={decision}
              size="xs"
              variant="light"
              color={color}
              leftSection={<Icon size={16} />}
              loading={action.isPending(leave, decision)}
              onClick={() => action.run(decision, leave)}
              aria-label={`${t(`leaves.management.${decision}.action`)} — ${name}`}
            >
              {t(`leaves.management.${decision}.action`)}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}

/**
 * The dashboard's "To validate" panel, for those who decide on leaves: the oldest requests awaiting their decision,
 * validated or refused in place (the same confirmations as the back office), and a link to all of them.
 */
export default function LeavesToDecidePanel() {
  const { t } = useTranslation();
  const action = useLeaveAction();
  const { data, isPending, isError } = useLeavesToDecide();
  const count = data?.count ?? 0;

  return (
    <DashboardPanel
      title={t('leaves.toDecide.title')}
      icon={IconCalendarCheck}
      aside={
        count > 0 && (
          <Badge color="red" circle={count < 10}>
            {count}
          </Badge>
        )
      }
    >
      {isPending && <Skeleton h={60} />}
      {isError && <Alert color="red">{t('leaves.toDecide.unavailable')}</Alert>}
      {data && count === 0 && (
        <Text size="sm" c="dimmed">
          {t('leaves.toDecide.none')}
        </Text>
      )}
      {data && count > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('leaves.toDecide.waiting', { count })}
          </Text>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((leave) => (
              <RequestRow key={leave.id} leave={leave} action={action} />
            ))}
          </Stack>
          <Anchor component={Link} to={leavePaths(true).list} size="sm">
            {t('leaves.toDecide.seeAll')}
          </Anchor>
        </>
      )}
    </DashboardPanel>
  );
}
