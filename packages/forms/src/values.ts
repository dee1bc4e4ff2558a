import type { Field } from '@procure/contract';

/** Whole number from an int field's input; blank when nothing was typed. */
function parseInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Math.trunc(raw);
  const text = String(raw).trim();
  if (text === '') return null;
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** Decimal from a number input's text; blank when nothing was typed. */
function parseDecimal(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  const text = String(raw).trim();
  if (text === '') return null;
  const n = Number.parseFloat(text);
  return Number.isNaN(n) ? 0 : n;
}

/** How an input's text becomes a value: fields with data_type int are whole numbers, number
 * inputs are decimals, and a number input holding text that is no number becomes 0 (spec part 1
 * §5). An empty or blank number input is no answer (null), not 0: an optional "employee count"
 * left empty must not be saved as zero employees. */
export function parseFieldValue(
  field: Pick<Field, 'type' | 'data_type'>,
  raw: unknown,
): string | number | boolean | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'boolean') return raw;
  if (field.data_type === 'int') return parseInteger(raw);
  if (field.type === 'number') return parseDecimal(raw);
  return typeof raw === 'number' ? raw : String(raw);
}
