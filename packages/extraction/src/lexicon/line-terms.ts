/**
 * Column headings of an item table, by the EN 16931 line term they head: BT-153 item name,
 * BT-129 invoiced quantity, BT-146 item net price, BT-131 line net amount, BT-152 VAT rate.
 * Lowercase, accent-folded, regex syntax allowed (a heading may be abbreviated).
 */
export const LINE_COLUMN_WORDS = {
  tax_rate: ['%', 'tax', 'vat', 'mwst', 'ust', 'tva', 'btw', 'taxes', 'gst', 'iva', 'dph'],
  quantity: [
    'qty',
    'quantity',
    'qte',
    'quantite',
    'menge',
    'anzahl',
    'aantal',
    'hoeveelheid',
    'nombre',
    'units?',
    'hours',
    'hrs',
    'quantita',
    'qta',
    'cantidad',
    'cant',
    'mnozstvi',
    'pocet',
  ],
  unit_price: [
    'unit ?price',
    'price',
    'rate',
    'unit cost',
    'einzelpreis',
    'preis',
    'vk-preis',
    'ep',
    'prix unitaire',
    'p\\.?u\\.?( ht)?',
    'prix',
    'prijs( per stuk)?',
    'stuksprijs',
    'tarief',
    'prezzo( unitario)?',
    'precio( unitario)?',
    'cena za mj',
    'jednotkova cena',
  ],
  amount: [
    'amount',
    'total',
    'line total',
    'subtotal',
    'betrag',
    'zeilenbetrag',
    'gesamt(preis)?',
    'gp',
    'montant( ht)?',
    'bedrag',
    'totaal',
    'charges',
    'importo',
    'totale',
    'importe',
    'cena celkem',
    'celkem',
    // BT-131 is the line's net amount: a table that prints it beside the amount with tax heads
    // the two "Net" and "Gross" (Netto / Brutto, HT / TTC). Both are amount columns; the first
    // is read and the other is known, so its figures do not spill into the read one.
    'net',
    'netto',
    'gross',
    'brutto',
    'ttc',
  ],
  description: [
    'description',
    'item',
    'product',
    'title',
    'artikel',
    'omschrijving',
    'bezeichnung',
    'beschreibung',
    'designation',
    'libelle',
    'produit',
    'article',
    'service',
    'leistung',
    'details',
    'descrizione',
    'articolo',
    'descripcion',
    'concepto',
    'articulo',
    'predmet( zdanitelneho plneni)?',
    'popis',
    'nazev',
    'oznaceni',
  ],
} as const;

/** Words that name the item itself; weaker words ("item", "article") often head a code column. */
export const ITEM_NAME_WORDS = [
  'description',
  'omschrijving',
  'bezeichnung',
  'beschreibung',
  'designation',
  'libelle',
  'title',
  'details',
  'descrizione',
  'descripcion',
  'concepto',
  'predmet',
  'popis',
  'nazev',
];

/**
 * Words naming a measure rather than money, beside the quantity column's words: what a time
 * sheet or a delivery note adds up under its own table ("Total hours", "Stunden gesamt",
 * "Poids kg"). A column or sum named so is never the item amounts. Lowercase, accent-folded.
 */
export const MEASURE_WORDS = [
  'stunden',
  'std',
  'heures',
  'days',
  'tage',
  'jours',
  'weight',
  'gewicht',
  'poids',
  'kg',
  'packages',
  'packstucke',
  'colis',
  'pieces',
  'stuck',
];

/**
 * Column titles of an account statement's open items (what was billed, paid, and is still
 * open): its rows add up to a balance, but they are earlier documents, never this invoice's
 * items. Lowercase, accent-folded.
 */
export const OPEN_ITEM_WORDS = [
  'open',
  'offen',
  'outstanding',
  'balance',
  'saldo',
  'solde',
  'restbetrag',
  'reste a payer',
  'paid',
  'bezahlt',
  'regle',
];
