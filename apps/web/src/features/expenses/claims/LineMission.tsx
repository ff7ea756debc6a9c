import { Stack, Text } from '@mantine/core';
import { formatEuros, formatNumber, type LineMissionOut, OVER_LIMIT_UNITS, type OverLimitOut } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { OverLimitFlag } from '../components/OverLimitFlag';

/** A limit or an amount in its unit: euros with 2 decimals, or kilometres. */
function inUnit(over: OverLimitOut, value: number, language: string, km: (value: string) => string) {
  return OVER_LIMIT_UNITS[over.code] === 'km' ? km(formatNumber(value, language)) : formatEuros(value, language);
}

/**
 * Under a line's label (issue 24): the mission it is dated in, and each of the mission's limits it exceeds, with the
 * limit quoted, as the owner and accounting see the claim before it is accepted. Nothing for a line of no mission.
 */
export function LineMission({ line }: { line: LineMissionOut }) {
  const { t, i18n } = useTranslation();
  if (!line.mission) return null;
  const km = (value: string) => t('expenses.travels.km', { km: value });
  return (
    <Stack gap={2} mt={2}>
      <Text size="xs" c="dimmed">
        {t('expenses.mission.of', { object: line.mission.object })}
      </Text>
      {line.over_limits.map((over) => (
        <OverLimitFlag key={over.code}>
          {t(`expenses.mission.over.${over.code}`, {
            limit: inUnit(over, over.limit, i18n.language, km),
            amount: inUnit(over, over.amount, i18n.language, km),
          })}
        </OverLimitFlag>
      ))}
    </Stack>
  );
}
