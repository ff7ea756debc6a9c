import { Alert, Anchor, Group, List, Progress, Stack, Text } from '@mantine/core';
import { EMPLOYEE_CSV_MAX_BYTES, type EmployeeCsvCheckOut } from '@staff/shared';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../../components/UploadDropzone';
import { ApiError } from '../../../lib/api';
import { describeError, translateCoded } from '../../../lib/messages';
import { checkEmployeeCsv, downloadEmployeeCsvTemplate } from './api';

/** Browsers name a CSV file's type differently (text/csv, application/vnd.ms-excel, nothing): its extension decides. */
const isCsvName = (name: string) => name.toLowerCase().endsWith('.csv');

/** Import tab: the drop zone, the template, the upload's progress, then the file's errors under the zone. */
export function ImportStep({
  onChecked,
  onBusy,
}: {
  onChecked: (answer: EmployeeCsvCheckOut) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File) {
    // The same two rules as the server's, checked first so that a wrong file is not uploaded at all.
    const problems = [
      ...(isCsvName(file.name) ? [] : [t('errors.codes.employeeCsv.notCsv')]),
      ...(file.size > EMPLOYEE_CSV_MAX_BYTES ? [t('errors.codes.csv_too_large')] : []),
    ];
    setErrors(problems);
    if (problems.length > 0) return;
    setProgress(0);
    onBusy(true);
    try {
      onChecked(await checkEmployeeCsv(file, setProgress));
    } catch (failure) {
      setErrors([fileError(failure)]);
    } finally {
      setProgress(null);
      onBusy(false);
    }
  }

  function fileError(failure: unknown): string {
    if (failure instanceof ApiError && failure.coded) return translateCoded(t, failure.coded) ?? failure.detail;
    return describeError(t, failure);
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t('employeeImport.help')}</Text>
      <Group gap="xs">
        <IconFileTypeCsv size={18} />
        <Anchor component="button" type="button" size="sm" onClick={downloadEmployeeCsvTemplate}>
          {t('employeeImport.template')}
        </Anchor>
      </Group>
      <UploadDropzone
        onDrop={(files) => files[0] && void send(files[0])}
        onReject={(rejections) => rejections[0] && void send(rejections[0].file)}
        multiple={false}
        loading={progress !== null}
        label={t('employeeImport.drop')}
        limits={t('employeeImport.limits')}
        minHeight={70}
      />
      {progress !== null && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {progress < 100 ? t('employeeImport.uploading', { percent: progress }) : t('employeeImport.checking')}
          </Text>
          <Progress value={progress} animated={progress >= 100} aria-label={t('employeeImport.tabs.import')} />
        </Stack>
      )}
      {errors.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('employeeImport.fileErrors')}>
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
