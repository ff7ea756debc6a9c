import { ActionIcon, Stack } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { DeferredTooltip } from '../../components/DeferredTooltip';
import { switchColorScheme } from '../../lib/theme';
import { useSwitchLanguage } from '../../lib/useSwitchLanguage';
import { usePreferences } from './usePreferences';

/**
 * The theme and language switches (spec/1 §1) as icons only, for the collapsed sidebar. Made of the buttons the frame
 * already has, so it comes with the frame (the full form, PreferenceSwitches, is loaded after first paint).
 */
export function CompactPreferenceSwitches() {
  const { t, dark, other, themeLabel } = usePreferences();
  const switchLanguage = useSwitchLanguage();
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
          onClick={() => switchLanguage(other)}
          fw={700}
          fz="xs"
        >
          {other.toUpperCase()}
        </ActionIcon>
      </DeferredTooltip>
    </Stack>
  );
}
