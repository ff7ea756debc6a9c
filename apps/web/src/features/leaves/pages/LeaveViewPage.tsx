import { useParams } from 'react-router';
import { LeaveDetail } from '../components/LeaveDetail';

/** `/leave/view/{id}` (and, in the back office, `leave-view/{id}`): read-only. */
export default function LeaveViewPage({ backOffice = false }: { backOffice?: boolean }) {
  const id = Number(useParams().leaveId);
  return <LeaveDetail key={id} id={id} mode="view" backOffice={backOffice} />;
}
