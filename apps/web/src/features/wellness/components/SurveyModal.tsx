import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReceivedSurveyOut, SurveyQuestionOut } from '@staff/shared';
import { answerProblem, isAnswered } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerSurvey } from '../api/wellness';
import { BOOL_ANSWERS, numberAnswer } from '../lib/answers';

type Answers = Record<number, string>;

/** One item as its kind asks it: a text, a number (digits and dots), True or False; a title or a remark only reads. */
function QuestionField({
  question,
  value,
  error,
  readOnly,
  onChange,
}: {
  question: SurveyQuestionOut;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `survey-question-${question.id}`;
  // An answered survey shows its questions only: the server keeps the answers, not for the person to read back.
  if (readOnly && isAnswered(question.type_answer)) return <Text size="sm">{question.question}</Text>;
  switch (question.type_answer) {
    case 'title':
      return (
        <Title order={3} fz="h5">
          {question.question}
        </Title>
      );
    case 'remark':
      return (
        <Text size="sm" c="dimmed">
          {question.question}
        </Text>
      );
    case 'num':
      return (
        <TextInput
          label={question.question}
          inputMode="decimal"
          value={value}
          error={error}
          onChange={(e) => onChange(numberAnswer(e.currentTarget.value))}
        />
      );
    case 'bool':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={id}>
            {question.question}
          </Text>
          <SegmentedControl
            aria-labelledby={id}
            value={value}
            onChange={onChange}
            data={BOOL_ANSWERS.map((answer) => ({ value: answer, label: t(`wellness.survey.${answer}`) }))}
          />
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Stack>
      );
    default:
      return (
        <Textarea
          label={question.question}
          autosize
          minRows={2}
          value={value}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/**
 * The survey modal (spec/2 §2.4): its title, its remark, its items, Return and Send. Each question needs its
 * answer (the shared rule, checked here before the server checks it again); a survey is answered once, after which
 * the modal says when and has Return only.
 */
export function SurveyModal({ survey, onClose }: { survey: ReceivedSurveyOut; onClose: () => void }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>({});
  const [checked, setChecked] = useState(false);
  const answer = useAnswerSurvey(survey.id);
  const asked = survey.questions.filter((q) => isAnswered(q.type_answer));
  const answered = survey.answered_at !== null;
  const problemOf = (q: SurveyQuestionOut) => answerProblem(q.type_answer, answers[q.id] ?? '');
  const errorOf = (q: SurveyQuestionOut) => {
    const problem = checked && isAnswered(q.type_answer) ? problemOf(q) : null;
    return problem ? t(`errors.codes.wellness.${problem}`) : undefined;
  };

  const send = () => {
    setChecked(true);
    if (asked.some(problemOf)) return;
    answer.mutate(
      { answers: asked.map((q) => ({ question: q.id, answer: (answers[q.id] ?? '').trim() })) },
      {
        onSuccess: () => {
          notifySuccess(t('wellness.survey.sent'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={survey.title} size="lg">
      <Stack gap="md">
        {survey.remark && <Text size="sm">{survey.remark}</Text>}
        {survey.questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={answers[question.id] ?? ''}
            error={errorOf(question)}
            readOnly={answered}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
        {answered && (
          <Text size="sm" c="dimmed" role="status">
            {t('wellness.survey.answeredOn', { date: formatDate(survey.answered_at) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('wellness.survey.return')}
          </Button>
          {!answered && (
            <Button onClick={send} loading={answer.isPending}>
              {t('wellness.survey.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
