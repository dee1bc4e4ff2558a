/** The invoice detail as the documents describe it (part 2 §3, §7): the first element of the
 * answer's data, with the header fields by control name, a status per field
 * (`{control_name}_status`), the lines as `items` or `line_items`, and `document_short_code`.
 * What else of ours is absent reads as nothing known: no confidence, boxes, warnings or links
 * (their widgets hide), the stored file named by document_short_code, and the status words,
 * which the documents do not list for the detail, as an extracted invoice nobody has decided
 * on. A backend's own status words are kept as they come (an unknown one shows grey). */
export function fillDocumentedInvoiceDetail(body: unknown, headerFields: readonly string[]) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = { ...(body as Record<string, unknown>) };
  if (fields.line_items === undefined && Array.isArray(fields.items))
    fields.line_items = fields.items;
  fields.doc_id ??= fields.document_short_code;
  for (const name of headerFields) {
    fields[name] ??= null;
    fields[`${name}_status`] ??= null;
    fields[`${name}_confidence`] ??= null;
  }
  const defaults: Record<string, unknown> = {
    extraction_status: 'extracted',
    workflowStatus: 'pending',
    paymentStatus: 'pending',
    approvalStatus: 'pending',
    invoice_number: null,
    vendor_name: null,
    total_amount: null,
    currency: null,
    invoice_date: null,
    dueDate: null,
    remarks: null,
    createdAt: '',
    createdBy: '',
    updatedAt: '',
    extraction_source: null,
    extraction_error: null,
    extraction_warnings: [],
  };
  for (const [key, value] of Object.entries(defaults)) fields[key] ??= value;
  return fields;
}
