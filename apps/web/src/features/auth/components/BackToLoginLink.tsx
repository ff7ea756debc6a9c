import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the sign-in page under a visitor's form (a reset asked, a password chosen, a dead link). */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/login" size="sm">
      {t('common.backToLogin')}
    </Anchor>
  );
}
