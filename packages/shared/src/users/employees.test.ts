import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { ROLES } from '../auth/roles';
import { EmployeeIn } from './employees';
import { EMPLOYEE_MESSAGES } from './messages';
import { canGrantRole, canManageUser, capitaliseName, grantableRoles, isStaffFor, validDateOrNull } from './rules';

const minimal = { username: 'jdupont', first_name: 'jean', last_name: 'dupont', email: 'jean@acme.fr' };

describe('capitaliseName', () => {
  it.each([
    ['jean-pierre', 'Jean-Pierre'],
    ['LE GOFF', 'Le Goff'],
    ['élodie', 'Élodie'],
    ['  marie   claire ', 'Marie Claire'],
    ['ÉMILIE', 'Émilie'],
    ['x', 'X'],
  ])('%s → %s', (typed, written) => expect(capitaliseName(typed)).toBe(written));
});

describe('validDateOrNull', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['31/01/2024', null],
    ['', null],
    ['2200-01-01', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (given, kept) => expect(validDateOrNull(given)).toBe(kept));
});

describe('who may grant which role', () => {
  const table: [Role, Role[]][] = [
    ['administrator', [...ROLES]],
    ['hr', ['collaborator', 'assistant', 'manager', 'hr', 'accounting']],
    ['manager', ['collaborator', 'assistant', 'manager', 'accounting']],
    ['collaborator', ['assistant', 'collaborator']],
    ['accounting', ['collaborator', 'assistant', 'accounting']],
  ];
  it.each(table)('%s grants %j', (actor, expected) => {
    expect(grantableRoles([actor], ROLES).sort()).toEqual([...expected].sort());
  });
  it('hr cannot make an administrator nor manage one', () => {
    expect(canGrantRole(['hr'], 'administrator')).toBe(false);
    expect(canManageUser(['hr'], ['administrator'])).toBe(false);
    expect(canManageUser(['hr'], ['manager', 'collaborator'])).toBe(true);
    expect(canManageUser(['administrator'], ['administrator'])).toBe(true);
  });
  it('a back-office role makes staff', () => {
    expect(isStaffFor(['collaborator'])).toBe(false);
    expect(isStaffFor(['collaborator', 'manager'])).toBe(true);
  });
});

describe('EmployeeIn', () => {
  it('normalises: names capitalised, empty texts null, collaborator by default, active', () => {
    const out = EmployeeIn.parse({ ...minimal, first_name: 'jean-pierre', employee_number: '', notes: '' });
    expect(out).toMatchObject({
      first_name: 'Jean-Pierre',
      last_name: 'Dupont',
      employee_number: null,
      notes: null,
      roles: ['collaborator'],
      is_active: true,
      services: [],
      contract: null,
      civility: null,
      employment_contract: null,
    });
  });

  it('turns invalid dates into null and keeps real ones', () => {
    const out = EmployeeIn.parse({ ...minimal, hiring_date: '2024-13-01', departure_date: '2025-06-30' });
    expect(out.hiring_date).toBeNull();
    expect(out.departure_date).toBe('2025-06-30');
  });

  it('keeps the roles given, once each', () => {
    expect(EmployeeIn.parse({ ...minimal, roles: ['manager', 'manager', 'hr'] }).roles).toEqual(['manager', 'hr']);
    expect(EmployeeIn.parse({ ...minimal, roles: [] }).roles).toEqual(['collaborator']);
  });

  it.each([
    ['username', { username: '' }, 'Please fill all the nescessary fields (*).'],
    ['username', { username: 'jean dupont' }, EMPLOYEE_MESSAGES.usernameInvalid],
    ['first_name', { first_name: '   ' }, 'Please fill all the nescessary fields (*).'],
    ['last_name', { last_name: undefined }, 'Please fill all the nescessary fields (*).'],
    ['email', { email: '' }, 'Please fill all the nescessary fields (*).'],
    ['email', { email: 'jean@acme' }, 'Email is not valid.'],
    ['phone', { phone: 'abc' }, 'The number phone is not valid.'],
    ['civility', { civility: 'Sir' }, undefined],
    ['employment_contract', { employment_contract: 'Interim' }, undefined],
    ['roles', { roles: ['boss'] }, undefined],
  ])('refuses a bad %s', (field, change, message) => {
    const result = EmployeeIn.safeParse({ ...minimal, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });

  it.each([['Mister'], ['Miss'], ['Mrs']])('accepts the civility %s', (civility) => {
    expect(EmployeeIn.parse({ ...minimal, civility }).civility).toBe(civility);
  });
  it.each([['CDI'], ['CDD'], ['Stage'], ['Freelance']])('accepts the employment contract %s', (kind) => {
    expect(EmployeeIn.parse({ ...minimal, employment_contract: kind }).employment_contract).toBe(kind);
  });
});
