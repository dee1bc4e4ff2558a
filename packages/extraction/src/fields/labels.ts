import type { HeaderFieldName } from '../types.js';
import { AMOUNT_LABELS } from './labels-amounts.js';
import { DOCUMENT_LABELS } from './labels-document.js';
import { PARTY_LABELS } from './labels-parties.js';

/**
 * Label vocabularies (accent-folded, lowercase) in English, German, French and Dutch.
 * Weight says how surely the label names the field: "invoice no" is sure, a bare "date" less so.
 * Where two labels overlap, the longest match wins ("total due" beats "total").
 */
export type LabelVocabulary = Record<HeaderFieldName, Array<[phrase: string, weight: number]>>;

export const LABELS: LabelVocabulary = { ...DOCUMENT_LABELS, ...PARTY_LABELS, ...AMOUNT_LABELS };

/**
 * Labels of other facts that contain a field label ("Order Date" contains "date"). Matching them
 * first stops a bare "date" or "invoice" inside them from being read as the field.
 */
export const OTHER_LABELS: string[] = [
  'order date',
  'delivery date',
  'ship date',
  'shipping date',
  'check in',
  'check out',
  'service date',
  'period',
  'order id',
  'order number',
  'order no',
  'customer number',
  'customer no',
  'customer id',
  'account number',
  'account no',
  'client id',
  'id.client',
  'reference',
  'your vat',
  'customer vat',
  'tax %',
  'tax rate',
  'vat %',
  'vat rate',
  'invoice for',
  'invoice to',
  'lieferdatum',
  'bestelldatum',
  'leistungsdatum',
  'kundennummer',
  'kundennr',
  'auftragsnummer',
  'auftragsnr',
  'mwst. %',
  'mwst %',
  'steuersatz',
  'date de commande',
  'date de livraison',
  'numero client',
  'n° client',
  'numero de dossier',
  'taux tva',
  'tva %',
  '% tva',
  'numero de ligne',
  'orderdatum',
  'leverdatum',
  'klantnummer',
  'klant',
  'ordernummer',
  'uw btw nummer',
  'btw %',
  'btw-tarief',
];

export { BUYER_CONTEXT, TITLE_WORDS } from './labels-parties.js';
