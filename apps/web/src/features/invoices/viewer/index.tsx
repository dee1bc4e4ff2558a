import { NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { DocumentViewerProps } from './DocumentViewer';
import { preloadDocumentViewer } from './preload';

const Viewer = lazy(() => import('./DocumentViewer'));

// A page that shows a document imports this module: the viewer's chunk, pdf.js and its worker
// start loading now, while the page still asks for the invoice, not once the viewer is shown.
preloadDocumentViewer();

/** The document viewer, in a chunk of its own (with pdf.js behind it) loaded when a page shows
 * a document. */
export function LazyDocumentViewer(props: DocumentViewerProps) {
  return (
    <Suspense
      fallback={<NonIdealState icon={<Spinner size={32} />} description="Loading document..." />}
    >
      <Viewer key={props.docId} {...props} />
    </Suspense>
  );
}

export type { DocumentViewerProps };
export { DEMO_ZOOM, DETAIL_ZOOM, type Highlight } from './viewer-rules';
