import { SegmentedControl } from '@mantine/core';
import type { SummaryGroup } from '@staff/shared';
import { useTranslation } from 'react-i18next';

/** "By employee, project or customer" (spec/2 §2.5 "Modal choices"); nothing to choose when one group is left. */
export function GroupChoice({
  groups,
  value,
  onChange,
}: {
  groups: SummaryGroup[];
  value: SummaryGroup;
  onChange: (group: SummaryGroup) => void;
}) {
  const { t } = useTranslation();
  if (groups.length < 2) return null;
  return (
    <SegmentedControl
      aria-label={t('projectSummaries.groupBy.label')}
      style={{ alignSelf: 'flex-start' }}
      size="xs"
      value={value}
      onChange={(next) => onChange(next as SummaryGroup)}
      data={groups.map((group) => ({ value: group, label: t(`projectSummaries.groupBy.${group}`) }))}
    />
  );
}
