import { Button, Table, Text } from '@mantine/core';
import type { SurveyOut } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/dates';
import { surveysQuery } from '../api/wellness';
import { SurveyResultsModal } from './SurveyResultsModal';

/**
 * HR's surveys, newest first: to whom, when, how many answered of how many asked (never who answered what), and
 * each sent one's results.
 */
export function SentSurveys() {
  const { t } = useTranslation();
  const { data } = useQuery(surveysQuery());
  const surveys = data?.results ?? [];
  const [shown, setShown] = useState<SurveyOut | null>(null);
  return (
    <SectionCard title={t('wellness.sent.title')}>
      {data && surveys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wellness.sent.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('wellness.sent.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wellness.sent.survey')}</Table.Th>
                <Table.Th>{t('wellness.sent.to')}</Table.Th>
                <Table.Th>{t('wellness.sent.on')}</Table.Th>
                <Table.Th ta="right">{t('wellness.sent.answers')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {surveys.map((survey) => (
                <Table.Tr key={survey.id}>
                  <Table.Td>{survey.title}</Table.Td>
                  <Table.Td>
                    {survey.sent_at ? (survey.service?.name ?? t('wellness.composer.wholeCompany')) : ''}
                  </Table.Td>
                  <Table.Td>{survey.sent_at ? formatDate(survey.sent_at) : t('wellness.sent.draft')}</Table.Td>
                  <Table.Td ta="right">{`${survey.answers_count} / ${survey.recipients_count}`}</Table.Td>
                  <Table.Td ta="right">
                    {survey.sent_at && (
                      <Button size="compact-sm" variant="light" onClick={() => setShown(survey)}>
                        {t('wellness.sent.results')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown && <SurveyResultsModal survey={shown} onClose={() => setShown(null)} />}
    </SectionCard>
  );
}
