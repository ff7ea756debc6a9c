import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^14, r=8, p=1 (16 MiB, ~50 ms here): OWASP's floor, and within Node's default maxmem.
export const PRODUCTION_COST = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** The N new hashes get: PRODUCTION_COST, except in the HTTP tests (lowerPasswordCostForTests). */
let cost = PRODUCTION_COST;

/**
 * For the HTTP tests only (apps/server/test): new hashes get N=`n`. The suite signs in thousands of times, and at
 * ~46 ms of CPU per sign-in the hashing alone was minutes of a CI run. The hash carries its N, so signing in runs the
 * same code as in production, only cheaper; no variable reaches this, so a server can never run with it.
 */
export function lowerPasswordCostForTests(n: number): void {
  cost = n;
}

function derive(password: string, salt: Buffer, n: number, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Returns `scrypt$N$r$p$salt$hash`, all that is needed to verify later even if the parameters change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, at the cost of new hashes: an unknown username then spends the same time as a known
 * one.
 */
export function unusablePasswordHash(): string {
  return `scrypt$${cost}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
}
