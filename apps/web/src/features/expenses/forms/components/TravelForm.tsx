import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type CustomerOut,
  EXPENSE_LIMITS,
  type ExpenseClaimOut,
  formatEuros,
  formatNumber,
  TravelExpenseInput,
  type TravelExpenseOut,
  type TypeOfVehicle,
  toEuros,
} from '@staff/shared';
import { IconAlertTriangle, IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DatePickerInput } from '../../../../components/dates';
import { FormErrors } from '../../../../components/FormErrors';
import { SHORT_DATE_FORMAT } from '../../../../lib/dates';
import dayjs from '../../../../lib/dayjs';
import { useSchemaForm } from '../../../../lib/form';
import { describeError } from '../../../../lib/messages';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { decimalSeparatorOf } from '../../../../lib/numberField';
import { useSaveTravel } from '../../api/lines';
import { expenseClaimPath } from '../../lib/paths';
import { isBeforeClaim, liveTravelTotal, NEW_TRAVEL, travelBody, travelValuesOf, tripKm, typedKm } from '../lib/travel';
import { CustomerSelect } from './CustomerSelect';
import { OptionalLabel, RequiredFieldsAlert, useRequiredFields } from './RequiredFieldsAlert';

/**
 * The travel expense form of spec/1 §5 "Travel expense": date (a warning, not an error, before the claim's month),
 * place and the round-trip switch, km, customer, vehicle, person (optional), and the total as the server will compute
 * it (km × the vehicle's € per km). Save goes back to the claim's page with the spec's toast.
 */
export function TravelForm({
  claim,
  travel,
  vehicles,
  customers,
  readOnly,
}: {
  claim: ExpenseClaimOut;
  travel?: TravelExpenseOut;
  vehicles: TypeOfVehicle[];
  customers: CustomerOut[];
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTravel(claim.id);
  const form = useSchemaForm(TravelExpenseInput, travel ? travelValuesOf(travel) : NEW_TRAVEL, { readOnly });
  const { values } = form;
  const { missing, required, fieldError } = useRequiredFields(form);

  const vehicle = vehicles.find((candidate) => candidate.id === values.type_of_vehicle);
  // The rate saved with the trip while its vehicle is unchanged: a later change of the company's rates does not
  // rewrite it (the server keeps it too).
  const rate = travel && travel.type_of_vehicle === values.type_of_vehicle ? travel.mileage_rate : vehicle?.rate;
  const total = liveTravelTotal(values.mileage, rate, values.round_trip);
  const km = (value: number) => formatNumber(value, i18n.language);
  const oneWay = typedKm(values.mileage);
  const distance = tripKm(values.mileage, values.round_trip);
  const euros = (value: number, decimals = 2) => formatEuros(value, i18n.language, decimals);

  const vehicleOptions = vehicles.map((v) => ({ value: String(v.id), label: `${v.name} (${euros(v.rate, 3)}/km)` }));
  if (travel && !vehicles.some((v) => v.id === travel.type_of_vehicle)) {
    vehicleOptions.push({ value: String(travel.type_of_vehicle), label: travel.type_of_vehicle_object.name });
  }
  const customerOptions = customers.map((c) => ({ value: String(c.id), label: c.name }));
  if (travel && !customers.some((c) => c.id === travel.customer)) {
    customerOptions.push({ value: String(travel.customer), label: travel.customer_name });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.onSubmit(
      (body) =>
        save.mutateAsync({ id: travel?.id, body }).then(
          () => {
            notifySuccess(t(travel ? 'expenseForms.travel.updated' : 'expenseForms.travel.created'));
            navigate(expenseClaimPath(claim.id));
          },
          (error) => {
            if (form.showServerErrors(error)) return;
            const key = travel ? 'expenseForms.travel.updateFailed' : 'expenseForms.travel.createFailed';
            notifyError(t(key, { error: describeError(t, error) }));
          },
        ),
      () => travelBody(values),
    )();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('expenseForms.travel.formLabel')}>
      <Stack gap="md">
        <RequiredFieldsAlert show={missing} message={required} />
        <FormErrors form={form} title={t('expenseForms.travel.cannotSave')} />
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Stack gap={6}>
              <DatePickerInput
                {...form.dateInput('date', SHORT_DATE_FORMAT)}
                error={fieldError('date')}
                defaultDate={claim.date}
                label={t('expenseForms.travel.date')}
                leftSection={<IconCalendar size={16} />}
                withAsterisk={!readOnly}
              />
              {isBeforeClaim(values.date, claim.date) && (
                <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
                  {t('expenseForms.travel.beforeClaim', { month: dayjs(claim.date).format('MMMM YYYY') })}
                </Alert>
              )}
            </Stack>
            <CustomerSelect
              {...form.selectInput('customer', { numeric: true })}
              error={fieldError('customer')}
              label={t('expenseForms.travel.customer')}
              data={customerOptions}
              locked={readOnly}
            />
            <Stack gap={6}>
              <TextInput
                {...form.textInput('place')}
                error={fieldError('place')}
                label={t('expenseForms.travel.place')}
                description={readOnly ? undefined : t('expenseForms.travel.placeHelp')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk={!readOnly}
                maxLength={EXPENSE_LIMITS.place - ' (A/R)'.length}
              />
              <Switch
                {...form.checkbox('round_trip')}
                label={t('expenseForms.travel.roundTrip')}
                description={t('expenseForms.travel.roundTripHelp')}
              />
            </Stack>
            <TextInput
              {...form.textInput('person')}
              error={fieldError('person')}
              label={<OptionalLabel label={t('expenseForms.travel.person')} />}
              maxLength={EXPENSE_LIMITS.person}
            />
            <NumberInput
              value={values.mileage ?? ''}
              onChange={(value) => form.setValue('mileage', value)}
              error={fieldError('mileage')}
              label={t(values.round_trip ? 'expenseForms.travel.mileageOneWay' : 'expenseForms.travel.mileage')}
              description={
                values.round_trip && oneWay !== null && distance !== null
                  ? t('expenseForms.travel.roundTripKm', { oneWay: km(oneWay), total: km(distance) })
                  : undefined
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              decimalSeparator={decimalSeparatorOf(i18n.language)}
              decimalScale={2}
              min={0}
              max={EXPENSE_LIMITS.mileageMax}
              hideControls
              withAsterisk={!readOnly}
              readOnly={readOnly}
              variant={readOnly ? 'filled' : 'default'}
            />
            <Select
              {...form.selectInput('type_of_vehicle', { numeric: true })}
              error={fieldError('type_of_vehicle')}
              label={t('expenseForms.travel.vehicle')}
              data={vehicleOptions}
              withAsterisk={!readOnly}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md" aria-live="polite">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Text fw={600}>{t('expenseForms.travel.total')}</Text>
            <Text fw={700} fz="xl" data-testid="travel-total">
              {total === null ? '—' : euros(toEuros(total))}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {total === null || rate === undefined
              ? t('expenseForms.travel.totalUnknown')
              : t('expenseForms.travel.totalHelp', { km: km(distance ?? 0), rate: euros(rate, 3) })}
          </Text>
        </Paper>
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(expenseClaimPath(claim.id))}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
