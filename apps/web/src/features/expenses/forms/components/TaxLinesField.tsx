import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { EXPENSE_LIMITS, formatEuros, formatPercent, type Tax, toEuros } from '@staff/shared';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf, type TypedNumber } from '../../../../lib/numberField';
import { newLineKey, type TaxLinesView, type TaxLineValues } from '../lib/taxLines';

/**
 * The VAT lines of a receipt (spec/1 §5 "Invoice"): a rate, HT and VAT per line; with a single line, HT and VAT are
 * the total split by the rate, shown read-only; each line marked right or wrong; the sum rule shown live (the form
 * blocks Save while it fails). `view` is `viewTaxLines` of the current values.
 */
export function TaxLinesField({
  lines,
  view,
  taxes,
  readOnly,
  error,
  highlight,
  onChange,
}: {
  lines: TaxLineValues[];
  view: TaxLinesView;
  taxes: readonly Tax[];
  readOnly: boolean;
  /**
   * The schema's or the server's message about the lines (an incomplete line, a rate of another company), or `true`
   * when a rate is missing (the form's alert says so; the empty rates are outlined).
   */
  error?: ReactNode;
  /** The look of a field read on the receipt (OCR). */
  highlight?: { style?: CSSProperties; description?: ReactNode };
  onChange: (lines: TaxLineValues[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEuros(toEuros(cents), i18n.language);
  const rates = taxes.map((tax) => ({ value: String(tax.id), label: formatPercent(tax.value, i18n.language) }));
  const numberProps = {
    decimalSeparator: decimalSeparatorOf(i18n.language),
    decimalScale: 2,
    fixedDecimalScale: true,
    min: 0,
    hideControls: true,
    suffix: ' €',
    readOnly,
    variant: readOnly ? 'filled' : 'default',
  } as const;

  const change = (key: string, patch: Partial<TaxLineValues>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  /** A second line: the first keeps the amounts it showed, now typed. */
  function addLine() {
    const first = view.lines[0];
    const kept = lines.map((line) =>
      first?.computed && first.tf !== null && first.vat !== null
        ? { ...line, TF: toEuros(first.tf), VAT: toEuros(first.vat) }
        : line,
    );
    onChange([...kept, { key: newLineKey(), tax: null, TF: '', VAT: '' }]);
  }

  const mismatch = view.sumMatches === false;
  return (
    <Stack gap="sm" component="section" aria-label={t('expenseForms.taxes.title')} style={highlight?.style}>
      <Group justify="space-between" align="center">
        <Title order={2} fz="h5">
          {t('expenseForms.taxes.title')}
        </Title>
        {!readOnly && lines.length < EXPENSE_LIMITS.taxLines && (
          <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={addLine}>
            {t('expenseForms.taxes.add')}
          </Button>
        )}
      </Group>
      {highlight?.description && (
        <Text size="xs" c="dimmed">
          {highlight.description}
        </Text>
      )}
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('expenseForms.taxes.noLine')}
        </Text>
      )}
      {lines.length === 1 && (
        <Text size="sm" c="dimmed">
          {t('expenseForms.taxes.singleHelp')}
        </Text>
      )}
      {lines.map((line, index) => {
        const shown = view.lines[index];
        const n = index + 1;
        const amount = (typed: TypedNumber, computed: number | null | undefined) =>
          shown?.computed ? (computed == null ? '' : toEuros(computed)) : (typed ?? '');
        return (
          <Grid key={line.key} gap="xs" align="flex-end" role="group" aria-label={t('expenseForms.taxes.line', { n })}>
            {/* On a phone: the rate with its verdict and remove button, then HT and TVA side by side. */}
            <Grid.Col span={{ base: 8, sm: 4 }} order={1}>
              <Select
                label={t('expenseForms.taxes.rate')}
                data={rates}
                value={line.tax === null ? null : String(line.tax)}
                onChange={(value) => change(line.key, { tax: value === null ? null : Number(value) })}
                readOnly={readOnly}
                variant={readOnly ? 'filled' : 'default'}
                error={!!error && line.tax === null}
                withAsterisk={!readOnly}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }} order={{ base: 3, sm: 2 }}>
              <NumberInput
                {...numberProps}
                label={t('expenseForms.taxes.tf')}
                value={amount(line.TF, shown?.tf)}
                onChange={(value) => change(line.key, { TF: value })}
                readOnly={readOnly || shown?.computed}
                variant={readOnly || shown?.computed ? 'filled' : 'default'}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }} order={{ base: 4, sm: 3 }}>
              <NumberInput
                {...numberProps}
                label={t('expenseForms.taxes.vat')}
                value={amount(line.VAT, shown?.vat)}
                onChange={(value) => change(line.key, { VAT: value })}
                readOnly={readOnly || shown?.computed}
                variant={readOnly || shown?.computed ? 'filled' : 'default'}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 2, sm: 4 }}>
              <Group gap="xs" justify="space-between" wrap="nowrap" h={36}>
                <LineVerdict right={shown?.right ?? null} />
                {!readOnly && (
                  <Tooltip label={t('expenseForms.taxes.remove', { n })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('expenseForms.taxes.remove', { n })}
                      onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Grid.Col>
          </Grid>
        );
      })}
      {lines.length > 1 && view.sum !== null && view.total !== null && (
        <Text size="sm" c={mismatch ? 'red' : 'dimmed'} data-testid="tax-sum">
          {t('expenseForms.taxes.sum', { sum: euros(view.sum), total: euros(view.total) })}
        </Text>
      )}
      {mismatch && (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />} role="alert">
          {t('errors.codes.expense.taxSumMismatch')}
        </Alert>
      )}
      {typeof error === 'string' && !mismatch && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** spec/1 §5 "each VAT line is marked right or wrong": an icon and its words (not by colour alone). */
function LineVerdict({ right }: { right: boolean | null }) {
  const { t } = useTranslation();
  if (right === null) return <span />;
  const label = right ? t('expenseForms.taxes.right') : t('expenseForms.taxes.wrong');
  return (
    <Tooltip label={label}>
      <Group gap={4} wrap="nowrap" c={right ? 'teal' : 'red'} aria-label={label} role="img">
        {right ? <IconCircleCheck size={20} /> : <IconCircleX size={20} />}
      </Group>
    </Tooltip>
  );
}
