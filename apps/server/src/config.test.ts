import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);

describe('configuration', () => {
  it('listens on loopback only unless HOST says otherwise', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    { value: undefined, trusted: undefined },
    { value: '', trusted: undefined },
    { value: '10.0.0.1', trusted: ['10.0.0.1'] },
    { value: ' 10.0.0.1 , 192.168.0.0/16 ', trusted: ['10.0.0.1', '192.168.0.0/16'] },
    { value: '::1,fd00::/8', trusted: ['::1', 'fd00::/8'] },
    { value: 'loopback,uniquelocal', trusted: ['loopback', 'uniquelocal'] },
  ])('TRUST_PROXY=$value trusts $trusted', ({ value, trusted }) => {
    expect(load(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each(['true', '1', 'proxy.example', '10.0.0.1/33', '10.0.0.0/8/1', '10.0.0.1,,oops', ','])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a comma-separated list/);
    },
  );

  it('no longer trusts proxies because NODE_ENV is production', () => {
    expect(load({ NODE_ENV: 'production' }).trustProxy).toBeUndefined();
  });

  it('reaches PostgreSQL directly unless DATABASE_POOLER says transaction, and refuses any other pooler', () => {
    expect(load({}).databasePooler).toBe('none');
    expect(load({ DATABASE_POOLER: 'transaction' }).databasePooler).toBe('transaction');
    expect(() => load({ DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER/);
  });
});
