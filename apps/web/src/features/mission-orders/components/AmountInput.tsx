import { NumberInput } from '@mantine/core';
import { MISSION_ORDER_LIMITS, type MissionOrderAmountField } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from '../../../lib/numberField';
import type { MissionOrderForm } from './missionOrderForm';

/**
 * One limit of the expense rules (spec/2 §5.2, §9): euros with cents, or whole kilometres, from 0 to 1 000 000 000;
 * greyed while its option is off (it is then 0). Euros show their cents.
 */
export function AmountInput({
  form,
  field,
  enabled,
}: {
  form: MissionOrderForm;
  field: MissionOrderAmountField;
  enabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const kilometres = field === 'mileage_limit';
  return (
    <NumberInput
      name={field}
      label={t(`missionOrders.fields.${field}`)}
      value={form.values[field] ?? ''}
      onChange={(value) => form.setValue(field, value)}
      error={form.error(field)}
      disabled={!enabled && !form.readOnly}
      readOnly={form.readOnly}
      variant={form.readOnly ? 'filled' : 'default'}
      decimalSeparator={decimalSeparatorOf(i18n.language)}
      decimalScale={kilometres ? 0 : 2}
      fixedDecimalScale={!kilometres}
      step={kilometres ? 1 : 0.01}
      min={0}
      max={MISSION_ORDER_LIMITS.amountMax}
      suffix={kilometres ? ' km' : ' €'}
      hideControls
    />
  );
}
