import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { presetPeriod } from '../lib/period';
import { useSummaryScope } from './useSummaryScope';

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

const clearCookies = () => {
  for (const name of ['dateStart', 'dateEnd']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookies the hook writes.
    document.cookie = `${name}=; path=/; max-age=0`;
  }
};

afterEach(clearCookies);

describe('a summary’s period and counted reports', () => {
  it('is this month and validated reports only at first', () => {
    const { result } = renderHook(() => useSummaryScope({ remember: true }), { wrapper: at('/') });
    expect(result.current.params).toEqual({
      ...toQuery(presetPeriod('thisMonth', todayIso())),
      include_submitted: false,
    });
  });

  it('remembers the customer summary’s period in the cookies dateStart and dateEnd, and reads it back', () => {
    const first = renderHook(() => useSummaryScope({ remember: true }), { wrapper: at('/') });
    act(() => first.result.current.setPeriod({ from: '2026-07-01', to: '2026-09-30' }));
    expect(document.cookie).toContain('dateStart=2026-07-01');
    expect(document.cookie).toContain('dateEnd=2026-09-30');
    const again = renderHook(() => useSummaryScope({ remember: true }), { wrapper: at('/') });
    expect(again.result.current.period).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });

  it('leaves the cookies alone elsewhere, and takes the address’s period and choice first', () => {
    const { result } = renderHook(() => useSummaryScope(), {
      wrapper: at('/x?dateStart=2026-08-01&dateEnd=2026-10-31&include_submitted=true'),
    });
    expect(result.current.params).toEqual({ from: '2026-08-01', to: '2026-10-31', include_submitted: true });
    act(() => result.current.setPeriod({ from: '2026-01-01', to: '2026-01-31' }));
    expect(document.cookie).not.toContain('dateStart');
  });
});

const toQuery = ({ from, to }: { from: string; to: string }) => ({ from, to });
