import type { LeaveStatus, Period } from '@staff/shared';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '../../../components/HistoryTimeline';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/dates';
import { leaveHistoryQuery, typesOfLeaveQuery } from '../api/leaves';
import { useLeaveFormat } from '../lib/format';

/** The fields a history entry may name, in the order they are shown (spec/2 §3 "Leave history entry"). */
const FIELDS = [
  'status',
  'begin_date',
  'begin_period',
  'end_date',
  'end_period',
  'type_of_leave',
  'precision',
  'comment',
  'refusal_reason',
  'cancellation',
  'circuit',
] as const;

/** A creation lists what was filled in; a change lists every changed field, a cleared one as "—". */
const shown = (flag: number, message: Record<string, unknown>, field: string) =>
  field in message && (flag !== 1 || (message[field] !== null && message[field] !== ''));

/** The history of a leave: who, when (dd/MM/yyyy HH:mm), and the changed fields as labels and values. */
export function LeaveHistory({ leaveId }: { leaveId: number }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const { data } = useQuery(leaveHistoryQuery(leaveId));
  const { data: types } = useQuery(typesOfLeaveQuery(false));

  const value = (field: (typeof FIELDS)[number], raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    switch (field) {
      case 'status':
        return format.status(raw as LeaveStatus);
      case 'begin_date':
      case 'end_date':
        return formatDate(String(raw));
      case 'begin_period':
      case 'end_period':
        return format.period(raw as Period);
      case 'type_of_leave':
        return types?.results.find((type) => type.id === raw)?.value ?? String(raw);
      case 'cancellation':
        // Asked, then accepted or refused (issue 28).
        return t(`leaves.history.cancellation.${raw}`);
      case 'circuit': {
        // A step of the approval circuit validated, or the leave refused at it (issue 28); the entry names who.
        const { decision, step, steps } = raw as { decision: string; step: number; steps: number };
        return t(`leaves.history.circuit.${decision}`, { step, steps });
      }
      default:
        return String(raw);
    }
  };

  return (
    <SectionCard title={t('leaves.history.title')} icon={IconHistory} size="h5">
      <HistoryTimeline
        entries={data}
        texts="leaves.history"
        fields={FIELDS}
        label={(field) => t(`leaves.fields.${field}`)}
        value={value}
        shown={(entry, field) => shown(entry.action_flag, entry.change_message, field)}
      />
    </SectionCard>
  );
}
