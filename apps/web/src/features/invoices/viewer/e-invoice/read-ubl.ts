import {
  first,
  kids,
  text,
  texts,
  typeName,
  type EInvoiceModel,
  type EInvoiceParty,
} from './model';

function party(node: Element | null): EInvoiceParty {
  const address = first(node, 'PostalAddress');
  const city = [text(address, 'PostalZone'), text(address, 'CityName')].filter(Boolean).join(' ');
  return {
    name: text(node, 'PartyLegalEntity/RegistrationName') ?? text(node, 'PartyName/Name'),
    tradingName: text(node, 'PartyName/Name'),
    address: [
      text(address, 'StreetName'),
      text(address, 'AdditionalStreetName'),
      ...texts(address, 'AddressLine/Line'),
      city || null,
      text(address, 'CountrySubentity'),
      text(address, 'Country/IdentificationCode'),
    ].filter((line): line is string => Boolean(line)),
    vatId:
      kids(node, 'PartyTaxScheme')
        .map((scheme) => text(scheme, 'CompanyID'))
        .find(Boolean) ?? null,
    contact: [
      text(node, 'Contact/Name'),
      text(node, 'Contact/Telephone'),
      text(node, 'Contact/ElectronicMail'),
    ].filter((line): line is string => Boolean(line)),
  };
}

const TOTALS: [string, string, boolean?][] = [
  ['LineExtensionAmount', 'Sum of lines'],
  ['AllowanceTotalAmount', 'Allowances'],
  ['ChargeTotalAmount', 'Charges'],
  ['TaxExclusiveAmount', 'Total without VAT'],
  ['TaxInclusiveAmount', 'Total with VAT', true],
  ['PrepaidAmount', 'Paid in advance'],
  ['PayableRoundingAmount', 'Rounding'],
  ['PayableAmount', 'Amount due', true],
];

/** Reads a UBL 2.x Invoice or CreditNote (Peppol BIS 3.0, XRechnung UBL) for the view. */
export function readUbl(root: Element): EInvoiceModel {
  const creditNote = root.localName === 'CreditNote';
  const typeCode = text(root, 'InvoiceTypeCode') ?? text(root, 'CreditNoteTypeCode');
  const totals = first(root, 'LegalMonetaryTotal');
  const taxTotals = kids(root, 'TaxTotal');
  const ownTaxTotal = taxTotals.find((t) => kids(t, 'TaxSubtotal').length > 0) ?? taxTotals[0];
  const sums = TOTALS.map(([name, label, grand]) => ({
    label,
    amount: text(totals, name),
    grand,
  }));
  sums.splice(4, 0, { label: 'VAT', amount: text(ownTaxTotal, 'TaxAmount'), grand: undefined });
  return {
    syntax: 'UBL',
    title: typeName(typeCode, creditNote),
    typeCode,
    number: text(root, 'ID'),
    issueDate: text(root, 'IssueDate'),
    dueDate: text(root, 'DueDate') ?? text(root, 'PaymentMeans/PaymentDueDate'),
    deliveryDate: text(root, 'Delivery/ActualDeliveryDate'),
    currency: text(root, 'DocumentCurrencyCode'),
    buyerReference: text(root, 'BuyerReference'),
    orderReference: text(root, 'OrderReference/ID'),
    seller: party(first(root, 'AccountingSupplierParty/Party')),
    buyer: party(first(root, 'AccountingCustomerParty/Party')),
    lines: [...kids(root, 'InvoiceLine'), ...kids(root, 'CreditNoteLine')].map((line) => {
      const quantity = first(line, 'InvoicedQuantity') ?? first(line, 'CreditedQuantity');
      return {
        id: text(line, 'ID'),
        description: text(line, 'Item/Name'),
        detail: text(line, 'Item/Description') ?? text(line, 'Note'),
        quantity: text(quantity),
        unit: quantity?.getAttribute('unitCode') ?? null,
        price: text(line, 'Price/PriceAmount'),
        taxRate: text(line, 'Item/ClassifiedTaxCategory/Percent'),
        amount: text(line, 'LineExtensionAmount'),
      };
    }),
    allowancesAndCharges: kids(root, 'AllowanceCharge').map((a) => ({
      charge: text(a, 'ChargeIndicator') === 'true',
      reason: text(a, 'AllowanceChargeReason'),
      amount: text(a, 'Amount'),
    })),
    vat: kids(ownTaxTotal, 'TaxSubtotal').map((s) => ({
      category: text(s, 'TaxCategory/ID'),
      rate: text(s, 'TaxCategory/Percent'),
      taxable: text(s, 'TaxableAmount'),
      tax: text(s, 'TaxAmount'),
    })),
    totals: sums.filter((t) => t.amount !== null),
    paymentTerms: kids(root, 'PaymentTerms').flatMap((t) => texts(t, 'Note')),
    payment: kids(root, 'PaymentMeans').map((m) => ({
      iban: text(m, 'PayeeFinancialAccount/ID'),
      bic: text(m, 'PayeeFinancialAccount/FinancialInstitutionBranch/ID'),
      accountName: text(m, 'PayeeFinancialAccount/Name'),
      reference: text(m, 'PaymentID'),
    })),
    notes: texts(root, 'Note'),
    attachments: kids(root, 'AdditionalDocumentReference').map((ref) => {
      const binary = first(ref, 'Attachment/EmbeddedDocumentBinaryObject');
      return {
        id: text(ref, 'ID'),
        description: text(ref, 'DocumentDescription'),
        fileName: binary?.getAttribute('filename') ?? null,
        mimeCode: binary?.getAttribute('mimeCode') ?? null,
        base64: text(binary),
        uri: text(ref, 'Attachment/ExternalReference/URI'),
      };
    }),
  };
}
