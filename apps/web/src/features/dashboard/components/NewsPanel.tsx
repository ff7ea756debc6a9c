import { Alert, Divider, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, todayIso } from '../../../lib/dates';
import { newsQuery } from '../api/dashboard';
import { DashboardPanel } from './DashboardPanel';

/** spec/1 §2 "last news": title, html content, publication date. */
export function NewsPanel() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({ ...newsQuery(todayIso()), meta: { silent: true } });

  return (
    <DashboardPanel title={t('dashboard.news.title')} icon={IconNews}>
      {isPending && <Skeleton h={80} />}
      {isError && <Alert color="red">{t('dashboard.news.unavailable')}</Alert>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('dashboard.news.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="md">
          {data.results.map((news, index) => (
            <Fragment key={news.id}>
              {index > 0 && <Divider />}
              <article>
                <Title order={3} fz="h5">
                  {news.title}
                </Title>
                <Text size="xs" c="dimmed" mb="xs">
                  {t('dashboard.news.published', { date: formatDate(news.publication_date) })}
                </Text>
                <Typography>
                  {/* The server sanitizes news HTML before storing it (ARCHITECTURE: never render unsanitized HTML). */}
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side */}
                  <div dangerouslySetInnerHTML={{ __html: news.content }} />
                </Typography>
              </article>
            </Fragment>
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}
