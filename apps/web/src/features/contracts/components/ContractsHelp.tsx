import { ActionIcon, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The help button of the contracts list (spec/3 "Contracts"): what a contract is for and what its fields rule. */
export function ContractsHelp() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('contracts.help.button')}>
        <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('contracts.help.button')}>
          <IconHelpCircle size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t('contracts.help.title')} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('contracts.help.intro')}</Text>
          <List size="sm" spacing="xs">
            <List.Item>{t('contracts.help.maxDays')}</List.Item>
            <List.Item>{t('contracts.help.overflow')}</List.Item>
            <List.Item>{t('contracts.help.rank')}</List.Item>
            <List.Item>{t('contracts.help.delete')}</List.Item>
          </List>
        </Stack>
      </Modal>
    </>
  );
}
