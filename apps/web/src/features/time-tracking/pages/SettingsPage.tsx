import { Loader, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatTrackRemind, parseTrackRemind, TimeTrackingPreferences } from '@staff/shared';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { SectionCard } from '../../../components/SectionCard';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { preferencesQuery, useSavePreferences } from '../api/settings';
import { TimeTrackingHeader } from '../components/TimeTrackingHeader';
import { TIME_TRACKING_PATHS } from '../lib/paths';

type Unit = 'none' | 'hours' | 'days';
type Values = { unit: Unit; amount: number | string };

function valuesOf(trackRemind: string | null): Values {
  const remind = trackRemind ? parseTrackRemind(trackRemind) : null;
  return remind ? { unit: remind.unit, amount: remind.amount } : { unit: 'none', amount: 2 };
}

/** The reminder as the server stores it (`H:00:00`, `D 00:00:00`), or null for none. */
const trackRemindOf = (values: Values) =>
  values.unit === 'none' ? null : formatTrackRemind({ unit: values.unit, amount: Number(values.amount) });

/** The form, once the saved setting is known. */
function ReminderForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePreferences();
  const form = useSchemaForm<Values, TimeTrackingPreferences>(TimeTrackingPreferences, valuesOf(saved), {
    fieldOf: (path) => (path.startsWith('track_remind') ? 'amount' : null),
  });
  const send = (body: TimeTrackingPreferences) =>
    save.mutateAsync(body).then(
      () => {
        notifySuccess(t('timeTracking.settings.saved'));
        navigate(TIME_TRACKING_PATHS.taskList);
      },
      (error: unknown) => {
        if (!form.showServerErrors(error)) notifyError(describeError(t, error));
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(send, () => ({ track_remind: trackRemindOf(form.values) }))}>
      <Stack gap="md">
        <FormErrors form={form} />
        <Text size="sm">{t('timeTracking.settings.reminderHelp')}</Text>
        <SegmentedControl
          value={form.values.unit}
          onChange={(unit) => form.setValue('unit', unit as Unit)}
          data={[
            { value: 'none', label: t('timeTracking.settings.none') },
            { value: 'hours', label: t('timeTracking.settings.hours') },
            { value: 'days', label: t('timeTracking.settings.days') },
          ]}
          aria-label={t('timeTracking.settings.unit')}
          w="fit-content"
        />
        {form.values.unit !== 'none' && (
          <NumberInput
            label={t(
              form.values.unit === 'hours' ? 'timeTracking.settings.amountHours' : 'timeTracking.settings.amountDays',
            )}
            value={form.values.amount}
            onChange={(amount) => form.setValue('amount', amount)}
            error={form.error('amount')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            w={200}
          />
        )}
        <FormFooter onCancel={() => navigate(TIME_TRACKING_PATHS.taskList)} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** `/time-tracking/settings` (spec/2 §2.2): the reminder; saved, the user goes back to the home. */
export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('timeTracking.settings.title'));
  const { data } = useQuery(preferencesQuery);
  return (
    <Stack gap="md">
      <TimeTrackingHeader title={t('timeTracking.settings.title')} />
      <SectionCard title={t('timeTracking.settings.reminder')} icon={IconBell}>
        {data ? <ReminderForm saved={data.track_remind} /> : <Loader size="sm" />}
      </SectionCard>
    </Stack>
  );
}
