import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { EmployeeCsvFinalizeOut } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { WarningsTable } from './WarningsTable';

/**
 * Finalize tab: "Import successful !", or "Oops, there are N error(s)!" with the lines that could not be created
 * (taken since the check…) and "N were inserted anyway." (spec/3 §8).
 */
export function FinalizeStep({ result, onClose }: { result: EmployeeCsvFinalizeOut; onClose: () => void }) {
  const { t } = useTranslation();
  const failed = result.errors.length;
  return (
    <Stack gap="sm">
      {failed === 0 ? (
        <Alert color="green" variant="light" title={t('errors.codes.employeeCsv.success')}>
          <Text size="sm">{t('employeeImport.created', { count: result.created })}</Text>
        </Alert>
      ) : (
        <>
          <Alert color="red" variant="light" title={t('errors.codes.employeeCsv.errorsFound', { count: failed })}>
            <Text size="sm">{t('errors.codes.employeeCsv.insertedAnyway', { count: result.created })}</Text>
          </Alert>
          <WarningsTable warnings={result.errors} />
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('employeeImport.close')}</Button>
      </Group>
    </Stack>
  );
}
