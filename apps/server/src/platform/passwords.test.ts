import { describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD_COST } from '../../test/password-cost';
import { hashPassword, PRODUCTION_COST, unusablePasswordHash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash at N=2^14, r=8, p=1 in production: the cost a module starts with', async () => {
    expect(PRODUCTION_COST).toBe(16384);
    // A fresh copy of the module, which no test setup has lowered.
    vi.resetModules();
    const production = await import('./passwords');
    const hash = await production.hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(production.unusablePasswordHash()).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await production.verifyPassword('demo1234', hash)).toBe(true);
  });

  it('hash at the lowered cost in the HTTP tests, and verify any hash at the N it carries', async () => {
    const cheap = await hashPassword('demo1234');
    expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST}\\$8\\$1\\$`));
    expect(await verifyPassword('demo1234', cheap)).toBe(true);
    expect(await verifyPassword('demo12345', cheap)).toBe(false);
  });

  it('match no password with the unusable hash, which costs what a real one does', async () => {
    expect(unusablePasswordHash()).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST}\\$8\\$1\\$`));
    expect(await verifyPassword('', unusablePasswordHash())).toBe(false);
    expect(await verifyPassword('demo1234', unusablePasswordHash())).toBe(false);
    expect(await verifyPassword('demo1234', 'bcrypt$whatever')).toBe(false);
  });
});
