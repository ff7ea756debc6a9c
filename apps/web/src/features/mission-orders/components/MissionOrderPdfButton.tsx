import { Button } from '@mantine/core';
import type { MissionOrderOut } from '@staff/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/useDownload';
import { downloadMissionOrder } from '../api/missionOrders';

/** The order's PDF (spec/2 §7.2), named by the server, from the order's page. */
export function MissionOrderPdfButton({ order }: { order: MissionOrderOut }) {
  const { t } = useTranslation();
  const pdf = useDownload();
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={pdf.downloading}
      onClick={() => pdf.run('pdf', () => downloadMissionOrder(order.id))}
    >
      {t('missionOrders.rowActions.pdf')}
    </Button>
  );
}
