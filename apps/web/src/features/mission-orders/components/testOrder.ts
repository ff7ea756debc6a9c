import type { MissionOrderDetailOut } from '@staff/shared';

const person = { id: 3, first_name: 'Alice', last_name: 'Martin' };

/** An order of Alice's (3) that Marc Lemoine (7) manages, as the server answers it; `change` sets what a test needs. */
export function testOrder(change: Partial<MissionOrderDetailOut> = {}): MissionOrderDetailOut {
  return {
    id: 12,
    owner: 3,
    owner_object: { ...person, employee_number: 'E006' },
    current_manager: 7,
    current_manager_object: { id: 7, first_name: 'Marc', last_name: 'Lemoine', email: 'm@example.com' },
    customer: 1,
    customer_object: { id: 1, name: 'Banque Atlantique' },
    project: 4,
    project_object: { id: 4, name: 'API paiements' },
    mission_object: 'Audit',
    role: 'Consultante',
    contact_name: 'Hélène Roux',
    contact_phone: null,
    begin_date: '2027-03-08',
    end_date: '2027-03-12',
    remark: null,
    status: 'draft',
    is_active: true,
    date_of_submission: null,
    date_of_validation: null,
    personal_vehicle: false,
    sociaty_vehicle: false,
    public_transport: true,
    accommodation_paid_by_company: false,
    accommodation_paid_by_structure: true,
    none_expense: false,
    mileage_limit: 0,
    transport_limit: 0,
    breakfast_limit: 12,
    dinner_limit: 0,
    hotel_limit: 95,
    daily_package: 0,
    daily_package_flag: false,
    version: 2,
    actions: [],
    editable: true,
    deletable: true,
    history: [],
    signature: null,
    ...change,
  };
}
