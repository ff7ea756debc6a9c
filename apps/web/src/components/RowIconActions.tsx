import { ActionIcon, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DeferredTooltip } from './DeferredTooltip';

/** One icon button of a table row: its tooltip, its accessible name (which names the row) and what it does. */
export type RowIconAction = {
  icon: Icon;
  /** The tooltip, short ("Edit"). */
  tooltip: string;
  /** The accessible name, with the row's name ("Edit CDI") so that screen readers and tests tell the rows apart. */
  ariaLabel: string;
  /** Red, for a delete. */
  danger?: boolean;
  /** Why the action is not possible now: the button is shown off and its tooltip says why (spec/3 §5). */
  disabledReason?: string;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/**
 * The icon buttons at the end of a list row (edit, delete, download…), right-aligned and never wrapping. Shared by
 * the back-office lists so that every row action has the same size, spacing, tooltip and aria-label rules.
 */
export function RowIconActions({ actions }: { actions: RowIconAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map((action) => (
        <DeferredTooltip key={action.ariaLabel} label={action.disabledReason ?? action.tooltip}>
          {action.to !== undefined ? (
            <ActionIcon
              component={Link}
              to={action.to}
              variant="subtle"
              color={action.danger ? 'red' : undefined}
              aria-label={action.ariaLabel}
            >
              <action.icon size={18} />
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="subtle"
              color={action.danger ? 'red' : undefined}
              // Off but still hovered and focused (no `disabled` attribute), so that its tooltip says why.
              data-disabled={action.disabledReason ? true : undefined}
              aria-disabled={action.disabledReason ? true : undefined}
              aria-description={action.disabledReason}
              onClick={action.disabledReason ? undefined : action.onClick}
              aria-label={action.ariaLabel}
            >
              <action.icon size={18} />
            </ActionIcon>
          )}
        </DeferredTooltip>
      ))}
    </Group>
  );
}
