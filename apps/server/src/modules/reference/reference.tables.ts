import { boolean, index, integer, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../db/columns';

export const typesOfLeave = pgTable(
  'types_of_leave',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    deducting_mode: text('deducting_mode').notNull().default('open_days'),
    rank: integer('rank').notNull().default(0),
    /**
     * The spec ties "precision required" to the legacy ids 6 and 7; ids are per instance, so the rule is a flag,
     * seeded on the demo company's types 6 and 7.
     */
    requires_precision: boolean('requires_precision').notNull().default(false),
    count_as_worked: boolean('count_as_worked').notNull().default(false),
    automatically_accept: boolean('automatically_accept').notNull().default(false),
    force_to_attach_file: boolean('force_to_attach_file').notNull().default(false),
    display_as_confidential: boolean('display_as_confidential').notNull().default(false),
    prior_notice: integer('prior_notice').notNull().default(0),
    rights_management: boolean('rights_management').notNull().default(false),
    /** Days acquired per reference period, in hundredths of a day (step 0.01). */
    annual_quota_hundredths: integer('annual_quota_hundredths').notNull().default(0),
    period_management: boolean('period_management').notNull().default(false),
    period_last_day: integer('period_last_day').notNull().default(31),
    period_last_month: integer('period_last_month').notNull().default(12),
    period_year_offset: integer('period_year_offset').notNull().default(0),
    /** The code payroll exports write for this type. */
    pay_export: text('pay_export'),
    /** Telework ("workout"): a day worked from elsewhere, not an absence. */
    is_telework: boolean('is_telework').notNull().default(false),
    activate_validation_workflow: boolean('activate_validation_workflow').notNull().default(false),
    activate_cancellation_workflow: boolean('activate_cancellation_workflow').notNull().default(false),
    deprived_meal_ticket: boolean('deprived_meal_ticket').notNull().default(true),
    display_comment: boolean('display_comment').notNull().default(true),
    display_in_balance_summary: boolean('display_in_balance_summary').notNull().default(false),
    do_not_display_counter: boolean('do_not_display_counter').notNull().default(false),
    display_in_activity_report: boolean('display_in_activity_report').notNull().default(true),
    can_delete_from_activity_report: boolean('can_delete_from_activity_report').notNull().default(false),
    prevent_expense_entry: boolean('prevent_expense_entry').notNull().default(false),
  },
  (t) => [index('types_of_leave_company_idx').on(t.company_id)],
);

export const typesOfOvertime = pgTable(
  'types_of_overtime',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    name: text('name').notNull(),
    short_name: text('short_name').notNull(),
    /** Percentage added to the hourly rate. */
    rate: real('rate').notNull().default(0),
    rank: integer('rank').notNull().default(0),
  },
  // The lists filter on the company first (ordered by rank).
  (t) => [index('types_of_overtime_company_idx').on(t.company_id, t.rank)],
);

export const typesOfVehicle = pgTable(
  'types_of_vehicle',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    name: text('name').notNull(),
    short_name: text('short_name').notNull(),
    /** Price per km in thousandths of a euro: the French scale has three decimals (0.636 €/km). */
    rate_millis: integer('rate_millis').notNull(),
    rank: integer('rank').notNull().default(0),
  },
  // The lists filter on the company first (ordered by rank).
  (t) => [index('types_of_vehicle_company_idx').on(t.company_id, t.rank)],
);

export const typesOfExpense = pgTable(
  'types_of_expense',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    label: text('label').notNull(),
    person_is_mandatory: boolean('person_is_mandatory').notNull().default(false),
    is_lunch: boolean('is_lunch').notNull().default(false),
    accounting_number: text('accounting_number').notNull().default('999999'),
    name_account: text('name_account'),
    rank: integer('rank').notNull().default(0),
  },
  // The lists filter on the company first (ordered by rank).
  (t) => [index('types_of_expense_company_idx').on(t.company_id, t.rank)],
);

export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    /** Percentage, e.g. 5.5. */
    value: real('value').notNull(),
    /** An inactive rate is no longer offered to a new tax line; the lines that name it keep it. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('tax_rates_company_idx').on(t.company_id)],
);
