import type { RuleProblem } from '../types.js';

/**
 * The EN 16931 calculation rules that decide what is paid, checked on the amounts an e-invoice
 * states. XML states its totals exactly (two decimals), so a rule that does not hold is the
 * sender's error, not a reading error: the invoice is held with the rule named.
 */

/** A document-level allowance (BG-20) or charge (BG-21). */
export interface DocumentAllowanceCharge {
  charge: boolean;
  amount: number | null;
  category: string | null;
  rate: number | null;
}

/** One row of the VAT breakdown (BG-23). */
export interface VatBreakdown {
  category: string | null;
  rate: number | null;
  taxable: number | null;
  tax: number | null;
}

/** The amounts an e-invoice states, in its own currency and sign (before any credit-note flip). */
export interface DocumentTotals {
  lines: { amount: number | null; category: string | null; rate: number | null }[];
  allowancesAndCharges: DocumentAllowanceCharge[];
  vat: VatBreakdown[];
  lineSum: number | null; // BT-106
  allowanceTotal: number | null; // BT-107
  chargeTotal: number | null; // BT-108
  taxExclusive: number | null; // BT-109
  taxTotal: number | null; // BT-110
  taxInclusive: number | null; // BT-112
  prepaid: number | null; // BT-113
  rounding: number | null; // BT-114
  payable: number | null; // BT-115
}

const cents = (v: number | null): number | null => (v === null ? null : Math.round(v * 100));
const money = (c: number): string => (c / 100).toFixed(2);
const sum = (values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + cents(v)!, 0);

/** EN 16931 names the per-rate rules after the VAT category (UNCL 5305 code → rule prefix). */
const CATEGORY_RULE: Record<string, string> = {
  S: 'S',
  Z: 'Z',
  E: 'E',
  AE: 'AE',
  K: 'IC',
  G: 'G',
  O: 'O',
  L: 'IG',
  M: 'IP',
};

const sameRate = (a: { category: string | null; rate: number | null }, b: VatBreakdown) =>
  (a.category ?? 'S') === (b.category ?? 'S') && (a.rate ?? 0) === (b.rate ?? 0);

/** Checks the stated total against what its parts add up to; a part or total not stated is not
 * checked (the rule that requires it is a syntax rule, not arithmetic). */
function check(
  problems: RuleProblem[],
  rule: string,
  what: string,
  stated: number | null,
  computed: number | null,
  tolerance = 0,
): void {
  const s = cents(stated);
  if (s === null || computed === null || Math.abs(s - computed) <= tolerance) return;
  problems.push({
    rule,
    message: `${rule}: ${what} is stated as ${money(s)} but its parts add up to ${money(computed)}`,
  });
}

/** The calculation rules that matter to payment, in the order EN 16931 lists them. */
export function checkArithmetic(t: DocumentTotals): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const allowances = t.allowancesAndCharges.filter((a) => !a.charge);
  const charges = t.allowancesAndCharges.filter((a) => a.charge);
  if (t.lines.length)
    check(
      problems,
      'BR-CO-10',
      'the sum of line net amounts',
      t.lineSum,
      sum(t.lines.map((l) => l.amount)),
    );
  if (allowances.length)
    check(
      problems,
      'BR-CO-11',
      'the sum of allowances',
      t.allowanceTotal,
      sum(allowances.map((a) => a.amount)),
    );
  if (charges.length)
    check(
      problems,
      'BR-CO-12',
      'the sum of charges',
      t.chargeTotal,
      sum(charges.map((a) => a.amount)),
    );
  const lineSum = cents(t.lineSum);
  if (lineSum !== null)
    check(
      problems,
      'BR-CO-13',
      'the total without VAT',
      t.taxExclusive,
      lineSum - (cents(t.allowanceTotal) ?? 0) + (cents(t.chargeTotal) ?? 0),
    );
  if (t.vat.length)
    check(problems, 'BR-CO-14', 'the VAT total', t.taxTotal, sum(t.vat.map((v) => v.tax)));
  // Lines of a profile that leaves their VAT out (ZUGFeRD 1.0 BASIC) cannot be split by rate.
  const perRate =
    t.lines.length > 0 && [...t.lines, ...t.allowancesAndCharges].every((p) => p.rate !== null);
  for (const row of t.vat) {
    const prefix = CATEGORY_RULE[row.category ?? 'S'] ?? row.category ?? 'S';
    const label = `the VAT ${row.category ?? 'S'} ${row.rate ?? 0} %`;
    if (perRate) {
      const parts = [
        ...t.lines.filter((l) => sameRate(l, row)).map((l) => cents(l.amount)),
        ...t.allowancesAndCharges
          .filter((a) => sameRate(a, row))
          .map((a) => (a.charge ? 1 : -1) * (cents(a.amount) ?? NaN)),
      ];
      const computed = parts.some((p) => p === null || Number.isNaN(p))
        ? null
        : parts.reduce<number>((a, p) => a + p!, 0);
      check(problems, `BR-${prefix}-08`, `${label} taxable amount`, row.taxable, computed);
    }
    const taxable = cents(row.taxable);
    if (taxable !== null && row.rate !== null)
      // The tax of a rate is its taxable amount times the rate; as in the CEN validation
      // artefacts, within one unit of the currency (HUF and JPY round tax to whole units).
      check(
        problems,
        `BR-${prefix}-09`,
        `${label} tax amount`,
        row.tax,
        Math.round((taxable * row.rate) / 100),
        100,
      );
  }
  const taxExclusive = cents(t.taxExclusive);
  if (taxExclusive !== null)
    check(
      problems,
      'BR-CO-15',
      'the total with VAT',
      t.taxInclusive,
      taxExclusive + (cents(t.taxTotal) ?? 0),
    );
  const taxInclusive = cents(t.taxInclusive);
  if (taxInclusive !== null)
    check(
      problems,
      'BR-CO-16',
      'the amount due for payment',
      t.payable,
      taxInclusive - (cents(t.prepaid) ?? 0) + (cents(t.rounding) ?? 0),
    );
  return problems;
}
