import { Badge, VisuallyHidden } from '@mantine/core';
import type { InboxKind } from '@staff/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useInboxCount } from '../lib/validationInbox';

type BadgeProps = { compact?: boolean };

/**
 * How many items wait for the user's decision (the validation inbox's count), on the Back Office entry; on a
 * management card, those of its kind. Nothing when none waits. `compact`: the corner of an icon-only entry.
 */
function InboxBadge({ compact = false, kinds }: BadgeProps & { kinds?: readonly InboxKind[] }) {
  const { t } = useTranslation();
  const count = useInboxCount(kinds);
  if (count === 0) return null;
  const label = t('validationInbox.badge', { count });
  return (
    <Badge
      color="red"
      size={compact ? 'xs' : 'sm'}
      circle={count < 10}
      title={label}
      data-testid="validation-inbox-badge"
      // Beside a title that wraps (a card of the back-office home), the count keeps its width: never "2…".
      style={{ flexShrink: 0 }}
      {...(compact ? { pos: 'absolute', top: 2, right: 2 } : {})}
    >
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}

/** The whole inbox's badge (the Back Office entry). */
export const ValidationInboxBadge: ComponentType<BadgeProps> = (props) => <InboxBadge {...props} />;

/** One module's badge, for its management card: the leaves' counts the requested cancellations too. */
export const INBOX_KIND_BADGES: Record<Exclude<InboxKind, 'leave_cancellation'>, ComponentType<BadgeProps>> = {
  leave: (props) => <InboxBadge {...props} kinds={['leave', 'leave_cancellation']} />,
  activity_report: (props) => <InboxBadge {...props} kinds={['activity_report']} />,
  expense_claim: (props) => <InboxBadge {...props} kinds={['expense_claim']} />,
  mission_order: (props) => <InboxBadge {...props} kinds={['mission_order']} />,
};
