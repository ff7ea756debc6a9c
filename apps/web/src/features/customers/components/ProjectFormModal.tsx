import { Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  PROJECT_BUDGET_MAX_DAYS,
  PROJECT_LIMITS,
  PROJECT_VISIBILITIES,
  ProjectInput,
  type ProjectVisibility,
} from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { DatePickerInput } from '../../../components/dates';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { decimalSeparatorOf, type TypedNumber, toNumber } from '../../../lib/numberField';
import { type Project, projectServicesQuery, useSaveProject } from '../api/customers';

type Values = {
  name: string;
  nickname: string;
  visibility: ProjectVisibility | null;
  service: number | null;
  chargeable: boolean;
  actif: boolean;
  customer: number | null;
  /** The days sold (issue 27), as typed; empty: no budget. */
  budget_days: TypedNumber;
  end_date: string | null;
};

/** Add, edit, or copy (spec/3 §2): a copy starts from the project's fields under a new name, and is a new project. */
export type ProjectFormMode = { kind: 'add' } | { kind: 'edit'; project: Project } | { kind: 'copy'; project: Project };

/**
 * The project modal. The customer is the page's (null: a company project, saved after a confirmation, spec/3 §5); the
 * colour is the server's. Mount it with a key per project.
 */
export function ProjectFormModal({
  mode,
  customer,
  onClose,
}: {
  mode: ProjectFormMode;
  customer: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const source = mode.kind === 'add' ? null : mode.project;
  const form = useSchemaForm(ProjectInput, {
    name: source ? (mode.kind === 'copy' ? t('projects.copyOf', { name: source.name }) : source.name) : '',
    nickname: source?.nickname ?? '',
    visibility: source?.visibility ?? 'public',
    service: source?.service ?? null,
    chargeable: source?.chargeable ?? true,
    actif: source?.actif ?? true,
    customer: customer?.id ?? null,
    budget_days: source?.budget_days ?? '',
    end_date: source?.end_date ?? null,
  } satisfies Values);
  const { data: services } = useQuery(projectServicesQuery());
  const save = useSaveProject();

  const send = (body: Parameters<typeof save.mutate>[0]) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(t('projects.saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) notifyError(describeError(t, error));
      },
    });

  const submit = form.onSubmit(
    (body) => {
      const withId = { ...body, id: mode.kind === 'edit' ? mode.project.id : undefined };
      if (body.customer !== null) return send(withId);
      // A project without customer is a company project: said, and confirmed, before it is saved.
      openConfirm({
        title: t('projects.form.companyConfirmTitle'),
        message: t('projects.form.companyConfirm'),
        confirmLabel: t('common.confirm'),
        onConfirm: () => send(withId),
      });
    },
    () => ({ ...form.values, budget_days: toNumber(form.values.budget_days) }),
  );

  const title =
    mode.kind === 'edit'
      ? t('projects.form.editTitle')
      : mode.kind === 'copy'
        ? t('projects.form.copyTitle')
        : customer
          ? t('projects.form.addTitleFor', { customer: customer.name })
          : t('projects.form.addTitle');

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('projects.form.name')}
              withAsterisk
              maxLength={PROJECT_LIMITS.name}
              data-autofocus
              {...form.textInput('name')}
            />
            <TextInput
              label={t('projects.form.nickname')}
              description={t('projects.form.nicknameHint')}
              maxLength={PROJECT_LIMITS.nickname}
              {...form.textInput('nickname')}
            />
            <Select
              label={t('projects.form.visibility')}
              withAsterisk
              allowDeselect={false}
              data={PROJECT_VISIBILITIES.map((v) => ({ value: v, label: t(`projects.visibility.${v}`) }))}
              {...form.selectInput('visibility')}
            />
            <Select
              label={t('projects.form.service')}
              withAsterisk={customer !== null}
              clearable
              searchable
              data={(services?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.selectInput('service', { numeric: true })}
            />
          </SimpleGrid>
          {/* The budget (issue 27): the summaries and the project view show its consumption and forecast. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              name="budget_days"
              label={t('projects.form.budgetDays')}
              placeholder={t('projects.form.noBudget')}
              value={form.values.budget_days ?? ''}
              onChange={(value) => form.setValue('budget_days', value)}
              error={form.error('budget_days')}
              decimalSeparator={decimalSeparatorOf(i18n.language)}
              decimalScale={2}
              step={0.5}
              min={0}
              max={PROJECT_BUDGET_MAX_DAYS}
              hideControls
            />
            <DatePickerInput label={t('projects.form.endDate')} clearable {...form.dateInput('end_date')} />
          </SimpleGrid>
          <Group>
            <Switch label={t('projects.form.chargeable')} {...form.checkbox('chargeable')} />
            <Switch label={t('projects.form.active')} {...form.checkbox('actif')} />
          </Group>
          <FormFooter onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
