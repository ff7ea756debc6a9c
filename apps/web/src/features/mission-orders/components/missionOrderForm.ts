import type { MISSION_ORDER_ACCOMMODATIONS, MISSION_ORDER_TRANSPORTS } from '@staff/shared';
import type { useSchemaForm } from '../../../lib/form';
import { type MissionOrderFormValues, tickExpenseOption } from '../lib/formValues';

/** The form of the manager's order and of the travel request: the same values, the same sections. */
export type MissionOrderForm = ReturnType<typeof useSchemaForm<MissionOrderFormValues, unknown>>;

type Option =
  | (typeof MISSION_ORDER_TRANSPORTS)[number]
  | (typeof MISSION_ORDER_ACCOMMODATIONS)[number]
  | 'daily_package_flag';

/**
 * Props of an expense option's checkbox: ticking it applies the rules of spec/2 §4.5 (tickExpenseOption); the
 * group's message is on the group, not on the box.
 */
export function optionCheckbox(form: MissionOrderForm, option: Option, enabled: boolean) {
  return {
    name: option,
    checked: form.values[option],
    disabled: form.readOnly || !enabled,
    onChange: (event: { currentTarget: { checked: boolean } }) => {
      const ticked = event.currentTarget.checked;
      form.update((current) => tickExpenseOption(current, option, ticked));
      form.clearErrors(option, 'personal_vehicle', 'accommodation_paid_by_company', 'transport_limit');
    },
  };
}
