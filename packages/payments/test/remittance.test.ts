import { describe, expect, it } from 'vitest';
import { REMITTANCE_LIMIT, packRemittance, packTransfers, toSepaText } from '../src';

const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) => `RE-2026-${String(i + 1).padStart(5, '0')}`);

describe('packRemittance', () => {
  it('puts every number into one text when they fit', () => {
    expect(packRemittance(['RE 1', 'RE 2', 'RE 3'], { prefix: 'Rechnungen' })).toEqual([
      { invoiceNumbers: ['RE 1', 'RE 2', 'RE 3'], text: 'Rechnungen RE 1, RE 2, RE 3' },
    ]);
  });

  it('splits into several texts, each within 140 characters, naming every number once', () => {
    const all = numbers(30);
    const parts = packRemittance(all, { prefix: 'Invoices' });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(REMITTANCE_LIMIT);
      expect(part.text.startsWith('Invoices ')).toBe(true);
      for (const number of part.invoiceNumbers) expect(part.text).toContain(number);
    }
    expect(parts.flatMap((part) => part.invoiceNumbers)).toEqual(all);
  });

  it('packs greedily: a text is only closed when the next number does not fit', () => {
    const parts = packRemittance(numbers(20));
    for (const [i, part] of parts.slice(0, -1).entries()) {
      const next = parts[i + 1]!.invoiceNumbers[0]!;
      expect(`${part.text}, ${next}`.length).toBeGreaterThan(REMITTANCE_LIMIT);
    }
  });

  it('fills to exactly 140 characters', () => {
    const parts = packRemittance(['A'.repeat(68), 'B'.repeat(70), 'C']);
    expect(parts[0]!.text).toHaveLength(140);
    expect(parts[1]!.text).toBe('C');
  });

  it('converts text to the SEPA set and cuts only a single number longer than the limit', () => {
    expect(packRemittance(['Nº 7 / Müller'])[0]!.text).toBe('No 7 / Mueller');
    const long = packRemittance(['X'.repeat(200)]);
    expect(long[0]!.text).toHaveLength(140);
    expect(long[0]!.text.endsWith('...')).toBe(true);
  });
});

describe('packTransfers', () => {
  it('gives each transfer the sum of the invoices it names', () => {
    const items = numbers(25).map((invoiceNumber, i) => ({ invoiceNumber, amountMinor: 100 + i }));
    const transfers = packTransfers(items);
    const total = items.reduce((sum, item) => sum + item.amountMinor, 0);
    expect(transfers.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(total);
    expect(transfers[0]!.amountMinor).toBe(
      items
        .slice(0, transfers[0]!.invoiceNumbers.length)
        .reduce((s, item) => s + item.amountMinor, 0),
    );
  });
});

describe('toSepaText', () => {
  it('spells umlauts out, drops accents, replaces the rest', () => {
    expect(toSepaText('Müller & Söhne GmbH, Straße')).toBe('Mueller + Soehne GmbH, Strasse');
    expect(toSepaText('Société Générale Crème brûlée')).toBe('Societe Generale Creme brulee');
    expect(toSepaText('INV#12  (Zürich)\t€ 5')).toBe('INVNr.12 (Zuerich) EUR 5');
    expect(toSepaText('a|b@c')).toBe('a.b.c');
    expect(toSepaText('北京')).toBe('..');
  });
});
