import { Alert, NumberInput, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { EXPENSE_LIMITS, type ExpenseClaimDetailOut, ExpenseClaimUpdateInput, formatNumber } from '@staff/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type TypedNumber, toNumber } from '../../../lib/numberField';
import { useUpdateExpenseClaim } from '../api/claims';
import { mealsAboveWorkedDays } from '../lib/meals';

type Values = { number_meals: TypedNumber; comment: string; place: string };

/**
 * The claim's own fields (spec/1 §2 "number of meals (editable)", "comment"; §3 `place`), saved together with PUT on a draft; the
 * server checks the meals against the month's days ("The number of meals must be between 0 and {n}"). A warning, not
 * an error, when they exceed the worked days of the month's activity report (spec/1 §5).
 */
export function ClaimDetailsForm({
  claim,
  workedDays,
}: {
  claim: ExpenseClaimDetailOut;
  /** Of the owner's activity report of the month: undefined unknown, null none. */
  workedDays: number | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const save = useUpdateExpenseClaim(claim.id);
  const form = useSchemaForm<Values, ExpenseClaimUpdateInput>(
    ExpenseClaimUpdateInput,
    { number_meals: claim.number_meals, comment: claim.comment ?? '', place: claim.place ?? '' },
    { readOnly: !claim.editable },
  );
  const meals = toNumber(form.values.number_meals);
  const aboveWorked = meals === null ? null : mealsAboveWorkedDays(meals, workedDays);
  // The days of leaves without meals (deprived_meal_ticket) are said, so that a lower maximum than the month is understood.
  const mealsHelp = ({ meals_max: n, days_in_month: days }: ExpenseClaimDetailOut) =>
    n < days ? t('expenses.details.mealsHelpLeaves', { n, count: days - n }) : t('expenses.details.mealsHelp', { n });
  const changed =
    meals !== claim.number_meals ||
    form.values.comment.trim() !== (claim.comment ?? '') ||
    form.values.place.trim() !== (claim.place ?? '');

  const saveForm = form.onSubmit(
    (body) =>
      save.mutate(
        { number_meals: body.number_meals, comment: body.comment?.trim() || null, place: body.place || null },
        {
          onSuccess: () => notifySuccess(t('expenses.toasts.updated')),
          onError: (error) => {
            if (!form.showServerErrors(error)) notifyError(t('expenses.toasts.updateFailed'));
          },
        },
      ),
    // The number as typed ("" or "3") becomes the body's number here; NaN reads as "fill the field".
    () => ({
      number_meals: toNumber(form.values.number_meals) ?? undefined,
      comment: form.values.comment,
      place: form.values.place,
    }),
  );
  // The month's days are known here: the spec's range message at once, with the month's own maximum (the schema only
  // knows that no month has more than 31), as the server would answer it.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (meals !== null && meals > claim.meals_max) {
      return form.setError('number_meals', t('errors.codes.expense.mealsRange', { n: claim.meals_max }));
    }
    saveForm(event);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('expenses.details.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrors form={form} />
          <NumberInput
            label={t('expenses.details.meals')}
            description={claim.editable ? mealsHelp(claim) : undefined}
            value={form.values.number_meals ?? ''}
            onChange={(value) => form.setValue('number_meals', value)}
            error={form.error('number_meals')}
            readOnly={form.readOnly}
            variant={form.readOnly ? 'filled' : 'default'}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            maw={220}
          />
          {aboveWorked !== null && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
              {t('expenses.details.mealsAboveWorked', {
                meals,
                days: formatNumber(aboveWorked, i18n.language),
              })}
            </Alert>
          )}
          <TextInput
            label={t('expenses.details.place')}
            description={claim.editable ? t('expenses.details.placeHelp') : undefined}
            maxLength={EXPENSE_LIMITS.place}
            maw={420}
            {...form.textInput('place')}
          />
          <Textarea
            label={t('expenses.details.comment')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={EXPENSE_LIMITS.comment}
            {...form.textInput('comment')}
          />
          {claim.editable && (
            <FormFooter inline saving={save.isPending} submitLabel={t('expenses.details.save')} disabled={!changed} />
          )}
        </Stack>
      </form>
    </Paper>
  );
}
