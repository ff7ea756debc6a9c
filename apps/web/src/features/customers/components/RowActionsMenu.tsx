import { Button, Menu, Text } from '@mantine/core';
import { type Icon, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type RowAction = {
  key: string;
  label: string;
  icon: Icon;
  onClick: () => void;
  color?: string;
  /** Why the action is not possible now (the item is then disabled and says it). */
  disabledReason?: string;
};

/** One labelled menu of actions per row, as the leaves back office has them: narrow enough for a phone. */
export function RowActionsMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('customers.rowActions', { name })}
        >
          {t('table.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {actions.map(({ key, label, icon: ItemIcon, onClick, color, disabledReason }) => (
          <Menu.Item
            key={key}
            color={disabledReason ? undefined : color}
            leftSection={<ItemIcon size={16} />}
            onClick={onClick}
            disabled={!!disabledReason}
          >
            {label}
            {disabledReason && (
              <Text size="xs" c="dimmed">
                {disabledReason}
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
