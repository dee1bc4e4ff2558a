import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/format.ts reads the base currency once, when it loads, from the server's /config.js. */
async function freshFormat(config?: Window['__PROCURE_CONFIG__']) {
  vi.resetModules();
  window.__PROCURE_CONFIG__ = config;
  return import('../src/lib/format');
}

afterEach(() => {
  delete window.__PROCURE_CONFIG__;
  vi.resetModules();
});

// Each case loads the module afresh, which takes seconds on a busy machine.
describe('the base currency', { timeout: 30_000 }, () => {
  it('is INR when the server names none', async () => {
    const format = await freshFormat();
    expect(format.BASE_CURRENCY).toBe('INR');
    expect(format.DEFAULT_INVOICE_CURRENCY).toBe('INR');
    expect(format.formatBaseCurrency(1234.5)).toBe('₹1,234.50');
    expect(format.formatBaseCurrency(null)).toBe('--');
  });

  it("is the server's BASE_CURRENCY, formatted with its locale from the currency table", async () => {
    const format = await freshFormat({ baseCurrency: 'EUR' });
    expect(format.BASE_CURRENCY).toBe('EUR');
    expect(format.DEFAULT_INVOICE_CURRENCY).toBe('EUR');
    expect(format.formatBaseCurrency(1234.5)).toBe(format.formatCurrency(1234.5, 'EUR'));
  });

  it('keeps a code outside the table (not the SEK fallback) and ignores junk', async () => {
    expect((await freshFormat({ baseCurrency: 'THB' })).formatBaseCurrency(10)).toMatch(
      /^THB\s10\.00$/,
    );
    expect((await freshFormat({ baseCurrency: 'euro' })).BASE_CURRENCY).toBe('INR');
  });
});
