import { IconChartBar, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/RowActionsMenu';
import type { RowFilter } from '../lib/rowFilter';
import { ActivitiesModal } from './ActivitiesModal';
import { ChartModal } from './ChartModal';
import { DetailsModal } from './DetailsModal';
import type { SummaryParams } from './useSummaryScope';

type Opened = { kind: 'chart' | 'details' | 'activities'; filter: RowFilter; name: string } | null;

/**
 * The modals a summary's rows open: the chart and the details (spec/2 §2.5 "Row actions"), and the activities behind
 * a figure. `rowActions` are a row's two menu items; `openActivities` is what a figure calls, `openDetails` the
 * members' count.
 */
export function useSummaryModals(params: SummaryParams) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const openActivities = (filter: RowFilter, name: string) => setOpened({ kind: 'activities', filter, name });
  const openDetails = (filter: RowFilter, name: string) => setOpened({ kind: 'details', filter, name });

  const rowActions = (filter: RowFilter, name: string): RowAction[] => [
    {
      key: 'chart',
      label: t('projectSummaries.actions.chart'),
      icon: IconChartBar,
      onClick: () => setOpened({ kind: 'chart', filter, name }),
    },
    {
      key: 'details',
      label: t('projectSummaries.actions.details'),
      icon: IconListDetails,
      onClick: () => openDetails(filter, name),
    },
  ];

  // One modal at a time: the activities of a details line replace the details.
  const key = JSON.stringify(opened);
  const common = opened && { name: opened.name, filter: opened.filter, params, onClose: close };
  const modals =
    common &&
    (opened.kind === 'chart' ? (
      <ChartModal key={key} {...common} />
    ) : opened.kind === 'details' ? (
      <DetailsModal key={key} {...common} onOpenActivities={openActivities} />
    ) : (
      <ActivitiesModal key={key} {...common} />
    ));

  return { rowActions, openActivities, openDetails, modals };
}
