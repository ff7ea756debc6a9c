import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  date,
  index,
  integer,
  jsonb,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../platform/identity/identity.tables';

/*
 * The columns most tables share, written once. Each helper makes exactly the column the tables wrote by hand, so the
 * schema is unchanged: `npx drizzle-kit generate` finds nothing to generate (docs/decisions/formatting-and-mails.md).
 */

/** PostgreSQL's bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both write either. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/*
 * Bytes travel as base64 text, decoded and encoded by PostgreSQL (`decode`/`encode`): PGlite, which runs on the event
 * loop, turns a bytea value into text and back byte by byte (a 256 KB chunk held the loop about half a second each
 * way); as base64 text a 5 MB file takes tens of milliseconds. On PostgreSQL it costs a third more bytes on the wire
 * to write (node-postgres sends a Buffer as binary) and a third fewer to read (it reads bytea as hex text).
 */

/** Bytes as the value of a bytea column in an insert or update. */
export const bytesValue = (bytes: Uint8Array): SQL =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/** A bytea column read as base64 text (Buffer.from(text, 'base64') gives the bytes back). */
export const bytesAsBase64 = (column: AnyPgColumn | SQL): SQL<string> => sql<string>`encode(${column}, 'base64')`;

/** The owning company: every query on company data filters on it, and the company erase finds the rows by it. */
export const companyColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

/** A user the row belongs to or who acted (`owner_id`, `user_id`): required, deleted with the user when `cascade`. */
export const userColumn = (name: string, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(() => users.id, onDelete ? { onDelete } : {});

/** A required reference to a parent row, deleted with it: the sides of a link table (an entry's tags). */
export const parentColumn = (name: string, parentId: () => AnyPgColumn) =>
  integer(name).notNull().references(parentId, { onDelete: 'cascade' });

/**
 * A monthly document's first columns (activity reports, expense claims): its id, company, owner and month. Its status
 * and the rest are its own; its table adds the unique index (owner, month) that makes it one per owner and month.
 */
export const monthlyDocumentColumns = () => ({
  id: serial('id').primaryKey(),
  company_id: companyColumn(),
  owner_id: userColumn('owner_id'),
  /** The first day of the month. */
  month: date('month', { mode: 'string' }).notNull(),
});

/**
 * A monthly document's indexes: one per owner and month, which the unique index says atomically (two racing creations
 * meet there), and the back-office list's, a company's month by status.
 */
export const monthlyDocumentIndexes = (
  table: string,
  t: { owner_id: AnyPgColumn; month: AnyPgColumn; company_id: AnyPgColumn; status: AnyPgColumn },
) => [
  uniqueIndex(`${table}_owner_month_key`).on(t.owner_id, t.month),
  index(`${table}_company_month_idx`).on(t.company_id, t.month, t.status),
];

/** When the row was created and last changed. */
export const createdAndModified = () => ({
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A history entry's columns after its document's (leaves, expense claims, users): who acted, 1 created or 2 changed,
 * when and what changed. `action_time` is the moment of the write, not the transaction's start (`now()`): a change
 * committed before a sending was once listed after it (issue 21); lists order by id, which follows the writes under the
 * record's lock (platform/history.ts).
 */
export const historyEntryColumns = () => ({
  user_id: userColumn('user_id'),
  action_flag: smallint('action_flag').notNull(),
  action_time: timestamp('action_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  change_message: jsonb('change_message').$type<Record<string, unknown>>().notNull(),
});
