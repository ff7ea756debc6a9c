import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companyColumn, createdAndModified } from '../../db/columns';
import { storedFiles } from '../../platform/files/files.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';

/** Company documents (dashboard list, company management) and, with a service, a service's attachments. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    file_id: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    creator_id: integer('creator_id').references(() => users.id),
    ...createdAndModified(),
  },
  (t) => [index('documents_company_idx').on(t.company_id, t.service_id)],
);
