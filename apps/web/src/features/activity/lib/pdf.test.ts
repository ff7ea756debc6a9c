import { describe, expect, it } from 'vitest';
import { reportCustomers } from './pdf';

const on = (customer: number | null, customer_name: string | null) => ({
  project_object: {
    id: 1,
    name: 'P',
    nickname: null,
    color: '#000',
    customer,
    customer_name,
    customer_nickname: null,
    chargeable: true,
  },
});

describe('reportCustomers', () => {
  it('lists each customer of the report once, by name, and leaves out projects without one', () => {
    expect(
      reportCustomers([on(2, 'Banque Atlantique'), on(null, null), on(1, 'Air Horizon'), on(2, 'Banque Atlantique')]),
    ).toEqual([
      { id: 1, name: 'Air Horizon' },
      { id: 2, name: 'Banque Atlantique' },
    ]);
  });
});
