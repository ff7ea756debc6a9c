import { describe, expect, it } from 'vitest';
import { afterSignIn, loginPathFor, safeReturnPath } from './returnTo';

describe('safeReturnPath', () => {
  it.each([
    ['/leave/view/12', '/leave/view/12'],
    ['/back_office/leave_management/leave-view/7', '/back_office/leave_management/leave-view/7'],
    ['/leaves?filter=submitted#top', '/leaves?filter=submitted#top'],
    ['/', '/'],
    ['/leave/../leaves', '/leaves'],
  ])('follows the path of this site %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['leave/view/12'],
    ['https://evil.example/leave/view/12'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['/\t/evil.example'],
    ['/%0a/evil'.replace('%0a', '\n')],
    ['javascript:alert(1)'],
    [' /leave/view/12'],
    ['/login'],
    ['/login?next=/leaves'],
    ['/logout'],
    [`/${'a'.repeat(2001)}`],
  ])('drops %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('keeps an encoded path encoded, never decoding it into another host', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('loginPathFor', () => {
  it('carries the page asked for, and nothing for home or login itself', () => {
    expect(loginPathFor('/leave/view/12?x=1')).toBe('/login?next=%2Fleave%2Fview%2F12%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login')).toBe('/login');
  });
});

describe('afterSignIn', () => {
  const user = { is_superuser: false };
  it('goes to the page asked for, or home when none or a foreign one is asked for', () => {
    expect(afterSignIn(user, '?next=%2Fleave%2Fview%2F12')).toBe('/leave/view/12');
    expect(afterSignIn(user, '')).toBe('/');
    expect(afterSignIn(user, '?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterSignIn(user, '?next=%2F%2Fevil.example')).toBe('/');
  });
  it('sends the superuser to the console whatever is asked', () => {
    expect(afterSignIn({ is_superuser: true }, '?next=%2Fleaves')).toBe('/admin/');
  });
});
