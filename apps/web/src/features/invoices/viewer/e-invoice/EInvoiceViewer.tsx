import {
  Button,
  ButtonGroup,
  Classes,
  NonIdealState,
  SegmentedControl,
  Spinner,
} from '@blueprintjs/core';
import { DocumentIcon, DownloadIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useState } from 'react';
import { documentAddress } from '../../../../lib/document-link';
import { useT } from '../../../../lib/i18n/use-translation';
import { showToast } from '../../../../lib/toaster';
import { EInvoiceDocument } from './EInvoiceDocument';
import type { EInvoiceModel } from './model';
import { EInvoiceReadError, readEInvoice } from './read-e-invoice';
import './e-invoice.css';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; xml: string; model: EInvoiceModel | null; problem: string | null };

/** Embedded files are base64 text inside the XML; the raw view shows their start only. */
const elideBinaries = (xml: string) =>
  xml.replace(
    /(<(?:[\w-]+:)?(?:EmbeddedDocumentBinaryObject|AttachmentBinaryObject)\b[^>]*>)\s*([A-Za-z0-9+/=\s]{240,}?)\s*(<\/)/g,
    (_, open: string, data: string, close: string) =>
      `${open}${data.slice(0, 80)}… (${Math.round((data.length * 3) / 4 / 1024)} KB embedded file, in the download)${close}`,
  );

/** An XML e-invoice where the viewer shows a PDF: the invoice rendered from its XML (parties,
 * dates, lines, totals, payment, notes, attachments), the raw XML one click away, and the file
 * to download. */
export default function EInvoiceViewer({ docId, fileName }: { docId: string; fileName?: string }) {
  const t = useT('invoice');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [view, setView] = useState<'invoice' | 'xml'>('invoice');

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const response = await fetch(await documentAddress(docId));
        if (!response.ok) throw new Error('Unable to load');
        const xml = await response.text();
        let model: EInvoiceModel | null = null;
        let problem: string | null = null;
        try {
          model = readEInvoice(xml);
        } catch (error) {
          if (!(error instanceof EInvoiceReadError)) throw error;
          problem = error.message;
        }
        if (live) setLoad({ state: 'ready', xml, model, problem });
      } catch {
        if (live) setLoad({ state: 'error', message: 'Unable to load' });
      }
    })();
    return () => {
      live = false;
    };
  }, [docId]);

  const raw = useMemo(() => (load.state === 'ready' ? elideBinaries(load.xml) : ''), [load]);

  const download = () =>
    documentAddress(docId).then(
      (url) => {
        const link = document.createElement('a');
        link.href = `${url}${url.includes('?') ? '&' : '?'}download=1`;
        link.download = fileName ?? '';
        link.click();
      },
      () => showToast('Unable to load', 'error'),
    );

  let body;
  if (load.state === 'loading')
    body = <NonIdealState icon={<Spinner size={32} />} description="Loading document..." />;
  else if (load.state === 'error')
    body = <NonIdealState icon={<DocumentIcon />} title={load.message} />;
  else if (view === 'xml' || !load.model)
    body = (
      <pre className={`${Classes.CODE_BLOCK} e-invoice-raw`} data-testid="e-invoice-raw">
        {raw}
      </pre>
    );
  else body = <EInvoiceDocument model={load.model} />;

  return (
    <div className="doc-viewer" data-testid="document-viewer" data-state="xml">
      <div className="doc-viewer-toolbar">
        <SegmentedControl
          small
          value={view}
          onValueChange={(value) => setView(value as 'invoice' | 'xml')}
          options={[
            {
              value: 'invoice',
              label: t('e_invoice_view', 'Invoice'),
              disabled: !load.state.startsWith('ready') || (load.state === 'ready' && !load.model),
            },
            { value: 'xml', label: t('e_invoice_xml', 'XML') },
          ]}
        />
        {load.state === 'ready' && load.problem && (
          <span className={Classes.TEXT_MUTED}>{load.problem}</span>
        )}
        <span className="e-invoice-toolbar-gap" />
        <ButtonGroup variant="minimal">
          <Button
            icon={<DownloadIcon />}
            text={t('download_xml', 'Download XML')}
            disabled={load.state !== 'ready'}
            onClick={() => void download()}
          />
        </ButtonGroup>
      </div>
      <div className={`doc-viewer-stage e-invoice-stage ${Classes.ELEVATION_0}`}>{body}</div>
    </div>
  );
}
