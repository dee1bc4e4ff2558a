import type { Section } from '@procure/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SectionValues } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { procurementApi, useGetDocumentQuery } from '../api/procurement-api';
import { linesFromOrder, newLine, type OrderLine } from '../line-items';

const quantity = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';

/** An MRN received against a purchase order: the chosen PO, the grid's lines filled from its
 * open quantities, and the ordered and already-received columns per line. */
export function useOrderReceipt(
  items: UseFormReturn<SectionValues>,
  section: Section,
  initialPoId: number | null,
) {
  const t = useT('mrn');
  const [poId, setPoId] = useState<number | null>(initialPoId);
  const order = useGetDocumentQuery(poId ? { kind: 'po', id: poId } : skipToken);
  const [load] = procurementApi.useLazyGetDocumentQuery();

  const choose = async (id: number | null) => {
    setPoId(id);
    if (!id) {
      items.reset({ entries: [newLine(section, [])] });
      return;
    }
    const result = await load({ kind: 'po', id });
    if (result.data)
      items.reset({
        entries: linesFromOrder(section, result.data.line_items as unknown as OrderLine[]),
      });
  };

  const columns = useMemo(() => {
    const byId = new Map(
      ((order.data?.line_items ?? []) as unknown as OrderLine[]).map((line) => [line.id, line]),
    );
    if (!poId || byId.size === 0) return [];
    const orderLine = (index: number) =>
      byId.get(Number(items.getValues(`entries.${index}.po_line_id` as 'entries')));
    return [
      {
        key: 'ordered',
        label: t('ordered', 'Ordered'),
        value: (index: number) => quantity(orderLine(index)?.quantity),
      },
      {
        key: 'received',
        label: t('already_received', 'Already received'),
        value: (index: number) => quantity(orderLine(index)?.received_quantity),
      },
    ];
  }, [order.data, poId, items, t]);

  const reset = () => setPoId(null);
  return { poId, choose, columns, reset };
}
