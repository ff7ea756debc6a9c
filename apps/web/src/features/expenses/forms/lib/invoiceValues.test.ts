import { InvoiceInput, type InvoiceOut } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { bodyOf, valuesOf, withCurrent } from './invoiceValues';

const SAVED: InvoiceOut = {
  id: 7,
  expense_claim: 3,
  date: '2026-10-14',
  type_of_expense: 2,
  type_of_expense_object: { id: 2, label: "Repas d'affaires", person_is_mandatory: true, is_lunch: false },
  person: 'Mme Lefèvre',
  seller: "Brasserie de l'Île",
  customer: 1,
  customer_name: 'Banque Atlantique',
  total: 86.5,
  is_rebillable: true,
  invoicetax_set: [
    { id: 1, tax: 4, tax_value: 10, TF: 62, VAT: 6.2, is_right: true },
    { id: 2, tax: 5, tax_value: 20, TF: 15, VAT: 3.3, is_right: false },
  ],
  attachments: [],
};

describe('a saved receipt reopened', () => {
  it('is sent back as the shared schema takes it, its lines with their amounts', () => {
    const body = InvoiceInput.parse(bodyOf(valuesOf(SAVED)));
    expect(body).toMatchObject({ date: '2026-10-14', person: 'Mme Lefèvre', total: 86.5, is_rebillable: true });
    expect(body.invoicetax_set).toEqual([
      { tax: 4, TF: 62, VAT: 6.2 },
      { tax: 5, TF: 15, VAT: 3.3 },
    ]);
  });

  it('sends a blank person as none, a typed total as euros', () => {
    const values = { ...valuesOf(SAVED), person: '  ', total: '86,50' };
    expect(bodyOf(values)).toMatchObject({ person: null, total: 86.5 });
  });

  it('keeps its inactive customer among the choices', () => {
    const options = [{ value: '2', label: 'Air Horizon' }];
    expect(withCurrent(options, { value: '1', label: 'Banque Atlantique' })).toHaveLength(2);
    expect(withCurrent(options, { value: '2', label: 'Air Horizon' })).toHaveLength(1);
  });
});
