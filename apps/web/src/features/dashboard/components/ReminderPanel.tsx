import { Alert, Text } from '@mantine/core';
import { businessDaysLeftInMonth, monthYearName } from '@staff/shared';
import { IconBulb, IconCalendarDue } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { daysLeftInMonth, todayIso } from '../../../lib/dates';
import { DashboardPanel } from './DashboardPanel';

/** spec/1 §9: the reminder appears when 5 days or fewer remain in the month. */
export const REMINDER_DAYS = 5;

/** The modules' own reminders (dashboard panels of area `reminder`), shown inside this panel by the dashboard page. */
export const ModuleReminders = createContext<ReactNode>(null);

/**
 * The "Think about it" panel: how much of the month is left, in business days (weekends and French public holidays
 * excluded, spec/1 §9: the days a report fills), highlighted near its end (5 calendar days or fewer, as the modules'
 * reminders), then what the modules remind of (their report or claim still to send). One count in both states: a
 * title of calendar days over a line of business days read as two answers to one question.
 */
export function ReminderPanel() {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  const working = businessDaysLeftInMonth(today);
  const month = monthYearName(today, i18n.language);
  const moduleReminders = useContext(ModuleReminders);

  return (
    <DashboardPanel title={t('dashboard.reminder.title')} icon={IconBulb}>
      {daysLeftInMonth(today) <= REMINDER_DAYS ? (
        <Alert color="orange" icon={<IconCalendarDue />} title={t('dashboard.reminder.endOfMonth', { count: working })}>
          {t('dashboard.reminder.sendReminder', { month })}
        </Alert>
      ) : (
        <Text>{t('dashboard.reminder.workingDaysLeft', { count: working, month })}</Text>
      )}
      {moduleReminders}
    </DashboardPanel>
  );
}
