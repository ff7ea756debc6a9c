import type { LeaveBalanceRow } from '@staff/shared';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFrench } from '../test/i18n';
import { useBalanceText } from './leaveBalances';

beforeAll(initFrench);

const row = (kind: LeaveBalanceRow['kind'], start: string, end: string, acquired: number): LeaveBalanceRow => ({
  type_of_leave: 1,
  name: kind === 'quota' ? 'RTT' : 'Congés payés',
  kind,
  period: { start, end },
  quota: kind === 'quota' ? 10 : 25,
  acquired,
  taken: 0,
  planned: 0,
  pending: 0,
  remaining: acquired,
});

describe('useBalanceText: balances named as French HR names them', () => {
  const text = () => renderHook(() => useBalanceText()).result.current;
  it.each([
    [
      row('previous', '2025-06-01', '2026-05-31', 25),
      'Congés payés N-1',
      'Période de référence du 01/06/2025 au 31/05/2026 : acquis, à prendre',
      '25',
    ],
    [
      row('current', '2026-06-01', '2027-05-31', 10.42),
      'Congés payés N',
      "Période de référence du 01/06/2026 au 31/05/2027 : en cours d'acquisition",
      '10,42 / 25',
    ],
    [row('quota', '2026-01-01', '2026-12-31', 10), 'RTT', 'Du 01/01/2026 au 31/12/2026', '10'],
  ])('%#: %s', (balance, name, period, acquired) => {
    const { name: nameOf, period: periodOf, acquired: acquiredOf } = text();
    expect(nameOf(balance)).toBe(name);
    expect(periodOf(balance)).toBe(period);
    expect(acquiredOf(balance)).toBe(acquired);
  });

  it('says how paid leave is earned, a twelfth of the quota a month', () => {
    expect(text().earningRule(row('current', '2026-06-01', '2027-05-31', 10.42))).toMatch(
      /^Congés payés : 2,08 jours acquis par mois travaillé, 25 jours par période de référence\./,
    );
  });
});
