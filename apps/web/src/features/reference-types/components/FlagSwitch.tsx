import { Switch } from '@mantine/core';
import type { TypeOfLeaveInput } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../../../lib/form';
import type { FlagField, TypeOfLeaveFormValues } from '../lib/typeOfLeaveFields';

/** The part of the type of leave form a switch uses. */
export type FlagForm = Pick<ReturnType<typeof useSchemaForm<TypeOfLeaveFormValues, TypeOfLeaveInput>>, 'checkbox'>;

/** One setting of a type of leave: a switch and one line saying what it does in the product (every one acts). */
export function FlagSwitch({ form, flag }: { form: FlagForm; flag: FlagField }) {
  const { t } = useTranslation();
  const key = `referenceTypes.leave.fields.${flag.name}`;
  return <Switch {...form.checkbox(flag.name)} label={t(key)} description={t(`${key}Help`)} />;
}
