import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, DateRangeInput } from '../../../components/DateRangeInput';
import { todayIso } from '../../../lib/dates';
import { isValidPeriod, PERIOD_PRESETS, presetOf, presetPeriod } from '../lib/period';
import type { SummaryScope } from './useSummaryScope';

/**
 * Above a summary: the period (a range picker, weeks from Monday, and the quick choices), which reports count
 * (validated only by default, or also the sent ones: a visible choice, issue 27), and the page's buttons (export).
 */
export function SummaryToolbar({ scope, children }: { scope: SummaryScope; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const today = todayIso();
  const [range, setRange] = useState<DateRange>([scope.period.from, scope.period.to]);
  const [draftFrom, draftTo] = range;
  const tooLong = !!draftFrom && !!draftTo && !isValidPeriod(draftFrom, draftTo);
  const active = presetOf(scope.period, today);

  const pick = (value: DateRange) => {
    setRange(value);
    const [from, to] = value;
    // A range being picked (no end yet) or longer than a year changes nothing yet.
    if (from && to && isValidPeriod(from, to)) scope.setPeriod({ from, to });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeInput
          label={t('projectSummaries.period.label')}
          value={range}
          onChange={pick}
          error={tooLong ? t('errors.codes.projectSummary.rangeTooLong') : undefined}
        />
        <Group gap={6} wrap="wrap" role="group" aria-label={t('projectSummaries.period.presets')}>
          {PERIOD_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="xs"
              variant={active === preset ? 'filled' : 'default'}
              aria-pressed={active === preset}
              onClick={() => {
                const next = presetPeriod(preset, today);
                setRange([next.from, next.to]);
                scope.setPeriod(next);
              }}
            >
              {t(`projectSummaries.period.${preset}`)}
            </Button>
          ))}
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="sm" fw={500} id="summary-counted">
            {t('projectSummaries.counted.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="summary-counted"
            size="xs"
            value={scope.includeSubmitted ? 'sent' : 'validated'}
            onChange={(value) => scope.setIncludeSubmitted(value === 'sent')}
            data={[
              { value: 'validated', label: t('projectSummaries.counted.validated') },
              { value: 'sent', label: t('projectSummaries.counted.sent') },
            ]}
          />
        </div>
        {children && <Group gap="xs">{children}</Group>}
      </Group>
    </Stack>
  );
}
