import {
  MISSION_ORDER_ORDERINGS,
  MISSION_ORDER_STATUS_FILTER_NAMES,
  MISSION_ORDER_STATUSES,
  type MissionOrderStatus,
} from '@staff/shared';

/**
 * The manager list's filters, order and page, held in the URL (spec/2 §2.3 "sortable and filterable"), so that a
 * list is linked, reloaded and gone back to as it was. The statuses are written as the filter names them ("asked"),
 * comma-separated, as the server reads them.
 */
export type MissionOrderListFilters = {
  employee: number | null;
  /** Any of these statuses; none: every status. */
  status: MissionOrderStatus[];
  customer: number | null;
  project: number | null;
  /** Orders ending on or after this day. */
  begin_date: string | null;
  /** Orders beginning on or before this day. */
  end_date: string | null;
};

export type MissionOrderListState = MissionOrderListFilters & {
  /** A key of MISSION_ORDER_ORDERINGS, `-` for descending; the lifecycle's order by default. */
  ordering: string;
  page: number;
};

export const NO_MISSION_ORDER_FILTERS: MissionOrderListFilters = {
  employee: null,
  status: [],
  customer: null,
  project: null,
  begin_date: null,
  end_date: null,
};

export const DEFAULT_ORDERING = 'status';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_OF_NAME = new Map(
  MISSION_ORDER_STATUSES.map((status) => [MISSION_ORDER_STATUS_FILTER_NAMES[status], status]),
);

const idOf = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
const dateOf = (text: string | null) => (text && ISO_DATE.test(text) ? text : null);
/** "asked,submitted": the statuses understood, once each, in the lifecycle's order. */
const statusesOf = (text: string | null): MissionOrderStatus[] => {
  const named = new Set((text ?? '').split(',').map((name) => STATUS_OF_NAME.get(name.trim())));
  return MISSION_ORDER_STATUSES.filter((status) => named.has(status));
};

/** The statuses as the URL and the wire write them, comma-separated, "asked" for ask. */
export const statusNames = (statuses: readonly MissionOrderStatus[]) =>
  statuses.map((status) => MISSION_ORDER_STATUS_FILTER_NAMES[status]).join(',');

const isOrdering = (text: string) => (MISSION_ORDER_ORDERINGS as readonly string[]).includes(text.replace(/^-/, ''));

/** The list's state from the URL; what is not understood is left out (the default). */
export function listStateOf(params: URLSearchParams): MissionOrderListState {
  const ordering = params.get('ordering') ?? '';
  const page = idOf(params.get('page'));
  return {
    employee: idOf(params.get('employee')),
    status: statusesOf(params.get('status')),
    customer: idOf(params.get('customer')),
    project: idOf(params.get('project')),
    begin_date: dateOf(params.get('begin_date')),
    end_date: dateOf(params.get('end_date')),
    ordering: isOrdering(ordering) ? ordering : DEFAULT_ORDERING,
    page: page ?? 1,
  };
}

/** The URL's parameters of a state: only what differs from the default. */
export function listSearchOf(state: MissionOrderListState): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of ['employee', 'customer', 'project', 'begin_date', 'end_date'] as const) {
    if (state[key] !== null) search[key] = String(state[key]);
  }
  if (state.status.length > 0) search.status = statusNames(state.status);
  if (state.ordering !== DEFAULT_ORDERING) search.ordering = state.ordering;
  if (state.page > 1) search.page = String(state.page);
  return search;
}
