import { Button, Card, Classes, H5, HTMLTable } from '@blueprintjs/core';
import { BanCircleIcon, EditIcon, TickIcon } from '@blueprintjs/icons';
import {
  CAPABILITIES,
  type FirstApproval,
  type ReceiptState,
  type Section,
} from '@procure/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { HistoryCard } from '../../../components/HistoryCard';
import { useFormMetadataQuery } from '../../../components/metadata-form';
import { NotOnThisServer } from '../../../components/NotOnThisServer';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { RejectDialog } from '../../../components/RejectDialog';
import { links } from '../../../config/paths';
import { hasCapability } from '../../../config/runtime';
import { formatBaseCurrency, formatDate, EMPTY_VALUE } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useGetDocumentQuery } from '../api/procurement-api';
import { useDecision } from '../hooks/use-decision';
import { KINDS, type DocumentKind } from '../kinds';
import { AttachmentLine } from './AttachmentLine';
import { DocumentLinesTable } from './DocumentLinesTable';
import { ReceiptTag } from './ReceiptTag';
import { StatusTag } from './StatusTag';
import { TotalsBox } from './TotalsBox';
import './procurement.css';
import { FirstApprovalNote } from '../../../components/FirstApprovalNote';

type Receipt = {
  id: number;
  mrnNumber: string;
  mrnDate: string;
  status: string;
  mrn_total_amount: number;
};

/** /po/view/{id} and /mrn/view/{id}: header, lines, totals, the attached document, receipts
 * (a PO's MRNs, an MRN's PO), history, and Approve / Reject while it is a draft. All of it is
 * ours (GET /{kind}/{id} is not a documented call): against a backend without our extras the
 * page says it is not available instead of asking. */
export function DocumentDetailPage({ kind }: { kind: DocumentKind }) {
  const config = KINDS[kind];
  const t = useT(config.ns);
  const tf = useT('form');
  const tv = useT('vendor');
  const tc = useT('common');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const readable = hasCapability(CAPABILITIES.extras);
  const metadata = useFormMetadataQuery({ query: { form_name: config.form } });
  const doc = useGetDocumentQuery(readable ? { kind, id } : skipToken);
  const decision = useDecision(kind);

  if (!readable)
    return (
      <div className="page" data-testid={`${kind}-detail-page`}>
        <PageHeader title={t('header_title', `${config.noun} Details`)} />
        <NotOnThisServer
          what={`${config.noun} ${id}`}
          back={config.list}
          backText={t('back_to_list', `Back to ${config.title}`)}
        />
      </div>
    );

  if (metadata.isLoading || doc.isLoading) return <PageSkeleton cards={3} />;
  if (!doc.data || !metadata.data) return <PageError error={doc.error ?? metadata.error} />;
  const data = doc.data as typeof doc.data & Record<string, unknown>;
  const number = String(data[config.number] ?? id);
  const draft = data.status === 'draft';
  const items = metadata.data.data.meta_data[config.items] as Section;
  const receipts = (data.receipts ?? []) as Receipt[];
  const item = (label: string, value: ReactNode) => (
    <div className="detail-item">
      <dt className={Classes.TEXT_MUTED}>{label}</dt>
      <dd>{value === '' || value === null || value === undefined ? EMPTY_VALUE : value}</dd>
    </div>
  );

  return (
    <div className="page" data-testid={`${kind}-detail-page`}>
      <PageHeader
        title={number}
        subtitle={data.vendor_name}
        actions={
          <>
            <StatusTag kind={kind} status={data.status} />
            <ReceiptTag state={data.receipt_state as ReceiptState | undefined} />
            {draft && kind === 'mrn' && (
              <Guarded permission={config.permissions.edit}>
                <Button
                  icon={<EditIcon />}
                  text={tc('edit', 'Edit')}
                  onClick={() => navigate(links.mrnEdit(id, 'draft'))}
                />
              </Guarded>
            )}
            {draft && (
              <Guarded permission={config.permissions.approve} mode="hide">
                <Button
                  intent="success"
                  icon={<TickIcon />}
                  text={tv('approve', 'Approve')}
                  onClick={() => void decision.approve(id)}
                />
              </Guarded>
            )}
            {draft && (
              <Guarded permission={config.permissions.approve} mode="hide">
                <Button
                  intent="danger"
                  icon={<BanCircleIcon />}
                  text={tv('reject', 'Reject')}
                  onClick={() => decision.setRejecting({ id, name: number })}
                />
              </Guarded>
            )}
          </>
        }
      />
      <FirstApprovalNote approval={data.first_approval as FirstApproval | null | undefined} />
      <Card>
        <H5>{t('header_title', `${config.noun} Details`)}</H5>
        <dl className="detail-grid" data-testid="document-header">
          {item(tf('vendor', 'Vendor'), data.vendor_name)}
          {/* Ours: the company the document is for (a backend without companies sends none). */}
          {data.company_id !== undefined && item(tc('company', 'Company'), data.company_name)}
          {item(tf(`${kind}_number`, `${config.noun} Number`), number)}
          {item(tf(`${kind}_date`, `${config.noun} Date`), formatDate(data[config.date] as string))}
          {item(
            tf('expected_delivery_date', 'Expected Delivery Date'),
            formatDate(data.expectedDeliveryDate),
          )}
          {item(tf('payment_terms', 'Payment Terms'), data.paymentTerms)}
          {kind === 'mrn' &&
            item(
              t('purchase_order', 'Purchase Order'),
              data.poId ? (
                <Link to={links.poView(Number(data.poId))}>
                  {String(data.po_number ?? data.poId)}
                </Link>
              ) : (
                ''
              ),
            )}
          {item(tf('notes', 'Notes'), data.notes)}
        </dl>
        <AttachmentLine kind={kind} docId={data.doc_id as string | null | undefined} />
      </Card>
      <Card>
        <H5>{t('line_items_title', 'Line Items')}</H5>
        <DocumentLinesTable section={items} lines={data.line_items as Record<string, unknown>[]} />
        <div className="line-grid-footer">
          <span />
          <TotalsBox
            basic={Number(data[config.totals.basic])}
            tax={Number(data[config.totals.tax])}
            total={Number(data[config.totals.total])}
            inBaseCurrency
          />
        </div>
      </Card>
      {kind === 'po' && (
        <Card data-testid="receipts">
          <H5>{t('receipts', 'Receipts')}</H5>
          {receipts.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t('no_receipts', 'Nothing received yet.')}</p>
          ) : (
            <HTMLTable compact striped className="receipts-table">
              <thead>
                <tr>
                  <th>{tf('mrn_number', 'MRN Number')}</th>
                  <th>{tf('mrn_date', 'MRN Date')}</th>
                  <th>{t('status', 'Status')}</th>
                  <th className="line-grid-number">{t('total', 'Total')}</th>
                </tr>
              </thead>
              <tbody>
                {receipts.map((receipt) => (
                  <tr key={receipt.id}>
                    <td>
                      <Link to={links.mrnView(receipt.id)}>{receipt.mrnNumber}</Link>
                    </td>
                    <td>{formatDate(receipt.mrnDate)}</td>
                    <td>
                      <StatusTag kind="mrn" status={receipt.status} />
                    </td>
                    <td className="line-grid-number">
                      {formatBaseCurrency(receipt.mrn_total_amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      )}
      <HistoryCard title={tv('history', 'History')} events={data.history} />
      <RejectDialog
        title={tv('reject', 'Reject')}
        subject={decision.rejecting?.name ?? null}
        busy={decision.busy}
        onClose={() => decision.setRejecting(null)}
        onReject={(reason) => void decision.reject(reason)}
      />
    </div>
  );
}

export const PoDetailPage = () => <DocumentDetailPage kind="po" />;
export const MrnDetailPage = () => <DocumentDetailPage kind="mrn" />;
