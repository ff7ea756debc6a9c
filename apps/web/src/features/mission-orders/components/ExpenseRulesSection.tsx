import { Checkbox, Input, SimpleGrid, Stack, Title } from '@mantine/core';
import { enabledExpenseInputs, MISSION_ORDER_ACCOMMODATIONS, MISSION_ORDER_TRANSPORTS } from '@staff/shared';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { expensesOf } from '../lib/formValues';
import { AmountInput } from './AmountInput';
import { type MissionOrderForm, optionCheckbox } from './missionOrderForm';

const useEnabled = (form: MissionOrderForm) => enabledExpenseInputs(expensesOf(form.values), form.readOnly);

/** Transports (spec/2 §2.3, §4.5): at least one, the personal vehicle's limits with it; the travel request's too. */
export function TransportFields({ form }: { form: MissionOrderForm }) {
  const { t } = useTranslation();
  const enabled = useEnabled(form);
  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t('missionOrders.fields.transportTypes')}
        error={form.error('personal_vehicle')}
        withAsterisk={!form.readOnly}
      >
        <Stack gap={6} mt={6}>
          {MISSION_ORDER_TRANSPORTS.map((option) => (
            <Checkbox
              key={option}
              label={t(`missionOrders.fields.${option}`)}
              {...optionCheckbox(form, option, enabled.transports)}
            />
          ))}
        </Stack>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <AmountInput form={form} field="mileage_limit" enabled={enabled.vehicleLimits} />
        <AmountInput form={form} field="transport_limit" enabled={enabled.vehicleLimits} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Rules for expenses (spec/2 §2.3, §4.5): transports; meal and accommodation (one option, the limits when the
 * structure pays); the global daily package, which clears and greys the rest.
 */
export function ExpenseRulesSection({ form }: { form: MissionOrderForm }) {
  const { t } = useTranslation();
  const enabled = useEnabled(form);
  const subtitle = (key: string) => (
    <Title order={3} fz="h5">
      {t(`missionOrders.sections.${key}`)}
    </Title>
  );
  return (
    <SectionCard title={t('missionOrders.sections.expenses')} icon={IconReceipt2}>
      <TransportFields form={form} />
      {subtitle('accommodation')}
      <Input.Wrapper error={form.error('accommodation_paid_by_company')}>
        <Stack gap={6}>
          {MISSION_ORDER_ACCOMMODATIONS.map((option) => (
            <Checkbox
              key={option}
              label={t(`missionOrders.fields.${option}`)}
              {...optionCheckbox(form, option, enabled.accommodation)}
            />
          ))}
        </Stack>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <AmountInput form={form} field="breakfast_limit" enabled={enabled.mealLimits} />
        <AmountInput form={form} field="dinner_limit" enabled={enabled.mealLimits} />
        <AmountInput form={form} field="hotel_limit" enabled={enabled.mealLimits} />
      </SimpleGrid>
      {subtitle('globalPackage')}
      <Checkbox
        label={t('missionOrders.fields.daily_package_flag')}
        {...optionCheckbox(form, 'daily_package_flag', enabled.dailyPackageFlag)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <AmountInput form={form} field="daily_package" enabled={enabled.dailyPackage} />
      </SimpleGrid>
    </SectionCard>
  );
}
