import { Badge } from '@mantine/core';
import { ACTIVITY_REPORT_STATUS_COLORS, type ActivityReportStatus } from '@staff/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const COLORS = { warning: 'orange', info: 'blue', success: 'green', error: 'red', gray: 'gray' } as const;

/** A report's status tag in the shared table's colour; submitted shows a lock (spec/3 §4 "Submitted is shown locked"). */
export function ReportStatusTag({ status }: { status: ActivityReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[ACTIVITY_REPORT_STATUS_COLORS[status]]}
      variant="light"
      miw="max-content"
      leftSection={status === 'submitted' ? <IconLock size={12} aria-hidden /> : undefined}
    >
      {t(`activityReports.status.${status}`)}
    </Badge>
  );
}
