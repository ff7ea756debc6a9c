import { Anchor, Text } from '@mantine/core';
import { useDayFormat } from './useDayFormat';

/** Figures line up in their columns: every digit the same width, a figure and its unit on one line. */
export const TABULAR = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A figure in man-days that opens the activities it is made of (issue 27 "Click through"); `label` says so to a
 * screen reader ("12,5 j · Voir les activités : 12,5 j, Banque Hexagone"). Zero opens nothing: there is nothing behind it.
 */
export function DayFigure({ days, label, onOpen }: { days: number; label: string; onOpen: () => void }) {
  const format = useDayFormat();
  if (days === 0)
    return (
      <Text span size="sm" c="dimmed" style={TABULAR}>
        {format(0)}
      </Text>
    );
  return (
    // The figure first in its name (WCAG 2.5.3: a voice user says the figure they see), then what it opens.
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onOpen}
      aria-label={`${format(days)} · ${label}`}
      style={TABULAR}
    >
      {format(days)}
    </Anchor>
  );
}
