import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconHourglass, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { type CompanyRow, usePatchCompany } from '../api/companies';

/** Row actions: activate or deactivate (after a confirmation), and the trial dialog. */
export function CompanyActions({ company, onTrial }: { company: CompanyRow; onTrial: () => void }) {
  const { t } = useTranslation();
  const patch = usePatchCompany();
  const activating = !company.is_active;
  const toggleLabel = t(activating ? 'admin.activate' : 'admin.deactivate');

  const confirmToggle = () =>
    modals.openConfirmModal({
      title: t(activating ? 'admin.activateTitle' : 'admin.deactivateTitle', { name: company.name }),
      children: (
        <Text size="sm">{t(activating ? 'admin.activateText' : 'admin.deactivateText', { name: company.name })}</Text>
      ),
      labels: { confirm: toggleLabel, cancel: t('common.cancel') },
      confirmProps: { color: activating ? 'green' : 'red' },
      onConfirm: () =>
        patch.mutate(
          { id: company.id, is_active: activating },
          {
            onSuccess: () =>
              notifySuccess(t(activating ? 'admin.activated' : 'admin.deactivated', { name: company.name })),
          },
        ),
    });

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('admin.manageTrial')}>
        <ActionIcon variant="subtle" aria-label={`${t('admin.manageTrial')} — ${company.name}`} onClick={onTrial}>
          <IconHourglass size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleLabel}>
        <ActionIcon
          variant="subtle"
          color={activating ? 'green' : 'red'}
          aria-label={`${toggleLabel} — ${company.name}`}
          loading={patch.isPending}
          onClick={confirmToggle}
        >
          {activating ? <IconPlayerPlay size={18} /> : <IconPlayerStop size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
