import { Stack, Textarea } from '@mantine/core';
import { ACTIVITY_REMARK_MAX, ActivityReportUpdateInput } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveActivityRemark } from '../api/reports';
import type { ActivityReportDetail } from '../api/types';

/** The report's remark (spec/1 §3 "remark, also called comment"): saved with PUT, on a draft only. */
export function ReportRemark({ report }: { report: ActivityReportDetail }) {
  const { t } = useTranslation();
  const save = useSaveActivityRemark();
  const form = useSchemaForm(
    ActivityReportUpdateInput,
    { remark: report.remark ?? '' },
    { readOnly: !report.editable },
  );
  const changed = (form.values.remark ?? '') !== (report.remark ?? '');
  return (
    <form
      onSubmit={form.onSubmit((body) =>
        save.mutate(
          { id: report.id, remark: body.remark?.trim() || null },
          {
            onSuccess: () => notifySuccess(t('activity.remark.saved')),
            onError: (error) => form.showServerErrors(error),
          },
        ),
      )}
    >
      <Stack gap="xs">
        <FormErrors form={form} />
        <Textarea
          label={t('activity.remark.label')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={ACTIVITY_REMARK_MAX}
          {...form.textInput('remark')}
        />
        {report.editable && (
          <FormFooter inline saving={save.isPending} submitLabel={t('activity.remark.save')} disabled={!changed} />
        )}
      </Stack>
    </form>
  );
}
