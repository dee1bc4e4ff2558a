/**
 * The highest VAT rate a country charges is 27 % (Hungary): a percent above 30 printed on an item
 * row or in a VAT summary is a discount, a share or a margin, never the row's VAT rate. One limit
 * for every line-item reader (the rate column, a gross amount's VAT, a summary's rates).
 */
export const MAX_VAT_RATE = 30;

/** A percent that may be a VAT rate: 0 to MAX_VAT_RATE (pass the magnitude where a credit note
 * may print its rate with a sign). */
export const isVatRate = (percent: number): boolean => percent >= 0 && percent <= MAX_VAT_RATE;
