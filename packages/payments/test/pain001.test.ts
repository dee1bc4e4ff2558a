import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  PaymentFileError,
  checkCreditTransferRun,
  formatMinor,
  packTransfers,
  writePain001,
  type CreditTransfer,
  type CreditTransferRun,
  type Pain001Version,
} from '../src';
import { schemaErrors } from './schema';

const VERSIONS: Pain001Version[] = ['09', '03'];
const CREDITOR_IBANS = [
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'AT611904300234573201',
];

function transfer(i: number, overrides: Partial<CreditTransfer> = {}): CreditTransfer {
  return {
    creditorName: `Lieferant ${i} GmbH`,
    creditorIban: CREDITOR_IBANS[i % CREDITOR_IBANS.length]!,
    creditorBic: i % 2 === 0 ? 'COBADEFFXXX' : undefined,
    amountMinor: 1_00 + i * 37,
    currency: 'EUR',
    endToEndId: `RUN7-${i}`,
    remittance: `RE-${1000 + i}`,
    ...overrides,
  };
}

function run(
  transfers: CreditTransfer[],
  overrides: Partial<CreditTransferRun> = {},
): CreditTransferRun {
  return {
    messageId: 'PROCURE-RUN-7',
    createdAt: '2026-11-27T18:30:00',
    executionDate: '2026-11-30',
    debtor: { name: 'Procure Demo AG', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    transfers,
    ...overrides,
  };
}

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
type Parsed = Record<string, Record<string, Record<string, unknown>>>;
function sums(xml: string) {
  const root = (parser.parse(xml) as Parsed).Document!.CstmrCdtTrfInitn! as Record<
    string,
    Record<string, unknown>
  >;
  const txs = [root.PmtInf!.CdtTrfTxInf].flat() as { Amt: { InstdAmt: { '#text': string } } }[];
  return {
    group: [root.GrpHdr!.NbOfTxs, root.GrpHdr!.CtrlSum],
    block: [root.PmtInf!.NbOfTxs, root.PmtInf!.CtrlSum],
    amounts: txs.map((tx) => tx.Amt.InstdAmt['#text']),
  };
}

const umlautRun = run(
  [
    transfer(1, {
      creditorName: 'Müller & Söhne Großhandel — Zürich Ÿ北京 '.repeat(3),
      remittance: 'Rechnung Nr. 4711 für Bürobedarf, Straße: Äußere Wiener Str.',
    }),
    transfer(2, { creditorName: 'Société Générale Crème', remittance: 'Facture n° 12/2026' }),
  ],
  { debtor: { name: 'Bäckerei Öztürk KG', iban: 'DE02 1203 0000 0000 2020 51' } },
);

const longRemittance = packTransfers(
  Array.from({ length: 40 }, (_, i) => ({
    invoiceNumber: `INV-2026-${10_000 + i}`,
    amountMinor: 12_345 + i,
  })),
  { prefix: 'Invoices' },
).map((part, i) => transfer(i, { amountMinor: part.amountMinor, remittance: part.text }));

const RUNS: [string, CreditTransferRun][] = [
  ['one transfer', run([transfer(0)])],
  ['umlauts, accents, long names, no BICs', umlautRun],
  ['long remittance split over transfers', run(longRemittance)],
  ['2,000 transfers', run(Array.from({ length: 2000 }, (_, i) => transfer(i)))],
  [
    'the largest amount SEPA allows',
    run([transfer(0, { amountMinor: 999_999_999_99 }), transfer(1)]),
  ],
];

describe.each(VERSIONS)('pain.001.001.%s', (version) => {
  it.each(RUNS)('validates against the ISO 20022 schema: %s', async (_label, example) => {
    const xml = writePain001(example, version);
    expect(await schemaErrors(xml, version)).toEqual([]);
    const total = example.transfers.reduce((sum, t) => sum + t.amountMinor, 0);
    const { group, block, amounts } = sums(xml);
    expect(group).toEqual([String(example.transfers.length), formatMinor(total)]);
    expect(block).toEqual(group);
    const summed = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
    expect(summed).toBe(total);
  });

  it('has a live validator: a file the schema refuses is reported', async () => {
    const xml = writePain001(run([transfer(0)]), version).replace('<PmtMtd>TRF<', '<PmtMtd>XYZ<');
    expect((await schemaErrors(xml, version)).join('\n')).toMatch(/PmtMtd/);
  });

  it('writes names and remittance in the SEPA character set within their lengths', () => {
    const xml = writePain001(umlautRun, version);
    expect(xml).toContain('<Nm>Baeckerei Oeztuerk KG</Nm>');
    expect(xml).toContain(
      '<Ustrd>Rechnung Nr. 4711 fuer Buerobedarf, Strasse: Aeussere Wiener Str.</Ustrd>',
    );
    expect(xml).toContain('<Ustrd>Facture n. 12/2026</Ustrd>');
    for (const [, text] of xml.matchAll(/<Nm>([^<]*)<\/Nm>/g)) {
      expect(text!.length).toBeLessThanOrEqual(70);
      expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]+$/);
    }
    expect(xml).toContain('<Id>NOTPROVIDED</Id>');
  });
});

describe('the check before writing', () => {
  it('names each failing field and writes nothing', () => {
    const bad = run(
      [
        transfer(0, { creditorIban: 'DE89370400440532013001', amountMinor: 0 }),
        transfer(1, { currency: 'USD', endToEndId: 'RUN7-0', remittance: 'X'.repeat(141) }),
        transfer(2, { creditorBic: 'COBADEF', creditorName: '   ' }),
        transfer(3, { creditorIban: 'BR1800360305000010009795493C1', endToEndId: '/bad//id' }),
      ],
      { messageId: 'M'.repeat(36), executionDate: '2027-02-29', expectedTotalMinor: 1 },
    );
    const fields = checkCreditTransferRun(bad).map((issue) => issue.field);
    expect(fields).toEqual([
      'messageId',
      'executionDate',
      'transfers[0].creditorIban',
      'transfers[0].amountMinor',
      'transfers[1].currency',
      'transfers[1].endToEndId',
      'transfers[1].remittance',
      'transfers[2].creditorName',
      'transfers[2].creditorBic',
      'transfers[3].creditorIban',
      'transfers[3].endToEndId',
      'expectedTotalMinor',
    ]);
    expect(() => writePain001(bad, '09')).toThrow(PaymentFileError);
    expect(() => writePain001(bad, '09')).toThrow(
      /transfers\[0\]\.creditorIban: The IBAN check digits/,
    );
  });

  it('refuses an empty run and accepts a matching expected total', () => {
    expect(checkCreditTransferRun(run([]))).toEqual([
      { field: 'transfers', message: 'A payment file needs at least one transfer.' },
    ]);
    const total = 1_00 + 1_37;
    expect(
      checkCreditTransferRun(run([transfer(0), transfer(1)], { expectedTotalMinor: total })),
    ).toEqual([]);
  });
});
