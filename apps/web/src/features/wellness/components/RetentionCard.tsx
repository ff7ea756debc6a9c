import { Button, Group, NumberInput, Text } from '@mantine/core';
import { WELLNESS_RETENTION_MAX_MONTHS, WELLNESS_RETENTION_MIN_MONTHS } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { describeError } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notify';
import { settingsQuery, useSaveSettings } from '../api/wellness';

/**
 * The company's retention of individual marks (issue 26): past it, the hourly housekeeping folds them into monthly
 * averages and deletes them. HR sets it here; the server keeps it between 3 and 120 months.
 */
export function RetentionCard() {
  const { t } = useTranslation();
  const { data } = useQuery(settingsQuery());
  const save = useSaveSettings();
  // What HR types; until then the saved value.
  const [typed, setTyped] = useState<number | string | undefined>(undefined);
  const value = typed ?? data?.retention_months ?? '';
  const inRange =
    typeof value === 'number' && value >= WELLNESS_RETENTION_MIN_MONTHS && value <= WELLNESS_RETENTION_MAX_MONTHS;
  const error = save.error
    ? describeError(t, save.error)
    : typed !== undefined && !inRange
      ? t('wellness.retention.range', { min: WELLNESS_RETENTION_MIN_MONTHS, max: WELLNESS_RETENTION_MAX_MONTHS })
      : undefined;
  return (
    <SectionCard title={t('wellness.retention.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('wellness.retention.explain')}
      </Text>
      <Group align="flex-start" gap="sm">
        <NumberInput
          label={t('wellness.retention.months')}
          value={value}
          onChange={(next) => {
            save.reset();
            setTyped(next);
          }}
          min={WELLNESS_RETENTION_MIN_MONTHS}
          max={WELLNESS_RETENTION_MAX_MONTHS}
          allowDecimal={false}
          allowNegative={false}
          error={error}
          w={220}
          disabled={!data}
        />
        <Button
          mt={25}
          loading={save.isPending}
          disabled={!inRange || value === data?.retention_months}
          onClick={() =>
            save.mutate(value as number, {
              onSuccess: () => {
                setTyped(undefined);
                notifySuccess(t('wellness.retention.saved'));
              },
            })
          }
        >
          {t('common.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}
