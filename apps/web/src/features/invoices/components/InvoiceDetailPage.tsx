import { Button, Callout, Card, Classes, H5, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, RefreshIcon } from '@blueprintjs/icons';
import { INVOICE_HEADER_FIELDS, type InvoiceDetail } from '@procure/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useFormMetadataQuery } from '../../../components/metadata-form';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { paths } from '../../../config/paths';
import { EMPTY_VALUE } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useFindInvoicesQuery, useReextractInvoiceMutation } from '../api/invoice-api';
import { ExtractionTag, InvoiceMarkers } from './InvoiceBadges';
import { canResubmit } from './InvoiceCard';
import { InvoiceDocument } from './InvoiceDocument';
import './invoices.css';

/** Asks again this often while the invoice is being extracted. */
const DETAIL_POLL_MS = 3_000;
const ITEM_COLUMNS = ['description', 'quantity', 'unit_price', 'tax_rate', 'amount'];

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);

/** /invoices/detail/{id} until the review screen exists: the stored document and the extracted
 * header fields (value, status, confidence) and lines, read-only. */
export function InvoiceDetailPage() {
  const t = useT('invoice');
  const tf = useT('form');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, isLoading, isError } = useFindInvoicesQuery(
    { body: { id: [id] } },
    { skip: !valid, pollingInterval, skipPollingIfUnfocused: true },
  );
  const invoice = data?.data[0];
  // Follows a running extraction until it ends.
  const interval = invoice?.extraction_status === 'processing' ? DETAIL_POLL_MS : 0;
  if (interval !== pollingInterval) setPollingInterval(interval);
  const metadata = useFormMetadataQuery({ query: { form_name: 'invoice_registration' } });
  const [reextract, { isLoading: resubmitting }] = useReextractInvoiceMutation();

  if (isLoading) return <PageSkeleton cards={2} />;
  if (!valid || isError || !invoice)
    return (
      <div className="page">
        <NonIdealState
          title={t('invoice_not_found', 'No invoice with this id')}
          action={
            <Button
              icon={<ArrowLeftIcon />}
              text={t('back_to_invoices', 'Back to invoices')}
              onClick={() => navigate(paths.invoicesAll)}
            />
          }
        />
      </div>
    );

  const sections = metadata.data?.data.meta_data;
  const headerFields =
    sections?.invoice_fm_header?.fields.map((f) => ({
      name: f.control_name,
      label: tf(f.label, f.control_name),
    })) ?? INVOICE_HEADER_FIELDS.map((name) => ({ name, label: name }));
  const itemFields =
    sections?.invoice_fm_items?.fields.map((f) => ({
      name: f.control_name,
      label: tf(f.label, f.control_name),
    })) ?? ITEM_COLUMNS.map((name) => ({ name, label: name }));
  const record = invoice as InvoiceDetail & Record<string, unknown>;

  return (
    <div className="page invoice-detail-page" data-testid="invoice-detail-page">
      <PageHeader
        title={
          invoice.invoice_number
            ? String(invoice.invoice_number)
            : `${t('invoice', 'Invoice')} #${invoice.id}`
        }
        subtitle={invoice.vendor_name == null ? undefined : String(invoice.vendor_name)}
        actions={
          <>
            <Button
              icon={<ArrowLeftIcon />}
              text={t('back_to_invoices', 'Back to invoices')}
              onClick={() => navigate(paths.invoicesAll)}
            />
            {canResubmit(invoice) && (
              <Button
                icon={<RefreshIcon />}
                text={t('reextract', 'Re-extract')}
                loading={resubmitting}
                onClick={() => void reextract({ params: { id: invoice.id } })}
              />
            )}
          </>
        }
      />
      <div className="invoice-detail-status">
        <ExtractionTag status={invoice.extraction_status} />
        <InvoiceMarkers row={invoice} />
      </div>
      {invoice.remarks && (
        <Callout intent={invoice.extraction_status === 'failed' ? 'danger' : 'warning'} compact>
          {invoice.remarks}
        </Callout>
      )}
      <div className="invoice-detail-grid">
        <InvoiceDocument docId={invoice.doc_id} />
        <Card className="invoice-fields">
          <H5>{t('header_section', 'Header')}</H5>
          <HTMLTable compact className="invoice-fields-table" data-testid="invoice-fields">
            <tbody>
              {headerFields.map(({ name, label }) => {
                const status = record[`${name}_status`] as string | null | undefined;
                const confidence = record[`${name}_confidence`] as number | null | undefined;
                return (
                  <tr key={name} data-field={name}>
                    <th scope="row">{label}</th>
                    <td>{shown(record[name])}</td>
                    <td className={Classes.TEXT_MUTED}>
                      {status ? t(`field_${status}`, status) : EMPTY_VALUE}
                    </td>
                    <td className={Classes.TEXT_MUTED}>
                      {typeof confidence === 'number' && status !== 'unmatched'
                        ? `${Math.round(confidence * 100)}%`
                        : EMPTY_VALUE}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          <H5>{t('line_items_section', 'Line items')}</H5>
          <HTMLTable compact striped className="invoice-fields-table" data-testid="invoice-lines">
            <thead>
              <tr>
                {itemFields.map((f) => (
                  <th key={f.name}>{f.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {invoice.line_items.map((line) => (
                <tr key={line.id}>
                  {itemFields.map((f) => (
                    <td key={f.name}>{shown(line[f.name])}</td>
                  ))}
                </tr>
              ))}
              {invoice.line_items.length === 0 && (
                <tr>
                  <td colSpan={itemFields.length} className={Classes.TEXT_MUTED}>
                    {EMPTY_VALUE}
                  </td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        </Card>
      </div>
    </div>
  );
}
