import { Paper, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  formatNumber,
  LEAVE_STATUS_COLORS,
  LEAVE_TOTALS_ORDER,
  type LeaveStatus,
  type LeaveTotals,
} from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TONE_COLORS } from './StatusBadge';

/**
 * Days per status, in the spec's order (accepted, submitted, draft, refused) and in days ("2,5 jours"): the leaves
 * list's yearly totals and the dashboard's recap show the same figures the same way. With `linkTo`, each opens the
 * list filtered on its status (spec/1 §2).
 */
export function LeaveStatusTotals({
  totals,
  linkTo,
}: {
  totals: LeaveTotals | undefined;
  linkTo?: (status: LeaveStatus) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {LEAVE_TOTALS_ORDER.map((status) => {
        const color = TONE_COLORS[LEAVE_STATUS_COLORS[status]];
        const value = totals?.[status] ?? 0;
        const label = t(`leaves.status.${status}`);
        const days = t('leaves.daysCount', { count: value, days: formatNumber(value, i18n.language) });
        const body = (
          <>
            <Text size="xs" c={`var(--mantine-color-${color}-light-color)`} fw={500}>
              {label}
            </Text>
            <Text fw={700} size="lg">
              {days}
            </Text>
          </>
        );
        const box = {
          p: 'xs',
          bg: `var(--mantine-color-${color}-light)`,
          style: { borderRadius: 'var(--mantine-radius-sm)' },
          'data-testid': `total-${status}`,
        } as const;
        return linkTo ? (
          // Named by what it shows, then where it goes: a name that differs from the visible text fails voice control
          // users (WCAG 2.5.3, axe's label-content-name-mismatch).
          <UnstyledButton key={status} component={Link} to={linkTo(status)} {...box}>
            {body}
            <VisuallyHidden>{t('leaves.totals.openList')}</VisuallyHidden>
          </UnstyledButton>
        ) : (
          <Paper key={status} {...box}>
            {body}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
