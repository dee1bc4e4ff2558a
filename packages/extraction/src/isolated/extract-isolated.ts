import { Worker } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorCode } from '../errors.js';
import type { ExtractionResult, ExtractOptions } from '../types.js';

export type IsolatedOptions = ExtractOptions & {
  /** Hard limit for the whole document; the worker is killed when it passes. */
  timeoutMs?: number;
};

/** The default hard limit: generous for a multi-page OCR scan on two cores. */
export const DEFAULT_ISOLATED_TIMEOUT_MS = 120_000;

type WorkerAnswer =
  | { ok: true; result: ExtractionResult }
  | { ok: false; code: ExtractionErrorCode; message: string };

const entry = new URL('./worker-entry.mjs', import.meta.url);

/** extractInvoice in a worker thread. pdf.js parses on the thread that calls it, so a malformed
 * document can keep that thread busy far past any per-page timeout; here the worker is
 * terminated at the limit, which stops even a stuck loop, and the caller's thread stays free.
 * This is the form the API runs off the request path. */
export function extractInvoiceIsolated(
  bytes: Uint8Array,
  contentType: string,
  { timeoutMs = DEFAULT_ISOLATED_TIMEOUT_MS, ...options }: IsolatedOptions = {},
): Promise<ExtractionResult> {
  // A copy is handed over, so the caller's buffer is neither shared nor detached.
  const copy = bytes.slice().buffer;
  const worker = new Worker(entry, {
    workerData: { bytes: copy, contentType, options },
    transferList: [copy],
  });
  return new Promise<ExtractionResult>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new ExtractionError('timeout', `Extraction took longer than ${timeoutMs} ms`)),
        ),
      timeoutMs,
    );
    worker.on('message', (answer: WorkerAnswer) =>
      settle(() =>
        answer.ok
          ? resolve(answer.result)
          : reject(new ExtractionError(answer.code, answer.message)),
      ),
    );
    worker.on('error', (error) =>
      settle(() =>
        reject(
          new ExtractionError('corrupt', `Extraction failed: ${error.message}`, { cause: error }),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() =>
        reject(new ExtractionError('corrupt', `Extraction stopped unexpectedly (exit ${code})`)),
      ),
    );
  });
}
