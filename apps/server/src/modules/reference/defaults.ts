import type { Db } from '../../db/client';
import { contracts } from '../contracts/contracts.tables';
import { taxRates, typesOfExpense, typesOfLeave, typesOfOvertime, typesOfVehicle } from './reference.tables';

/** French VAT rates (spec: tax rates 0, 2.1, 5.5, 10, 20). */
const TAX_RATES = [0, 2.1, 5.5, 10, 20];

/**
 * The reference data a new French company starts with. The order of the types of leave matters: the sixth and
 * seventh are the two that need a precision (spec/2 §3 "Leave types 6 and 7 require a precision text").
 */
const TYPES_OF_LEAVE: Omit<typeof typesOfLeave.$inferInsert, 'company_id'>[] = [
  {
    name: 'Congés payés',
    rank: 1,
    rights_management: true,
    annual_quota_hundredths: 2500,
    period_management: true,
    period_last_day: 31,
    period_last_month: 5,
  },
  { name: 'RTT', rank: 2, rights_management: true, annual_quota_hundredths: 1000 },
  { name: 'Maladie', rank: 3, force_to_attach_file: true, display_as_confidential: true },
  { name: 'Congé sans solde', rank: 4, prior_notice: 15 },
  // A day worked from home: no absence in the activity report, where the employee declares its work as any other day;
  // it keeps its meal (a teleworker has the rights of one on site, meal tickets included: Code du travail L1222-9).
  {
    name: 'Télétravail',
    rank: 5,
    count_as_worked: true,
    is_telework: true,
    automatically_accept: true,
    deprived_meal_ticket: false,
  },
  { name: 'Congé exceptionnel', rank: 6, requires_precision: true },
  { name: 'Autre absence', rank: 7, requires_precision: true },
  { name: 'Congé maternité / paternité', rank: 8, deducting_mode: 'calendar_days', display_as_confidential: true },
];

export async function seedCompanyDefaults(tx: Db, companyId: number): Promise<void> {
  const c = { company_id: companyId };
  await tx.insert(contracts).values([
    { ...c, title: 'Temps plein', max_worked_days_per_month: null, rank: 1 },
    { ...c, title: 'Forfait jours (218 j)', max_worked_days_per_month: 0, rank: 2 },
    { ...c, title: 'Temps partiel 80 %', max_worked_days_per_month: 17, can_overflow_max_worked_days: false, rank: 3 },
  ]);
  for (const type of TYPES_OF_LEAVE) await tx.insert(typesOfLeave).values({ ...c, ...type });
  await tx.insert(typesOfOvertime).values([
    { ...c, name: 'Heures supplémentaires 25 %', short_name: 'H25', rate: 25, rank: 1 },
    { ...c, name: 'Heures supplémentaires 50 %', short_name: 'H50', rate: 50, rank: 2 },
    { ...c, name: 'Astreinte', short_name: 'AST', rate: 0, rank: 3 },
  ]);
  await tx.insert(typesOfVehicle).values([
    { ...c, name: 'Voiture 4 CV', short_name: 'V', rate_millis: 606, rank: 1 },
    { ...c, name: 'Voiture 5 CV', short_name: 'V', rate_millis: 636, rank: 2 },
    { ...c, name: 'Moto', short_name: 'M', rate_millis: 395, rank: 3 },
  ]);
  await tx.insert(typesOfExpense).values([
    { ...c, label: 'Repas', is_lunch: true, accounting_number: '625700', name_account: 'Réceptions', rank: 1 },
    {
      ...c,
      label: "Repas d'affaires",
      person_is_mandatory: true,
      accounting_number: '625700',
      name_account: 'Réceptions',
      rank: 2,
    },
    { ...c, label: 'Hôtel', accounting_number: '625600', name_account: 'Missions', rank: 3 },
    { ...c, label: 'Train / avion', accounting_number: '625100', name_account: 'Voyages et déplacements', rank: 4 },
    { ...c, label: 'Taxi / VTC', accounting_number: '625100', name_account: 'Voyages et déplacements', rank: 5 },
    { ...c, label: 'Parking / péage', accounting_number: '625100', name_account: 'Voyages et déplacements', rank: 6 },
    { ...c, label: 'Fournitures', accounting_number: '606400', name_account: 'Fournitures administratives', rank: 7 },
  ]);
  await tx.insert(taxRates).values(TAX_RATES.map((value) => ({ ...c, value })));
}
