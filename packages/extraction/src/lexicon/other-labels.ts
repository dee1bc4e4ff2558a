/**
 * Labels of facts we do not extract that contain a field's label ("Order Date" contains "date",
 * "Customer No." contains "no"). Matching them first stops the bare word inside from being read
 * as the field; they also end a neighbouring label's value.
 */
export const OTHER_LABELS: Record<string, readonly string[]> = {
  en: [
    'order date',
    'delivery date',
    'ship date',
    'shipping date',
    'check in',
    'check out',
    'service date',
    'period',
    'billing period',
    'order id',
    'order number',
    'order no',
    'customer number',
    'customer no',
    'customer id',
    'account number',
    'account no',
    'client id',
    'reference',
    'your ref',
    'our ref',
    'customer ref',
    'order ref',
    'your vat',
    'customer vat',
    'customer vat id',
    'tax %',
    'tax rate',
    'vat %',
    'vat rate',
    'contract number',
    'despatch notice',
    'print date',
    'printed on',
    'page',
    // What a discount or loyalty scheme saved: a total of savings, not of the sale.
    'total savings',
    'total saving',
    'you saved',
    'your savings',
  ],
  de: [
    'lieferdatum',
    'bestelldatum',
    'leistungsdatum',
    'leistungszeitraum',
    'kundennummer',
    'kundennr',
    'auftragsnummer',
    'auftragsnr',
    'mwst. %',
    'mwst %',
    'steuersatz',
    'druckdatum',
    'lieferscheinnummer',
    'lieferschein',
  ],
  fr: [
    'date de commande',
    'date de livraison',
    'numero client',
    'n° client',
    'id.client',
    'numero de dossier',
    'taux tva',
    'tva %',
    '% tva',
    'numero de ligne',
    'periode',
  ],
  nl: [
    'orderdatum',
    'leverdatum',
    'klantnummer',
    'klant',
    'ordernummer',
    'uw btw nummer',
    'btw %',
    'btw-tarief',
  ],
  it: ['data ordine', 'data consegna', 'codice cliente', 'aliquota iva', 'aliquota'],
  es: [
    'fecha de pedido',
    'fecha de entrega',
    'numero de cliente',
    'tipo iva',
    'tipo de iva',
    // Argentina: the authorisation code's expiry and the issuer's start of activity, no due or
    // issue date; the point of sale's number is no document number.
    'fecha de vto de cae',
    'vto de cae',
    'fecha de inicio de actividades',
    'fecha de inicio de actividad',
    'punto de venta',
    'fecha de impresion',
  ],
  pt: ['numero de cliente', 'data de entrega', 'numero de encomenda'],
  pl: [
    'data sprzedazy',
    'data dostawy',
    'nr rachunku',
    'numer rachunku',
    'nr abonenta',
    'nr klienta',
    'numer klienta',
    'nr zamowienia',
    'sposob zaplaty',
  ],
  id: ['kasir', 'no meja', 'no pelanggan'],
  cs: [
    'datum plneni',
    'datum odvodu',
    'zakaznicke cislo',
    'cislo uctu',
    'dodaci listy',
    'sazba dph',
    'zakladni sazba',
    'snizena sazba',
  ],
};

/** Title words of a credit note (EN 16931 type 381): the document's amounts credit the buyer.
 * A cancellation invoice (Stornorechnung) credits the invoice it cancels; Nordic credit notes are
 * Hyvityslasku, Kreditnota, Kreditfaktura. */
const CREDIT_NOTE_TITLES =
  "credit note|credit memo|gutschrift|stornorechnung|avoir|facture d'avoir|creditnota|creditfactuur|nota di credito|nota de credito|abono|dobropis|hyvityslasku|kreditnota|kreditfaktura";

export const CREDIT_NOTE_TITLE_WORDS = new RegExp(`^(${CREDIT_NOTE_TITLES})\\b`);

/**
 * A receipt's or a copy's title ("TICKET DE VENTA", "ORIGINAL", "Kassenbon", "Nota"): a title
 * only printed alone or before its number, since some of these words also open names ("Bon
 * Appetit", "Nota Bene Books").
 */
const SLIP_TITLES =
  '(?:original|duplicado|triplicado|duplicate|copia|ticket|ticket de venta|recibo|recibo de caja|boleta|boleta de venta|boleta electronica|nota|nota de venta|nota fiscal|cupom fiscal|comprobante|bon|kassenbon|kassenbeleg|quittung|ricevuta|scontrino|recu|kwitansi|struk|paragon|paragon fiskalny|rachunek)(?=$|[\\s:#]*(?:n[°º]|nro?\\b|no\\b|\\d|$))';

/** Words that head an invoice or a credit note but are never a company name. */
export const TITLE_WORDS = new RegExp(
  `^(tax )?(invoice|receipt|payment receipt|bill|rechnung|facture|factuur|kopie factuur|retail invoices/bill|proforma|fattura|factura|faktura|opravny danovy doklad|${CREDIT_NOTE_TITLES}|${SLIP_TITLES})\\b`,
);
