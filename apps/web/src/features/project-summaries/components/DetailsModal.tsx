import { Modal, Stack } from '@mantine/core';
import type { SummaryGroup } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { summaryDatatableQuery } from '../api/projectSummaries';
import { groupsFor, narrowed, type RowFilter, type RowModalProps } from '../lib/rowFilter';
import { FiguresTable } from './FiguresTable';
import { GroupChoice } from './GroupChoice';
import { LoadState } from './LoadState';

/**
 * The large details modal of a row (spec/2 §2.5): its days and non-billed days on the period, by employee, project
 * or customer; each line's figures open the activities they are made of.
 */
export function DetailsModal({
  name,
  filter,
  params,
  onOpenActivities,
  onClose,
}: RowModalProps & { onOpenActivities: (filter: RowFilter, name: string) => void }) {
  const { t } = useTranslation();
  const title = t('projectSummaries.details.title', { name });
  const groups = groupsFor(filter);
  const [group, setGroup] = useState<SummaryGroup>(groups[0] ?? 'project');
  const query = useQuery(summaryDatatableQuery({ ...params, ...filter, group_by: group, chart: '0' }));
  const { data } = query;
  const nameOf = (name: string | null) => name ?? t('projectSummaries.noCustomer');
  const rows = (data?.rows ?? []).map((row) => ({
    key: String(row.id),
    id: row.id,
    label: nameOf(row.name),
    values: [row.days, row.non_billed_days],
  }));

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack gap="sm">
        <GroupChoice groups={groups} value={group} onChange={setGroup} />
        <LoadState query={query} empty={rows.length === 0} />
        {data && rows.length > 0 && (
          <FiguresTable
            caption={t('projectSummaries.details.caption', {
              group: t(`projectSummaries.groupBy.${group}`).toLowerCase(),
            })}
            rowHeader={t(`projectSummaries.groupBy.${group}`)}
            columns={[t('projectSummaries.columns.days'), t('projectSummaries.columns.nonBilledDays')]}
            rows={rows}
            total={[data.total.days, data.total.non_billed_days]}
            onOpen={(row) => {
              const line = rows.find((r) => r.key === row.key);
              onOpenActivities(narrowed(filter, group, line?.id ?? null), `${name} · ${row.label}`);
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
