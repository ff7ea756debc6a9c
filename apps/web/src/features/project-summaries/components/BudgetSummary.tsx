import { Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { BUDGET_ALERT_THRESHOLDS, type BudgetOut, formatNumber, formatPercent } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { TABULAR } from './DayFigure';
import { useDayFormat } from './useDayFormat';

const [WARNING_PERCENT, OVERRUN_PERCENT] = BUDGET_ALERT_THRESHOLDS;

/** The budget's colour: as the mails go, orange from 80 %, red from 100 % (issue 27 "Budgets"). */
export function budgetColor(percent: number): string {
  if (percent >= OVERRUN_PERCENT) return 'red';
  if (percent >= WARNING_PERCENT) return 'orange';
  return 'teal';
}

/** How much of the budget is consumed, as a bar in its colour, named for a screen reader. */
function BudgetProgress({ budget, size }: { budget: BudgetOut; size: 'sm' | 'lg' }) {
  const { t, i18n } = useTranslation();
  return (
    <Progress
      value={Math.min(budget.percent, 100)}
      color={budgetColor(budget.percent)}
      size={size}
      aria-label={t('projectSummaries.budget.consumedPercent', {
        percent: formatNumber(budget.percent, i18n.language, 0),
      })}
    />
  );
}

/**
 * A project's budget in a summary's row: the bar and the percentage, the figures in its tooltip-free label; a button
 * that opens the days behind it when `onOpen` is given: its name is the figures, then `openLabel` (WCAG 2.5.3: a voice
 * user says what they see).
 */
export function BudgetBar({
  budget,
  onOpen,
  openLabel,
}: {
  budget: BudgetOut;
  onOpen?: () => void;
  openLabel?: string;
}) {
  const { t, i18n } = useTranslation();
  const format = useDayFormat();
  const percent = formatNumber(budget.percent, i18n.language, 0);
  const figures = t('projectSummaries.budget.short', {
    consumed: format(budget.consumed_days),
    budget: format(budget.budget_days),
    percent,
  });
  const bar = (
    <Stack gap={2} miw={110}>
      <Text size="xs" style={TABULAR}>
        {figures}
      </Text>
      <BudgetProgress budget={budget} size="sm" />
    </Stack>
  );
  if (!onOpen) return bar;
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${figures} · ${openLabel}`} w="100%">
      {bar}
    </UnstyledButton>
  );
}

/**
 * The budget in the project view: consumed, remaining, percentage, and the forecast at the current pace (when the
 * budget runs out; how many days the end date will see).
 */
export function BudgetSummary({ budget }: { budget: BudgetOut }) {
  const { t, i18n } = useTranslation();
  const format = useDayFormat();
  const figures = [
    [t('projectSummaries.budget.budget'), format(budget.budget_days)],
    [t('projectSummaries.budget.consumed'), format(budget.consumed_days)],
    [t('projectSummaries.budget.remaining'), format(budget.remaining_days)],
    [t('projectSummaries.budget.percent'), formatPercent(budget.percent, i18n.language)],
  ] as const;
  return (
    <Paper withBorder p="md" radius="md" data-testid="project-budget">
      <Stack gap="xs">
        <Text fw={600}>{t('projectSummaries.budget.title')}</Text>
        <Group gap="xl" wrap="wrap">
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600} style={TABULAR}>
                {value}
              </Text>
            </div>
          ))}
        </Group>
        <BudgetProgress budget={budget} size="lg" />
        <Text size="sm">
          {budget.remaining_days < 0
            ? t('projectSummaries.budget.overrun', { days: format(-budget.remaining_days) })
            : budget.forecast_exhausted_on
              ? t('projectSummaries.budget.exhaustedOn', { date: formatDate(budget.forecast_exhausted_on) })
              : t('projectSummaries.budget.noPace')}
        </Text>
        {budget.end_date && (
          <Text size="sm">
            {budget.forecast_at_end_date === null
              ? t('projectSummaries.budget.endDate', { date: formatDate(budget.end_date) })
              : t('projectSummaries.budget.atEndDate', {
                  date: formatDate(budget.end_date),
                  days: format(budget.forecast_at_end_date),
                })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
