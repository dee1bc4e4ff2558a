import { SPEC_DOCUMENT_FORMS } from './spec-document-forms';
import { SPEC_INVOICE_FORM } from './spec-invoice-form';
import { SPEC_VENDOR_FORM } from './spec-vendor-form';

/** Form metadata as the documents describe it (part 1 §3, part 2 §3): sections keyed by name
 * with visible, sequence, is_dynamic and fields, no section titles; fields with control_name,
 * type, label, required and options. The master dialogs are not here: the documents fix their
 * fields and list no form for them, so the web builds them itself. */

export const SPEC_FORMS: Record<string, unknown> = {
  vendor_registration: SPEC_VENDOR_FORM,
  ...SPEC_DOCUMENT_FORMS,
  invoice_registration: SPEC_INVOICE_FORM,
};
