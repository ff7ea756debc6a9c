import type { Role } from '@staff/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { foldedSqlText } from '../../platform/text-sort';
import { companies } from '../companies/companies.tables';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null only for superusers, who run companies and belong to none. */
    company_id: integer('company_id').references(() => companies.id),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    mobile: text('mobile'),
    employee_number: text('employee_number'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    /** "is_staff means manager for leaves" (spec/2 §6) and shows the Back Office link. */
    is_staff: boolean('is_staff').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    can_change_password: boolean('can_change_password').notNull().default(true),
    civility: text('civility'),
    hiring_date: date('hiring_date', { mode: 'string' }),
    departure_date: date('departure_date', { mode: 'string' }),
    contract_id: integer('contract_id'),
    notes: text('notes'),
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
  },
  (t) => [
    // Sign-in is by username alone, so usernames are unique across companies, case-insensitively.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.company_id, t.is_active),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

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

/** Per-user settings by section (spec/1 §3 "User settings": section general → should_display_welcome_modal). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.section] })],
);
