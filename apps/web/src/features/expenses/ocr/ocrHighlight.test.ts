import type { ReceiptProposal } from '@staff/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en.json';
import { initFrench } from '../../../test/i18n';
import { OCR_HIGHLIGHT_COLOR, ocrHighlight } from './ocrHighlight';

beforeAll(initFrench);

const PROPOSAL: ReceiptProposal = {
  date: '2026-11-12',
  total: 40.4,
  seller: null,
  taxes: [{ rate: 10, tf: 36.73, vat: 3.67 }],
  recognized: ['date', 'total', 'taxes'],
  text: '',
};

describe('ocrHighlight', () => {
  it('marks a field that was read: an orange border and "à vérifier"', () => {
    expect(ocrHighlight('total', PROPOSAL)).toEqual({
      description: 'Lu sur le justificatif : à vérifier',
      styles: { input: { borderColor: OCR_HIGHLIGHT_COLOR, borderWidth: 2 } },
      'data-ocr-read': true,
    });
  });

  it('leaves alone a field that was not read, and every field without a proposal', () => {
    expect(ocrHighlight('seller', PROPOSAL)).toEqual({});
    expect(ocrHighlight('date', null)).toEqual({});
  });

  it('speaks English with an English t', async () => {
    const english = i18next.createInstance();
    await english.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(ocrHighlight('date', PROPOSAL, english.t).description).toBe('Read from the receipt: please check');
  });
});
