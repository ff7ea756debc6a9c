import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { useCurrentUser } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { MarkReads } from '../components/MarkReads';
import { ReceivedSurveys } from '../components/ReceivedSurveys';
import { YearChartCard } from '../components/YearChartCard';
import { leadsATeam } from '../lib/access';

/**
 * `/wellness` (spec/2 §2.4): the user's year of marks, their team's averages for a manager (never anyone's marks one
 * by one: docs/decisions/wellness.md), the survey mails received with the survey modal, and who of HR read their marks.
 */
export default function WellnessPage() {
  const { t } = useTranslation();
  const title = t('wellness.title');
  usePageTitle(title);
  const me = useCurrentUser();
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <YearChartCard title={t('wellness.myYear')} whose={{ owner: me.id }} testId="my-year-chart" />
      {leadsATeam(me) && (
        <YearChartCard title={t('wellness.myTeam')} whose={{ is_for_team: true }} testId="team-year-chart" />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReceivedSurveys />
        <MarkReads />
      </SimpleGrid>
    </Stack>
  );
}
