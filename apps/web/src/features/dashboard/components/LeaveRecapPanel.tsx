import { Alert, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { LEAVE_STATUS_COLORS, type LeaveStatus } from '@staff/shared';
import { IconBeach } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TONE_COLORS } from '../../../components/StatusBadge';
import { formatDate, todayIso } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { formatNumber } from '../../../lib/numbers';
import { leaveRecapQuery } from '../api/dashboard';
import { DashboardPanel } from './DashboardPanel';

/** The order of spec/1 §2: accepted, submitted, draft, refused. */
const RECAP: readonly LeaveStatus[] = ['accepted', 'submitted', 'draft', 'refused'];

/** spec/1 §2: days per status since 1 January; each opens the leaves list filtered on that status. */
export function LeaveRecapPanel() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const today = todayIso();
  const { data, isPending, isError } = useQuery({ ...leaveRecapQuery(me.id, today), meta: { silent: true } });

  return (
    <DashboardPanel title={t('dashboard.leaves.recapTitle')} icon={IconBeach}>
      <Text size="xs" c="dimmed">
        {t('dashboard.leaves.since', { date: formatDate(`${today.slice(0, 4)}-01-01`) })}
      </Text>
      {isPending && <Skeleton h={60} />}
      {isError && <Alert color="red">{t('dashboard.leaves.unavailable')}</Alert>}
      {data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {RECAP.map((status) => {
            const color = TONE_COLORS[LEAVE_STATUS_COLORS[status]];
            const label = t(`leaves.status.${status}`);
            return (
              <UnstyledButton
                key={status}
                component={Link}
                to={`/leaves?filter=${status}`}
                p="xs"
                bg={`var(--mantine-color-${color}-light)`}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                aria-label={t('dashboard.leaves.open', {
                  status: label,
                  days: formatNumber(data[status], i18n.language),
                })}
              >
                <Text size="xs" c={`${color}.8`} fw={500}>
                  {label}
                </Text>
                <Text fw={700} size="lg">
                  {formatNumber(data[status], i18n.language)}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </DashboardPanel>
  );
}
