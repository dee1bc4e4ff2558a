import { INVOICE_HEADER_FIELDS } from '@procure/contract';
import { useMemo } from 'react';
import { useFormMetadataQuery } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import type { FieldLabels } from './review-rules';

/** The invoice fields' labels from the invoice_registration metadata (invoice_fm_header,
 * invoice_fm_items; the same cached request the review pages make), each falling back to
 * its control name. */
export function useFieldLabels(): FieldLabels {
  const tf = useT('form');
  const t = useT('invoice');
  const metadata = useFormMetadataQuery({ query: { form_name: 'invoice_registration' } });
  const sections = metadata.data?.data.meta_data;
  return useMemo(() => {
    const labelsOf = (fields: { control_name: string; label: string }[] | undefined) =>
      Object.fromEntries(
        (fields ?? []).map((f) => [f.control_name, tf(f.label, f.control_name)] as const),
      );
    return {
      header: {
        ...Object.fromEntries(INVOICE_HEADER_FIELDS.map((name) => [name, name])),
        ...labelsOf(sections?.invoice_fm_header?.fields),
        // Payment history rows name the payment status.
        paymentStatus: t('col_payment', 'Payment'),
      },
      items: labelsOf(sections?.invoice_fm_items?.fields),
      lines: t('line_items_section', 'Line items'),
      line: (n: number) => t('line_n', 'Line {n}', { n }),
    };
  }, [sections, tf, t]);
}
