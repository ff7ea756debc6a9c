import {
  Button,
  Collapse,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DEDUCTING_MODES, REFERENCE_LIMITS, type TypeOfLeaveInput, typeOfLeaveInputSchema } from '@staff/shared';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { decimalSeparatorOf, toNumber } from '../../../lib/numberField';
import { useSaveReferenceType } from '../api/referenceTypes';
import { HELP_BELOW } from '../lib/helpBelow';
import {
  type NumberField,
  TYPE_OF_LEAVE_NUMBERS,
  TYPE_OF_LEAVE_PATHS,
  type TypeOfLeaveFormValues,
} from '../lib/typeOfLeaveFields';
import { FlagSwitch } from './FlagSwitch';
import { RankField } from './RankField';
import { TypeOfLeaveFlags } from './TypeOfLeaveFlags';

/** A hidden-block field with an error opens the block, so that the message is seen. */
const HIDDEN_FIELDS = new Set<string>([
  'period_management',
  'period_last_day',
  'period_last_month',
  'period_year_offset',
  'rights_management',
  'annual_quota',
  'prior_notice',
]);

/**
 * The create and edit form of a type of leave (spec/3 §3): the main fields, then the hidden block behind "More
 * settings" (rights and period, requests, display, activity report and expenses), each setting with what it does.
 */
export function TypeOfLeaveForm({ id, initial }: { id?: number; initial: TypeOfLeaveFormValues }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveReferenceType('leave');
  const [more, { toggle, open }] = useDisclosure(false);
  const form = useSchemaForm<TypeOfLeaveFormValues, TypeOfLeaveInput>(typeOfLeaveInputSchema, initial);
  const { values } = form;
  const decimalSeparator = decimalSeparatorOf(i18n.language);

  const number = (name: NumberField) => ({
    value: values[name] ?? '',
    onChange: (value: number | string) => form.setValue(name, value),
    error: form.error(name),
    decimalSeparator,
  });

  const body = () => ({
    ...values,
    ...Object.fromEntries(TYPE_OF_LEAVE_NUMBERS.map((name) => [name, toNumber(values[name])])),
  });

  const submit = form.onSubmit(
    (input) =>
      save.mutate(
        { id, body: input },
        {
          onSuccess: (saved) => {
            notifySuccess(t('referenceTypes.saved', { name: saved.name }));
            navigate(TYPE_OF_LEAVE_PATHS.list);
          },
          onError: (error) => {
            if (!form.showServerErrors(error))
              notifyError(t('referenceTypes.saveFailed', { error: describeError(t, error) }));
            else if (Object.keys(form.errors).some((name) => HIDDEN_FIELDS.has(name))) open();
          },
        },
      ),
    () => {
      const input = body();
      // Validated here too, so that an error hidden in the block opens it.
      const check = typeOfLeaveInputSchema.safeParse(input);
      if (!check.success && check.error.issues.some((issue) => HIDDEN_FIELDS.has(String(issue.path[0])))) open();
      return input;
    },
  );

  const field = (name: string) => `referenceTypes.leave.fields.${name}`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrors form={form} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <TextInput
              {...form.textInput('name')}
              label={t(field('name'))}
              withAsterisk
              maxLength={REFERENCE_LIMITS.typeOfLeaveName}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                {...form.selectInput('deducting_mode')}
                label={t(field('deducting_mode'))}
                inputWrapperOrder={HELP_BELOW}
                description={t(`${field('deducting_mode')}Help`)}
                data={DEDUCTING_MODES.map((mode) => ({ value: mode, label: t(`referenceTypes.leave.modes.${mode}`) }))}
                allowDeselect={false}
              />
              <RankField {...number('rank')} min={0} />
              <TextInput
                {...form.textInput('pay_export')}
                label={t(field('pay_export'))}
                inputWrapperOrder={HELP_BELOW}
                description={t(`${field('pay_export')}Help`)}
                maxLength={REFERENCE_LIMITS.payExport}
              />
            </SimpleGrid>
            <FlagSwitch form={form} flag={{ name: 'active' }} />
            <FlagSwitch form={form} flag={{ name: 'is_telework' }} />
          </Stack>
        </Paper>

        <Group>
          <Button
            variant="subtle"
            onClick={toggle}
            rightSection={more ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            aria-expanded={more}
            aria-controls="type-of-leave-more"
          >
            {t(more ? 'referenceTypes.leave.lessSettings' : 'referenceTypes.leave.moreSettings')}
          </Button>
        </Group>
        <Collapse expanded={more} id="type-of-leave-more">
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Divider label={t('referenceTypes.leave.sections.rights')} labelPosition="left" />
                <FlagSwitch form={form} flag={{ name: 'rights_management' }} />
                <NumberInput
                  {...number('annual_quota')}
                  label={t(field('annual_quota'))}
                  inputWrapperOrder={HELP_BELOW}
                  description={t(`${field('annual_quota')}Help`)}
                  decimalScale={2}
                  step={0.01}
                  min={0}
                  disabled={!values.rights_management}
                  maw={320}
                />
                <FlagSwitch form={form} flag={{ name: 'period_management' }} />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput
                    {...number('period_last_day')}
                    label={t(field('period_last_day'))}
                    allowDecimal={false}
                    min={1}
                    max={31}
                    disabled={!values.period_management}
                  />
                  <Select
                    label={t(field('period_last_month'))}
                    data={Array.from({ length: 12 }, (_, i) => ({
                      value: String(i + 1),
                      label: new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
                        Date.UTC(2000, i, 1),
                      ),
                    }))}
                    value={values.period_last_month === null ? null : String(values.period_last_month)}
                    onChange={(value) => form.setValue('period_last_month', value ? Number(value) : null)}
                    error={form.error('period_last_month')}
                    allowDeselect={false}
                    disabled={!values.period_management}
                  />
                  <NumberInput
                    {...number('period_year_offset')}
                    label={t(field('period_year_offset'))}
                    inputWrapperOrder={HELP_BELOW}
                    description={t(`${field('period_year_offset')}Help`)}
                    allowDecimal={false}
                    min={-REFERENCE_LIMITS.yearOffset}
                    max={REFERENCE_LIMITS.yearOffset}
                    disabled={!values.period_management}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
            <TypeOfLeaveFlags form={form} priorNotice={number('prior_notice')} />
          </Stack>
        </Collapse>

        <FormFooter onCancel={() => navigate(TYPE_OF_LEAVE_PATHS.list)} saving={save.isPending} />
      </Stack>
    </form>
  );
}
