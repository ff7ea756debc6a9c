import { Badge, Group, Switch, Text } from '@mantine/core';
import type { TypeOfLeaveInput } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../../../lib/form';
import type { FlagField, TypeOfLeaveFormValues } from '../lib/typeOfLeaveFields';

/** The part of the type of leave form a switch uses. */
export type FlagForm = Pick<ReturnType<typeof useSchemaForm<TypeOfLeaveFormValues, TypeOfLeaveInput>>, 'checkbox'>;

/**
 * One setting of a type of leave: a switch, one line saying what it does in the product, and for a setting the product
 * does not act on yet, where it will act (a badge), rather than pretending.
 */
export function FlagSwitch({ form, flag }: { form: FlagForm; flag: FlagField }) {
  const { t } = useTranslation();
  const key = `referenceTypes.leave.fields.${flag.name}`;
  return (
    <Switch
      {...form.checkbox(flag.name)}
      label={
        <Group gap={6} wrap="wrap" component="span">
          <Text size="sm" component="span">
            {t(key)}
          </Text>
          {flag.upcoming && (
            <Badge size="xs" variant="light" color="gray" component="span">
              {t(`referenceTypes.leave.upcoming.${flag.upcoming}`)}
            </Badge>
          )}
        </Group>
      }
      description={t(`${key}Help`)}
    />
  );
}
