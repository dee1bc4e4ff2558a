/** The engine as a server runs it: in a reader process. Importing this loads neither pdf.js nor
 * tesseract.js into the caller's process (the reader loads them), so a server that only queues
 * and applies extractions stays small. */
export {
  createExtractionRunner,
  DEFAULT_ISOLATED_TIMEOUT_MS,
  DEFAULT_THREAD_IDLE_MS,
  DEFAULT_THREAD_LIMITS,
  extractInvoiceIsolated,
  type ExtractionRunner,
  type ExtractionRunnerOptions,
  type IsolatedOptions,
} from './extract-isolated.js';
export { ExtractionError, type ExtractionErrorCode } from '../errors.js';
