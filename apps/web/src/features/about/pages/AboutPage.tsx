import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/PublicCard';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { TermsOfUse } from '../../../components/TermsOfUse';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../lib/links';
import { homeOf, useMe } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { versionQuery } from '../api/about';

/** /about: the version, a way to reach support and the terms of use (spec/1 §2). */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.about'));
  const { data: me } = useMe();
  const { data: info } = useQuery(versionQuery);

  return (
    <PublicCard title={t('about.title', { product: PRODUCT_NAME })} maw={720}>
      <Group gap="xs">
        <Text fw={500}>{t('about.version')}</Text>
        <Text data-testid="app-version">{info?.version ?? '…'}</Text>
      </Group>
      <SupportLink signedIn={!!me && !me.is_superuser} />
      <Divider />
      <Stack gap="xs" aria-label={t('about.terms')} component="section">
        {/* The terms carry their own title (TermsOfUse): it is not said twice. */}
        <ScrollRegion mah={400} label={t('about.terms')}>
          <TermsOfUse />
        </ScrollRegion>
      </Stack>
      <Anchor component={Link} to={me ? homeOf(me) : '/login'} size="sm">
        {me ? t('common.backHome') : t('common.backToLogin')}
      </Anchor>
    </PublicCard>
  );
}

/** Signed-in users write through the support form; visitors get the support address when one is configured. */
function SupportLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  if (signedIn)
    return (
      <Anchor component={Link} to="/support">
        {t('about.askSupport')}
      </Anchor>
    );
  if (SUPPORT_EMAIL)
    return <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{t('about.mailSupport', { email: SUPPORT_EMAIL })}</Anchor>;
  return <Text size="sm">{t('about.signInForSupport')}</Text>;
}
