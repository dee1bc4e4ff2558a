import type { Section } from '@procure/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SectionValues } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { procurementApi, useGetDocumentQuery } from '../api/procurement-api';
import type { EntryValues } from '../../../components/metadata-form';
import { linesFromOrder, newLine, receivedByOthers, type OrderLine } from '../line-items';

const NO_LINES: readonly EntryValues[] = [];

const quantity = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : '';

/** An MRN received against a purchase order: the chosen PO, the grid's lines filled from its
 * open quantities, and the ordered and already-received columns per line. `counted` are the
 * saved lines of an MRN being edited that the order already counts as received (a draft or an
 * approved MRN): "already received" leaves them out, so it means "by other MRNs". */
export function useOrderReceipt(
  items: UseFormReturn<SectionValues>,
  section: Section,
  initialPoId: number | null,
  counted: readonly EntryValues[] = NO_LINES,
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
    const orderLines = (order.data?.line_items ?? []) as unknown as OrderLine[];
    const byId = new Map(orderLines.map((line) => [line.id, line]));
    if (!poId || byId.size === 0) return [];
    // Own lines count only against the PO they were saved with.
    const others = receivedByOthers(orderLines, poId === initialPoId ? counted : []);
    const lineId = (index: number) =>
      Number(items.getValues(`entries.${index}.po_line_id` as 'entries'));
    const orderLine = (index: number) => byId.get(lineId(index));
    return [
      {
        key: 'ordered',
        label: t('ordered', 'Ordered'),
        value: (index: number) => quantity(orderLine(index)?.quantity),
      },
      {
        key: 'received',
        label: t('already_received', 'Already received'),
        value: (index: number) => quantity(others.get(lineId(index))),
      },
    ];
  }, [order.data, poId, initialPoId, counted, items, t]);

  const reset = () => setPoId(null);
  return { poId, choose, columns, reset };
}
