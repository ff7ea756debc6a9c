import { type MissionOrderOut, type MissionOrderRowAction, missionOrderRowActions } from '@staff/shared';
import {
  IconCalendarPlus,
  IconCopy,
  IconEye,
  IconFileTypePdf,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActionsMenu } from '../../../components/RowActionsMenu';
import { useDownload } from '../../../lib/useDownload';
import { downloadMissionOrder } from '../api/missionOrders';
import { missionOrderPaths as paths } from '../lib/paths';
import { personName } from '../lib/people';
import { useMissionOrderAction } from './useMissionOrderAction';

const ICONS: Record<MissionOrderRowAction, typeof IconEye> = {
  edit: IconPencil,
  view: IconEye,
  pdf: IconFileTypePdf,
  duplicate: IconCopy,
  submit: IconSend,
  delete: IconTrash,
};

/**
 * A row of the manager list (spec/2 §2.3): open it (edit or view, as its status allows), its PDF, a copy; then
 * submit, then delete apart, each confirmed. The actions by status are the shared `missionOrderRowActions`.
 */
export function MissionOrderRowActions({ order }: { order: MissionOrderOut }) {
  const { t } = useTranslation();
  const action = useMissionOrderAction();
  const pdf = useDownload();
  const offered = missionOrderRowActions(order.status);

  const behaviour: Record<MissionOrderRowAction, Pick<RowAction, 'to' | 'onClick' | 'color'>> = {
    edit: { to: paths.edit(order.id) },
    view: { to: paths.view(order.id) },
    pdf: { onClick: () => pdf.run('pdf', () => downloadMissionOrder(order.id)) },
    duplicate: { to: paths.copy(order.id) },
    submit: { onClick: () => action.run('submit', order) },
    delete: { onClick: () => action.run('delete', order), color: 'red' },
  };
  const item = (key: MissionOrderRowAction): RowAction => ({
    key,
    label: t(`missionOrders.rowActions.${key}`),
    icon: ICONS[key],
    ...behaviour[key],
  });
  // Issue 24: a signed mission's end moves by an extension, recorded on the order (the server says when it may).
  const extend: RowAction[] = ['accepted', 'signed'].includes(order.status)
    ? [
        {
          key: 'extend',
          label: t('missionOrders.rowActions.extend'),
          icon: IconCalendarPlus,
          to: paths.extend(order.id),
        },
      ]
    : [];
  const among = (keys: MissionOrderRowAction[]) => keys.filter((key) => offered.includes(key)).map(item);

  return (
    <RowActionsMenu
      label={t('missionOrders.rowActions.label', { name: personName(order.owner_object) })}
      loading={action.isPending(order) || pdf.downloading}
      groups={[[...among(['edit', 'view', 'pdf', 'duplicate']), ...extend], among(['submit']), among(['delete'])]}
    />
  );
}
