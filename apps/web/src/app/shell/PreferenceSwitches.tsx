import { Group, SegmentedControl, Stack, Switch } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { isLanguage, LANGUAGES } from '../../lib/i18n';
import { switchColorScheme } from '../../lib/theme';
import { useSwitchLanguage } from '../../lib/useSwitchLanguage';
import { usePreferences } from './usePreferences';

/**
 * The theme and language switches (spec/1 §1): a switch and a segmented control, side by side, or one under the other
 * (`stacked`) in the full sidebar. Switch and SegmentedControl (with Mantine's Input they build on) are 15 KB gzip
 * that nothing else in the signed-in frame uses: the sidebar loads this after first paint (see Sidebar.tsx).
 */
export function PreferenceSwitches({ stacked = false }: { stacked?: boolean }) {
  const { t, dark, language } = usePreferences();
  const switchLanguage = useSwitchLanguage();
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
        onChange={(value) => isLanguage(value) && switchLanguage(value)}
        data={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        fullWidth={stacked}
      />
    </Layout>
  );
}
