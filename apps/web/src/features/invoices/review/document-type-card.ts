import { INVOICE_DOCUMENT_TYPES, type ExtractedFieldView } from '@procure/contract';
import type { CardField } from './FieldCard';

/** The card of what the document is (invoice / credit note, issue 23 §2), after the header
 * fields; saved through the review save like a header field. */
export const DOCUMENT_TYPE_CARD = 'document_type';
/** The card's icon, by the metadata icon names the field cards draw (FieldCard). */
const DOCUMENT_TYPE_ICON = 'document';

/**
 * The document type's card where our server sends it: an invoice whose `fields` carry no type
 * (read before the type was a field) shows an empty card the reviewer may set; a backend that
 * sends no `fields` at all has no such thing, and no card shows.
 */
export function documentTypeCard(
  fields: Record<string, ExtractedFieldView> | undefined,
  label: string,
  choiceLabel: (type: string) => string,
): CardField | null {
  if (!fields) return null;
  const type = fields[DOCUMENT_TYPE_CARD] ?? null;
  return {
    name: DOCUMENT_TYPE_CARD,
    label,
    icon: DOCUMENT_TYPE_ICON,
    numeric: false,
    value: type?.value ?? null,
    status: type?.status ?? null,
    confidence: type?.confidence ?? null,
    located: Boolean(type?.page && type.box),
    learned: false,
    choices: INVOICE_DOCUMENT_TYPES.map((value) => ({ value, label: choiceLabel(value) })),
  };
}
