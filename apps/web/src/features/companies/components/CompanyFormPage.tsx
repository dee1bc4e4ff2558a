import { Button } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MetadataForm, useFormMetadataQuery } from '../../../components/metadata-form';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';
import { useCompanyQuery } from '../api';
import { COMPANY_FORM_NAME, companyToForm } from '../company-form-data';
import { useCompanySave } from '../hooks/use-company-save';
import { OursOnly } from './OursOnly';

/** /company/add and /company/edit/{id}: the company form from server metadata (details, then
 * bank accounts), saved section by section as the vendor form is. */
export function CompanyFormPage() {
  const params = useParams();
  return (
    <OursOnly route={params.id ? 'companyEdit' : 'companyAdd'}>
      <CompanyForm id={Number(params.id) || undefined} />
    </OursOnly>
  );
}

function CompanyForm({ id }: { id: number | undefined }) {
  const t = useT('shell');
  const navigate = useNavigate();
  const metadata = useFormMetadataQuery({ query: { form_name: COMPANY_FORM_NAME } });
  const company = useCompanyQuery(id ? { params: { id } } : skipToken);
  const saved = company.data?.data;
  const { onSaveSection, onRemoveEntry } = useCompanySave(saved);
  const form = useMemo(() => (saved ? companyToForm(saved) : undefined), [saved]);

  if (metadata.isLoading || company.isLoading) return <PageSkeleton cards={2} />;
  const error = metadata.error ?? company.error;
  if (error)
    return (
      <div className="page">
        <PageError
          error={error}
          onRetry={() => void Promise.all([metadata.refetch(), id && company.refetch()])}
        />
      </div>
    );

  return (
    <div className="page" data-testid="company-form-page">
      <PageHeader
        title={id ? t('company_edit_title', 'Edit Company') : t('company_add_title', 'Add Company')}
        subtitle={saved ? `${saved.code} · ${saved.name}` : undefined}
        actions={
          <Button
            icon={<TickIcon />}
            text={t('company_done', 'Done')}
            onClick={() => navigate(paths.companyList)}
          />
        }
      />
      <MetadataForm
        // The first save moves to /company/edit/{id}: the form starts again from the saved
        // company, its details complete and the bank accounts open.
        key={id ?? 'new'}
        metadata={metadata.data?.data}
        initial={form?.initial}
        completed={form?.completed}
        onSaveSection={onSaveSection}
        onRemoveEntry={onRemoveEntry}
      />
    </div>
  );
}
