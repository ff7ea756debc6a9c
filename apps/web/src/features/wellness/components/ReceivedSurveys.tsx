import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/dates';
import { receivedSurveysQuery } from '../api/wellness';
import { SurveyModal } from './SurveyModal';

/**
 * The survey mails the user received (spec/2 §2.4), newest first, each opening the survey modal. The open survey
 * is `?survey=<id>` in the URL: the mail's link lands on its modal, and Return takes it off.
 */
export function ReceivedSurveys() {
  const { t } = useTranslation();
  const { data } = useQuery(receivedSurveysQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const surveys = data?.data ?? [];
  const openId = Number(searchParams.get('survey'));
  const open = surveys.find((survey) => survey.id === openId);
  const show = (id: number | null) =>
    setSearchParams(id === null ? {} : { survey: String(id) }, { replace: id === null });

  return (
    <SectionCard title={t('wellness.surveys.title')}>
      {data && surveys.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('wellness.surveys.none')}
        </Text>
      )}
      <Stack gap="xs">
        {surveys.map((survey) => (
          // On a phone the status and the button go under the title rather than squeezing it.
          <Group key={survey.id} justify="space-between" gap="xs" data-testid="received-survey">
            <Stack gap={0} miw={0} style={{ flex: '1 1 180px' }}>
              <Text fw={500} truncate>
                {survey.title}
              </Text>
              <Text size="xs" c="dimmed">
                {t('wellness.surveys.received', { date: formatDate(survey.sent_at) })}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {survey.answered_at ? (
                <Badge color="teal" variant="light">
                  {t('wellness.surveys.answered')}
                </Badge>
              ) : (
                <Badge color="orange" variant="light">
                  {t('wellness.surveys.toAnswer')}
                </Badge>
              )}
              <Button size="compact-sm" variant="light" onClick={() => show(survey.id)}>
                {t('wellness.surveys.open')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      {open && <SurveyModal survey={open} onClose={() => show(null)} />}
    </SectionCard>
  );
}
