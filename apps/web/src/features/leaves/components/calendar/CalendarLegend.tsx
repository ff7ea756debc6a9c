import { Group, Text } from '@mantine/core';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './LeavesCalendar.module.css';

function Item({ swatch, label }: { swatch: ReactNode; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      {swatch}
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** What the marks of the calendar mean. */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('leaves.calendar.legend')}>
      <Item
        swatch={
          <span className={classes.legend}>
            <span className={clsx(classes.half, classes.am, classes.accepted)} />
            <span className={clsx(classes.half, classes.pm, classes.accepted)} />
          </span>
        }
        label={t('leaves.calendar.accepted')}
      />
      <Item
        swatch={
          <span className={classes.legend}>
            <span className={clsx(classes.half, classes.am, classes.submitted)} />
            <span className={clsx(classes.half, classes.pm, classes.submitted)} />
          </span>
        }
        label={t('leaves.calendar.submitted')}
      />
      <Item
        swatch={
          <span className={classes.legend}>
            <span className={clsx(classes.half, classes.am, classes.accepted)} />
          </span>
        }
        label={t('leaves.calendar.morning')}
      />
      <Item
        swatch={
          <span className={classes.legend}>
            <span className={clsx(classes.half, classes.pm, classes.accepted)} />
          </span>
        }
        label={t('leaves.calendar.afternoon')}
      />
      <Item swatch={<span className={clsx(classes.legend, classes.off)} />} label={t('leaves.calendar.weekend')} />
      <Item swatch={<span className={clsx(classes.legend, classes.holiday)} />} label={t('leaves.calendar.holiday')} />
      <Item swatch={<span className={clsx(classes.legend, classes.today)} />} label={t('leaves.calendar.todayMark')} />
    </Group>
  );
}
