import type {
  Tax,
  TaxInput,
  TypeOfExpense,
  TypeOfExpenseInput,
  TypeOfLeave,
  TypeOfLeaveInput,
  TypeOfOvertime,
  TypeOfOvertimeInput,
  TypeOfVehicle,
  TypeOfVehicleInput,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

/** The shared contract's types (`@staff/shared`, reference/ and leaves/contract.ts). */
export type { Tax, TypeOfExpense, TypeOfLeave, TypeOfOvertime, TypeOfVehicle };

/** The spec's calls (spec/3 §7), each also the query key of its lists: the leave form's picker shares `typeOfLeave`. */
export const REFERENCE_PATHS = {
  leave: 'typeOfLeave',
  overtime: 'typeOfOvertime',
  vehicle: 'typeOfVehicle',
  expense: 'typeOfExpense',
  /** The VAT rates (spec/1 §7 listTax): the invoice form's rates share the key. */
  tax: 'tax',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_PATHS;

type Row = {
  leave: TypeOfLeave;
  overtime: TypeOfOvertime;
  vehicle: TypeOfVehicle;
  expense: TypeOfExpense;
  tax: Tax;
};
type Input = {
  leave: TypeOfLeaveInput;
  overtime: TypeOfOvertimeInput;
  vehicle: TypeOfVehicleInput;
  expense: TypeOfExpenseInput;
  tax: TaxInput;
};

/** A page of the table: paging, ordering, the global search and the list's own filters. */
export type ReferenceListParams = Record<string, string | number | boolean | undefined>;

export const referenceListQuery = <K extends ReferenceKind>(kind: K, params: ReferenceListParams) =>
  queryOptions({
    queryKey: [REFERENCE_PATHS[kind], 'page', params],
    queryFn: () => api<Page<Row[K]>>(`${REFERENCE_PATHS[kind]}/`, { query: params }),
    placeholderData: keepPreviousData,
  });

export const typeOfLeaveQuery = (id: number) =>
  queryOptions({
    queryKey: [REFERENCE_PATHS.leave, 'one', id],
    queryFn: () => api<TypeOfLeave>(`${REFERENCE_PATHS.leave}/${id}/`),
  });

/**
 * POST (no id) or PUT: the form shows the server's field errors itself. Every list of the kind is refreshed, the
 * leave form's picker included (same key).
 */
export function useSaveReferenceType<K extends ReferenceKind>(kind: K) {
  const queryClient = useQueryClient();
  const path = REFERENCE_PATHS[kind];
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Input[K] }) =>
      id ? api<Row[K]>(`${path}/${id}/`, { method: 'PUT', body }) : api<Row[K]>(`${path}/`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

/** DELETE: the caller tells the refusal (a type in use) in its own words. */
export function useDeleteReferenceType(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  const path = REFERENCE_PATHS[kind];
  return useMutation({
    mutationFn: (id: number) => api<void>(`${path}/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

/** PATCH tax/{id}/: a VAT rate deactivated (no longer offered to a new receipt line) or reactivated. */
export function useSetTaxRateActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api<Tax>(`${REFERENCE_PATHS.tax}/${id}/`, { method: 'PATCH', body: { active } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REFERENCE_PATHS.tax] }),
  });
}
