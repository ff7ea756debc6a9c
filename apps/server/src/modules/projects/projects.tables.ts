import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companyColumn, userColumn } from '../../db/columns';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    zip_code: text('zip_code'),
    actif: boolean('actif').notNull().default(true),
  },
  (t) => [index('customers_company_idx').on(t.company_id)],
);

/** Project colours encode the kind (spec/1 §3): a shared rule (packages/shared/src/projects), re-exported for the seed. */
export { PROJECT_COLORS } from '@staff/shared';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    actif: boolean('actif').notNull().default(true),
    chargeable: boolean('chargeable').notNull().default(true),
    color: text('color').notNull(),
    visibility: text('visibility').notNull().default('public'),
    owner_id: integer('owner_id').references(() => users.id),
    customer_id: integer('customer_id').references(() => customers.id),
    service_id: integer('service_id').references(() => services.id),
    /** Set by the activity module each time the project is used; blue projects unused for 90 days leave pickers. */
    last_used_date: date('last_used_date', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The days sold, in man-days to 2 decimals (null: no budget), and when they should be used by (issue 27). */
    budget_days: numeric('budget_days', { precision: 10, scale: 2, mode: 'number' }),
    end_date: date('end_date', { mode: 'string' }),
    /** The highest budget threshold (80, 100) already mailed: each is mailed once (project-summaries/budgets). */
    budget_alert_level: smallint('budget_alert_level').notNull().default(0),
  },
  (t) => [
    index('projects_company_idx').on(t.company_id, t.customer_id),
    // GET project/?service= (the back office's filter) and the team visibility rule.
    index('projects_service_idx').on(t.company_id, t.service_id),
  ],
);

/** The people working on a project ("list users"); a project with members cannot be deleted (spec/3 §5). */
export const projectMembers = pgTable(
  'project_members',
  {
    company_id: companyColumn(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    user_id: userColumn('user_id', 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.user_id] }), index('project_members_user_idx').on(t.user_id)],
);
