import { Alert, Anchor, List } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { receivedSurveysQuery } from '../api/wellness';

/**
 * The surveys waiting for the user's answer, in the dashboard's "Think about it" panel (issue 25), each a link to its
 * modal on `/wellness` (`?survey=<id>`, where the mail's link lands too). Nothing once all are answered. The same
 * request as the wellness page's received surveys.
 */
export default function SurveyReminder() {
  const { t } = useTranslation();
  const { data } = useQuery(receivedSurveysQuery());
  const waiting = (data?.data ?? []).filter((survey) => survey.answered_at === null);
  if (waiting.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMoodSmile />}
      title={t('wellness.reminder.title', { count: waiting.length })}
    >
      <List size="sm" spacing={2}>
        {waiting.map((survey) => (
          <List.Item key={survey.id}>
            <Anchor component={Link} to={`/wellness?survey=${survey.id}`} size="sm">
              {t('wellness.reminder.answer', { title: survey.title })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
