import { describe, expect, it } from 'vitest';
import { helmetHeaderChanges, securityHeaders } from './security-headers';

const CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-src 'self' blob:;object-src 'none';frame-ancestors 'none';" +
  "base-uri 'self';form-action 'self'";

/** What every answer gets, computed once at start: the exact list, so that no header changes unnoticed. */
describe("helmet's header changes, computed once", () => {
  it('are the full list over plain http, and X-Powered-By removed', () => {
    expect(helmetHeaderChanges(securityHeaders({ https: false }))).toEqual({
      set: [
        ['Content-Security-Policy', CSP],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Cross-Origin-Resource-Policy', 'same-origin'],
        ['Origin-Agent-Cluster', '?1'],
        ['Referrer-Policy', 'same-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-DNS-Prefetch-Control', 'off'],
        ['X-Download-Options', 'noopen'],
        ['X-Frame-Options', 'DENY'],
        ['X-Permitted-Cross-Domain-Policies', 'none'],
        ['X-XSS-Protection', '0'],
      ],
      removed: ['X-Powered-By'],
    });
  });

  it('add HSTS and the upgrade of insecure requests over https', () => {
    const { set } = helmetHeaderChanges(securityHeaders({ https: true }));
    const byName = new Map(set);
    expect(byName.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(byName.get('Content-Security-Policy')).toBe(`${CSP};upgrade-insecure-requests`);
    expect(set).toHaveLength(12);
  });
});
