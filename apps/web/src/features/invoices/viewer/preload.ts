import type { ComponentType } from 'react';
import type { DocumentViewerProps } from './DocumentViewer';
import { warmUpPdfJs } from './pdf';

let viewer: Promise<{ default: ComponentType<DocumentViewerProps> }> | undefined;
let loadedViewer: ComponentType<DocumentViewerProps> | undefined;

/** The document viewer's chunk, loaded once (a failed load is forgotten, so the next call
 * tries again). */
export function loadDocumentViewer(): Promise<{ default: ComponentType<DocumentViewerProps> }> {
  viewer ??= import('./DocumentViewer').then(
    (module) => {
      loadedViewer = module.default;
      return module;
    },
    (error: unknown) => {
      viewer = undefined;
      throw error;
    },
  );
  return viewer;
}

/** The viewer component once its chunk is loaded: shown at once, without a pass through
 * Suspense (which would draw the fallback first and mount the viewer a render later). */
export function loadedDocumentViewer(): ComponentType<DocumentViewerProps> | undefined {
  return loadedViewer;
}

/** Starts loading the document viewer's chunk, pdf.js and its worker (once; later calls do
 * nothing): call it when a document is about to be shown, e.g. when the pointer rests on an
 * invoice of the list. */
export function preloadDocumentViewer(): void {
  loadDocumentViewer().catch(() => undefined);
  warmUpPdfJs();
}
