import { Alert, Stack, Text } from '@mantine/core';
import { businessDaysBetween, monthBounds } from '@staff/shared';
import { IconBulb, IconCalendarDue } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { daysLeftInMonth, todayIso } from '../../../lib/dates';
import { DashboardPanel } from './DashboardPanel';

/** spec/1 §9: the reminder appears when 5 days or fewer remain in the month. */
export const REMINDER_DAYS = 5;

/** The modules' own reminders (dashboard panels of area `reminder`), shown inside this panel by the dashboard page. */
export const ModuleReminders = createContext<ReactNode>(null);

/**
 * The "Think about it" panel: how much of the month is left — calendar days and business days (weekends and French
 * public holidays excluded, spec/1 §9) — highlighted near its end, then what the modules remind of (their report or claim
 * still to send).
 */
export function ReminderPanel() {
  const { t } = useTranslation();
  const today = todayIso();
  const count = daysLeftInMonth(today);
  const working = businessDaysBetween(today, monthBounds(today).last);
  const month = dayjs(today).format('MMMM YYYY');
  const workingText = t('dashboard.reminder.workingDays', { count: working });
  const moduleReminders = useContext(ModuleReminders);

  return (
    <DashboardPanel title={t('dashboard.reminder.title')} icon={IconBulb}>
      {count <= REMINDER_DAYS ? (
        <Alert color="orange" icon={<IconCalendarDue />} title={t('dashboard.reminder.endOfMonth', { count })}>
          {workingText} {t('dashboard.reminder.sendReminder', { month })}
        </Alert>
      ) : (
        <Stack gap={4}>
          <Text>{t('dashboard.reminder.daysLeft', { count, month })}</Text>
          <Text size="sm" c="dimmed">
            {workingText}
          </Text>
        </Stack>
      )}
      {moduleReminders}
    </DashboardPanel>
  );
}
