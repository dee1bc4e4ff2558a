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
