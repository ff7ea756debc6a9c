import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/pageTitle';
import { ShortTypesPage } from '../components/ShortTypesPage';

/** `/back_office/vehicle_management` (spec/3 §2 "Vehicle types"). */
export default function VehicleTypesPage() {
  const { t } = useTranslation();
  const title = t('referenceTypes.vehicle.title');
  usePageTitle(title);
  return <ShortTypesPage kind="vehicle" title={title} />;
}
