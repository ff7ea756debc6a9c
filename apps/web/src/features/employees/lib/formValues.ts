import type { Civility, EmployeeOut, EmploymentContract, Role } from '@staff/shared';
import { DEFAULT_EMPLOYEE_ROLES } from '@staff/shared';

/** The employee form's values: what the inputs hold ('' for an empty text), validated by the shared EmployeeIn. */
export type EmployeeFormValues = {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  civility: Civility | null;
  employee_number: string;
  phone: string;
  mobile: string;
  is_active: boolean;
  hiring_date: string | null;
  departure_date: string | null;
  roles: Role[];
  employment_contract: EmploymentContract | null;
  qualification: string;
  professional_status: string;
  coefficient: string;
  office: string;
  contract: number | null;
  services: number[];
  notes: string;
  field_1: string;
  field_2: string;
  field_3: string;
  field_4: string;
  field_5: string;
};

/** The form filled from a record, or empty for a new employee (a collaborator, active: spec 3 §5). */
export function employeeFormValues(employee?: EmployeeOut): EmployeeFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    username: text(employee?.username),
    first_name: text(employee?.first_name),
    last_name: text(employee?.last_name),
    email: text(employee?.email),
    civility: employee?.civility ?? null,
    employee_number: text(employee?.employee_number),
    phone: text(employee?.phone),
    mobile: text(employee?.mobile),
    is_active: employee?.is_active ?? true,
    hiring_date: employee?.hiring_date ?? null,
    departure_date: employee?.departure_date ?? null,
    roles: employee ? [...employee.roles] : [...DEFAULT_EMPLOYEE_ROLES],
    employment_contract: employee?.employment_contract ?? null,
    qualification: text(employee?.qualification),
    professional_status: text(employee?.professional_status),
    coefficient: text(employee?.coefficient),
    office: text(employee?.office),
    contract: employee?.contract?.id ?? null,
    services: employee?.services.map((s) => s.id) ?? [],
    notes: text(employee?.notes),
    field_1: text(employee?.field_1),
    field_2: text(employee?.field_2),
    field_3: text(employee?.field_3),
    field_4: text(employee?.field_4),
    field_5: text(employee?.field_5),
  };
}
