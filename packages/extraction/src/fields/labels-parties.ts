import type { LabelVocabulary } from './labels.js';

/** Labels of the issuer: its name and tax identifier. */
export const PARTY_LABELS = {
  vendor_name: [
    ['service provider', 0.8],
    ['sold by', 0.8],
    ['vendor', 0.7],
    ['supplier', 0.7],
    ['seller', 0.7],
    ['lieferant', 0.7],
    ['verkaufer', 0.7],
    ['fournisseur', 0.7],
    ['vendeur', 0.7],
    ['leverancier', 0.7],
    // Whoever issues the bill or is paid is the vendor: "bill from", "remit to", the bank account's holder.
    ['bill from', 0.8],
    ['invoice from', 0.8],
    ['issued by', 0.7],
    ['remit to', 0.7],
    ['payable to', 0.7],
    ['pay to', 0.6],
    ['account holder', 0.7],
    ['account name', 0.6],
    ['beneficiary', 0.6],
    ['kontoinhaber', 0.7],
    ['rechnungssteller', 0.8],
    ['titulaire du compte', 0.7],
    ['beneficiaire', 0.6],
    ['emetteur', 0.7],
    ['rekeninghouder', 0.7],
    ['ten name van', 0.6],
  ],
  vendor_tax_id: [
    ['vat id', 1],
    ['vat no', 1],
    ['vat number', 1],
    ['vat reg no', 1],
    ['vat registration number', 1],
    ['vat', 0.6],
    ['gstin', 1],
    ['gst no', 0.9],
    ['gst number', 0.9],
    ['tax id', 0.9],
    ['tax number', 0.8],
    ['ein', 0.6],
    ['ust-idnr', 1],
    ['ust-id', 1],
    ['ustid', 1],
    ['ust.-id', 1],
    ['umsatzsteuer-id', 1],
    ['steuernummer', 0.7],
    ['steuer-nr', 0.7],
    ['n° tva', 1],
    ['numero de tva', 1],
    ['tva intracommunautaire', 1],
    ['n° de tva intra communautaire', 1],
    ['tva', 0.5],
    ['btw-nummer', 1],
    ['btw nummer', 1],
    ['btw nr', 1],
    ['btw-nr', 1],
    ['btw', 0.5],
    ['btw-id', 1],
  ],
} satisfies Partial<LabelVocabulary>;

/** Labels that name the buyer's side: values found near them are not the vendor's. */
export const BUYER_CONTEXT =
  /\b(bill(ed)? to|invoice (for|to)|ship(ped)? to|sold to|deliver(ed|y)? to|customer|client|buyer|recipient|attn|billing address|invoice address|delivery address|rechnungsadresse|adresse de facturation|destinataire|your|uw|ihre?|votre|factuuradres|afleveradres|rechnungsempfanger|lieferadresse|kunde|klant|facture a|livre a|adresse de livraison)\b/;

/** Words that head an invoice but are never a company name. */
export const TITLE_WORDS =
  /^(tax )?(invoice|credit note|receipt|payment receipt|bill|rechnung|gutschrift|facture|avoir|factuur|creditnota|kopie factuur|retail invoices\/bill|proforma)\b/;
