import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { readsQuery } from '../api/wellness';
import { readLines } from '../lib/reads';

/** The privacy model's promise to the person: every read of their marks one by one by HR, who and when. */
export function MarkReads() {
  const { t } = useTranslation();
  const { data } = useQuery(readsQuery());
  const reads = data?.results ?? [];
  return (
    <SectionCard title={t('wellness.reads.title')}>
      <Text size="sm" c="dimmed">
        {t('wellness.reads.explain')}
      </Text>
      {data && reads.length === 0 ? (
        <Text size="sm">{t('wellness.reads.none')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {readLines(reads).map((line) => (
            <List.Item key={line.key}>
              {t('wellness.reads.line', { name: line.name, date: line.date, count: line.count })}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
