import { Badge, type BadgeProps } from '@mantine/core';

/** The spec's display classes (spec/2 §4.1: warning, info, success, error) and the colours that show them. */
export type StatusTone = 'warning' | 'info' | 'success' | 'error';

export const TONE_COLORS: Record<StatusTone, string> = {
  warning: 'orange',
  info: 'blue',
  success: 'green',
  error: 'red',
};

/** A status tag in its class's colour. */
export function StatusBadge({ tone, children, ...props }: { tone: StatusTone } & Omit<BadgeProps, 'color'>) {
  return (
    // max-content: in a narrow table column the status stays whole rather than "ACCE…".
    <Badge color={TONE_COLORS[tone]} variant="light" miw="max-content" {...props}>
      {children}
    </Badge>
  );
}
