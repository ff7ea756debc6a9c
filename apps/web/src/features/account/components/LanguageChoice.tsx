import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/me';
import { useSwitchLanguage } from '../../../lib/useSwitchLanguage';

/**
 * The user's language on the profile page (issue 28): the interface's and their mails'. It applies at once, as the
 * sidebar's switch does (both save it the same way); each language is named in itself.
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const switchLanguage = useSwitchLanguage();
  const labelId = useId();
  return (
    <Input.Wrapper label={t('profile.language')} description={t('profile.languageHint')} labelProps={{ id: labelId }}>
      <SegmentedControl
        mt={4}
        aria-labelledby={labelId}
        value={me.language}
        onChange={(value) => isLanguage(value) && switchLanguage(value)}
        data={LANGUAGES.map((code) => ({ value: code, label: t(`profile.languages.${code}`) }))}
      />
    </Input.Wrapper>
  );
}
