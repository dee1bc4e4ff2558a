import { describe, expect, it } from 'vitest';
import {
  bestNameMatch,
  confusedPrefixes,
  nameScore,
  nameWords,
  sameWordMisread,
  VENDOR_MATCH_THRESHOLD,
} from '../src/match/index.js';

const master = [
  { id: 1, name: 'SEGI CASH & CARRY SDN.BHD' },
  { id: 2, name: 'KT WONG TRADING' },
  { id: 3, name: 'ANZEL ADVERTISING (M) SDN BHD' },
  { id: 4, name: 'SLF CASH & CARRY' },
  { id: 5, name: 'GOLDEN ARCHES RESTAURANTS SDN BHD' },
];

describe('vendor names read with OCR confusions', () => {
  it('tokenises punctuation-glued words and drops legal forms and single glyphs', () => {
    expect(nameWords('SEGI CASH & CARRY SDN.BHD')).toEqual(['segi', 'cash', 'carry']);
    expect(nameWords('ANZEL ADVERTISING (M) SDN BHD')).toEqual(['anzel', 'advertising']);
    expect(nameWords("KING'S CONFECTIONERY S/B")).toEqual(['king', 'confectionery']);
    expect(nameWords('Müller GmbH & Co. KG')).toEqual(['muller']);
  });

  it('forgives the glyphs OCR reads for one another', () => {
    expect(sameWordMisread('seqi', 'segi')).toBe(true); // q for g
    expect(sameWordMisread('wonc', 'wong')).toBe(true); // c for g
    expect(sameWordMisread('g0lden', 'golden')).toBe(true); // 0 for o
    expect(sameWordMisread('rnart', 'mart')).toBe(true); // rn for m
    expect(sameWordMisread('hardvvare', 'hardware')).toBe(true); // vv for w
    expect(sameWordMisread('5peed', 'speed')).toBe(true); // 5 for s
  });

  it('allows one other edit from five letters, none below', () => {
    expect(sameWordMisread('advertisng', 'advertising')).toBe(true);
    expect(sameWordMisread('tradinq', 'trading')).toBe(true);
    expect(sameWordMisread('wonk', 'wong')).toBe(false); // k is no misread g
    expect(sameWordMisread('kt', 'ki')).toBe(false); // short words need exactness
    expect(sameWordMisread('ko', 'kc')).toBe(false);
    expect(sameWordMisread('1203', '1208')).toBe(false); // numbers are exact
  });

  it('pairs a word printed with a space dropped or added, and a possessive read without its apostrophe', () => {
    expect(nameScore('GL HANDICRAFT & TAILORING', 'GL HANDICRAFT & TAIL ORING')).toBeGreaterThan(
      0.8,
    );
    expect(nameScore('TAIL ORING HANDICRAFT', 'TAILORING HANDICRAFT')).toBeGreaterThan(0.8);
    expect(sameWordMisread('kings', 'king')).toBe(true);
    expect(
      bestNameMatch('KINGS CONFECTIONERY S/B', [{ id: 1, name: "KING'S CONFECTIONERY S/B" }]),
    ).not.toBeNull();
  });

  it('links each misread name to its own master vendor', () => {
    expect(bestNameMatch('Seqi Cash & Carry', master)?.candidate.id).toBe(1);
    expect(bestNameMatch('KT WONC TRADING', master)?.candidate.id).toBe(2);
    expect(bestNameMatch('Anzel Advertising Sdn bhd', master)?.candidate.id).toBe(3);
    expect(bestNameMatch('G0LDEN ARCHES RESTAURANT', master)?.candidate.id).toBe(5);
    expect(bestNameMatch('Seqi Cash & Carry', master, { exactWordsOnly: true })).toBeNull();
  });

  it('scores a misread word a little below an exact one, so an exact name outranks it', () => {
    const exact = nameScore('SEGI CASH CARRY', 'SEGI CASH CARRY');
    const misread = nameScore('SEQI CASH CARRY', 'SEGI CASH CARRY');
    expect(exact).toBe(1);
    expect(misread).toBeLessThan(exact);
    expect(misread).toBeGreaterThanOrEqual(VENDOR_MATCH_THRESHOLD);
    const both = [
      { id: 7, name: 'SEQI CASH CARRY' },
      { id: 8, name: 'SEGI CASH CARRY' },
    ];
    expect(bestNameMatch('Segi Cash Carry', both)).toEqual({ candidate: both[1], score: 1 });
  });

  it('links nothing when two vendors are as good, or none is good enough', () => {
    const twins = [
      { id: 1, name: 'Summit Steel Traders 12' },
      { id: 2, name: 'Summit Steel Traders 13' },
    ];
    expect(bestNameMatch('Summit Steel Traders', twins)).toBeNull();
    expect(bestNameMatch('Summit Steel Traders 12', twins)?.candidate.id).toBe(1);
    expect(bestNameMatch('Eden Impression', master)).toBeNull();
    expect(bestNameMatch('Cash & Carry', master)).toBeNull(); // SEGI and SLF score alike
  });

  it('probes the prefixes a misread start may stand for, a bounded handful', () => {
    const prefixes = confusedPrefixes('seqi');
    expect(prefixes).toContain('seq');
    expect(prefixes).toContain('seg');
    expect(confusedPrefixes('rnart')).toContain('mar');
    expect(prefixes.length).toBeLessThan(40);
  });
});
