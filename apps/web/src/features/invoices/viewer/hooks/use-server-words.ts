import { CAPABILITIES } from '@procure/contract';
import { useMemo } from 'react';
import { hasCapability } from '../../../../config/runtime';
import { useInvoiceWordsQuery } from '../../api/invoice-api';
import type { PageWord } from '../words';

/**
 * The words the server's OCR read on `page` of an invoice's document (GET
 * /invoice/{id}/words), for a document whose words the browser cannot read itself (an image,
 * or a PDF page without a text layer).
 * Asked for only while `active` (a field is being edited) and kept for the next time; null
 * until they are here, and for a document of no invoice. The words are ours: a backend
 * without our extras is not asked (picking then works on a PDF's own text layer only).
 */
export function useServerWords(
  invoiceId: number | undefined,
  page: number,
  active: boolean,
): PageWord[] | null {
  const { data } = useInvoiceWordsQuery(
    { params: { id: invoiceId ?? 0 }, query: { page } },
    { skip: !active || invoiceId === undefined || !hasCapability(CAPABILITIES.extras) },
  );
  return useMemo(
    () =>
      data
        ? data.data
            .filter((word) => word.page === page)
            .map((word) => ({ text: word.text, ...word.box }))
        : null,
    [data, page],
  );
}
