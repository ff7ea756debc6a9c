import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { usePageTitle } from '../../../lib/pageTitle';
import { EntriesTable } from '../components/EntriesTable';
import { FallingTeams } from '../components/FallingTeams';
import { RetentionCard } from '../components/RetentionCard';
import { SentSurveys } from '../components/SentSurveys';
import { SurveyComposer } from '../components/SurveyComposer';
import { TeamChartCard } from '../components/TeamChartCard';
import { WellnessFilters } from '../components/WellnessFilters';
import { NO_WELLNESS_FILTERS } from '../lib/filters';

/**
 * `/back_office/wellness_management` (spec/3 §2, HR's): the filters, the team chart by month or day, the teams whose
 * average fell, the entries table, a survey to write and send, the surveys sent with their answer counts, and how
 * long individual marks are kept.
 */
export default function WellnessManagementPage() {
  const { t } = useTranslation();
  const title = t('wellness.management.title');
  usePageTitle(title);
  const [filters, setFilters] = useState(NO_WELLNESS_FILTERS);
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <WellnessFilters key={JSON.stringify(filters)} applied={filters} onApply={setFilters} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TeamChartCard filters={filters} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <FallingTeams />
        </Grid.Col>
      </Grid>
      <SectionCard title={t('wellness.entries.title')}>
        <EntriesTable key={JSON.stringify(filters)} filters={filters} />
      </SectionCard>
      <SurveyComposer />
      <SentSurveys />
      <RetentionCard />
    </Stack>
  );
}
