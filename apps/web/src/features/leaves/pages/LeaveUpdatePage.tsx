import { useParams } from 'react-router';
import { LeaveDetail } from '../components/LeaveDetail';

/** `/leave/update/{id}` (and, in the back office, `leave-update/{id}`). */
export default function LeaveUpdatePage({ backOffice = false }: { backOffice?: boolean }) {
  const id = Number(useParams().leaveId);
  return <LeaveDetail key={id} id={id} mode="update" backOffice={backOffice} />;
}
