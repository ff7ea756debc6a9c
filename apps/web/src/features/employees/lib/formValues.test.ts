import { EmployeeIn, type EmployeeOut } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { employeeFormValues } from './formValues';

const alice: EmployeeOut = {
  id: 6,
  username: 'alice',
  is_active: true,
  is_staff: false,
  employee_number: 'E006',
  last_login: null,
  date_joined: '2019-09-02T08:00:00.000Z',
  civility: 'Mrs',
  first_name: 'Alice',
  last_name: 'Martin',
  email: 'alice@acme-conseil.fr',
  phone: null,
  mobile: '06 12 34 56 78',
  hiring_date: '2019-09-02',
  departure_date: null,
  qualification: null,
  roles: ['collaborator', 'assistant'],
  employment_contract: 'CDI',
  professional_status: null,
  coefficient: null,
  office: null,
  contract: { id: 3, title: 'Temps plein', max_worked_days_per_month: 0, can_overflow_max_worked_days: true },
  services: [{ id: 1, name: 'Développement' }],
  notes: null,
  field_1: 'badge 12',
  field_2: null,
  field_3: null,
  field_4: null,
  field_5: null,
  company: 1,
  invitation_pending: false,
  pending_email: null,
};

describe('the employee form values', () => {
  it('start a new employee as an active collaborator, and the schema takes the empty fields as null', () => {
    const values = { ...employeeFormValues(), username: 'jdupont', first_name: 'jean', last_name: 'dupont' };
    const parsed = EmployeeIn.safeParse({ ...values, email: 'jean@acme.fr' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      roles: ['collaborator'],
      is_active: true,
      employee_number: null,
      phone: null,
      contract: null,
      services: [],
      first_name: 'Jean',
    });
  });

  it('give back an unchanged record as the same employee', () => {
    const parsed = EmployeeIn.parse(employeeFormValues(alice));
    expect(parsed).toMatchObject({
      username: 'alice',
      civility: 'Mrs',
      roles: ['collaborator', 'assistant'],
      contract: 3,
      services: [1],
      mobile: '06 12 34 56 78',
      field_1: 'badge 12',
      employment_contract: 'CDI',
      hiring_date: '2019-09-02',
    });
  });
});
