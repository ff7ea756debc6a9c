import { List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { formatNumber, type QuestionResultOut, type SurveyOut } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { surveyResultsQuery } from '../api/wellness';

/** One question's results: the figures of a number, the yes/no counts, or the texts (sorted by the server). */
function QuestionResult({ result }: { result: QuestionResultOut }) {
  const { t, i18n } = useTranslation();
  const n = (value: number | null) => (value === null ? '–' : formatNumber(value, i18n.language));
  return (
    <Stack gap={4}>
      <Title order={4} size="sm">
        {result.question}
      </Title>
      {result.type_answer === 'num' && (
        <Text size="sm">
          {t('wellness.results.figures', {
            count: result.count,
            average: n(result.average),
            min: n(result.min),
            max: n(result.max),
          })}
        </Text>
      )}
      {result.type_answer === 'bool' && (
        <Text size="sm">{t('wellness.results.yesNo', { yes: result.true_count, no: result.false_count })}</Text>
      )}
      {result.type_answer === 'text' && (
        <List size="sm" spacing={2}>
          {result.texts.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: texts have no id (no names) and may repeat; the list is sorted.
            <List.Item key={i}>{text}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** HR reads a survey's results by question, or why they are hidden (fewer than 5 answered). */
export function SurveyResultsModal({ survey, onClose }: { survey: SurveyOut; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(surveyResultsQuery(survey.id));
  return (
    <Modal opened onClose={onClose} title={t('wellness.results.title', { title: survey.title })} size="lg">
      {!data ? (
        <Loader size="sm" />
      ) : data.hidden_reason ? (
        <Text size="sm" role="status">
          {t('wellness.results.hidden', { count: data.answers_count, min: data.min_answers })}
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('wellness.results.answered', { count: data.answers_count })}
          </Text>
          {data.questions.map((result) => (
            <QuestionResult key={result.id} result={result} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
