import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeavesToDecide } from '../lib/leavesToDecide';

/**
 * The number of leave requests awaiting the user's decision, on the Back Office entry and the "Leaves management"
 * card; nothing when none waits (or the user decides on nobody). `compact`: the corner of an icon-only entry.
 */
export function LeavesToDecideBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const count = useLeavesToDecide().data?.count ?? 0;
  if (count === 0) return null;
  const label = t('leaves.toDecide.badge', { count });
  return (
    <Badge
      color="red"
      size={compact ? 'xs' : 'sm'}
      circle={count < 10}
      title={label}
      data-testid="leaves-to-decide-badge"
      // Beside a title that wraps (a card of the back-office home), the count keeps its width: never "2…".
      style={{ flexShrink: 0 }}
      {...(compact ? { pos: 'absolute', top: 2, right: 2 } : {})}
    >
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}
