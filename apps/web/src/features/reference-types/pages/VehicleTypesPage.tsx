import { ShortTypesPage } from '../components/ShortTypesPage';

/** `/back_office/vehicle_management` (spec/3 §2 "Vehicle types"). */
export default function VehicleTypesPage() {
  return <ShortTypesPage kind="vehicle" />;
}
