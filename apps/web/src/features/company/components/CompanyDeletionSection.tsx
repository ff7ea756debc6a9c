import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { CompanyGeneral } from '../api/company';
import { useRequestCompanyDeletion } from '../api/deletion';
import { SettingsSection } from './SettingsSection';

/**
 * The company management page's last section (spec/1 §2, spec/3 §1): the administrator asks for the deletion of the
 * company, after typing its name. The company is then locked and the administrator signed out; a superuser deletes
 * it for good or unlocks it.
 */
export function CompanyDeletionSection({ company }: { company: CompanyGeneral }) {
  const { t } = useTranslation();
  const name = company.name;
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const request = useRequestCompanyDeletion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('companyDeletion.requested'));
        // The session is gone: nothing cached belongs to anyone any more.
        queryClient.clear();
        navigate('/login', { replace: true });
      },
      onError: (error) => notifyError(describeError(t, error)),
    });

  return (
    <SettingsSection title={t('companyDeletion.title')} description={t('companyDeletion.text', { name })}>
      <Group>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
          {t('companyDeletion.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('companyDeletion.confirmTitle', { name })}>
        <Stack>
          <Text size="sm">{t('companyDeletion.confirmText', { name })}</Text>
          <TextInput
            label={t('companyDeletion.typeName')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" disabled={typed !== name} loading={request.isPending} onClick={confirm}>
              {t('companyDeletion.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
