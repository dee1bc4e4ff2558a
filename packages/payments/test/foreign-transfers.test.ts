import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { splitByCurrency, writeForeignTransfersCsv, type CreditTransfer } from '../src';

const base: CreditTransfer = {
  creditorName: 'Acme, "Tools" Inc.',
  creditorIban: 'GB29NWBK60161331926819',
  amountMinor: 1234_56,
  currency: 'USD',
  endToEndId: 'RUN7-1',
  remittance: 'INV 1\nINV 2',
};

describe('non-euro transfers', () => {
  it('are split from the euro ones and written as RFC 4180 CSV', () => {
    const transfers = [
      base,
      { ...base, currency: 'EUR' },
      { ...base, currency: 'JPY', amountMinor: 5000 },
    ];
    const { euro, other } = splitByCurrency(transfers);
    expect(euro).toHaveLength(1);
    const csv = writeForeignTransfersCsv(
      {
        executionDate: '2026-11-30',
        debtor: { name: 'Procure Demo AG', iban: 'DE02120300000000202051' },
      },
      other,
    );
    expect(csv).toContain('\r\n');
    expect(csv).toContain('"Acme, ""Tools"" Inc."');
    const rows = parse(csv) as string[][];
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '2026-11-30',
      'Procure Demo AG',
      'DE02120300000000202051',
      'Acme, "Tools" Inc.',
      'GB29NWBK60161331926819',
      '',
      '1234.56',
      'USD',
      'RUN7-1',
      'INV 1\nINV 2',
    ]);
    expect(rows[2]![6]).toBe('5000');
  });
});
