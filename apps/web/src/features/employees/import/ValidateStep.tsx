import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { EmployeeCsvCheckOut, EmployeeCsvFinalizeOut } from '@staff/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/messages';
import { finalizeEmployeeCsv } from './api';
import { WarningsTable } from './WarningsTable';

/** Validate tab: the warnings, how many accounts would be made, and Create when there is at least one. */
export function ValidateStep({
  checked,
  onBack,
  onFinalized,
  onBusy,
}: {
  checked: EmployeeCsvCheckOut;
  onBack: () => void;
  onFinalized: (answer: EmployeeCsvFinalizeOut) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const finalize = useMutation({
    mutationFn: () => finalizeEmployeeCsv(checked.cache_id),
    meta: { silent: true },
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: onFinalized,
  });
  const count = checked.warnings.length;

  return (
    <Stack gap="sm">
      {count > 0 ? (
        <Alert color="orange" variant="light" title={t('errors.codes.employeeCsv.warningsFound', { count })}>
          <Text size="sm">{t('errors.codes.employeeCsv.rowsIgnored')}</Text>
        </Alert>
      ) : (
        <Alert color="green" variant="light">
          {t('employeeImport.noWarning')}
        </Alert>
      )}
      {count > 0 && <WarningsTable warnings={checked.warnings} />}
      <Text fw={500}>
        {checked.users_count > 0
          ? t('employeeImport.toCreate', { count: checked.users_count })
          : t('employeeImport.nothingToCreate')}
      </Text>
      {finalize.isPending && (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{t('employeeImport.importing', { count: checked.users_count })}</Text>
        </Group>
      )}
      {finalize.isError && (
        <Alert color="red" variant="light" role="alert">
          {describeError(t, finalize.error)}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button variant="default" onClick={onBack} disabled={finalize.isPending}>
          {t('employeeImport.back')}
        </Button>
        <Button onClick={() => finalize.mutate()} disabled={checked.users_count === 0} loading={finalize.isPending}>
          {t('employeeImport.create')}
        </Button>
      </Group>
    </Stack>
  );
}
