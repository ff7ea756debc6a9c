/**
 * The body of `POST /api/company/` for a company of its own per test ("Initech <suffix>", its administrator
 * initech-admin-<suffix> with the password initech1), with `change` laid over it.
 */
export const newCompanyBody = (suffix: string, change: Record<string, unknown> = {}) => ({
  name: `Initech ${suffix}`,
  hostname: `initech-${suffix}.example.fr`,
  admin: {
    username: `initech-admin-${suffix}`,
    first_name: 'Peter',
    last_name: 'Gibbons',
    email: `peter@initech-${suffix}.fr`,
    password: 'initech1',
  },
  ...change,
});
