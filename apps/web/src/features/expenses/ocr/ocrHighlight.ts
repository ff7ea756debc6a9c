import type { ReceiptField, ReceiptProposal } from '@staff/shared';
import i18next, { type TFunction } from 'i18next';

/** The border of a field filled from a receipt: the colour that asks to be looked at, in light and dark schemes. */
export const OCR_HIGHLIGHT_COLOR = 'var(--mantine-color-orange-6)';

/** Props a Mantine input takes (TextInput, NumberInput, DateInput…) to show it was read from the receipt. */
export type OcrHighlightProps = {
  description?: string;
  styles?: { input: { borderColor: string; borderWidth: number } };
  'data-ocr-read'?: true;
};

/**
 * The props the receipt form spreads on a field the reading filled (`{...ocrHighlight('total', proposal)}`): an orange
 * border and the description "Lu sur le justificatif : à vérifier", so that the user sees it was read and checks it.
 * Nothing for a field that was not read, or without a proposal.
 */
export function ocrHighlight(
  field: ReceiptField,
  proposal: ReceiptProposal | null | undefined,
  t: TFunction = i18next.t,
): OcrHighlightProps {
  if (!proposal?.recognized.includes(field)) return {};
  return {
    description: t('receiptOcr.highlight'),
    styles: { input: { borderColor: OCR_HIGHLIGHT_COLOR, borderWidth: 2 } },
    'data-ocr-read': true,
  };
}
