import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { shortDates, useLeaveFormat } from './format';

describe('shortDates', () => {
  it.each([
    ['2026-12-21', '2026-12-28', '2026-11-22', ['21/12', '28/12']],
    ['2026-03-02', '2026-03-02', '2026-11-22', ['02/03', '02/03']],
    // Another year, or across two: the years are said.
    ['2025-12-22', '2025-12-24', '2026-11-22', ['22/12/2025', '24/12/2025']],
    ['2026-12-28', '2027-01-04', '2026-11-22', ['28/12/2026', '04/01/2027']],
  ])('%s → %s (today %s)', (begin_date, end_date, today, expected) => {
    expect(shortDates({ begin_date, end_date }, today)).toEqual(expected);
  });
});

describe('the step of an approval circuit, as a leave shows it (issue 28)', () => {
  beforeAll(initFrench);
  it.each([
    [{ step: 1, steps: 2, role: 'manager' as const }, 'En attente : étape 1 sur 2 (responsable)'],
    [{ step: 2, steps: 2, role: 'hr' as const }, 'En attente : étape 2 sur 2 (RH)'],
    [{ step: 1, steps: 1, role: 'hr' as const }, 'En attente : étape 1 sur 1 (RH)'],
  ])('%o → %s', (circuit, text) => {
    const { result } = renderHook(() => useLeaveFormat());
    expect(result.current.circuit(circuit)).toBe(text);
  });
});
