import { useState } from 'react';
import { useNavigate } from 'react-router';
import { links, paths } from '../../../config/paths';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  invoiceApi,
  useApproveInvoiceMutation,
  useRejectInvoiceMutation,
} from '../api/invoice-api';
import { blockerText } from './review-rules';
import { useFieldLabels } from './use-field-labels';

/** An invoice's decisions: approve (a refusal lists its reasons for an override), then — on the
 * detail page — open the next invoice waiting for review; reject with a reason; pay an
 * approved one (the Mark paid dialog). */
export function useReviewDecisions(id: number, { openNextAfterApproval = true } = {}) {
  const t = useT('invoice');
  const navigate = useNavigate();
  const [approve, { isLoading: approving }] = useApproveInvoiceMutation();
  const [reject, { isLoading: rejecting }] = useRejectInvoiceMutation();
  const [findNext] = invoiceApi.useLazyListInvoicesQuery();
  const labels = useFieldLabels();
  const [rejectOpen, setRejectOpen] = useState(false);
  /** The Mark paid dialog is open. */
  const [payOpen, setPayOpen] = useState(false);
  /** What the server said blocks approval, each named by its field's label; the override
   * dialog is open while not null. */
  const [blockers, setBlockers] = useState<string[] | null>(null);

  /** After an approval, the next invoice waiting for review, or the list. */
  const openNext = async () => {
    const { data } = await findNext({
      query: {
        type: 'draft',
        extraction_status: 'extracted',
        approval_status: 'pending',
        page: 1,
        page_size: 12,
      },
    });
    const next = data?.data.find((row) => row.id !== id);
    navigate(next ? links.invoiceDetail(next.id) : paths.invoicesAll);
  };

  const onApprove = async (overrideReason?: string) => {
    const result = await approve({
      params: { id },
      body: overrideReason ? { override_reason: overrideReason } : {},
    });
    if ('error' in result) {
      const error = result.error as ContractError;
      if (error.status === 400 && !overrideReason)
        setBlockers(
          error.issues.length
            ? error.issues.map((issue) => blockerText(issue, labels))
            : [error.message],
        );
      return;
    }
    setBlockers(null);
    if (result.data.data.approvalStatus !== 'approved') {
      // Our server's 202: past problems, a first approver's reason is recorded and a second
      // approver must approve (segregation of duties), or the approver's limit fell short and
      // theirs is the first approval (approval limits); its sentence says which. The invoice
      // stays open here.
      showToast(
        result.data.message ??
          t(
            'override_requested',
            'Your reason is recorded: a second approver must approve this invoice past its problems',
          ),
        'info',
      );
      return;
    }
    showToast(t('invoice_approved', 'Invoice approved'), 'success');
    if (openNextAfterApproval) await openNext();
  };

  const onReject = async (reason: string) => {
    const result = await reject({ params: { id }, body: { reason } });
    if ('error' in result) return;
    setRejectOpen(false);
    showToast(t('invoice_rejected', 'Invoice rejected'), 'success');
  };

  return {
    id,
    approving,
    rejecting,
    payOpen,
    setPayOpen,
    blockers,
    closeBlockers: () => setBlockers(null),
    rejectOpen,
    setRejectOpen,
    onApprove,
    onReject,
  };
}
