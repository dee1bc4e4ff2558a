import { NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import type { DocumentViewerProps } from './DocumentViewer';
import { loadDocumentViewer, loadedDocumentViewer, preloadDocumentViewer } from './preload';
import { documentKind } from './viewer-rules';

const Viewer = lazy(loadDocumentViewer);
// An XML e-invoice needs neither pdf.js nor the page viewer: its own small chunk.
const EInvoiceViewer = lazy(() => import('./e-invoice/EInvoiceViewer'));

const loading = <NonIdealState icon={<Spinner size={32} />} description="Loading document..." />;

// A page that shows a document imports this module: the viewer's chunk, pdf.js and its worker
// start loading now (if the route's prefetch did not already), not once the viewer is shown.
preloadDocumentViewer();

/** The document viewer, in a chunk of its own (with pdf.js behind it) loaded when a page shows
 * a document; once loaded (it usually is by the time the page has its invoice), it is drawn at
 * once, not behind a Suspense fallback. */
export function LazyDocumentViewer(props: DocumentViewerProps) {
  // Chosen once: switching from the lazy wrapper to the component would remount the viewer.
  const [Loaded] = useState(loadedDocumentViewer);
  if (documentKind(props.contentType) === 'xml')
    return (
      <Suspense fallback={loading}>
        <EInvoiceViewer key={props.docId} docId={props.docId} fileName={props.fileName} />
      </Suspense>
    );
  if (Loaded) return <Loaded key={props.docId} {...props} />;
  return (
    <Suspense fallback={loading}>
      <Viewer key={props.docId} {...props} />
    </Suspense>
  );
}

export type { DocumentViewerProps };
export { DEMO_ZOOM, DETAIL_ZOOM, type Highlight } from './viewer-rules';
