import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/pageTitle';
import { LeaveDetail } from '../components/LeaveDetail';
import { useLeaveTitle } from '../lib/title';

/** `/leave/view/{id}` (and, in the back office, `leave-view/{id}`): read-only. */
export default function LeaveViewPage({ backOffice = false }: { backOffice?: boolean }) {
  const id = Number(useParams().leaveId);
  usePageTitle(useLeaveTitle(id, 'view'));
  return <LeaveDetail key={id} id={id} mode="view" backOffice={backOffice} />;
}
