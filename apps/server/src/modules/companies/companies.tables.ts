/** The companies table is part of the identity kernel (platform/identity): re-exported for this module. */
export { type CompanyPreferences, companies } from '../../platform/identity/identity.tables';
