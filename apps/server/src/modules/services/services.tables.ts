/**
 * The services module's tables: a service, its manager and assistant, and its members. Their definitions live in the
 * identity kernel (platform/identity/identity.tables.ts), because who validates whom (platform/validators.ts) reads
 * them and the platform imports no module; this module is their door for the others (docs/decisions/document-kernel.md).
 */
export { serviceMembers, services } from '../../platform/identity/identity.tables';
