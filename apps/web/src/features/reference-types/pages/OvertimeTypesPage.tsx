import { ShortTypesPage } from '../components/ShortTypesPage';

/** `/back_office/overtime_management` (spec/3 §2 "Overtime types"). */
export default function OvertimeTypesPage() {
  return <ShortTypesPage kind="overtime" />;
}
