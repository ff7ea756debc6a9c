import { ActionIcon, Group, SegmentedControl, Stack, Switch } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../components/DeferredTooltip';
import { changeLanguage, isLanguage, LANGUAGES } from '../../lib/i18n';
import { storedColorScheme, switchColorScheme } from '../../lib/theme';

/**
 * The theme and language switches (spec/1 §1): `compact` shows icons only, for the collapsed sidebar; `stacked` puts
 * them one under the other, for the full sidebar.
 */
export function PreferenceSwitches({ compact = false, stacked = false }: { compact?: boolean; stacked?: boolean }) {
  const { t, i18n } = useTranslation();
  const dark = storedColorScheme() === 'dark';
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const other = language === 'fr' ? 'en' : 'fr';
  const themeLabel = dark ? t('preferences.lightTheme') : t('preferences.darkTheme');

  if (compact) {
    return (
      <Stack gap="xs" align="center">
        <DeferredTooltip label={themeLabel} position="right">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={themeLabel}
            onClick={() => switchColorScheme(dark ? 'light' : 'dark')}
          >
            {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
          </ActionIcon>
        </DeferredTooltip>
        <DeferredTooltip label={t(`preferences.switchTo.${other}`)} position="right">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(`preferences.switchTo.${other}`)}
            onClick={() => void changeLanguage(other)}
            fw={700}
            fz="xs"
          >
            {other.toUpperCase()}
          </ActionIcon>
        </DeferredTooltip>
      </Stack>
    );
  }
  const Layout = stacked ? Stack : Group;
  return (
    <Layout gap={stacked ? 'sm' : 'md'} justify="space-between" wrap="nowrap">
      <Switch
        checked={dark}
        onChange={(event) => switchColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        label={t('preferences.dark')}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        onLabel={<IconMoon size={12} />}
        offLabel={<IconSun size={12} />}
      />
      <SegmentedControl
        size="xs"
        aria-label={t('preferences.language')}
        value={language}
        onChange={(value) => isLanguage(value) && void changeLanguage(value)}
        data={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        fullWidth={stacked}
      />
    </Layout>
  );
}
