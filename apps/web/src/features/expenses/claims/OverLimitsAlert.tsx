import { Alert } from '@mantine/core';
import type { LineMissionOut } from '@staff/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Above a claim (issue 24): how many of its lines exceed their mission's limits, so that accounting sees it before
 * accepting and the owner before sending; each line says which limit under its label (LineMission).
 */
export function OverLimitsAlert({ lines }: { lines: readonly LineMissionOut[] }) {
  const { t } = useTranslation();
  const count = lines.filter((line) => line.over_limits.length > 0).length;
  if (count === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
      {t('expenses.mission.overLimits', { count })}
    </Alert>
  );
}
