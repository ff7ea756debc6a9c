import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/pageTitle';
import { LeaveDetail } from '../components/LeaveDetail';
import { useLeaveTitle } from '../lib/title';

/** `/leave/update/{id}` (and, in the back office, `leave-update/{id}`). */
export default function LeaveUpdatePage({ backOffice = false }: { backOffice?: boolean }) {
  const id = Number(useParams().leaveId);
  usePageTitle(useLeaveTitle(id, 'update'));
  return <LeaveDetail key={id} id={id} mode="update" backOffice={backOffice} />;
}
