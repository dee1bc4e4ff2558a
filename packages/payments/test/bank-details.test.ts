import { describe, expect, it } from 'vitest';
import { checkBic, checkIban, isSepaIban } from '../src';

describe('checkIban', () => {
  it('accepts valid IBANs as typed and returns the electronic format', () => {
    expect(checkIban('de89 3704 0044 0532 0130 00')).toEqual({
      ok: true,
      value: 'DE89370400440532013000',
    });
    expect(checkIban('FR1420041010050500013M02606').ok).toBe(true);
    expect(checkIban('AT611904300234573201').ok).toBe(true);
  });

  it('names the problem: mod 97, length, country, empty', () => {
    expect(checkIban('DE89370400440532013001')).toEqual({
      ok: false,
      message: 'The IBAN check digits do not match (mod 97): a typo?',
    });
    expect(checkIban('DE8937040044053201300')).toMatchObject({ message: /wrong length/ });
    expect(checkIban('XX89370400440532013000')).toMatchObject({ message: /country code/ });
    expect(checkIban('')).toMatchObject({ message: 'Enter an IBAN.' });
  });

  it('knows which countries are in SEPA', () => {
    expect(isSepaIban('CH9300762011623852957')).toBe(true);
    expect(isSepaIban('BR1800360305000010009795493C1')).toBe(false);
  });
});

describe('checkBic', () => {
  it('accepts 8 and 11 characters', () => {
    expect(checkBic('cobadeffxxx')).toEqual({ ok: true, value: 'COBADEFFXXX' });
    expect(checkBic('BNPAFRPP').ok).toBe(true);
  });

  it('refuses a wrong format with a sentence', () => {
    expect(checkBic('COBADEF')).toMatchObject({ ok: false, message: /8 or 11 characters/ });
    expect(checkBic('COBAZZFF')).toMatchObject({ ok: false, message: /country/ });
  });
});
