/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export * from '../modules/activities/activities.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/companies/companies.tables';
export * from '../modules/contracts/contracts.tables';
export * from '../modules/documents/documents.tables';
export * from '../modules/expenses/expenses.tables';
export * from '../modules/leaves/leaves.tables';
export * from '../modules/news/news.tables';
export * from '../modules/projects/projects.tables';
export * from '../modules/reference/reference.tables';
export * from '../modules/services/services.tables';
export * from '../modules/support/support.tables';
export * from '../modules/synthesis/synthesis.tables';
export * from '../modules/users/users.tables';
export * from '../platform/files/files.tables';
export * from '../platform/mail/outbox.tables';
export * from '../platform/settings.tables';
