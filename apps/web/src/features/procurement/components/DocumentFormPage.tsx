import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { Callout } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { CAPABILITIES } from '@procure/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { useFormMetadataQuery } from '../../../components/metadata-form';
import { NotOnThisServer } from '../../../components/NotOnThisServer';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { hasCapability } from '../../../config/runtime';
import { useT } from '../../../lib/i18n/use-translation';
import { useGetDocumentQuery, type SavedDocument } from '../api/procurement-api';
import { KINDS, type DocumentKind } from '../kinds';
import { DocumentEditor, type EditedDocument } from './DocumentEditor';
import { StatusTag } from './StatusTag';

/** The header values and lines of a saved document, as the editor holds them. */
function toEdited(kind: DocumentKind, doc: SavedDocument): EditedDocument {
  const config = KINDS[kind];
  const source = doc as Record<string, unknown>;
  const header: Record<string, unknown> = {
    id: doc.id,
    vendorId: doc.vendorId,
    [config.number]: source[config.number],
    [config.date]: source[config.date],
    expectedDeliveryDate: doc.expectedDeliveryDate ?? '',
    paymentTerms: doc.paymentTerms,
    notes: doc.notes ?? '',
    doc_id: source.doc_id ?? null,
    ...(source.poId ? { poId: source.poId } : {}),
    ...(source.company_id ? { company_id: source.company_id } : {}),
  };
  return { header, lines: doc.line_items as EditedDocument['lines'], status: doc.status };
}

/** /po/add, /mrn/add and /mrn/edit/{id}: the document form. A draft is edited with the same
 * form; an approved or rejected document opens read-only. A saved document is read with our
 * GET /{kind}/{id}, which the documents do not list ("the screen itself is not shown"): a
 * backend without our extras is not asked, and the edit screen says it is not available. */
export function DocumentFormPage({ kind }: { kind: DocumentKind }) {
  const config = KINDS[kind];
  const t = useT(config.ns);
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id) || undefined;
  const readable = hasCapability(CAPABILITIES.extras);
  const metadata = useFormMetadataQuery({ query: { form_name: config.form } });
  const saved = useGetDocumentQuery(id && readable ? { kind, id } : skipToken);
  const edited = useMemo(
    () => (saved.data ? toEdited(kind, saved.data) : undefined),
    [kind, saved.data],
  );

  if (id && !readable)
    return (
      <div className="page" data-testid={`${kind}-form-page`}>
        <PageHeader title={`${t('edit_title', `Edit ${config.noun}`)}: ${params.id}`} />
        <NotOnThisServer
          what={`${config.noun} ${params.id}`}
          back={config.list}
          backText={t('back_to_list', `Back to ${config.title}`)}
        />
      </div>
    );
  if (metadata.isLoading || saved.isLoading) return <PageSkeleton cards={2} />;
  const error = metadata.error ?? saved.error;
  if (error || !metadata.data) return <PageError error={error} />;
  const readOnly = Boolean(saved.data && saved.data.status !== 'draft');
  const number = String(edited?.header[config.number] ?? id);

  return (
    <div className="page" data-testid={`${kind}-form-page`}>
      <PageHeader
        title={
          !id
            ? t('add_title', `Create ${config.noun}`)
            : readOnly
              ? `${t('header_title', `${config.noun} Details`)}: ${number}`
              : `${t('edit_title', `Edit ${config.noun}`)}: ${number}`
        }
        actions={saved.data && <StatusTag kind={kind} status={saved.data.status} />}
      />
      {readOnly && id && (
        <Callout intent="primary" icon={<InfoSignIcon />} data-testid="read-only-notice">
          {t(
            'read_only_notice',
            `This ${config.noun} is no longer a draft, so it can only be viewed.`,
          )}{' '}
          <Link to={config.view(id)}>{number}</Link>
        </Callout>
      )}
      <DocumentEditor
        key={id ?? 'new'}
        kind={kind}
        metadata={metadata.data.data}
        document={edited}
        readOnly={readOnly}
        onSaved={id ? (savedId) => navigate(config.view(savedId)) : undefined}
      />
    </div>
  );
}

export const PoAddPage = () => <DocumentFormPage kind="po" />;
export const MrnAddPage = () => <DocumentFormPage kind="mrn" />;
export const MrnEditPage = () => <DocumentFormPage kind="mrn" />;
