import { describe, expect, it } from 'vitest';
import { companyFormSchema, EMPTY_COMPANY, formFieldOf } from './companyForm';

const valid = {
  ...EMPTY_COMPANY,
  name: 'Acme',
  hostname: 'Acme.Example.com',
  trial_period_end: '2030-01-31',
  admin_username: 'boss',
  admin_first_name: 'Ada',
  admin_last_name: 'Lovelace',
  admin_email: 'ada@example.com',
  admin_password: 'secret1',
};

/** The form checks the server's own `CompanyCreate` (shared): its issues land on the form's flat fields. */
describe('companyFormSchema', () => {
  it('accepts what the server accepts, with the body it would send', () => {
    const parsed = companyFormSchema.safeParse(valid);
    expect(parsed.success && parsed.data.hostname).toBe('acme.example.com');
  });

  it.each([
    ['hostname', { hostname: 'not a host' }],
    ['admin_email', { admin_email: 'nope' }],
    ['admin_password', { admin_password: '123' }],
    ['trial_period_end', { trial_period_end: null }],
    ['name', { name: '   ' }],
  ])('puts the issue of %s on its field', (field, change) => {
    const parsed = companyFormSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    const issue = !parsed.success ? parsed.error.issues[0]! : null;
    expect(formFieldOf(issue!.path.join('.'))).toBe(field);
  });
});
