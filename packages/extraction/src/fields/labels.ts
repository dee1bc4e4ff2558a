import type { HeaderFieldName } from '../types.js';

/**
 * Label vocabularies (accent-folded, lowercase) in English, German, French and Dutch.
 * Weight says how surely the label names the field: "invoice no" is sure, a bare "date" less so.
 * Where two labels overlap, the longest match wins ("total due" beats "total").
 */
export type LabelVocabulary = Record<HeaderFieldName, Array<[phrase: string, weight: number]>>;

export const LABELS: LabelVocabulary = {
  invoice_number: [
    ['invoice number', 1], ['invoice no', 1], ['invoice nr', 1], ['invoice #', 1], ['invoice id', 1], ['invoice', 0.7],
    ['inv no', 0.9], ['inv #', 0.9], ['bill no', 0.8], ['bill number', 0.8], ['credit note number', 1], ['credit note no', 1],
    ['credit note', 0.6], ['document no', 0.6], ['document number', 0.6], ['receipt no', 0.7], ['receipt number', 0.7],
    ['booking id', 0.5], ['#', 0.4],
    ['rechnungsnummer', 1], ['rechnungsnr', 1], ['re nr', 0.9], ['rg nr', 0.9], ['rechnung nr', 1], ['rechnungs-nr', 1], ['rechnung', 0.6],
    ['gutschriftsnummer', 1], ['gutschrift nr', 1], ['belegnummer', 0.7], ['beleg-nr', 0.7],
    ['numero de facture', 1], ['n° de facture', 1], ['no de facture', 1], ['facture n°', 1], ['facture no', 1],
    ['facture numero', 1], ['facture', 0.6], ["numero d'avoir", 1], ['avoir n°', 1],
    ['factuurnummer', 1], ['factuurnr', 1], ['factuur nr', 1], ['factuur', 0.6], ['creditnotanummer', 1], ['nota nr', 0.7],
  ],
  invoice_date: [
    ['invoice date', 1], ['date of invoice', 1], ['invoice dated', 1], ['date of issue', 0.9], ['issue date', 0.9],
    ['billing date', 0.9], ['credit note date', 1], ['date', 0.6], ['dated', 0.6],
    ['rechnungsdatum', 1], ['belegdatum', 0.8], ['ausstellungsdatum', 0.9], ['datum', 0.6],
    ['date de facture', 1], ['date de facturation', 1], ["date d'emission", 0.9], ['date facture', 1], ['fait le', 0.6],
    ['factuurdatum', 1], ['factuur datum', 1], ['datum factuur', 1], ['datum', 0.6],
  ],
  due_date: [
    ['due date', 1], ['date due', 1], ['payment due', 0.9], ['payment due date', 1], ['due by', 0.9], ['due on', 0.8], ['pay by', 0.8],
    ['invoice due date', 1],
    ['falligkeitsdatum', 1], ['fallig am', 1], ['fallig', 0.8], ['zahlbar bis', 1], ['zahlungsziel', 0.7], ['faelligkeit', 0.9],
    ["date d'echeance", 1], ['echeance', 0.9], ['date limite de paiement', 1], ['a payer avant le', 1], ['payable le', 0.8],
    ['vervaldatum', 1], ['vervaldag', 1], ['uiterste betaaldatum', 1], ['te betalen voor', 0.9],
  ],
  vendor_name: [
    ['service provider', 0.8], ['sold by', 0.8], ['vendor', 0.7], ['supplier', 0.7], ['seller', 0.7],
    ['lieferant', 0.7], ['verkaufer', 0.7], ['fournisseur', 0.7], ['vendeur', 0.7], ['leverancier', 0.7],
    // Whoever issues the bill or is paid is the vendor: "bill from", "remit to", the bank account's holder.
    ['bill from', 0.8], ['invoice from', 0.8], ['issued by', 0.7], ['remit to', 0.7], ['payable to', 0.7], ['pay to', 0.6],
    ['account holder', 0.7], ['account name', 0.6], ['beneficiary', 0.6], ['kontoinhaber', 0.7], ['rechnungssteller', 0.8],
    ['titulaire du compte', 0.7], ['beneficiaire', 0.6], ['emetteur', 0.7], ['rekeninghouder', 0.7], ['ten name van', 0.6],
  ],
  vendor_tax_id: [
    ['vat id', 1], ['vat no', 1], ['vat number', 1], ['vat reg no', 1], ['vat registration number', 1], ['vat', 0.6],
    ['gstin', 1], ['gst no', 0.9], ['gst number', 0.9], ['tax id', 0.9], ['tax number', 0.8], ['ein', 0.6],
    ['ust-idnr', 1], ['ust-id', 1], ['ustid', 1], ['ust.-id', 1], ['umsatzsteuer-id', 1], ['steuernummer', 0.7], ['steuer-nr', 0.7],
    ['n° tva', 1], ['numero de tva', 1], ['tva intracommunautaire', 1], ['n° de tva intra communautaire', 1], ['tva', 0.5],
    ['btw-nummer', 1], ['btw nummer', 1], ['btw nr', 1], ['btw-nr', 1], ['btw', 0.5], ['btw-id', 1],
  ],
  po_number: [
    ['po number', 1], ['p.o. number', 1], ['po no', 1], ['po #', 1], ['p.o. #', 1], ['purchase order', 1], ['purchase order no', 1],
    ['order reference', 0.6], ['your order', 0.8], ['customer po', 1],
    ['bestellnummer', 1], ['bestell-nr', 1], ['ihre bestellung', 0.9], ['bestellung', 0.7],
    ['bon de commande', 1], ['n° de commande', 0.9], ['numero de commande', 0.9], ['votre commande', 0.8],
    ['inkoopordernummer', 1], ['inkooporder', 1], ['uw ordernummer', 0.9], ['bestelnummer', 1], ['uw referentie', 0.6],
  ],
  currency: [['currency', 1], ['wahrung', 1], ['devise', 1], ['valuta', 1]],
  net_amount: [
    ['subtotal', 0.9], ['sub total', 0.9], ['sub-total', 0.9], ['net amount', 1], ['net total', 1], ['total net', 1], ['net', 0.6],
    ['total excl. vat', 1], ['total excluding vat', 1], ['total excl. tax', 1], ['amount before tax', 1], ['taxable amount', 0.9],
    ['total before tax', 1], ['excl. vat', 0.9], ['excluding vat', 0.9], ['charges', 0.3],
    ['nettobetrag', 1], ['netto', 0.8], ['summe netto', 1], ['gesamt netto', 1], ['zwischensumme', 0.9], ['nettosumme', 1],
    ['total ht', 1], ['montant ht', 1], ['sous-total', 0.9], ['sous total', 0.9], ['total hors taxes', 1], ['montant eur ht', 1],
    ['subtotaal', 0.9], ['exclusief btw', 1], ['excl. btw', 1], ['totaal excl. btw', 1], ['totaal exclusief btw', 1], ['grondslag', 0.9],
  ],
  tax_amount: [
    ['tax', 0.8], ['sales tax', 1], ['total tax', 1], ['tax amount', 1], ['vat', 0.8], ['vat amount', 1], ['total vat', 1],
    ['gst', 0.8], ['igst', 0.8], ['tax total', 1],
    ['mwst', 0.9], ['mwst.', 0.9], ['mehrwertsteuer', 1], ['umsatzsteuer', 1], ['ust', 0.8], ['zzgl. mwst', 1], ['zzgl. ust', 1],
    ['tva', 0.9], ['montant tva', 1], ['total tva', 1],
    ['btw', 0.9], ['btw bedrag', 1], ['totaal btw', 1], ['btw-bedrag', 1],
  ],
  total_amount: [
    ['total', 0.8], ['grand total', 1], ['total amount', 1], ['invoice total', 1], ['total for this invoice', 1], ['total incl. vat', 1],
    ['total including vat', 1], ['total inc vat', 1], ['charges', 0.3], ['amount', 0.3],
    ['gesamtbetrag', 1], ['gesamtsumme', 1], ['rechnungsbetrag', 1], ['endbetrag', 1], ['summe', 0.7], ['gesamt', 0.7], ['bruttobetrag', 1],
    ['total ttc', 1], ['montant ttc', 1], ['montant eur ttc', 1], ['total facture', 1], ['montant total', 1],
    ['totaal', 0.8], ['factuur totaal', 1], ['totaal incl. btw', 1], ['totaalbedrag', 1], ['totaal inclusief btw', 1], ['factuurbedrag', 1],
  ],
  amount_due: [
    ['amount due', 1], ['balance due', 1], ['total due', 1], ['amount payable', 1], ['total amount due', 1], ['balance', 0.5],
    ['please pay', 0.9], ['amount to pay', 1],
    ['zu zahlen', 1], ['zahlbetrag', 1], ['offener betrag', 1], ['zahlbarer betrag', 1], ['restbetrag', 0.9],
    ['net a payer', 1], ['somme a payer', 1], ['montant a payer', 1], ['reste a payer', 1], ['total a payer', 1],
    ['te betalen', 1], ['openstaand bedrag', 1], ['nog te betalen', 1], ['totaal te betalen', 1],
  ],
};

/**
 * Labels of other facts that contain a field label ("Order Date" contains "date"). Matching them
 * first stops a bare "date" or "invoice" inside them from being read as the field.
 */
export const OTHER_LABELS: string[] = [
  'order date', 'delivery date', 'ship date', 'shipping date', 'check in', 'check out', 'service date', 'period',
  'order id', 'order number', 'order no', 'customer number', 'customer no', 'customer id', 'account number', 'account no',
  'client id', 'id.client', 'reference', 'your vat', 'customer vat', 'tax %', 'tax rate', 'vat %', 'vat rate', 'invoice for', 'invoice to',
  'lieferdatum', 'bestelldatum', 'leistungsdatum', 'kundennummer', 'kundennr', 'auftragsnummer', 'auftragsnr', 'mwst. %', 'mwst %', 'steuersatz',
  'date de commande', 'date de livraison', 'numero client', 'n° client', 'numero de dossier', 'taux tva', 'tva %', '% tva', 'numero de ligne',
  'orderdatum', 'leverdatum', 'klantnummer', 'klant', 'ordernummer', 'uw btw nummer', 'btw %', 'btw-tarief',
];

/** Labels that name the buyer's side: values found near them are not the vendor's. */
export const BUYER_CONTEXT = /\b(bill(ed)? to|invoice (for|to)|ship(ped)? to|sold to|deliver(ed|y)? to|customer|client|buyer|recipient|attn|billing address|invoice address|delivery address|rechnungsadresse|adresse de facturation|destinataire|your|uw|ihre?|votre|factuuradres|afleveradres|rechnungsempfanger|lieferadresse|kunde|klant|facture a|livre a|adresse de livraison)\b/;

/** Words that head an invoice but are never a company name. */
export const TITLE_WORDS = /^(tax )?(invoice|credit note|receipt|payment receipt|bill|rechnung|gutschrift|facture|avoir|factuur|creditnota|kopie factuur|retail invoices\/bill|proforma)\b/;
