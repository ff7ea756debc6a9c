import { EMPLOYEE_HISTORY_FIELDS, type LeaveHistoryEntry } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '../../../components/HistoryTimeline';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate } from '../../../lib/dates';

/** The e-mail changes' fields (`email`: requested or confirmed, `to`: the new address), then the saves' fields. */
const FIELDS = ['email', 'to', ...EMPLOYEE_HISTORY_FIELDS] as const;
type Field = (typeof FIELDS)[number];

/**
 * The changes to the employee's account, newest first: each save of their record (the fields changed, with their new
 * values) and each change of e-mail address (asked, then confirmed by the link). `labels` names the fields as the
 * company does (free fields, coefficient).
 */
export function EmployeeHistory({
  entries,
  labels,
}: {
  entries: readonly LeaveHistoryEntry[];
  labels: Partial<Record<Field, string>>;
}) {
  const { t } = useTranslation();
  const label = (field: Field) =>
    labels[field] ?? (field === 'to' ? t('employees.page.newEmail') : t(`employees.fields.${field}`));
  const value = (field: Field, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    if (field === 'email') return t(`employees.page.emailChange.${String(raw)}`);
    if (typeof raw === 'boolean') return t(raw ? 'employees.page.yes' : 'employees.page.no');
    if (field === 'roles' && Array.isArray(raw)) return raw.map((role) => t(`employees.roles.${role}`)).join(', ');
    if (Array.isArray(raw)) return raw.join(', ') || '—';
    if (field === 'civility') return t(`employees.civilities.${String(raw)}`);
    if (field === 'employment_contract') return t(`employees.employmentContracts.${String(raw)}`);
    if (field === 'hiring_date' || field === 'departure_date') return formatDate(String(raw));
    return String(raw);
  };
  return (
    <SectionCard title={t('employees.page.history')}>
      <HistoryTimeline
        entries={entries}
        texts="employees.page.historyTexts"
        fields={FIELDS}
        label={label}
        value={value}
      />
    </SectionCard>
  );
}
