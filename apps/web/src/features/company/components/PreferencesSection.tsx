import { Alert, Skeleton, Tabs } from '@mantine/core';
import { COMPANY_PREFERENCE_KEYS, type CompanyPreferenceKey } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyPreferencesQuery } from '../api/company';
import {
  ActivityPreferencesForm,
  EmailPreferencesForm,
  EmployeePreferencesForm,
  ExpensePreferencesForm,
  GeneralPreferencesForm,
  RecipientsPreferencesForm,
} from './PreferenceForms';
import { SettingsSection } from './SettingsSection';

/** One key's form, once its saved values are there (a form starts from them). */
function PreferencesTab({ prefKey, companyName }: { prefKey: CompanyPreferenceKey; companyName: string }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery(companyPreferencesQuery(prefKey));
  if (isError) return <Alert color="red">{t('company.preferences.unavailable')}</Alert>;
  if (!data) return <Skeleton h={120} />;
  // company.update opens this page and saves the preferences (spec/3 §6).
  const props = { companyName, canEdit: true };
  switch (prefKey) {
    case 'general':
      return <GeneralPreferencesForm {...props} saved={data as never} />;
    case 'email':
      return <EmailPreferencesForm {...props} saved={data as never} />;
    case 'activity':
      return <ActivityPreferencesForm {...props} saved={data as never} />;
    case 'expense':
      return <ExpensePreferencesForm {...props} saved={data as never} />;
    case 'employee':
      return <EmployeePreferencesForm {...props} saved={data as never} />;
    default:
      return <RecipientsPreferencesForm {...props} prefKey={prefKey} saved={data as never} />;
  }
}

/**
 * spec/3 §3 "preferences": one tab per key (general, email, activity, leave, expense, and employee: the names of the
 * employee's free fields, issue 25), each saved on its own.
 */
export function PreferencesSection({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('company.preferences.title')}>
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List>
          {COMPANY_PREFERENCE_KEYS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`company.preferences.keys.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COMPANY_PREFERENCE_KEYS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <PreferencesTab prefKey={key} companyName={companyName} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </SettingsSection>
  );
}
