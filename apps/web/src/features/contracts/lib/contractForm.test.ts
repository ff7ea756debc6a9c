import { describe, expect, it } from 'vitest';
import { contractBody, contractValues, NEW_CONTRACT } from './contractForm';

describe('the contract modal values', () => {
  it('sends an empty max as null (the month business days), 0 as unlimited', () => {
    expect(contractBody({ ...NEW_CONTRACT, title: 'A', max_worked_days_per_month: '' }).max_worked_days_per_month).toBe(
      null,
    );
    expect(contractBody({ ...NEW_CONTRACT, title: 'A' }).max_worked_days_per_month).toBe(0);
    expect(contractBody({ ...NEW_CONTRACT, title: 'A', max_worked_days_per_month: 17 }).max_worked_days_per_month).toBe(
      17,
    );
  });

  it('sends an empty rank as 0 and keeps the defaults of spec 3 §3', () => {
    expect(contractBody({ ...NEW_CONTRACT, rank: '' })).toEqual({
      title: '',
      max_worked_days_per_month: 0,
      can_overflow_max_worked_days: true,
      rank: 0,
    });
  });

  it('shows a contract on business days as an empty max, and back', () => {
    const contract = {
      id: 1,
      title: 'Temps plein',
      max_worked_days_per_month: null,
      can_overflow_max_worked_days: true,
      rank: 1,
      employees_count: 0,
    };
    expect(contractValues(contract).max_worked_days_per_month).toBe('');
    expect(contractBody(contractValues(contract)).max_worked_days_per_month).toBe(null);
  });
});
