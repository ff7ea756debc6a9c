import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/pageTitle';
import { ShortTypesPage } from '../components/ShortTypesPage';

/** `/back_office/overtime_management` (spec/3 §2 "Overtime types"). */
export default function OvertimeTypesPage() {
  const { t } = useTranslation();
  const title = t('referenceTypes.overtime.title');
  usePageTitle(title);
  return <ShortTypesPage kind="overtime" title={title} />;
}
