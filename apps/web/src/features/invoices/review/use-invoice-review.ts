import {
  INVOICE_HEADER_FIELDS,
  INVOICE_NUMERIC_HEADER_FIELDS,
  type Field,
  type FieldStatus,
  type InvoiceDetail,
  type InvoiceLineItem,
} from '@procure/contract';
import { useState } from 'react';
import { useFormMetadataQuery } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { useFindInvoicesQuery, useInvoiceDocumentInfoQuery } from '../api/invoice-api';
import type { Highlight } from '../viewer';
import { documentTypeCard } from './document-type-card';
import type { CardField } from './FieldCard';
import type { LineColumn } from './line-draft';
import { REVIEW_FORM } from './prefetch';
import { showsConfirmed, showsLearned } from './review-rules';
import { vendorMatchOf } from './VendorMatchTag';

/** Asks again this often while the invoice is being extracted. */
const DETAIL_POLL_MS = 3_000;
const LINE_COLUMNS = ['description', 'quantity', 'unit_price', 'tax_rate', 'amount'];
const NUMERIC = new Set<string>(INVOICE_NUMERIC_HEADER_FIELDS);
/** A dropdown column's choices, as the server resolved them from master data (GL accounts and
 * cost centres): the cells stay free text, their list offers the codes with their names. */
function choicesOf(field: Field): Pick<LineColumn, 'options'> {
  if (field.type !== 'dropdown' && field.type !== 'select') return {};
  const options = field.data_source?.options ?? field.options ?? [];
  if (!options.length) return {};
  return { options: options.map((o) => ({ value: String(o.value), label: o.label })) };
}

/** The card that says what the invoice's link to a master vendor rests on. */
const VENDOR_CARD = 'vendor_name';

/** The card of the invoice's payment terms, after the header fields. */
export const TERMS_CARD = 'payment_terms';
/** The card's icon, by the metadata icon names the field cards draw (FieldCard). */
const TERMS_ICON = 'percentage';

/** The invoice, its field metadata (invoice_registration: invoice_fm_header and
 * invoice_fm_items) and its stored file, as the review screens read them. */
export function useInvoiceReview(id: number) {
  const tf = useT('form');
  const ti = useT('invoice');
  const valid = Number.isInteger(id) && id > 0;
  const [pollingInterval, setPollingInterval] = useState(0);
  const found = useFindInvoicesQuery(
    { body: { id: [id] } },
    { skip: !valid, pollingInterval, skipPollingIfUnfocused: true },
  );
  const invoice = found.data?.data[0];
  // Follows a running extraction until it ends.
  const interval = invoice?.extraction_status === 'processing' ? DETAIL_POLL_MS : 0;
  if (interval !== pollingInterval) setPollingInterval(interval);
  const metadata = useFormMetadataQuery({ query: { form_name: REVIEW_FORM } });
  const documentInfo = useInvoiceDocumentInfoQuery(
    { params: { id: invoice?.doc_id ?? '' } },
    { skip: !invoice },
  );

  const sections = metadata.data?.data.meta_data;
  const record = invoice as (InvoiceDetail & Record<string, unknown>) | undefined;
  const headerMeta =
    sections?.invoice_fm_header?.fields
      .filter((f) => f.is_visible !== false)
      .map((f) => ({
        name: f.control_name,
        // Another backend's labels are display text, not our translation keys.
        label: tf(f.label, f.label || f.control_name),
        icon: f.icon ?? undefined,
        numeric: f.type === 'number' || NUMERIC.has(f.control_name),
      })) ??
    INVOICE_HEADER_FIELDS.map((name) => ({
      name,
      label: name,
      icon: undefined,
      numeric: NUMERIC.has(name),
    }));
  const cards: CardField[] = record
    ? headerMeta.map((meta) => {
        const where = record.fields?.[meta.name];
        return {
          ...meta,
          value: record[meta.name],
          status: (record[`${meta.name}_status`] as FieldStatus | null | undefined) ?? null,
          confidence: record[`${meta.name}_confidence`],
          located: Boolean(where?.page && where.box),
          learned: showsLearned(where, record[`${meta.name}_status`] as FieldStatus | null),
          confirmed: showsConfirmed(where, record[`${meta.name}_status`] as FieldStatus | null),
          ...(meta.name === VENDOR_CARD ? { vendorMatch: vendorMatchOf(record) } : {}),
        };
      })
    : [];
  // The payment terms (our server's extra, beside the header fields): a card of their own,
  // saved through their own call; a backend without them shows no card.
  const terms = record?.fields ? (record.fields[TERMS_CARD] ?? null) : undefined;
  if (terms !== undefined)
    cards.push({
      name: TERMS_CARD,
      label: tf('payment_terms', 'Payment Terms'),
      icon: TERMS_ICON,
      numeric: false,
      value: terms?.value ?? null,
      status: terms?.status ?? null,
      confidence: terms?.confidence ?? null,
      located: Boolean(terms?.page && terms.box),
      learned: false,
      confirmed: showsConfirmed(terms, terms?.status),
    });
  // What the document is (our server's extra): a card the reviewer may change.
  const typeCard = documentTypeCard(record?.fields, tf('document_type', 'Document Type'), (type) =>
    ti(`document_type_${type}`, type),
  );
  if (typeCard) cards.push(typeCard);
  const columns: LineColumn[] =
    sections?.invoice_fm_items?.fields
      .filter((f) => f.is_visible !== false)
      .map((f) => ({
        name: f.control_name,
        // Another backend's labels are display text, not our translation keys.
        label: tf(f.label, f.label || f.control_name),
        numeric: f.type === 'number',
        ...choicesOf(f),
      })) ?? LINE_COLUMNS.map((name) => ({ name, label: name, numeric: name !== 'description' }));

  const highlightOf = (name: string | null): Highlight | null => {
    const where = name ? record?.fields?.[name] : undefined;
    return where?.page && where.box ? { page: where.page, box: where.box } : null;
  };

  return {
    valid,
    invoice,
    isLoading: found.isLoading || (valid && metadata.isLoading),
    isError: found.isError,
    cards,
    columns,
    lines: (invoice?.line_items ?? []) as InvoiceLineItem[],
    documentInfo: documentInfo.data?.data,
    highlightOf,
  };
}
