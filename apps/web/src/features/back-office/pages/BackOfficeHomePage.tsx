import { Card, EmptyState, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useCurrentUser } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { visibleBackOffice } from '../cards';

/** /back_office: the cards of the screens this user may open, grouped by section (spec/3 §2). */
export default function BackOfficeHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('backOffice.title'));
  const groups = visibleBackOffice(useCurrentUser());

  return (
    <Stack gap="lg">
      <PageTitle>{t('backOffice.title')}</PageTitle>
      {groups.length === 0 && (
        <EmptyState
          icon={<IconLayoutGrid />}
          title={t('backOffice.emptyTitle')}
          description={t('backOffice.emptyDescription')}
          py="xl"
        />
      )}
      {groups.map((group) => (
        <Stack key={group.id} gap="sm" component="section" aria-label={t(group.titleKey)}>
          <Title order={2} fz="h4">
            {t(group.titleKey)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {group.cards.map(({ path, labelKey, descriptionKey, icon: CardIcon, badge: CardBadge }) => (
              <Card key={path} component={Link} to={path} withBorder radius="md" padding="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size="lg">
                    <CardIcon size={20} />
                  </ThemeIcon>
                  <div>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600}>{t(labelKey)}</Text>
                      {CardBadge && <CardBadge />}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(descriptionKey)}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
