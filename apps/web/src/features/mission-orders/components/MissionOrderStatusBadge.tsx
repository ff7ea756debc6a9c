import { Badge, type BadgeProps } from '@mantine/core';
import { MISSION_ORDER_STATUS_COLORS, type MissionOrderStatus } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { type StatusTone, TONE_COLORS } from '../../../components/StatusBadge';

/** A mission order's status in the shared machine's colour (the spec's classes, and its own for the other states). */
export function MissionOrderStatusBadge({ status, ...props }: { status: MissionOrderStatus } & BadgeProps) {
  const { t } = useTranslation();
  const tone = MISSION_ORDER_STATUS_COLORS[status];
  return (
    <Badge color={TONE_COLORS[tone as StatusTone] ?? tone} variant="light" miw="max-content" {...props}>
      {t(`missionOrders.status.${status}`)}
    </Badge>
  );
}
