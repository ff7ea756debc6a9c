import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { companyColumn, userColumn } from '../../db/columns';
import { users } from '../users/users.tables';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
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
    company_id: companyColumn(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    user_id: userColumn('user_id', 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.user_id] }), index('service_members_user_idx').on(t.user_id)],
);
