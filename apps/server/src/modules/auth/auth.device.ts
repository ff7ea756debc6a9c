import { hmac, randomToken, safeEqual, sha256 } from '../../platform/tokens';

/**
 * Device cookies (OWASP Authentication Cheat Sheet, "Slow down online guessing attacks with device cookies"), issue
 * 21: a browser that signed in successfully to an account gets a cookie naming that account, signed by the
 * instance. When it comes back with it, its attempts on that account are counted on the cookie alone (10 failures
 * per 15 minutes), never on the account's or the address's counters: somebody guessing at the account from
 * elsewhere, or colleagues' typos behind the same address, cannot lock its owner out. A locked or missing cookie
 * is an untrusted browser, throttled per account and per address as before.
 */
export const DEVICE_COOKIE_PREFIX = 'device_';
/** Three months: a browser used at least once a quarter stays trusted (each success issues a new cookie). */
export const DEVICE_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
/** Sent to the sign-in route only. */
export const DEVICE_COOKIE_PATH = '/api/auth/';

/** The key the device cookies are signed with, derived so that it signs nothing else. */
export const deviceKeyOf = (instanceSecret: string) => hmac(instanceSecret, 'device-cookie');

/** One cookie per account and browser; its name is keyed by the account without showing it. */
export const deviceCookieName = (key: string, username: string) =>
  `${DEVICE_COOKIE_PREFIX}${hmac(key, `name:${username}`).slice(0, 16)}`;

/** A new cookie for `username` (lower-cased): `nonce.signature`, the signature binding the nonce to the account. */
export function issueDeviceCookie(key: string, username: string): { name: string; value: string } {
  const nonce = randomToken(18);
  return { name: deviceCookieName(key, username), value: `${nonce}.${hmac(key, `${nonce}.${username}`)}` };
}

/**
 * The device a request signs in from, for `username`: the hash of its cookie's nonce when the cookie is this
 * account's and correctly signed (the throttle's key), else null (an untrusted browser).
 */
export function deviceOf(key: string, username: string, cookies: Record<string, string | undefined>): string | null {
  const value = cookies[deviceCookieName(key, username)];
  if (!value) return null;
  const [nonce, signature, extra] = value.split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  return safeEqual(signature, hmac(key, `${nonce}.${username}`)) ? sha256(nonce) : null;
}
