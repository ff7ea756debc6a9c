import { Modal, SimpleGrid, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { NewsInput } from '@staff/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatePickerLabels } from '../../../components/datePickerLabels';
import { DatePickerInput, DateTimePicker } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { DATE_FORMAT, todayIso } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type News, useSaveNews } from '../api/news';
import { emptyNews, newsFormValues, toNewsInput } from './newsForm';

const NewsEditor = lazy(() => import('./NewsEditor'));

/**
 * Adds (news null) or edits a news item (spec/3 "Other modals"): title, HTML content, publication date (required),
 * expiration with a 24-hour time picker in 1-minute steps, enable. Mounted per item, so it starts from its values.
 */
export function NewsModal({ news, onClose }: { news: News | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const form = useSchemaForm(NewsInput, news ? newsFormValues(news) : emptyNews(todayIso()));
  const save = useSaveNews();

  const submit = form.onSubmit(
    (body) =>
      save.mutate(
        { id: news?.id ?? null, body },
        {
          onSuccess: (saved) => {
            notifySuccess(t(news ? 'news.updated' : 'news.created', { title: saved.title }));
            onClose();
          },
          onError: (error) => {
            if (!form.showServerErrors(error)) notifyError(describeError(t, error));
          },
        },
      ),
    () => toNewsInput(form.values),
  );

  return (
    <Modal opened onClose={onClose} title={t(news ? 'news.editTitle' : 'news.addTitle')} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <TextInput label={t('news.fields.title')} withAsterisk maxLength={255} {...form.textInput('title')} />
          <Suspense fallback={<Skeleton h={260} />}>
            <NewsEditor
              label={t('news.fields.content')}
              value={form.values.content}
              onChange={(html) => form.setValue('content', html)}
              error={form.error('content')}
            />
          </Suspense>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DatePickerInput
              {...form.dateInput('publication_date')}
              label={t('news.fields.publication')}
              withAsterisk
            />
            <DateTimePicker
              label={t('news.fields.expiration')}
              value={form.values.expiration_date}
              onChange={(value) => form.setValue('expiration_date', value)}
              error={form.error('expiration_date')}
              valueFormat={`${DATE_FORMAT} HH:mm`}
              firstDayOfWeek={1}
              ariaLabels={ariaLabels}
              timePickerProps={{ format: '24h', minutesStep: 1 }}
              clearable
            />
          </SimpleGrid>
          <Switch label={t('news.fields.enable')} {...form.checkbox('enable')} />
          <FormFooter onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
