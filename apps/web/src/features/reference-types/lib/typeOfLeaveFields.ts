import { type TypeOfLeave, type TypeOfLeaveInput, typeOfLeaveInputSchema } from '@staff/shared';
import type { TypedNumber } from '../../../lib/numberField';

/** The paths of spec/3 §2 "Types of leave". */
export const TYPE_OF_LEAVE_PATHS = {
  list: '/back_office/type_of_leave_management',
  create: '/back_office/type_of_leave_management/create',
  edit: (id: number) => `/back_office/type_of_leave_management/edit/${id}`,
};

type Flag = { [K in keyof TypeOfLeaveInput]: TypeOfLeaveInput[K] extends boolean ? K : never }[keyof TypeOfLeaveInput];
/** The number fields, typed as text in the form and sent as numbers. */
export const TYPE_OF_LEAVE_NUMBERS = [
  'rank',
  'annual_quota',
  'prior_notice',
  'period_last_day',
  'period_last_month',
  'period_year_offset',
] as const;
export type NumberField = (typeof TYPE_OF_LEAVE_NUMBERS)[number];

/** The form's values: the body's, numbers as typed, the pay export code as text. */
export type TypeOfLeaveFormValues = Omit<TypeOfLeaveInput, NumberField | 'pay_export'> & {
  [K in NumberField]: TypedNumber;
} & { pay_export: string };

export type FlagField = { name: Flag };

/** The hidden block ("more settings") by section, in the order the form shows it; help texts in the locales. */
export const FLAG_SECTIONS: { id: string; flags: FlagField[] }[] = [
  {
    id: 'requests',
    flags: [
      { name: 'automatically_accept' },
      { name: 'force_to_attach_file' },
      { name: 'requires_precision' },
      { name: 'activate_validation_workflow' },
      { name: 'activate_cancellation_workflow' },
    ],
  },
  {
    id: 'display',
    flags: [
      { name: 'display_as_confidential' },
      { name: 'display_comment' },
      { name: 'display_in_balance_summary' },
      { name: 'do_not_display_counter' },
    ],
  },
  {
    id: 'activity',
    flags: [
      { name: 'count_as_worked' },
      { name: 'display_in_activity_report' },
      { name: 'can_delete_from_activity_report' },
      { name: 'deprived_meal_ticket' },
      { name: 'prevent_expense_entry' },
    ],
  },
];

/**
 * The flags the body carries that the form does not offer: a switch an administrator can tick must act (issue 28).
 * None today: can_delete_from_activity_report acts since the report offers to remove a leave's days.
 */
export const FLAGS_NOT_OFFERED: Flag[] = [];

/** A new type: the body's own defaults (the schema's, the database's), with an empty name to fill. */
export function newTypeOfLeaveValues(): TypeOfLeaveFormValues {
  const defaults = typeOfLeaveInputSchema.parse({ name: 'x' });
  return { ...defaults, name: '', pay_export: '' };
}

/** An existing type as the form edits it. */
export function typeOfLeaveValues(type: TypeOfLeave): TypeOfLeaveFormValues {
  const { id: _id, value: _value, ...fields } = type;
  return { ...newTypeOfLeaveValues(), ...fields, pay_export: type.pay_export ?? '' };
}
