import { describe, expect, it } from 'vitest';
import { parseTerms } from '../src';

describe('parseTerms', () => {
  it('reads German Skonto with net days', () => {
    const parsed = parseTerms('3 % Skonto innerhalb 10 Tagen, 30 Tage netto');
    expect(parsed?.terms).toEqual({ netDays: 30, discounts: [{ rateBasisPoints: 300, days: 10 }] });
    expect(parsed?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads German net terms without discount', () => {
    expect(parseTerms('Zahlbar innerhalb 14 Tagen ohne Abzug')?.terms).toEqual({
      netDays: 14,
      discounts: [],
    });
    expect(parseTerms('Zahlbar sofort ohne Abzug')?.terms).toEqual({ netDays: 0, discounts: [] });
  });

  it('reads several German tiers, a decimal comma and a discount date', () => {
    const parsed = parseTerms(
      'Bei Zahlung innerhalb von 10 Tagen 3 % Skonto, innerhalb 20 Tagen 2,5 % Skonto, 30 Tage netto.',
    );
    expect(parsed?.terms).toEqual({
      netDays: 30,
      discounts: [
        { rateBasisPoints: 300, days: 10 },
        { rateBasisPoints: 250, days: 20 },
      ],
    });
    expect(parseTerms('Bis zum 15.03.2026 abzüglich 2 % Skonto')?.terms.discounts).toEqual([
      { rateBasisPoints: 200, date: '2026-03-15' },
    ]);
    expect(parseTerms('Zahlbar bis 29.02.2028')?.terms.dueDate).toBe('2028-02-29');
  });

  it('reads English terms', () => {
    expect(parseTerms('Terms: 2/10 net 30')?.terms).toEqual({
      netDays: 30,
      discounts: [{ rateBasisPoints: 200, days: 10 }],
    });
    expect(parseTerms('2/10, n/30')?.terms.netDays).toBe(30);
    expect(parseTerms('Payable within 30 days')?.terms).toEqual({ netDays: 30, discounts: [] });
    expect(parseTerms('Net 45')?.terms.netDays).toBe(45);
    expect(parseTerms('End of month + 30')?.terms).toEqual({
      netDays: 30,
      fromMonthEnd: true,
      discounts: [],
    });
    expect(
      parseTerms('3% discount within 10 days, 2% within 20 days, net 30 days')?.terms.discounts,
    ).toHaveLength(2);
    expect(parseTerms('Due on receipt')?.terms.netDays).toBe(0);
  });

  it('reads French terms', () => {
    expect(parseTerms('Escompte de 2 % à 8 jours')?.terms).toEqual({
      discounts: [{ rateBasisPoints: 200, days: 8 }],
    });
    expect(parseTerms('Paiement à 30 jours fin de mois')?.terms).toEqual({
      netDays: 30,
      toMonthEnd: true,
      discounts: [],
    });
    expect(parseTerms('Escompte 1,5 % pour paiement à 10 jours, net à 45 jours')?.terms).toEqual({
      netDays: 45,
      discounts: [{ rateBasisPoints: 150, days: 10 }],
    });
  });

  it('is less sure of a tier without net terms or of tiers that contradict each other', () => {
    expect(parseTerms('Escompte de 2 % à 8 jours')?.confidence).toBeLessThan(0.9);
    const odd = parseTerms('2 % Skonto innerhalb 40 Tagen, 30 Tage netto');
    expect(odd?.confidence).toBeLessThan(0.5);
  });

  it('finds nothing in text without terms', () => {
    expect(parseTerms('Vielen Dank für Ihren Auftrag')).toBeNull();
    expect(parseTerms('')).toBeNull();
  });
});

/** Payment terms as printed in the e-invoices of the shared corpus (../shared/corpus, the
 * description of SpecifiedTradePaymentTerms or the note of PaymentTerms), with the file each
 * comes from; the reading expected, or null where the text holds no term we read. */
const CORPUS: [string, string, object | null][] = [
  [
    'mustangproject-test-pdfs/MustangBeispiel20221026',
    'Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug',
    { netDays: 60, discounts: [{ rateBasisPoints: 200, days: 30 }] },
  ],
  [
    'mustangproject-test-pdfs/ZTESTZUGFERD_1_INVDSS_012015738820PDF-1',
    'Rechnungsbetrag zahlbar ohne Abzug sofort nach Erhalt der Rechnung.',
    { netDays: 0, discounts: [] },
  ],
  [
    'mustangproject-test-pdfs/zugferd_invoice',
    'Zahlbar innerhalb von 30 Tagen netto auf unser Konto. Bitte geben Sie dabei die Rechnungsnummer an. Skontoabzüge werden nicht akzeptiert.',
    { netDays: 30, discounts: [] },
  ],
  [
    'factur-x-kit/PDF_DESIGN_DE_MultiPage',
    'Payment due within 30 days from date of invoice.',
    { netDays: 30, discounts: [] },
  ],
  ['factur-x-kit/FacturX_BASICWL_Test', 'Payment due in 30 days', { netDays: 30, discounts: [] }],
  [
    'factur-x-kit/PDF_DESIGN_FR',
    'Please pay the given amount within 30 days from invoice date.',
    { netDays: 30, discounts: [] },
  ],
  [
    'factur-x-kit/PDF_DESIGN_DE_Kleinunternehmer',
    'Bitte begleichen Sie den Rechnungsbetrag bis zum 25.02.2025.',
    { dueDate: '2025-02-25', discounts: [] },
  ],
  ['en16931-xml/ubl-ubl-tc434-example7', 'Payment within 30 days', { netDays: 30, discounts: [] }],
  [
    'en16931-xml/cii-CII_example2',
    '2 % discount if paid within 2 days\nPenalty percentage 10% from due date',
    { discounts: [{ rateBasisPoints: 200, days: 2 }] },
  ],
  [
    'en16931-xml/cii-CII-BR-CO-10-RoundingIssue',
    'Fällig nach Belegdatum + 10 Tage',
    { netDays: 10, discounts: [] },
  ],
  ['invoice2data/AzureInterior', '15 Days', { netDays: 15, discounts: [] }],
  ['en16931-xml/cii-CII_example5', '50% prepaid, 50% within one month', null],
  ['en16931-xml/ubl-issue116 (Swedish)', '30 dagar netto. Dröjsmålsränta:12 %', null],
  [
    'en16931-xml/cii-CII_example8',
    'Enexis brengt wettelijke rente in rekening over te laat betaalde facturen.',
    null,
  ],
  ['en16931-xml/ubl-FT_G2G_TD01 (Italian law reference)', 'D.LGS. 231/2002 S.M.I', null],
];

describe('parseTerms on the corpus e-invoices', () => {
  it.each(CORPUS)('%s', (_source, text, expected) => {
    expect(parseTerms(text)?.terms ?? null).toEqual(expected);
  });
});

describe("XRechnung's #SKONTO# form", () => {
  it('reads its tiers and the net terms printed beside them', () => {
    const parsed = parseTerms(
      'Zahlbar innerhalb 30 Tagen netto.\n#SKONTO#TAGE=14#PROZENT=2.00#\n#SKONTO#TAGE=7#PROZENT=3.00#BASISBETRAG=1000.00#\n',
    );
    expect(parsed?.terms).toEqual({
      netDays: 30,
      discounts: [
        { rateBasisPoints: 300, days: 7, baseMinor: 1000_00 },
        { rateBasisPoints: 200, days: 14 },
      ],
    });
    expect(parsed?.confidence).toBe(0.95);
    expect(parseTerms('#SKONTO#TAGE=10#PROZENT=2.50#')?.terms).toEqual({
      discounts: [{ rateBasisPoints: 250, days: 10 }],
    });
  });
});

describe('amounts beside the word net', () => {
  it('never reads a net amount as net days', () => {
    expect(parseTerms('Gesamtbetrag Netto 135,00 €')).toBeNull();
    expect(parseTerms('Montant total net 135,00 €')).toBeNull();
    expect(parseTerms('Zahlungsbedingungen 14 Tage netto')?.terms).toEqual({
      netDays: 14,
      discounts: [],
    });
  });
});
