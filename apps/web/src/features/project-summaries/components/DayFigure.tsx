import { Anchor, Text } from '@mantine/core';
import { useDayFormat } from './useDayFormat';

/** Figures line up in their columns: every digit the same width, a figure and its unit on one line. */
export const TABULAR = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type FigureProps = { label: string; onOpen: () => void };

/**
 * A figure that opens what it is made of (issue 27 "Click through"), written as `shown`; `label` says what it opens
 * to a screen reader ("12,5 j · Voir les activités : 12,5 j, Banque Hexagone"). Zero opens nothing: there is nothing
 * behind it.
 */
export function FigureLink({ value, shown, label, onOpen }: FigureProps & { value: number; shown: string }) {
  if (value === 0)
    return (
      <Text span size="sm" c="dimmed" style={TABULAR}>
        {shown}
      </Text>
    );
  return (
    // The figure first in its name (WCAG 2.5.3: a voice user says the figure they see), then what it opens.
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onOpen}
      aria-label={`${shown} · ${label}`}
      style={TABULAR}
    >
      {shown}
    </Anchor>
  );
}

/** A figure in man-days that opens the activities it is made of. */
export function DayFigure({ days, ...props }: FigureProps & { days: number }) {
  const format = useDayFormat();
  return <FigureLink value={days} shown={format(days)} {...props} />;
}
