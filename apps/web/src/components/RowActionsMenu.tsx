import { Button, Menu, Text } from '@mantine/core';
import { type Icon, IconChevronDown, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type RowAction = {
  key: string;
  label: string;
  icon: Icon;
  /** A page to open (a link), or something to do. */
  to?: string;
  onClick?: () => void;
  color?: string;
  /** Why the action is not possible now (the item is then disabled and says it). */
  disabledReason?: string;
};

/** A row's delete, in red; off, saying why, while something still depends on the row. */
export const deleteRowAction = (label: string, onClick: () => void, disabledReason?: string): RowAction => ({
  key: 'delete',
  label,
  icon: IconTrash,
  color: 'red',
  onClick,
  disabledReason,
});

/**
 * A table row's actions as one labelled menu ("Actions"), narrow enough for a phone. `groups` are shown apart, a line
 * between two (the decisions apart from the steps back, so that "back to draft" is never next to "validate"); an
 * empty group shows nothing. `label` names the row for a screen reader ("Actions pour le rapport d'Alice Martin…").
 */
export function RowActionsMenu({
  label,
  groups,
  loading,
}: {
  label: string;
  groups: RowAction[][];
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const shown = groups.filter((group) => group.length > 0);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} />}
          loading={loading}
          aria-label={label}
        >
          {t('table.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {shown.map((group, index) => (
          <Fragment key={group[0]?.key}>
            {index > 0 && <Menu.Divider />}
            {group.map(item)}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function item({ key, label, icon: ItemIcon, to, onClick, color, disabledReason }: RowAction) {
  const common = {
    color: disabledReason ? undefined : color,
    leftSection: <ItemIcon size={16} />,
    disabled: !!disabledReason,
  };
  const content = (
    <>
      {label}
      {disabledReason && (
        <Text size="xs" c="dimmed">
          {disabledReason}
        </Text>
      )}
    </>
  );
  return to ? (
    <Menu.Item key={key} component={Link} to={to} {...common}>
      {content}
    </Menu.Item>
  ) : (
    <Menu.Item key={key} onClick={onClick} {...common}>
      {content}
    </Menu.Item>
  );
}
