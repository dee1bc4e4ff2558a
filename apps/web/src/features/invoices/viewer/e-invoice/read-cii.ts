import {
  first,
  isoDate,
  kids,
  text,
  texts,
  typeName,
  type EInvoiceModel,
  type EInvoiceParty,
} from './model';

/** The first of several element names that exist (CII D16B, else ZUGFeRD 1.0's). */
const either = (node: Element | null, ...paths: string[]): Element | null =>
  paths.map((path) => first(node, path)).find(Boolean) ?? null;

function party(node: Element | null): EInvoiceParty {
  const address = first(node, 'PostalTradeAddress');
  const city = [text(address, 'PostcodeCode'), text(address, 'CityName')].filter(Boolean).join(' ');
  const contact = first(node, 'DefinedTradeContact');
  return {
    name: text(node, 'Name'),
    tradingName: text(node, 'SpecifiedLegalOrganization/TradingBusinessName'),
    address: [
      text(address, 'LineOne'),
      text(address, 'LineTwo'),
      text(address, 'LineThree'),
      city || null,
      text(address, 'CountrySubDivisionName'),
      text(address, 'CountryID'),
    ].filter((line): line is string => Boolean(line)),
    vatId:
      kids(node, 'SpecifiedTaxRegistration')
        .map((r) => text(r, 'ID'))
        .find(Boolean) ?? null,
    contact: [
      text(contact, 'PersonName'),
      text(contact, 'TelephoneUniversalCommunication/CompleteNumber'),
      text(contact, 'EmailURIUniversalCommunication/URIID'),
    ].filter((line): line is string => Boolean(line)),
  };
}

const TOTALS: [string, string, boolean?][] = [
  ['LineTotalAmount', 'Sum of lines'],
  ['AllowanceTotalAmount', 'Allowances'],
  ['ChargeTotalAmount', 'Charges'],
  ['TaxBasisTotalAmount', 'Total without VAT'],
  ['TaxTotalAmount', 'VAT'],
  ['GrandTotalAmount', 'Total with VAT', true],
  ['TotalPrepaidAmount', 'Paid in advance'],
  ['RoundingAmount', 'Rounding'],
  ['DuePayableAmount', 'Amount due', true],
];

/** Reads a UN/CEFACT CII invoice (Factur-X, ZUGFeRD 2.x, XRechnung CII; ZUGFeRD 1.0's element
 * names where they differ) for the view. */
export function readCii(root: Element): EInvoiceModel {
  const doc = either(root, 'ExchangedDocument', 'HeaderExchangedDocument');
  const tx = either(root, 'SupplyChainTradeTransaction', 'SpecifiedSupplyChainTradeTransaction');
  const agreement = either(
    tx,
    'ApplicableHeaderTradeAgreement',
    'ApplicableSupplyChainTradeAgreement',
  );
  const delivery = either(
    tx,
    'ApplicableHeaderTradeDelivery',
    'ApplicableSupplyChainTradeDelivery',
  );
  const settlement = either(
    tx,
    'ApplicableHeaderTradeSettlement',
    'ApplicableSupplyChainTradeSettlement',
  );
  const sums = either(
    settlement,
    'SpecifiedTradeSettlementHeaderMonetarySummation',
    'SpecifiedTradeSettlementMonetarySummation',
  );
  const currency = text(settlement, 'InvoiceCurrencyCode');
  // The VAT total may repeat in the accounting currency: the invoice currency's is shown.
  const amount = (name: string) => {
    const all = kids(sums, name);
    return text(all.find((el) => el.getAttribute('currencyID') === currency) ?? all[0]);
  };
  const typeCode = text(doc, 'TypeCode');
  const terms = kids(settlement, 'SpecifiedTradePaymentTerms');
  return {
    syntax: 'CII',
    title: typeName(typeCode, false),
    typeCode,
    number: text(doc, 'ID'),
    issueDate: isoDate(text(doc, 'IssueDateTime/DateTimeString')),
    dueDate: isoDate(
      terms.map((t) => text(t, 'DueDateDateTime/DateTimeString')).find(Boolean) ?? null,
    ),
    deliveryDate: isoDate(
      text(delivery, 'ActualDeliverySupplyChainEvent/OccurrenceDateTime/DateTimeString'),
    ),
    currency,
    buyerReference: text(agreement, 'BuyerReference'),
    orderReference:
      text(agreement, 'BuyerOrderReferencedDocument/IssuerAssignedID') ??
      text(agreement, 'BuyerOrderReferencedDocument/ID'),
    seller: party(first(agreement, 'SellerTradeParty')),
    buyer: party(first(agreement, 'BuyerTradeParty')),
    lines: kids(tx, 'IncludedSupplyChainTradeLineItem').map((line) => {
      const quantity = either(
        line,
        'SpecifiedLineTradeDelivery/BilledQuantity',
        'SpecifiedSupplyChainTradeDelivery/BilledQuantity',
      );
      const lineSettlement = either(
        line,
        'SpecifiedLineTradeSettlement',
        'SpecifiedSupplyChainTradeSettlement',
      );
      return {
        id: text(line, 'AssociatedDocumentLineDocument/LineID'),
        description: text(line, 'SpecifiedTradeProduct/Name'),
        detail:
          text(line, 'SpecifiedTradeProduct/Description') ??
          text(line, 'AssociatedDocumentLineDocument/IncludedNote/Content'),
        quantity: text(quantity),
        unit: quantity?.getAttribute('unitCode') ?? null,
        price: text(
          either(
            line,
            'SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount',
            'SpecifiedSupplyChainTradeAgreement/NetPriceProductTradePrice/ChargeAmount',
          ),
        ),
        taxRate:
          text(lineSettlement, 'ApplicableTradeTax/RateApplicablePercent') ??
          text(lineSettlement, 'ApplicableTradeTax/ApplicablePercent'),
        amount: text(
          either(
            lineSettlement,
            'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount',
            'SpecifiedTradeSettlementMonetarySummation/LineTotalAmount',
          ),
        ),
      };
    }),
    allowancesAndCharges: kids(settlement, 'SpecifiedTradeAllowanceCharge').map((a) => ({
      charge: text(a, 'ChargeIndicator/Indicator') === 'true',
      reason: text(a, 'Reason'),
      amount: text(a, 'ActualAmount'),
    })),
    vat: kids(settlement, 'ApplicableTradeTax').map((t) => ({
      category: text(t, 'CategoryCode'),
      rate: text(t, 'RateApplicablePercent') ?? text(t, 'ApplicablePercent'),
      taxable: text(t, 'BasisAmount'),
      tax: text(t, 'CalculatedAmount'),
    })),
    totals: TOTALS.map(([name, label, grand]) => ({ label, amount: amount(name), grand })).filter(
      (t) => t.amount !== null,
    ),
    paymentTerms: terms.flatMap((t) => texts(t, 'Description')),
    payment: kids(settlement, 'SpecifiedTradeSettlementPaymentMeans').map((m) => ({
      iban:
        text(m, 'PayeePartyCreditorFinancialAccount/IBANID') ??
        text(m, 'PayeePartyCreditorFinancialAccount/ProprietaryID'),
      bic: text(m, 'PayeeSpecifiedCreditorFinancialInstitution/BICID'),
      accountName: text(m, 'PayeePartyCreditorFinancialAccount/AccountName'),
      reference: text(settlement, 'PaymentReference'),
    })),
    notes: kids(doc, 'IncludedNote').flatMap((n) => texts(n, 'Content')),
    attachments: kids(agreement, 'AdditionalReferencedDocument').map((ref) => {
      const binary = first(ref, 'AttachmentBinaryObject');
      return {
        id: text(ref, 'IssuerAssignedID'),
        description: text(ref, 'Name'),
        fileName: binary?.getAttribute('filename') ?? null,
        mimeCode: binary?.getAttribute('mimeCode') ?? null,
        base64: text(binary),
        uri: text(ref, 'URIID'),
      };
    }),
  };
}
