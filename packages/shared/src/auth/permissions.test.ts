import { describe, expect, it } from 'vitest';
import { hasPermission, parsePermissionExpression } from './expression';
import { PERMISSIONS, type Permission, permissionsFor, ROLE_PERMISSIONS } from './permissions';
import { ROLES, type Role } from './roles';

describe('role permissions', () => {
  it.each<[Role, Permission[], Permission[]]>([
    [
      'collaborator',
      ['leaves.create', 'expenses_claims.create', 'activities.create'],
      ['backoffice.use', 'leaves.validate'],
    ],
    ['accounting', ['backoffice.use', 'leaves.validate', 'expenses_claims.validate'], ['user.create', 'leaves.create']],
    ['manager', ['backoffice.use', 'mission_orders.create', 'customer.create'], ['user.create', 'company.update']],
    [
      'hr',
      ['user.create', 'leaves.create', 'lastnews.create', 'backoffice.use'],
      ['company.update', 'document.create'],
    ],
    ['administrator', ['company.update', 'document.create', 'user.create'], ['leaves.create', 'companies.manage']],
    ['assistant', ['mission_orders.view'], ['backoffice.use', 'leaves.create', 'mission_orders.create']],
  ])('%s holds its key permissions and not the others', (role, held, notHeld) => {
    const granted = permissionsFor([role]);
    for (const p of held) expect(granted, `${role} should hold ${p}`).toContain(p);
    for (const p of notHeld) expect(granted, `${role} should not hold ${p}`).not.toContain(p);
  });

  it('gives the assistant only mission_orders.view', () => {
    expect(permissionsFor(['assistant'])).toEqual(['mission_orders.view']);
  });

  it('never grants companies.manage through a role, only to the superuser', () => {
    for (const role of ROLES) expect(ROLE_PERMISSIONS[role]).not.toContain('companies.manage');
    expect(permissionsFor(ROLES)).not.toContain('companies.manage');
    expect(permissionsFor([], true)).toEqual(['companies.manage']);
  });

  it('adds up the permissions of several roles, sorted and without duplicates', () => {
    const both = permissionsFor(['collaborator', 'manager']);
    expect(both).toEqual([...new Set([...permissionsFor(['collaborator']), ...permissionsFor(['manager'])])].sort());
  });

  it('names only known permissions', () => {
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
  });
});

describe('hasPermission', () => {
  const held = ['leaves.create', 'backoffice.use'];
  it.each([
    ['leaves.create', true],
    ['user.create', false],
    ['leaves.create&backoffice.use', true],
    ['leaves.create&user.create', false],
    ['user.create|backoffice.use', true],
    ['user.create|company.update', false],
    // & binds tighter than |: (a and b) or c.
    ['user.create&leaves.create|backoffice.use', true],
    ['user.create&backoffice.use|company.update', false],
    ['leaves.create&backoffice.use|company.update', true],
    [' leaves.create & backoffice.use ', true],
  ])('%s → %s', (expression, expected) => {
    expect(hasPermission(held, expression)).toBe(expected);
    expect(hasPermission(new Set(held), expression)).toBe(expected);
  });

  it('holds nothing with no permissions', () => {
    expect(hasPermission([], 'leaves.create|backoffice.use')).toBe(false);
  });

  it.each(['leave.create', 'leaves.create|nope', 'leaves.create&', ''])('throws on the unknown name in "%s"', (e) => {
    expect(() => hasPermission(held, e)).toThrow(/Unknown permission/);
  });

  it('parses an expression into OR-groups of AND-ed permissions', () => {
    expect(parsePermissionExpression('leaves.create&backoffice.use|user.create')).toEqual([
      ['leaves.create', 'backoffice.use'],
      ['user.create'],
    ]);
  });
});
