import { Button, Group, Stack } from '@mantine/core';
import { type MissionOrderDetailOut, missionOrderCreateSchema, missionOrderInputSchema } from '@staff/shared';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveMissionOrder } from '../api/missionOrders';
import { missionOrderBody, missionOrderValuesOf, NEW_MISSION_ORDER } from '../lib/formValues';
import { missionOrderPaths } from '../lib/paths';
import { ExpenseRulesSection } from './ExpenseRulesSection';
import { AboutCustomerSection, AboutMissionSection, RemarkSection } from './MissionSections';
import { OwnerSection } from './OwnerSection';

/** The form's modes (spec/2 §2.3): a new order, a copy of one (`new/?{id}`), an order to change, one to read. */
export type MissionOrderFormMode = 'create' | 'copy' | 'edit' | 'view';

/**
 * The full mission order form of the manager (spec/2 §2.3): Manager, About mission, About customer, Rules for
 * expenses, Remark; Save, Save and Submit, Cancel, or Return when read. A copy is a new order for the same or another
 * employee, in draft (spec/2 §4.2 "Cloning"). The rules are the shared ones, the server's messages go on their fields.
 */
export function MissionOrderForm({
  mode,
  order,
  backTo = missionOrderPaths.management,
  withFooter = true,
}: {
  mode: MissionOrderFormMode;
  order?: MissionOrderDetailOut;
  /** Where Cancel and Return go: the manager's list, or the employee's. */
  backTo?: string;
  /** Off under the extension's card, which has its own buttons. */
  withFooter?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMissionOrder();
  const creating = mode === 'create' || mode === 'copy';
  const saved = creating ? undefined : order;
  const readOnly = mode === 'view';
  const schema = creating ? missionOrderCreateSchema : missionOrderInputSchema;
  const form = useSchemaForm(schema, order ? missionOrderValuesOf(order) : NEW_MISSION_ORDER, { readOnly });
  const canSubmit = creating || !!saved?.actions.includes('submit');

  const send = (status: 'draft' | 'submitted') =>
    form.onSubmit(
      (body) =>
        save.mutateAsync({ id: saved?.id, body: body as Parameters<typeof save.mutateAsync>[0]['body'] }).then(
          () => {
            notifySuccess(t(status === 'submitted' ? 'missionOrders.actions.submit.done' : 'missionOrders.form.saved'));
            navigate(missionOrderPaths.management);
          },
          (error) => {
            if (form.showServerErrors(error)) return;
            notifyError(describeError(t, error), t('missionOrders.form.saveFailed'));
          },
        ),
      () => missionOrderBody(form.values, status, saved?.version),
    );

  return (
    <form onSubmit={send('draft')} noValidate aria-label={t(`missionOrders.form.title.${mode}`)}>
      <Stack gap="md">
        <FormErrors form={form} title={t('missionOrders.form.saveFailed')} />
        <OwnerSection form={form} order={saved} />
        <AboutMissionSection form={form} />
        <AboutCustomerSection
          form={form}
          current={order && { customer: order.customer_object, project: order.project_object }}
        />
        <ExpenseRulesSection form={form} />
        <RemarkSection form={form} />
        {withFooter && (
          <Group justify="flex-end">
            {readOnly ? (
              <Button component={Link} to={backTo} variant="default">
                {t('missionOrders.form.return')}
              </Button>
            ) : (
              <>
                <Button component={Link} to={backTo} variant="default">
                  {t('common.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant={canSubmit ? 'light' : 'filled'}
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={save.isPending}
                >
                  {t('common.save')}
                </Button>
                {canSubmit && (
                  <Button leftSection={<IconSend size={16} />} loading={save.isPending} onClick={send('submitted')}>
                    {t('missionOrders.form.saveAndSubmit')}
                  </Button>
                )}
              </>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
