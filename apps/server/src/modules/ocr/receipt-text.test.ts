import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESTAURANT_PROPOSAL } from '../../../test/fixtures/receipts/readings';
import { amountsOf } from './receipt-amounts';
import { proposeTaxLines, type ReadTaxLine, shareOut } from './receipt-taxes';
import { findDate, findSeller, findTotal, linesOf, proposalFromText } from './receipt-text';

const cents = (line: string) => amountsOf(line).map((a) => a.cents);

describe('amounts as receipts print them and OCR reads them', () => {
  it.each([
    ['Course 38,40', [3840]],
    ['TOTAL TTC 111,00 €', [11100]],
    ['NET A PAYER 40.40 EUR', [4040]],
    ['Total 1 234,56', [123456]],
    ['Total 1.234,56€', [123456]],
    ['Eau minérale 4,5O', [450]],
    ['TOTAL 1O,5O', [1050]],
    ['Café l2,00', [1200]],
    ['TVA 10,00 % 75,00 7,50 82,50', [7500, 750, 8250]],
    ['12.11.2026 13:42', []],
    ['Tél. 01 42 36 18 90', []],
    ['Remise -2,00', [-200]],
    ['Bouteille eau 50cl', []],
    ['SIRET 812 345 678 00014', []],
  ])('%s', (line, expected) => {
    expect(cents(line)).toEqual(expected);
  });
});

describe('the date', () => {
  it.each([
    ['12/11/2026 13:42', '2026-11-12'],
    ['Date : 12-11-26', '2026-11-12'],
    ['Le 12 nov. 2026 à 12:05', '2026-11-12'],
    ['le 1er décembre 2026', '2026-12-01'],
    ['03.02.2027', '2027-02-03'],
    ['2026-11-05T10:00', '2026-11-05'],
    ['Lundi 9 février 26', '2026-02-09'],
    ['31/02/2026', null],
    ['Tél. 01 42 36 18 90', null],
    ['Total 12,50', null],
  ])('%s → %s', (line, expected) => {
    expect(findDate([line])).toBe(expected);
  });

  it('takes the first date of the receipt', () => {
    expect(findDate(['Boulangerie', 'Ticket 12', '05/11/2026', 'Échéance 05/12/2026'])).toBe('2026-11-05');
  });
});

describe('the total', () => {
  it.each<[string, string[], number | null]>([
    ['TOTAL TTC', ['Sous-total 100,00', 'TOTAL HT 92,50', 'TVA 7,50', 'TOTAL TTC 100,00 €'], 10000],
    ['NET A PAYER', ['HT 36,73', 'TVA 10% 3,67', 'NET A PAYER 40,40 EUR'], 4040],
    ['NET À PAYER with an accent', ['Net à payer : 18,90'], 1890],
    ['Montant', ['Sandwich 5,90', 'Montant 10,50', 'dont TVA 5,5 % 0,55'], 1050],
    ['Total alone', ['Article 3,00', 'TOTAL 3,00', 'CB 3,00'], 300],
    ['an amount OCR put on the next line', ['TOTAL TTC', '111,00 €', 'Merci'], 11100],
    ['A PAYER beats TOTAL', ['TOTAL 120,00', 'Remise -20,00', 'A PAYER 100,00'], 10000],
    ['O read for 0', ['TOTAL TTC 1O4,5O'], 10450],
    ['no total words', ['Café 2,00', 'Croissant 1,20'], null],
    ['total HT only', ['Total HT 50,00'], null],
  ])('%s', (_, lines, expected) => {
    expect(findTotal(lines)).toBe(expected);
  });
});

describe('the seller', () => {
  it.each<[string, string[], string | null]>([
    ['the first line', ['LE BISTROT DES HALLES', '12 rue Montorgueil', '75001 PARIS'], 'LE BISTROT DES HALLES'],
    ['after noise', ['~~ ::', '*** 12', 'Boulangerie Martin', '8 place de la République'], 'Boulangerie Martin'],
    ['after a welcome line', ['BIENVENUE', 'Carrefour City', 'Tél 01 02 03 04 05'], 'Carrefour City'],
    ['not an address', ['75001 PARIS'], null],
    ['not a contact line', ['Tél. 01 42 36 18 90', 'SIRET 812 345 678 00014'], null],
    ['trimmed of decoration', ['** Hôtel du Parc **'], 'Hôtel du Parc'],
  ])('%s', (_, lines, expected) => {
    expect(findSeller(lines)).toBe(expected);
  });
});

const RESTAURANT = `LE BISTROT DES HALLES
12 rue Montorgueil
75001 PARIS
Tél. 01 42 36 18 90

Table 12 - Couverts 2
12/11/2026 13:42
2 Menu du jour 39,00
1 Entrecôte frites 24,50
2 Café gourmand 15,00
1 Bouteille Côtes-du-Rhône 28,00
1 Eau minérale 4,50
TOTAL TTC 111,00 €
Taux HT TVA TTC
TVA 10,00 % 75,00 7,50 82,50
TVA 20,00 % 23,75 4,75 28,50
CB SANS CONTACT 111,00`;

describe('a whole receipt', () => {
  it.each<[string, string, Partial<ReturnType<typeof proposalFromText>>]>([
    ['a restaurant with two rates', RESTAURANT, RESTAURANT_PROPOSAL],
    [
      'a restaurant whose OCR misread one VAT amount',
      RESTAURANT.replace('7,50 82,50', '7,50 82,5O').replace('23,75 4,75 28,50', '23,75 4,15'),
      {
        total: 111,
        taxes: [
          { rate: 10, tf: 75, vat: 7.5 },
          { rate: 20, tf: 23.75, vat: 4.75 },
        ],
      },
    ],
    [
      'a taxi with one rate and a misread VAT',
      'TAXI G7 PARIS\nDate : 12-11-26\nCourse 38,40\nSupplément bagages 2,00\nHT 36,73\nTVA 10% 3,04\nNET A PAYER 40,40 EUR',
      {
        date: '2026-11-12',
        total: 40.4,
        seller: 'TAXI G7 PARIS',
        taxes: [{ rate: 10, tf: 36.73, vat: 3.67 }],
      },
    ],
    [
      'a bakery at 5.5 %',
      'Boulangerie Martin\n8 place de la République\nLe 12 nov. 2026 à 12:05\nMontant 10,50\ndont TVA 5,5 % 0,55',
      { date: '2026-11-12', total: 10.5, seller: 'Boulangerie Martin', taxes: [{ rate: 5.5, tf: 9.95, vat: 0.55 }] },
    ],
    [
      'no VAT printed: one line at 0 %',
      'Parking Indigo\n05/11/2026\nTOTAL 12,00',
      { total: 12, taxes: [{ rate: 0, tf: 12, vat: 0 }], recognized: ['date', 'total', 'seller'] },
    ],
    [
      'a VAT table without the total: the lines as read',
      'Garage\nTaux HT TVA\nA 20% 50,00 10,00\nB 5,5% 10,00 0,55',
      {
        total: null,
        taxes: [
          { rate: 20, tf: 50, vat: 10 },
          { rate: 5.5, tf: 10, vat: 0.55 },
        ],
        recognized: ['seller', 'taxes'],
      },
    ],
    [
      'a supermarket with a VAT table under its header',
      [
        'Ticket de caisse',
        'CARREFOUR MARKET',
        'RUE DE LA PAIX',
        'TEL 01 23 45 67 89',
        'le 05/11/2026 à 18:32',
        'PATES FRAICHES 2,35',
        'TOTAL A PAYER 23,40 EUR',
        'CB EMV 23,40',
        'TVA TAUX HT TVA TTC',
        '1 5,50% 10,00 0,55 10,55',
        '2 20,00% 10,71 2,14 12,85',
      ].join('\n'),
      {
        date: '2026-11-05',
        total: 23.4,
        seller: 'CARREFOUR MARKET',
        taxes: [
          { rate: 5.5, tf: 10, vat: 0.55 },
          { rate: 20, tf: 10.71, vat: 2.14 },
        ],
      },
    ],
    [
      'a café that prints only the VAT of each rate',
      'Café de la Gare\n03/11/2026\nTotal 26,98\ndont TVA 10% 2,18\ndont TVA 20% 0,50',
      {
        total: 26.98,
        taxes: [
          { rate: 10, tf: 21.8, vat: 2.18 },
          { rate: 20, tf: 2.5, vat: 0.5 },
        ],
      },
    ],
    ['nothing readable', '~~~\n;;', { date: null, total: null, seller: null, taxes: [], recognized: [] }],
  ])('%s', (_, text, expected) => {
    expect(proposalFromText(text)).toMatchObject(expected);
  });

  it('keeps a capped raw text without control characters', () => {
    const proposal = proposalFromText(`Shop\u0000\n${'x'.repeat(9000)}`);
    expect(proposal.text.length).toBe(4000);
    expect(proposal.text.startsWith('Shop\n')).toBe(true);
    expect(linesOf('a\u0007b\n\n  c  ')).toEqual(['a b', 'c']);
  });
});

const rateArb = fc.constantFrom(20, 10, 8.5, 5.5, 2.1);
const amountArb = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
const readLineArb: fc.Arbitrary<ReadTaxLine> = fc.record({
  rate: rateArb,
  tf: amountArb,
  vat: amountArb,
  ttc: amountArb,
});

describe('the VAT lines proposed (property)', () => {
  it('add up to the total to the cent, none negative, whatever was read', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.uniqueArray(readLineArb, { selector: (l) => l.rate, maxLength: 5 }),
        (total, read) => {
          const lines = proposeTaxLines(read, total);
          expect(lines.reduce((sum, l) => sum + l.tf + l.vat, 0)).toBe(total);
          for (const line of lines) {
            expect(line.tf).toBeGreaterThanOrEqual(0);
            expect(line.vat).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('shareOut gives whole shares adding up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: -5, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((s, v) => s + v, 0)).toBe(total);
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        },
      ),
    );
  });
});
