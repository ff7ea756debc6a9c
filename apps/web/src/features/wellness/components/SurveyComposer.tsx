import { ActionIcon, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { QUESTION_KINDS, type QuestionKind, SurveyInput, type SurveyQuestionInput } from '@staff/shared';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { SectionCard } from '../../../components/SectionCard';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { servicesQuery, useSendSurvey } from '../api/wellness';

const EMPTY_SURVEY = {
  title: '',
  remark: '',
  questions: [{ question: '', type_answer: 'text' }] as SurveyQuestionInput[],
};

/** The recipient choice: a service's id, or the whole company. */
const COMPANY = 'company';

/**
 * HR writes a survey (a title, a remark, questions of kind text, number, yes/no, and titles or remarks between them)
 * and sends it by mail to a service or to the whole company (spec/2 §2.4 "survey mails"; the mail goes through the
 * outbox). Validated by the shared schema before it leaves.
 */
export function SurveyComposer() {
  const { t } = useTranslation();
  const form = useSchemaForm(SurveyInput, EMPTY_SURVEY, { summarized: ['questions'] });
  const [recipient, setRecipient] = useState<string>(COMPANY);
  const services = (useQuery(servicesQuery()).data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const send = useSendSurvey();
  const questions = form.values.questions;
  const setQuestions = (next: SurveyQuestionInput[]) => form.setValue('questions', next);
  const change = (index: number, patch: Partial<SurveyQuestionInput>) =>
    setQuestions(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const kinds = QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`wellness.composer.kind.${kind}`) }));

  const submit = form.onSubmit((survey) =>
    send
      .mutateAsync({ survey, service: recipient === COMPANY ? null : Number(recipient) })
      .then(() => {
        notifySuccess(t('wellness.composer.sent'));
        form.setValues(EMPTY_SURVEY);
      })
      .catch((error: unknown) => {
        if (!form.showServerErrors(error))
          notifyError(t('wellness.composer.failed', { error: describeError(t, error) }));
      }),
  );

  return (
    <SectionCard title={t('wellness.composer.title')}>
      <form onSubmit={submit} noValidate aria-label={t('wellness.composer.title')}>
        <Stack gap="sm">
          <FormErrors form={form} title={t('wellness.composer.cannotSend')} />
          <TextInput {...form.textInput('title')} label={t('wellness.composer.surveyTitle')} required />
          <Textarea {...form.textInput('remark')} label={t('wellness.composer.remark')} autosize minRows={2} />
          {questions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id before they are saved; order is theirs.
            <Group key={index} align="flex-end" gap="xs">
              <TextInput
                label={t('wellness.composer.question', { n: index + 1 })}
                value={question.question}
                onChange={(e) => change(index, { question: e.currentTarget.value })}
                miw={240}
                style={{ flex: 1 }}
              />
              <Select
                label={t('wellness.composer.kind.label')}
                aria-label={t('wellness.composer.kindLabel', { n: index + 1 })}
                data={kinds}
                value={question.type_answer}
                onChange={(value) => value && change(index, { type_answer: value as QuestionKind })}
                allowDeselect={false}
                w={150}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('wellness.composer.remove', { n: index + 1 })}
                disabled={questions.length === 1}
                onClick={() => setQuestions(questions.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between" align="flex-end">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setQuestions([...questions, { question: '', type_answer: 'text' }])}
            >
              {t('wellness.composer.add')}
            </Button>
            <Group align="flex-end" gap="xs">
              <Select
                label={t('wellness.composer.recipient')}
                data={[{ value: COMPANY, label: t('wellness.composer.wholeCompany') }, ...services]}
                value={recipient}
                onChange={(value) => setRecipient(value ?? COMPANY)}
                allowDeselect={false}
                searchable
                w={220}
              />
              <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
                {t('wellness.composer.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
