import { List, Text } from '@mantine/core';
import { formatNumber, monthYearName } from '@staff/shared';
import { IconTrendingDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { trendsQuery } from '../api/wellness';

/** The teams whose monthly average fell by a point or more over two months, with the answers behind each average. */
export function FallingTeams() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(trendsQuery());
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <SectionCard title={t('wellness.trends.title')} icon={IconTrendingDown}>
      {data && data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wellness.trends.none')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {(data ?? []).map((trend) => (
            <List.Item key={trend.service.id} data-testid="falling-team">
              {t('wellness.trends.line', {
                service: trend.service.name,
                fall: n(trend.fall),
                from: n(trend.from_average),
                fromMonth: monthYearName(trend.from_month, i18n.language),
                fromCount: trend.from_count,
                to: n(trend.to_average),
                toMonth: monthYearName(trend.to_month, i18n.language),
                toCount: trend.to_count,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
