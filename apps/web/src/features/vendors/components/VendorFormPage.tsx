import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { DocumentStateSchema } from '@procure/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MetadataForm, useFormMetadataQuery } from '../../../components/metadata-form';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';
import { readItem, removeItem } from '../../../lib/storage';
import { showToast } from '../../../lib/toaster';
import { useGetVendorQuery, useSubmitVendorMutation } from '../api/vendor-api';
import { VENDOR_ERRORS } from '../api/vendor-errors';
import { useVendorSave } from '../hooks/use-vendor-save';
import { STORED_BASIC_ID_KEY } from '../stored-basic-id';
import { vendorToForm } from '../vendor-form-data';

export const VENDOR_FORM_NAME = 'vendor_registration';

/** Registration (/vendor/add) and edit (/vendor/edit/{id}?type, default draft). */
export function VendorFormPage() {
  const t = useT('vendor');
  const te = useT('errors');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const type = DocumentStateSchema.catch('draft').parse(search.get('type') ?? 'draft');
  const storedId = readItem(STORED_BASIC_ID_KEY);
  const id = Number(params.id ?? storedId) || undefined;

  const metadata = useFormMetadataQuery({ query: { form_name: VENDOR_FORM_NAME } });
  const vendor = useGetVendorQuery(id ? { params: { id }, query: { type } } : skipToken);
  const { onSaveSection, onRemoveEntry } = useVendorSave(id, type);
  const [submit] = useSubmitVendorMutation();
  const [submitting, setSubmitting] = useState(false);
  const form = useMemo(
    () => (vendor.data ? vendorToForm(vendor.data.data, id) : undefined),
    [vendor.data, id],
  );

  const title = params.id
    ? t('edit_vendor_title', 'Edit Vendor')
    : t('add_vendor_title', 'Vendor Registration');
  const error = metadata.error ?? vendor.error;
  if (metadata.isLoading || vendor.isLoading) return <PageSkeleton cards={3} />;
  if (error) {
    return (
      <NonIdealState
        className="page-state"
        icon={<ErrorIcon />}
        title={
          ('message' in error && error.message) ||
          te('something_went_wrong', 'Something went wrong.')
        }
        action={
          <Button
            icon={<RefreshIcon />}
            text={t('retry', 'Retry')}
            onClick={() => window.location.reload()}
          />
        }
      />
    );
  }

  const onSubmit = async () => {
    if (!id) return;
    setSubmitting(true);
    const result = await submit({ body: { basic_id: id } });
    setSubmitting(false);
    if ('error' in result && result.error) {
      void showToast(te('error_submitting_form', VENDOR_ERRORS.submitAlert), 'error');
      return;
    }
    removeItem(STORED_BASIC_ID_KEY);
    void showToast(t('vendor_registered', 'Vendor registered successfully!'), 'success');
    navigate(paths.vendorList);
  };

  return (
    <div className="page" data-testid="vendor-form-page">
      <PageHeader title={title} />
      <MetadataForm
        // A new id (the first basic save) starts the form again from the saved vendor.
        key={id ?? 'new'}
        metadata={metadata.data?.data}
        initial={form?.initial}
        completed={form?.completed}
        context={{ vendorId: id, basic_id: id }}
        onSaveSection={onSaveSection}
        onRemoveEntry={onRemoveEntry}
        onSubmit={() => void onSubmit()}
        onCancel={() => navigate(paths.vendorList)}
        submitting={submitting}
      />
    </div>
  );
}
