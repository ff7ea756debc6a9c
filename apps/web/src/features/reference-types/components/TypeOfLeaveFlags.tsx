import { Divider, NumberInput, type NumberInputProps, Paper, Stack } from '@mantine/core';
import { REFERENCE_LIMITS } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FLAG_SECTIONS } from '../lib/typeOfLeaveFields';
import { type FlagForm, FlagSwitch } from './FlagSwitch';

/** The switches of the hidden block by section; the requests section also holds the prior notice in days. */
export function TypeOfLeaveFlags({ form, priorNotice }: { form: FlagForm; priorNotice: NumberInputProps }) {
  const { t } = useTranslation();
  return (
    <>
      {FLAG_SECTIONS.map((section) => (
        <Paper key={section.id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Divider label={t(`referenceTypes.leave.sections.${section.id}`)} labelPosition="left" />
            {section.id === 'requests' && (
              <NumberInput
                {...priorNotice}
                label={t('referenceTypes.leave.fields.prior_notice')}
                description={t('referenceTypes.leave.fields.prior_noticeHelp')}
                allowDecimal={false}
                min={0}
                max={REFERENCE_LIMITS.priorNotice}
                maw={320}
              />
            )}
            {section.flags.map((flag) => (
              <FlagSwitch key={flag.name} form={form} flag={flag} />
            ))}
          </Stack>
        </Paper>
      ))}
    </>
  );
}
