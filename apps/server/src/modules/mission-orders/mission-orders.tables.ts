import type { MissionOrderHistoryAction, MissionOrderStatus } from '@staff/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn, createdAndModified, parentColumn, userColumn } from '../../db/columns';
import { customers, projects } from '../projects/projects.tables';

/**
 * An amount up to 1 000 000 000 euros in cents (spec/2 §9): 10^11 cents overflows an integer; as a JS number it is
 * exact (below 2^53).
 */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const option = (name: string) => boolean(name).notNull().default(false);

/** A manager's mission order for one employee, with its expense rules (spec/2 §3). */
export const missionOrders = pgTable(
  'mission_orders',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    /** The employee sent on the mission. */
    owner_id: userColumn('owner_id'),
    /** Whose list it is in and who decides on it (spec/2 §3 "current_manager"). */
    current_manager_id: userColumn('current_manager_id'),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    mission_object: text('mission_object').notNull(),
    role: text('role').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_phone: text('contact_phone'),
    begin_date: date('begin_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    remark: text('remark'),
    status: text('status').$type<MissionOrderStatus>().notNull().default('draft'),
    date_of_submission: date('date_of_submission', { mode: 'string' }),
    date_of_validation: date('date_of_validation', { mode: 'string' }),
    personal_vehicle: option('personal_vehicle'),
    sociaty_vehicle: option('sociaty_vehicle'),
    public_transport: option('public_transport'),
    accommodation_paid_by_company: option('accommodation_paid_by_company'),
    accommodation_paid_by_structure: option('accommodation_paid_by_structure'),
    none_expense: option('none_expense'),
    /** Kilometres repaid, whole (at most 10^9: an integer holds it). */
    mileage_limit: integer('mileage_limit').notNull().default(0),
    transport_limit_cents: cents('transport_limit_cents'),
    breakfast_limit_cents: cents('breakfast_limit_cents'),
    dinner_limit_cents: cents('dinner_limit_cents'),
    hotel_limit_cents: cents('hotel_limit_cents'),
    /** The global daily package; the flag is `> 0` (a package of 0 is no package, rules.ts). */
    daily_package_cents: cents('daily_package_cents'),
    /** Each save adds one (PUT with an older one: 412); a signature names the version it signed. */
    version: integer('version').notNull().default(1),
    ...createdAndModified(),
  },
  (t) => [
    // The manager list (spec/2 §2.3: "only orders whose current manager is the caller"), by status by default.
    index('mission_orders_manager_idx').on(t.company_id, t.current_manager_id, t.status),
    // The employee's own list and the expense claims' "a signed mission of this owner covering this day".
    index('mission_orders_owner_idx').on(t.company_id, t.owner_id, t.begin_date),
    // The filters on customer and project, and has_mission_order / "users with mission order" (spec/3 §2-§3).
    index('mission_orders_customer_idx').on(t.company_id, t.customer_id),
    index('mission_orders_project_idx').on(t.project_id),
  ],
);

/**
 * The order's trail (issue 24): every creation, save and status change, who and when; an extension with its old and
 * new end; an acceptance with the version it signed. Read in id order (platform/history.ts).
 */
export const missionOrderHistory = pgTable(
  'mission_order_history',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    mission_order_id: parentColumn('mission_order_id', () => missionOrders.id),
    user_id: userColumn('user_id'),
    action: text('action').$type<MissionOrderHistoryAction>().notNull(),
    action_time: timestamp('action_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** The order's version after the act: the one signed, for an acceptance. */
    version: integer('version').notNull(),
    /** An extension's old and new end (null for the other acts). */
    old_end_date: date('old_end_date', { mode: 'string' }),
    new_end_date: date('new_end_date', { mode: 'string' }),
  },
  (t) => [index('mission_order_history_order_idx').on(t.mission_order_id)],
);
