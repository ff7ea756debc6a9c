import { Button, EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * What an empty list says in a DataTable (its `empty` prop): where things stand and, when there is one, the next step
 * as a button. The table lays its empty state over the rows with pointer events off: they are turned back on here.
 */
export function ListEmptyState({ title, action }: { title: string; action?: { label: string; to: string } }) {
  return (
    <EmptyState
      icon={<IconInbox />}
      title={title}
      size="sm"
      py="md"
      style={{ pointerEvents: 'auto' }}
      data-testid="list-empty"
    >
      {action && (
        <Button component={Link} to={action.to} size="sm" mt="xs">
          {action.label}
        </Button>
      )}
    </EmptyState>
  );
}
