import { Button, Card, Classes, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { DocumentIcon, DocumentOpenIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { documentAddress, openDocument } from '../../../lib/document-link';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { useInvoiceDocumentInfoQuery } from '../api/invoice-api';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** The stored invoice file until the review screen's viewer exists: an image is shown as is,
 * a PDF opens in a new tab (the server lets no page frame its files). */
export function InvoiceDocument({ docId }: { docId: string }) {
  const t = useT('invoice');
  const { data, isLoading } = useInvoiceDocumentInfoQuery({ params: { id: docId } });
  const info = data?.data;
  const isImage = Boolean(info?.content_type.startsWith('image/'));
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage) return;
    let live = true;
    documentAddress(docId).then(
      (address) => live && setImageUrl(address),
      () => live && setImageUrl(null),
    );
    return () => {
      live = false;
    };
  }, [docId, isImage]);

  const open = () =>
    openDocument(docId).catch((error: unknown) =>
      showToast(error instanceof Error ? error.message : 'Unable to load', 'error'),
    );

  return (
    <Card className="invoice-document" data-testid="invoice-document">
      <div className="invoice-document-head">
        <DocumentIcon />
        <H5 className={isLoading ? Classes.SKELETON : undefined}>
          {info?.file_name ?? t('document', 'Document')}
        </H5>
        {info && (
          <span className={Classes.TEXT_MUTED}>
            {info.content_type} · {kilobytes(info.size)}
          </span>
        )}
        <Button
          icon={<DocumentOpenIcon />}
          text={t('open_document', 'Open document')}
          onClick={() => void open()}
        />
      </div>
      {isImage ? (
        imageUrl ? (
          <img className="invoice-document-image" src={imageUrl} alt={info?.file_name ?? ''} />
        ) : (
          <Spinner size={32} />
        )
      ) : (
        <NonIdealState
          icon={<DocumentIcon />}
          description={t(
            'document_opens_in_tab',
            'The document opens in a new tab; the side-by-side review comes with the document viewer.',
          )}
        />
      )}
    </Card>
  );
}
