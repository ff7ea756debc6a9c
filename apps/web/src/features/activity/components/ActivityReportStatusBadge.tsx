import { Badge } from '@mantine/core';
import { ACTIVITY_REPORT_STATUS_COLORS, type ActivityReportStatus } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../components/StatusBadge';

/** A report's status tag, one name per status everywhere (activity.status.*), in the shared state machine's colour. */
export function ActivityReportStatusBadge({ status }: { status: ActivityReportStatus }) {
  const { t } = useTranslation();
  const tone = ACTIVITY_REPORT_STATUS_COLORS[status];
  return (
    <Badge color={tone === 'gray' ? 'gray' : TONE_COLORS[tone]} variant="light" miw="max-content">
      {t(`activity.status.${status}`)}
    </Badge>
  );
}
