import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { ACTIVITY_REPORT_STATUS_COLORS, type SynthesisRow } from '@staff/shared';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconDownload,
  IconEye,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconPlayerPause,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../components/StatusBadge';
import { apiUrl } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { useDownload } from '../../../lib/useDownload';

type Report = NonNullable<SynthesisRow['report']>;

/** One icon per report status (spec/3 §4: "submitted is shown locked"); no report at all is a dashed circle. */
const STATUS_ICONS = {
  draft: IconPencil,
  submitted: IconLock,
  accepted: IconCircleCheck,
  refused: IconCircleX,
  suspended: IconPlayerPause,
} as const satisfies Record<Report['status'], unknown>;

function statusColor(status: Report['status']): string {
  const tone = ACTIVITY_REPORT_STATUS_COLORS[status];
  return tone === 'gray' ? 'gray' : TONE_COLORS[tone];
}

/** Icons say little to a newcomer (issue 25): the table's legend names each one, as the cells' tooltips do. */
export function ReportStatusLegend() {
  const { t } = useTranslation();
  const statuses = Object.keys(STATUS_ICONS) as Report['status'][];
  return (
    <Group gap="md" wrap="wrap" aria-label={t('synthesis.table.legend')} role="group">
      <Text size="sm">{t('synthesis.table.legend')}</Text>
      <Group gap={4} wrap="nowrap">
        <IconCircleDashed size={18} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm">{t('synthesis.report.missing')}</Text>
      </Group>
      {statuses.map((status) => {
        const Icon = STATUS_ICONS[status];
        return (
          <Group key={status} gap={4} wrap="nowrap">
            <Icon size={18} color={`var(--mantine-color-${statusColor(status)}-filled)`} aria-hidden />
            <Text size="sm">{t(`activity.status.${status}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}

/**
 * The CRA cell (spec/3 §2): the report's status as an icon (named for screen readers and in a tooltip), the unlock
 * button of a submitted report, the view (pdf=0) link of its PDF and its download (pdf=1), which says it is done or why
 * it failed (useDownload).
 */
export function ReportCell({
  row,
  onUnlock,
  unlocking,
}: {
  row: SynthesisRow;
  onUnlock: (report: Report) => void;
  unlocking: boolean;
}) {
  const { t } = useTranslation();
  const pdf = useDownload();
  const name = `${row.first_name} ${row.last_name}`.trim();
  const report = row.report;
  if (!report) {
    const label = t(row.weeks.length ? 'synthesis.report.weeksMissing' : 'synthesis.report.missing');
    return (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={label} withinPortal>
          <IconCircleDashed size={20} color="var(--mantine-color-dimmed)" aria-label={label} role="img" />
        </Tooltip>
        <WeeksOfRow weeks={row.weeks} />
      </Group>
    );
  }
  const Icon = STATUS_ICONS[report.status];
  const statusLabel = t(`activity.status.${report.status}`);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={statusLabel} withinPortal>
        <Icon
          size={20}
          color={`var(--mantine-color-${statusColor(report.status)}-filled)`}
          aria-label={statusLabel}
          role="img"
        />
      </Tooltip>
      {report.status === 'submitted' ? (
        <ActionIcon
          variant="light"
          color="orange"
          loading={unlocking}
          onClick={() => onUnlock(report)}
          aria-label={t('synthesis.report.unlockOf', { name })}
        >
          <IconLockOpen size={18} />
        </ActionIcon>
      ) : (
        // The unlock button's place, kept empty so that the links stay in one column down the table.
        <Box w={28} aria-hidden />
      )}
      <ActionIcon
        component="a"
        variant="subtle"
        href={apiUrl(`pdf/activity-report/${report.id}`, { pdf: 0 })}
        target="_blank"
        rel="noopener"
        aria-label={t('synthesis.report.viewOf', { name })}
      >
        <IconEye size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        loading={pdf.downloading}
        onClick={() =>
          pdf.run('pdf', () => downloadFile(`pdf/activity-report/${report.id}`, `CRA_${report.id}.pdf`, { pdf: 1 }))
        }
        aria-label={t('synthesis.report.downloadOf', { name })}
      >
        <IconDownload size={18} />
      </ActionIcon>
      <WeeksOfRow weeks={row.weeks} />
    </Group>
  );
}

/**
 * A weekly month (issue 28): how many weeks it has, each one's status in the tooltip. The icon and links beside it are
 * the week that holds the month back (its least advanced), or "missing" while a week part has no report.
 */
function WeeksOfRow({ weeks }: { weeks: SynthesisRow['weeks'] }) {
  const { t } = useTranslation();
  if (weeks.length === 0) return null;
  const lines = weeks.map((w) =>
    t('synthesis.report.weekStatus', { week: w.week, status: t(`activity.status.${w.status}`) }),
  );
  return (
    <Tooltip label={lines.join(' · ')} withinPortal multiline maw={320}>
      <Text size="xs" c="dimmed" tabIndex={0} aria-label={lines.join(', ')} style={{ whiteSpace: 'nowrap' }}>
        {t('synthesis.report.weeks', { count: weeks.length })}
      </Text>
    </Tooltip>
  );
}
