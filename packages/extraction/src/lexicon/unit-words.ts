import { fold } from '../parse/normalize.js';

/**
 * Units of measure an item table prints in a cell of their own, beside the quantity (UN/ECE
 * Recommendation 20 codes as printed, and the short words of the languages the lexicon reads).
 * Lowercase, accent-folded, without a final full stop; regex syntax allowed.
 */
const UNIT_WORDS = [
  // Counts and packs.
  'pcs?',
  'pce',
  'ea',
  'each',
  'units?',
  'lot',
  'sets?',
  'box',
  'pack',
  'pkt',
  'pair',
  'stk',
  'st',
  'stck',
  'stuks?',
  'szt',
  'ks',
  'kus',
  'pz',
  'pza',
  'und',
  'uds?',
  'un',
  'unid',
  'pc',
  'kpl',
  'op',
  'ens',
  'forfait',
  'pauschal',
  'psch',
  'pausch',
  'c62',
  'h87',
  // Time.
  'h',
  'hrs?',
  'hours?',
  'std',
  'stunden?',
  'uur',
  'godz',
  'hod',
  'ore',
  'horas?',
  'days?',
  'tage?',
  'jours?',
  'dni',
  'mo',
  'months?',
  'monat',
  'mois',
  'hur',
  'usl',
  // Measures.
  'kg',
  'g',
  't',
  'l',
  'ltr',
  'ml',
  'm',
  'm2',
  'm²',
  'm3',
  'm³',
  'km',
  'lfm',
  'mb',
  'qm',
];

const UNIT = new RegExp(`^(?:${UNIT_WORDS.join('|')})\\.?$`, 'u');

/** The word is a unit of measure ("Stk.", "szt.", "hrs", "m²"). */
export const isUnitWord = (word: string): boolean => UNIT.test(fold(word.trim()));
