import { describe, expect, it } from 'vitest';
import { composePdfNameFormat, isAddressList, isValidPdfPrefix, rescaledDimensions, splitPdfNameFormat } from './rules';
import { CompanyGeneralPatch, GeneralCompanyPreferences } from './schemas';

describe('company address lists', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['rh@acme.fr', true],
    ['rh@acme.fr, paie@acme.fr', true],
    ['rh@acme.fr,paie@acme.fr', true],
    ['rh@acme.fr,', false],
    ['rh@acme.fr; paie@acme.fr', false],
    ['Rh <rh@acme.fr>', false],
    ['rh@acme', false],
    ['rh acme@acme.fr', false],
  ])('%j → %s', (value, ok) => expect(isAddressList(value)).toBe(ok));
});

describe('the PDF file name format', () => {
  it('composes prefix, underscore, format with underscores of the prefix as hyphens', () => {
    expect(composePdfNameFormat('ACME_RH', 'type_ownername_date')).toBe('ACME-RH_type_ownername_date');
    expect(composePdfNameFormat('', 'ownername_type_date')).toBe('_ownername_type_date');
  });
  it('splits a stored value back', () => {
    expect(splitPdfNameFormat('ACME-RH_type_ownername_date')).toEqual({
      prefix: 'ACME-RH',
      format: 'type_ownername_date',
    });
    expect(splitPdfNameFormat('_ownername_type_date')).toEqual({ prefix: '', format: 'ownername_type_date' });
    expect(splitPdfNameFormat('ACME_date_type')).toBeNull();
  });
  it.each([
    ['', true],
    ['A', true],
    ['é', true],
    ['2025', true],
    ['-', false],
    ['--_', false],
  ])('prefix %j valid: %s', (prefix, ok) => expect(isValidPdfPrefix(prefix)).toBe(ok));
  it('the schema stores underscores of the prefix as hyphens', () => {
    const parsed = GeneralCompanyPreferences.parse({
      pdf_name_format: 'MY_CO_ownername_type_date',
      url: '',
      first_day_of_week: 1,
      pdf_footer_center: '',
    });
    expect(parsed.pdf_name_format).toBe('MY-CO_ownername_type_date');
  });
});

describe('image rescaling (spec/3 §5)', () => {
  it('keeps an image of at most 1,000,000 bytes', () => {
    expect(rescaledDimensions(1_000_000, 4000, 3000)).toBeNull();
  });
  it('divides both sides by the square root of size / 1 MB', () => {
    expect(rescaledDimensions(4_000_000, 4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(rescaledDimensions(1_000_001, 1000, 1000)).toEqual({ width: 1000, height: 1000 });
  });
});

describe('the general information', () => {
  it.each([
    [{ support_phone: '+33 1 23 45 67 89' }, true],
    [{ support_phone: '' }, true],
    [{ support_phone: '01-23' }, false],
    [{ support_phone: '33+1' }, false],
    [{ siret: '123 456 789 00012' }, true],
    [{ siret: '123A' }, false],
    [{ name: 'Renamed' }, false],
  ])('%j valid: %s', (body, ok) => expect(CompanyGeneralPatch.safeParse(body).success).toBe(ok));
});

describe('the application address', () => {
  const general = { pdf_name_format: '_type_ownername_date', first_day_of_week: 1, pdf_footer_center: '' };
  it.each([
    ['', true],
    ['https://staff.acme-conseil.fr', true],
    ['http://localhost:8000/login', true],
    ['https://intranet.acme.fr/rh?x=1', true],
    ['javascript:alert(1)', false],
    ['ftp://acme.fr', false],
    ['https://', false],
    ['https://acme .fr', false],
    ['staff.acme.fr', false],
  ])('%j valid: %s', (url, ok) => expect(GeneralCompanyPreferences.safeParse({ ...general, url }).success).toBe(ok));
});
