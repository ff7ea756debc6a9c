import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Company preferences by section (spec/3 §3). Stored as one JSON document; each section is read whole. */
export type CompanyPreferences = {
  general?: { pdf_name_format?: string; url?: string; first_day_of_week?: number; pdf_footer_center?: string };
  email?: { from?: string; subject_prefix?: string };
  activity?: { slices_per_day?: number; recipients_for_validation?: string };
  leave?: { recipients_for_validation?: string };
  expense?: { recipients_for_validation?: string };
};

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The host the company's users reach the product at; the login page looks the icon up by it. */
  hostname: text('hostname').notNull().unique(),
  is_active: boolean('is_active').notNull().default(true),
  use_wellness: boolean('use_wellness').notNull().default(false),
  use_activities: boolean('use_activities').notNull().default(true),
  use_expenses_claims: boolean('use_expenses_claims').notNull().default(true),
  use_leaves: boolean('use_leaves').notNull().default(true),
  use_time_tracking: boolean('use_time_tracking').notNull().default(true),
  use_mission_orders: boolean('use_mission_orders').notNull().default(true),
  is_trial_period: boolean('is_trial_period').notNull().default(false),
  trial_period_end: date('trial_period_end', { mode: 'string' }),
  logo_file_id: integer('logo_file_id'),
  support_email: text('support_email'),
  support_phone: text('support_phone'),
  siret: text('siret'),
  legal_structure: text('legal_structure'),
  collective_agreement: text('collective_agreement'),
  preferences: jsonb('preferences').$type<CompanyPreferences>().notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
