import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  type CustomerOut,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  formatPercent,
  InvoiceInput,
  type InvoiceOut,
  type ReceiptField,
  type ReceiptProposal,
  type Tax,
  type TypeOfExpense,
} from '@staff/shared';
import { IconAlertTriangle, IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { prepareAttachment } from '../../../../components/attachments/prepare';
import { DatePickerInput } from '../../../../components/dates';
import { FormErrors } from '../../../../components/FormErrors';
import { SHORT_DATE_FORMAT } from '../../../../lib/dates';
import { useSchemaForm } from '../../../../lib/form';
import { describeError } from '../../../../lib/messages';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { decimalSeparatorOf } from '../../../../lib/numberField';
import { useSaveInvoice } from '../../api/lines';
import { expenseClaimPath, invoiceFormPath } from '../../lib/paths';
import { OCR_HIGHLIGHT_COLOR, ocrHighlight } from '../../ocr/ocrHighlight';
import { ReceiptOcrDropzone } from '../../ocr/ReceiptOcrDropzone';
import { type PendingAttachment, pendingAttachment } from '../lib/attachments';
import { bodyOf, INVOICE_FIELDS, type InvoiceValues, valuesOf, withCurrent } from '../lib/invoiceValues';
import { linesOfProposal, viewTaxLines } from '../lib/taxLines';
import { CustomerSelect } from './CustomerSelect';
import { ReceiptAttachments } from './ReceiptAttachments';
import { OptionalLabel, RequiredFieldsAlert, useRequiredFields } from './RequiredFieldsAlert';
import { TaxLinesField } from './TaxLinesField';
import { usePendingUploads } from './usePendingUploads';

/** The lists the form picks from. */
export type InvoiceChoices = { types: TypeOfExpense[]; customers: CustomerOut[]; taxes: Tax[] };

/**
 * The receipt form of spec/1 §5 "Invoice": date, type of expense, person (required by some types), seller, customer,
 * total, rebillable, the VAT lines, the attachments. Save goes back to the claim's page with the spec's toast.
 * `readOnly`: the claim is not a draft, or the viewer validates it. A new receipt starts with the OCR drop zone: what
 * it reads fills the form, highlighted for checking.
 */
export function InvoiceForm({
  claimId,
  claimDate,
  invoice,
  choices,
  readOnly,
}: {
  claimId: number;
  /** The claim's month (its first day): the date picker opens on it. */
  claimDate: string;
  invoice?: InvoiceOut;
  choices: InvoiceChoices;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveInvoice(claimId);
  const pendingUploads = usePendingUploads();
  const form = useSchemaForm(InvoiceInput, valuesOf(invoice), {
    readOnly,
    fieldOf: (path) => {
      const name = path.split('.')[0] ?? '';
      return name in INVOICE_FIELDS ? (name as keyof InvoiceValues) : null;
    },
  });
  const { values } = form;
  const [pending, setPending] = useState<PendingAttachment[]>([]);
  const [proposal, setProposal] = useState<ReceiptProposal | null>(null);
  const [unknownRates, setUnknownRates] = useState<number[]>([]);
  const { missing, required, fieldError } = useRequiredFields(form);

  const type = choices.types.find((candidate) => candidate.id === values.type_of_expense);
  const personRequired = !!type?.person_is_mandatory;
  const taxView = viewTaxLines(values.total, values.invoicetax_set, choices.taxes);
  const sumBlocks = taxView.sumMatches === false;

  // An inactive customer or a type the list no longer offers stays shown on the receipt that names it.
  const customers = withCurrent(
    choices.customers.map((c) => ({ value: String(c.id), label: c.name })),
    invoice && { value: String(invoice.customer), label: invoice.customer_name },
  );
  const types = withCurrent(
    choices.types.map((c) => ({ value: String(c.id), label: c.label })),
    invoice && { value: String(invoice.type_of_expense), label: invoice.type_of_expense_object.label },
  );

  /**
   * A receipt read (OCR): its date, total, seller and VAT lines fill the form, highlighted for the user to check, and
   * the file read becomes the receipt's first attachment (uploaded once the receipt is saved, shrunk as any image).
   */
  async function onProposal(read: ReceiptProposal, file: File) {
    const { lines, unknownRates: unknown } = linesOfProposal(read.taxes, choices.taxes);
    form.update((current) => ({
      date: read.date ?? current.date,
      total: read.total ?? current.total,
      seller: read.seller ?? current.seller,
      invoicetax_set: lines.length > 0 ? lines : current.invoicetax_set,
    }));
    setProposal(read);
    setUnknownRates(unknown);
    await attachReceipt(file, true);
  }

  /** The receipt zone's file, read or not, becomes the receipt's first attachment (one read replaces the last). */
  async function attachReceipt(file: File, read: boolean) {
    const prepared = await prepareAttachment(file);
    if (!('file' in prepared)) return;
    setPending((current) => {
      const replaced = read ? current.filter((other) => other.fromOcr) : [];
      for (const other of replaced) URL.revokeObjectURL(other.url);
      return [pendingAttachment(prepared.file, read), ...current.filter((other) => !replaced.includes(other))];
    });
  }
  const highlight = (field: ReceiptField) => ocrHighlight(field, proposal, t);
  const taxesRead = highlight('taxes').description;

  async function send(body: InvoiceInput) {
    let saved: InvoiceOut;
    try {
      saved = await save.mutateAsync({ id: invoice?.id, body });
    } catch (error) {
      if (!form.showServerErrors(error)) {
        const key = invoice ? 'expenseForms.invoice.updateFailed' : 'expenseForms.invoice.createFailed';
        notifyError(t(key, { error: describeError(t, error) }));
      }
      return;
    }
    const allSent = await pendingUploads.send({ claimId, invoiceId: saved.id }, pending);
    notifySuccess(t(invoice ? 'expenseForms.invoice.updated' : 'expenseForms.invoice.created'));
    // A file that did not go: the saved receipt's page, where it can be added again.
    navigate(allSent ? expenseClaimPath(claimId) : invoiceFormPath(claimId, saved.id), {
      replace: !allSent,
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The schema does not know the types: whether this one needs a person is the list's to say.
    if (personRequired && !values.person.trim()) {
      form.setError('person', EXPENSE_MESSAGES.personRequired);
      return;
    }
    if (sumBlocks) return;
    form.onSubmit(send, () => bodyOf(values))();
  }

  const total = {
    value: values.total ?? '',
    onChange: (value: number | string) => form.setValue('total', value),
    decimalSeparator: decimalSeparatorOf(i18n.language),
    decimalScale: 2,
    fixedDecimalScale: true,
    min: 0,
    max: EXPENSE_LIMITS.amountMax,
    hideControls: true,
    suffix: ' €',
    readOnly,
    variant: readOnly ? 'filled' : 'default',
  } as const;

  return (
    <form onSubmit={submit} noValidate aria-label={t('expenseForms.invoice.formLabel')}>
      <Stack gap="md">
        {!invoice && !readOnly && (
          <ReceiptOcrDropzone onProposal={onProposal} onUnread={(file) => attachReceipt(file, false)} />
        )}
        <RequiredFieldsAlert show={missing} message={required} />
        <FormErrors form={form} title={t('expenseForms.invoice.cannotSave')} />
        {unknownRates.map((rate) => (
          <Alert key={rate} color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
            {t('expenseForms.taxes.unknownRate', { rate: formatPercent(rate, i18n.language) })}
          </Alert>
        ))}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <DatePickerInput
                {...form.dateInput('date', SHORT_DATE_FORMAT)}
                {...highlight('date')}
                defaultDate={claimDate}
                error={fieldError('date')}
                label={t('expenseForms.invoice.date')}
                leftSection={<IconCalendar size={16} />}
                withAsterisk={!readOnly}
              />
              <Select
                {...form.selectInput('type_of_expense', { numeric: true })}
                error={fieldError('type_of_expense')}
                label={t('expenseForms.invoice.typeOfExpense')}
                data={types}
                withAsterisk={!readOnly}
                allowDeselect={false}
              />
              <TextInput
                {...form.textInput('person')}
                error={fieldError('person')}
                label={
                  personRequired ? (
                    t('expenseForms.invoice.person')
                  ) : (
                    <OptionalLabel label={t('expenseForms.invoice.person')} />
                  )
                }
                description={personRequired && !readOnly ? t('expenseForms.invoice.personHelp') : undefined}
                withAsterisk={personRequired && !readOnly}
                maxLength={EXPENSE_LIMITS.person}
              />
              <TextInput
                {...form.textInput('seller')}
                {...highlight('seller')}
                error={fieldError('seller')}
                label={t('expenseForms.invoice.seller')}
                withAsterisk={!readOnly}
                maxLength={EXPENSE_LIMITS.seller}
              />
              <CustomerSelect
                {...form.selectInput('customer', { numeric: true })}
                error={fieldError('customer')}
                label={t('expenseForms.invoice.customer')}
                data={customers}
                locked={readOnly}
              />
              <NumberInput
                {...total}
                {...highlight('total')}
                error={fieldError('total')}
                label={t('expenseForms.invoice.total')}
                withAsterisk={!readOnly}
              />
              <Checkbox {...form.checkbox('is_rebillable')} label={t('expenseForms.invoice.rebillable')} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <TaxLinesField
              lines={values.invoicetax_set}
              view={taxView}
              taxes={choices.taxes}
              readOnly={readOnly}
              error={fieldError('invoicetax_set')}
              highlight={
                taxesRead
                  ? {
                      description: taxesRead,
                      style: { borderLeft: `3px solid ${OCR_HIGHLIGHT_COLOR}`, paddingLeft: 8 },
                    }
                  : undefined
              }
              onChange={(lines) => form.setValue('invoicetax_set', lines)}
            />
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <ReceiptAttachments
            owner={invoice ? { claimId, invoiceId: invoice.id } : null}
            pending={pending}
            onPendingChange={setPending}
            readOnly={readOnly}
          />
        </Paper>
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(expenseClaimPath(claimId))}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={sumBlocks}
              loading={save.isPending || pendingUploads.sending}
            >
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
