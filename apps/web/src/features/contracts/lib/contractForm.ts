import type { ContractIn, ContractOut } from '@staff/shared';

/** What the contract modal edits: a NumberInput speaks numbers, and '' when it is empty. */
export type ContractValues = {
  title: string;
  /** '' (empty): the month's business days apply; 0: unlimited. */
  max_worked_days_per_month: number | string;
  can_overflow_max_worked_days: boolean;
  rank: number | string;
};

/** A new contract as spec/3 §3 gives its defaults. */
export const NEW_CONTRACT: ContractValues = {
  title: '',
  max_worked_days_per_month: 0,
  can_overflow_max_worked_days: true,
  rank: 0,
};

export const contractValues = (contract: ContractOut | null): ContractValues =>
  contract
    ? {
        title: contract.title,
        max_worked_days_per_month: contract.max_worked_days_per_month ?? '',
        can_overflow_max_worked_days: contract.can_overflow_max_worked_days,
        rank: contract.rank,
      }
    : NEW_CONTRACT;

/** The body the modal sends: an empty max means null (business days), never 0 (unlimited); an empty rank is 0. */
export const contractBody = (values: ContractValues): ContractIn => ({
  title: values.title,
  max_worked_days_per_month: values.max_worked_days_per_month === '' ? null : Number(values.max_worked_days_per_month),
  can_overflow_max_worked_days: values.can_overflow_max_worked_days,
  rank: values.rank === '' ? 0 : Number(values.rank),
});
