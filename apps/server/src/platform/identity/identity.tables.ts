import type { Language, Role } from '@staff/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedSqlText } from '../text-sort';

/*
 * The identity kernel: the three tables every request touches before any module runs (who is signed in, as
 * which user, in which company). The platform (sessions, access, housekeeping) reads them, so they live here and
 * not in a module: platform/ imports no module (docs/ARCHITECTURE.md, "Boundaries"). The companies, users and
 * auth modules re-export them from their own `.tables.ts` so that module code keeps importing its own tables.
 * Moving them here changed no column: `npx drizzle-kit generate` reports no change.
 */

/** Company preferences by section (spec/3 §3). Stored as one JSON document; each section is read whole. */
export type CompanyPreferences = {
  general?: { pdf_name_format?: string; url?: string; first_day_of_week?: number; pdf_footer_center?: string };
  email?: { from?: string; subject_prefix?: string };
  activity?: { slices_per_day?: number; recipients_for_validation?: string; report_period?: 'month' | 'week' };
  leave?: { recipients_for_validation?: string };
  expense?: { recipients_for_validation?: string; export_plugins?: string[] };
  /** What the company calls the employee's free fields and coefficient (issue 25); '' or absent: not named. */
  employee?: Partial<Record<'field_1' | 'field_2' | 'field_3' | 'field_4' | 'field_5' | 'coefficient', string>>;
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
  welcome_image_file_id: integer('welcome_image_file_id'),
  support_email: text('support_email'),
  support_phone: text('support_phone'),
  siret: text('siret'),
  legal_structure: text('legal_structure'),
  collective_agreement: text('collective_agreement'),
  preferences: jsonb('preferences').$type<CompanyPreferences>().notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when an administrator asks for the company's deletion (spec/1 §2): the company is locked (is_active false)
   * until the superuser unlocks or deletes it. No foreign key to users: the requester is deleted with the company.
   */
  deletion_requested_at: timestamp('deletion_requested_at', { withTimezone: true }),
  deletion_requested_by: integer('deletion_requested_by'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null only for superusers, who run companies and belong to none. */
    company_id: integer('company_id').references(() => companies.id),
    username: text('username').notNull(),
    /**
     * The username's look-alike skeleton (shared usernameSkeleton, issue 21), unique in the company: a new name is
     * checked against its own skeleton by the index instead of reading every name. Computed in JavaScript on every
     * write of a username; null only for the rows migration 0011 could not compute in SQL (non-ASCII names), which the
     * check reads and skeletons itself.
     */
    username_skeleton: text('username_skeleton'),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    /**
     * A new address waiting for the link mailed to it (issue 21, auth/email-change.ts); `email`, where reset links
     * go, stays the confirmed one until then. Cleared by the confirmation, and by housekeeping once the link expired.
     */
    pending_email: text('pending_email'),
    phone: text('phone'),
    mobile: text('mobile'),
    employee_number: text('employee_number'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    /** "is_staff means manager for leaves" (spec/2 §6) and shows the Back Office link. */
    is_staff: boolean('is_staff').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    can_change_password: boolean('can_change_password').notNull().default(true),
    /**
     * The language of the mails this user reads (issue 28): the interface's last one, changed on the profile; 'fr'
     * for a new user (companies have no default language yet: decisions/mail-language.md).
     */
    language: text('language').$type<Language>().notNull().default('fr'),
    civility: text('civility'),
    hiring_date: date('hiring_date', { mode: 'string' }),
    departure_date: date('departure_date', { mode: 'string' }),
    contract_id: integer('contract_id'),
    notes: text('notes'),
    qualification: text('qualification'),
    /** CDI, CDD, Stage, Freelance (spec/3 §3). */
    employment_contract: text('employment_contract'),
    professional_status: text('professional_status'),
    coefficient: text('coefficient'),
    office: text('office'),
    field_1: text('field_1'),
    field_2: text('field_2'),
    field_3: text('field_3'),
    field_4: text('field_4'),
    field_5: text('field_5'),
    last_login: timestamp('last_login', { withTimezone: true }),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /**
     * "first last last first number username", folded: a search is one LIKE on one column, computed once per
     * write instead of per row and per query (spec filters: names and employee number).
     */
    search_text: text('search_text').generatedAlwaysAs(
      sql.raw(
        foldedSqlText(
          "first_name || ' ' || last_name || ' ' || last_name || ' ' || first_name || ' ' || coalesce(employee_number, '') || ' ' || username",
        ),
      ),
    ),
    /**
     * "last first", folded: the order of people lists and the payroll exports (issue 21). Stored and indexed with the
     * company so that an export of 20,000 people reads them in pages by key (keyset) instead of sorting them all.
     */
    sort_name: text('sort_name').generatedAlwaysAs(sql.raw(foldedSqlText("last_name || ' ' || first_name"))),
  },
  (t) => [
    // Sign-in is by username alone, so usernames are unique across companies, case-insensitively.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.company_id, t.is_active),
    uniqueIndex('users_company_username_skeleton_idx').on(t.company_id, t.username_skeleton),
    index('users_company_sort_name_idx').on(t.company_id, t.sort_name, t.id),
    // The directory's default order (users.queries.ts: folded first name, then id): a page read from the index (issue 30).
    index('users_company_first_name_idx').on(t.company_id, sql.raw(foldedSqlText('first_name')), t.id),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} IN ('fr', 'en')`),
    // An employee number names one person in a company (payroll exports, CSV import).
    uniqueIndex('users_company_employee_number_idx')
      .on(t.company_id, t.employee_number)
      .where(sql`${t.employee_number} is not null`),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/*
 * The services: who belongs to which, and who manages it. The platform reads them to know who validates whom
 * (platform/validators.ts), so they live here with the users; the users module re-exports them.
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    manager_id: integer('manager_id').references(() => users.id),
    assistant_id: integer('assistant_id').references(() => users.id),
    share_members_visibility: boolean('share_members_visibility').notNull().default(true),
    share_leaves_visibility: boolean('share_leaves_visibility').notNull().default(true),
  },
  (t) => [index('services_company_idx').on(t.company_id), index('services_manager_idx').on(t.manager_id)],
);

export const serviceMembers = pgTable(
  'service_members',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.user_id] }), index('service_members_user_idx').on(t.user_id)],
);
