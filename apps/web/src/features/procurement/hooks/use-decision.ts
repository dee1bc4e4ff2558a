import { useCallback, useState } from 'react';
import { showToast } from '../../../lib/toaster';
import { useApproveDocumentMutation, useRejectDocumentMutation } from '../api/procurement-api';
import type { DocumentKind } from '../kinds';

/** Approve and Reject of a draft, with the server's message as the success toast; `rejecting`
 * is the document whose reason dialog is open. */
export function useDecision(kind: DocumentKind) {
  const [approveCall] = useApproveDocumentMutation();
  const [rejectCall, { isLoading: busy }] = useRejectDocumentMutation();
  const [rejecting, setRejecting] = useState<{ id: number; name: string } | null>(null);

  const approve = useCallback(
    async (id: number) => {
      const result = await approveCall({ kind, id });
      if (!('data' in result && result.data)) return;
      // Our server's 202 keeps a PO pending: the approver's limit fell short, theirs is the
      // first approval, and its sentence says a second one is needed.
      const pending = result.data.data.status === 'draft';
      void showToast(result.data.message ?? '', pending ? 'info' : 'success');
    },
    [approveCall, kind],
  );

  const reject = useCallback(
    async (reason: string) => {
      if (!rejecting) return;
      const result = await rejectCall({ kind, id: rejecting.id, reason });
      if (!('data' in result && result.data)) return;
      setRejecting(null);
      void showToast(result.data.message ?? '', 'success');
    },
    [rejectCall, kind, rejecting],
  );

  return { approve, reject, rejecting, setRejecting, busy };
}
