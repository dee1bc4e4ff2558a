import { Button, NonIdealState } from '@blueprintjs/core';
import { EditIcon, ErrorIcon } from '@blueprintjs/icons';
import { DocumentStateSchema, VENDOR_TAB_OF_STATUS } from '@procure/contract';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { MetadataForm, useFormMetadataQuery } from '../../../components/metadata-form';
import { HistoryCard } from '../../../components/HistoryCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { links } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';
import { useGetVendorQuery } from '../api/vendor-api';
import { vendorToForm } from '../vendor-form-data';
import { PendingBankChange } from './PendingBankChange';
import { VENDOR_FORM_NAME } from './VendorFormPage';

/** A read-only vendor: every section (open any to read it) and its approval history. */
export function VendorViewPage() {
  const t = useT('vendor');
  const te = useT('errors');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const metadata = useFormMetadataQuery({ query: { form_name: VENDOR_FORM_NAME } });
  const vendor = useGetVendorQuery({ params: { id }, query: {} });
  const form = useMemo(
    () => (vendor.data ? vendorToForm(vendor.data.data, id) : undefined),
    [vendor.data, id],
  );

  if (metadata.isLoading || vendor.isLoading) return <PageSkeleton cards={3} />;
  const detail = vendor.data?.data;
  if (!detail || metadata.error) {
    return (
      <NonIdealState
        className="page-state"
        icon={<ErrorIcon />}
        title={vendor.error?.message ?? te('something_went_wrong', 'Something went wrong.')}
      />
    );
  }
  // Our numeric status names its tab; another backend's status word may be a tab key itself.
  const tab =
    typeof detail.status === 'number'
      ? (VENDOR_TAB_OF_STATUS[detail.status] ?? 'draft')
      : DocumentStateSchema.catch('draft').parse(detail.status);
  return (
    <div className="page" data-testid="vendor-view-page">
      <PageHeader
        title={String(detail.basic.name ?? '')}
        subtitle={String(detail.basic.code ?? '')}
        actions={
          <Guarded permission="vendor.edit">
            <Button
              icon={<EditIcon />}
              text={t('edit', 'Edit')}
              onClick={() => navigate(links.vendorEdit(id, tab))}
            />
          </Guarded>
        }
      />
      {detail.pending_bank_change && (
        <PendingBankChange
          vendorId={id}
          vendorName={String(detail.basic.name ?? '')}
          change={detail.pending_bank_change}
        />
      )}
      <MetadataForm
        metadata={metadata.data?.data}
        initial={form?.initial}
        completed={form?.completed}
        context={{ vendorId: id, basic_id: id }}
        readOnly
      />
      <HistoryCard title={t('history', 'History')} events={detail.history} />
    </div>
  );
}
