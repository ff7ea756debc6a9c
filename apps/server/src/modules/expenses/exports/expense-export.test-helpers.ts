import type { ExportedReceipt, ExportedTravel } from './expense-export.queries';

/** A hotel receipt of October 2026: 120 € at 10 % VAT (109.09 € + 10.91 €), booked to 625600; `change` laid over. */
export const hotelReceipt = (change: Partial<ExportedReceipt> = {}): ExportedReceipt => ({
  id: 1,
  date: '2026-10-05',
  type_label: 'Hôtel',
  accounting_number: '625600',
  seller: 'Ibis',
  person: null,
  customer_name: 'Client',
  total_cents: 12_000,
  is_rebillable: false,
  taxes: [{ rate_bp: 1000, tf_cents: 10_909, vat_cents: 1091 }],
  ...change,
});

/** A return trip to Lyon in October 2026: 120 km at 0.636 € a km, 76.32 €; `change` laid over. */
export const lyonTrip = (change: Partial<ExportedTravel> = {}): ExportedTravel => ({
  id: 1,
  date: '2026-10-07',
  place: 'Lyon (A/R)',
  vehicle_name: '5 CV',
  customer_name: 'Client',
  mileage_hundredths: 12_000,
  rate_millis: 636,
  total_cents: 7632,
  ...change,
});
