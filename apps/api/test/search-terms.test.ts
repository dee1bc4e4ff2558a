import { describe, expect, it } from 'vitest';
import {
  codeTermsOf,
  containsKey,
  containsTermsOf,
  prefixEnd,
  termsOf,
} from '../src/repositories/search-terms';

describe('search terms', () => {
  it('splits words, folding case and accents', () => {
    expect(termsOf('Société Générale — Paris 2')).toEqual(['societe', 'generale', 'paris', '2']);
    expect(codeTermsOf('VEN-IN-0001')).toEqual(['ven-in-0001', 'ven', 'in', '0001']);
  });

  it('indexes every suffix of a number, so a text it contains begins one of them', () => {
    const terms = containsTermsOf('BPO-0077700');
    expect(terms).toHaveLength('BPO-0077700'.length);
    for (const text of ['BPO', '00777', 'o-007', '700', 'bpo-0077700'])
      expect(terms.some((t) => t.startsWith(containsKey(text)))).toBe(true);
    expect(terms.some((t) => t.startsWith(containsKey('BPO-00777 ')))).toBe(true);
    expect(terms.some((t) => t.startsWith(containsKey('0078')))).toBe(false);
    expect(containsTermsOf('')).toEqual([]);
  });

  it('ends a prefix range just past every text that starts with it', () => {
    expect(prefixEnd('ste')).toBe('stf');
    expect('steel' < prefixEnd('ste') && 'stf' >= prefixEnd('ste')).toBe(true);
  });
});
