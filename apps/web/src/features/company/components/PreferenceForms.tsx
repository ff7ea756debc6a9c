import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ActivityCompanyPreferences,
  COMPANY_PREFERENCE_SCHEMAS,
  type CompanyPreferenceKey,
  type CompanyPreferencesOf,
  composePdfNameFormat,
  EMPLOYEE_FIELD_LABEL_MAX,
  EmailCompanyPreferences,
  EmployeeCompanyPreferences,
  EXPENSE_EXPORT_PLUGIN_IDS,
  ExpenseCompanyPreferences,
  type ExpenseExportPluginId,
  GeneralCompanyPreferences,
  NAMEABLE_EMPLOYEE_FIELDS,
  PDF_FOOTER_MAX,
  PDF_NAME_FORMATS,
  type PdfNameFormat,
  REPORT_PERIODS,
  SLICES_PER_DAY,
  splitPdfNameFormat,
} from '@staff/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveCompanyPreferences } from '../api/company';

type FormProps<K extends CompanyPreferenceKey> = {
  companyName: string;
  saved: CompanyPreferencesOf[K];
  canEdit: boolean;
};

/** The save of one key, its toast and the server's field errors on the form. */
function useSave<K extends CompanyPreferenceKey>(key: K, companyName: string) {
  const { t } = useTranslation();
  const mutation = useSaveCompanyPreferences(key);
  const save = (section: CompanyPreferencesOf[K], form: { showServerErrors: (error: unknown) => boolean }) =>
    mutation.mutate(section, {
      onSuccess: () => notifySuccess(t('company.updated', { company: companyName })),
      onError: (error) => {
        if (!form.showServerErrors(error)) notifyError(describeError(t, error));
      },
    });
  return { save, pending: mutation.isPending };
}

/** What `useSave` gives: the save of one key's body, and whether it runs. */
type Saving<Body> = {
  save: (body: Body, form: { showServerErrors: (error: unknown) => boolean }) => void;
  pending: boolean;
};
/** The part of a `useSchemaForm` form the frame uses. */
type PreferencesForm<Body> = {
  onSubmit: (send: (body: Body) => void, input?: () => unknown) => () => void;
  showServerErrors: (error: unknown) => boolean;
  formErrors: string[];
};

/** One key's form: its messages on top, its fields, Save for whoever may edit; `wire` when the values are not the body. */
function Frame<Body>({
  form,
  saving,
  canEdit,
  wire,
  children,
}: {
  form: PreferencesForm<Body>;
  saving: Saving<Body>;
  canEdit: boolean;
  wire?: () => unknown;
  children: ReactNode;
}) {
  const submit = form.onSubmit((body) => saving.save(body, form), wire);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <FormErrors form={form} />
        {children}
        {canEdit && <FormFooter saving={saving.pending} />}
      </Stack>
    </form>
  );
}

type RecipientsForm = ReturnType<typeof useSchemaForm<{ recipients_for_validation: string }, unknown>>;

/** Who is told of a record to validate (leaves, activity reports, expense claims): addresses, comma-separated. */
function RecipientsField({ form }: { form: Pick<RecipientsForm, 'textInput'> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('company.preferences.recipients')}
      description={t('company.addressListHint')}
      {...form.textInput('recipients_for_validation')}
    />
  );
}

/** The general form's own fields; the wire's pdf_name_format shows its message on the prefix. */
const GENERAL_FIELDS = ['pdf_prefix', 'pdf_format', 'url', 'first_day_of_week', 'pdf_footer_center'] as const;

/** Monday first, as the date pickers show the week. */
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** general: the PDF file name (prefix and order), the product's address, the first day of the week, the PDF footer. */
export function GeneralPreferencesForm({ companyName, saved, canEdit }: FormProps<'general'>) {
  const { t } = useTranslation();
  const split = splitPdfNameFormat(saved.pdf_name_format) ?? { prefix: '', format: PDF_NAME_FORMATS[0] };
  const form = useSchemaForm(
    GeneralCompanyPreferences,
    {
      pdf_prefix: split.prefix,
      pdf_format: split.format as PdfNameFormat,
      url: saved.url,
      first_day_of_week: saved.first_day_of_week,
      pdf_footer_center: saved.pdf_footer_center,
    },
    {
      readOnly: !canEdit,
      fieldOf: (path) =>
        path === 'pdf_name_format' ? 'pdf_prefix' : (GENERAL_FIELDS.find((name) => name === path) ?? null),
    },
  );
  const saving = useSave('general', companyName);
  const { pdf_prefix, pdf_format, ...rest } = form.values;
  const wire = () => ({ ...rest, pdf_name_format: composePdfNameFormat(pdf_prefix, pdf_format) });
  return (
    <Frame form={form} saving={saving} canEdit={canEdit} wire={wire}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('company.preferences.pdfPrefix')}
          description={t('company.preferences.pdfPrefixHint')}
          {...form.textInput('pdf_prefix')}
        />
        <Select
          label={t('company.preferences.pdfFormat')}
          description={t('company.preferences.pdfExample', { name: composePdfNameFormat(pdf_prefix, pdf_format) })}
          data={PDF_NAME_FORMATS.map((format) => ({
            value: format,
            label: t(`company.preferences.formats.${format}`),
          }))}
          allowDeselect={false}
          {...form.selectInput('pdf_format')}
        />
        <TextInput label={t('company.preferences.url')} type="url" {...form.textInput('url')} />
        <Select
          label={t('company.preferences.firstDayOfWeek')}
          data={WEEK_DAYS.map((day) => ({ value: String(day), label: t(`company.preferences.days.${day}`) }))}
          allowDeselect={false}
          {...form.selectInput('first_day_of_week', { numeric: true })}
        />
      </SimpleGrid>
      <TextInput
        label={t('company.preferences.pdfFooter')}
        description={t('company.preferences.maxCharacters', { max: PDF_FOOTER_MAX })}
        maxLength={PDF_FOOTER_MAX}
        {...form.textInput('pdf_footer_center')}
      />
    </Frame>
  );
}

/** email: the sender and the subject prefix of the mails the product sends for the company. */
export function EmailPreferencesForm({ companyName, saved, canEdit }: FormProps<'email'>) {
  const { t } = useTranslation();
  const form = useSchemaForm(EmailCompanyPreferences, { ...saved }, { readOnly: !canEdit });
  const saving = useSave('email', companyName);
  return (
    <Frame form={form} saving={saving} canEdit={canEdit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('company.preferences.from')} type="email" {...form.textInput('from')} />
        <TextInput label={t('company.preferences.subjectPrefix')} {...form.textInput('subject_prefix')} />
      </SimpleGrid>
    </Frame>
  );
}

/** activity: the slices of a day, reports by the month or by the week, and who is told of a report to validate. */
export function ActivityPreferencesForm({ companyName, saved, canEdit }: FormProps<'activity'>) {
  const { t } = useTranslation();
  const form = useSchemaForm(ActivityCompanyPreferences, { ...saved }, { readOnly: !canEdit });
  const saving = useSave('activity', companyName);
  return (
    <Frame form={form} saving={saving} canEdit={canEdit}>
      <Select
        label={t('company.preferences.slicesPerDay')}
        data={SLICES_PER_DAY.map((n) => ({ value: String(n), label: t(`company.preferences.slices.${n}`) }))}
        allowDeselect={false}
        {...form.selectInput('slices_per_day', { numeric: true })}
      />
      <Select
        label={t('company.preferences.reportPeriod')}
        description={t('company.preferences.reportPeriodHint')}
        data={REPORT_PERIODS.map((period) => ({
          value: period,
          label: t(`company.preferences.reportPeriods.${period}`),
        }))}
        allowDeselect={false}
        {...form.selectInput('report_period')}
      />
      <RecipientsField form={form} />
    </Frame>
  );
}

/** leave: who is told of a request to validate. */
export function RecipientsPreferencesForm({
  prefKey,
  companyName,
  saved,
  canEdit,
}: FormProps<'leave'> & { prefKey: 'leave' }) {
  const form = useSchemaForm(COMPANY_PREFERENCE_SCHEMAS[prefKey], { ...saved }, { readOnly: !canEdit });
  const saving = useSave(prefKey, companyName);
  return (
    <Frame form={form} saving={saving} canEdit={canEdit}>
      <RecipientsField form={form} />
    </Frame>
  );
}

/** expense: who is told of a claim to validate, and the exports the back office offers (none checked: no export). */
export function ExpensePreferencesForm({ companyName, saved, canEdit }: FormProps<'expense'>) {
  const { t } = useTranslation();
  const form = useSchemaForm(ExpenseCompanyPreferences, { ...saved }, { readOnly: !canEdit });
  const saving = useSave('expense', companyName);
  return (
    <Frame form={form} saving={saving} canEdit={canEdit}>
      <RecipientsField form={form} />
      <Checkbox.Group
        label={t('company.preferences.exportPlugins')}
        description={t('company.preferences.exportPluginsHint')}
        value={form.values.export_plugins}
        onChange={(ids) => form.setValue('export_plugins', ids as ExpenseExportPluginId[])}
        error={form.error('export_plugins')}
      >
        <Stack gap="xs" mt="xs">
          {EXPENSE_EXPORT_PLUGIN_IDS.map((id) => (
            <Checkbox
              key={id}
              value={id}
              disabled={!canEdit}
              label={t(`company.preferences.exportPluginNames.${id}`)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Frame>
  );
}

/**
 * employee (issue 25): what the company calls the employee's five free fields and coefficient. A free field left
 * empty stays hidden in the employees' forms and pages; the coefficient keeps its name.
 */
export function EmployeePreferencesForm({ companyName, saved, canEdit }: FormProps<'employee'>) {
  const { t } = useTranslation();
  const form = useSchemaForm(EmployeeCompanyPreferences, { ...saved }, { readOnly: !canEdit });
  const saving = useSave('employee', companyName);
  return (
    <Frame form={form} saving={saving} canEdit={canEdit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NAMEABLE_EMPLOYEE_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`employees.fields.${field}`)}
            placeholder={t(
              field === 'coefficient'
                ? 'company.preferences.coefficientPlaceholder'
                : 'company.preferences.freeFieldPlaceholder',
            )}
            maxLength={EMPLOYEE_FIELD_LABEL_MAX}
            {...form.textInput(field)}
          />
        ))}
      </SimpleGrid>
    </Frame>
  );
}
