import { Skeleton, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { type CompanyGeneral, useMyCompany } from '../api/company';
import { CompanyDeletionSection } from '../components/CompanyDeletionSection';
import { DocumentsSection } from '../components/DocumentsSection';
import { GeneralInfoSection } from '../components/GeneralInfoSection';
import { PreferencesSection } from '../components/PreferencesSection';

/**
 * The sections of the page, in order, the deletion request last. The page is this list: a later section is
 * appended here with the same shape.
 */
export const COMPANY_SECTIONS: readonly { id: string; component: ComponentType<{ company: CompanyGeneral }> }[] = [
  { id: 'general', component: GeneralInfoSection },
  { id: 'preferences', component: ({ company }) => <PreferencesSection companyName={company.name} /> },
  { id: 'documents', component: ({ company }) => <DocumentsSection ownerId={company.id} /> },
  // spec/1 §2: the administrator asks for the company's deletion (company.update, as the page itself).
  { id: 'deletion', component: CompanyDeletionSection },
];

/**
 * `/back_office/company_management` (spec/3 §2, §3 "Company"; company.update). spec/1 §8: "a failure to load the
 * company sends the user home" (the reason is the failed call's toast).
 */
export default function CompanyManagementPage() {
  const { t } = useTranslation();
  usePageTitle(t('company.title'));
  const { data: company, isError } = useMyCompany();
  if (isError) return <Navigate to="/" replace />;
  return (
    <Stack gap="md">
      <PageTitle>{t('company.title')}</PageTitle>
      {!company && <Skeleton h={240} />}
      {company && COMPANY_SECTIONS.map(({ id, component: Section }) => <Section key={id} company={company} />)}
    </Stack>
  );
}
