import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/dates';
import { formatDate, todayIso } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { type CompanyRow, usePatchCompany } from '../api/companies';
import { PICKER_FORMAT } from './CreateCompanyModal';

/** Sets or moves a company's trial end, or ends the trial (the company becomes a paying one). */
export function TrialModal({ company, onClose }: { company: CompanyRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [end, setEnd] = useState<string | null>(company.trial_period_end);
  const patch = usePatchCompany();

  const save = (body: { is_trial_period: boolean; trial_period_end: string | null }, message: string) =>
    patch.mutate(
      { id: company.id, ...body },
      {
        onSuccess: () => {
          notifySuccess(message);
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('admin.trialTitle', { name: company.name })}>
      <Stack>
        <Text size="sm">
          {company.is_trial_period
            ? t('admin.trialCurrent', { date: formatDate(company.trial_period_end) || '—' })
            : t('admin.trialNone')}
        </Text>
        <DatePickerInput
          label={t('admin.trialEnd')}
          valueFormat={PICKER_FORMAT}
          value={end}
          onChange={setEnd}
          minDate={todayIso()}
          withAsterisk
        />
        <Group justify="space-between">
          {company.is_trial_period ? (
            <Button
              color="red"
              variant="light"
              loading={patch.isPending}
              onClick={() =>
                save({ is_trial_period: false, trial_period_end: null }, t('admin.trialEnded', { name: company.name }))
              }
            >
              {t('admin.endTrial')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            disabled={!end}
            loading={patch.isPending}
            onClick={() =>
              save(
                { is_trial_period: true, trial_period_end: end },
                t('admin.trialSet', { name: company.name, date: formatDate(end) }),
              )
            }
          >
            {t('admin.setTrial')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
