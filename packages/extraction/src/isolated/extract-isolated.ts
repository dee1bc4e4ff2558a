import type { ResourceLimits } from 'node:worker_threads';
import { ExtractionError, type ExtractionErrorCode } from '../errors.js';
import type { ExtractionResult, ExtractOptions } from '../types.js';
import { startReader, type Reader } from './reader-process.js';

export type IsolatedOptions = ExtractOptions & {
  /** Hard limit for the whole document; the worker is killed when it passes. */
  timeoutMs?: number;
  /** Aborting ends the document's work (its thread is killed) and rejects with the reason. */
  signal?: AbortSignal;
};

/** The default hard limit: generous for a multi-page OCR scan on two cores. */
export const DEFAULT_ISOLATED_TIMEOUT_MS = 120_000;
/** A thread (with its warm OCR worker) idle this long is ended: its memory (pdf.js, tesseract
 * and its model, canvas buffers: ~300-400 MB after a scan) is given back. A batch of uploads
 * keeps it warm; a document after a pause pays the 2-4 s of CPU a new one costs. */
export const DEFAULT_THREAD_IDLE_MS = 15_000;
/**
 * Each reader's V8 heap limits unless the caller gives its own (passed as the process's
 * --max-old-space-size and --max-semi-space-size, see reader-process.ts): a document whose
 * parsing runs away ends its reader (and answers `corrupt`) instead of growing without bound. A
 * 50-page scan's reading peaks far below this; pixels live outside the heap and are bounded by
 * ocr/pixel-limits.ts instead. A small young generation keeps the reader's memory small.
 */
export const DEFAULT_THREAD_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 384,
  maxYoungGenerationSizeMb: 16,
};

type WorkerAnswer = { id: number } & (
  { ok: true; result: ExtractionResult } | { ok: false; code: ExtractionErrorCode; message: string }
);

const entry = new URL('./worker-entry.mjs', import.meta.url);

export type ExtractionRunnerOptions = {
  /** Documents read at once, each in its own thread (default 1); more wait their turn. */
  threads?: number;
  /** An idle thread is ended after this long (default 15 s); the next document starts one. */
  idleMs?: number;
  /** Hard limit per document unless the call gives its own (default 120 s). */
  timeoutMs?: number;
  /** Memory caps per thread (Node's worker resource limits; default DEFAULT_THREAD_LIMITS): a
   * thread past them dies, its document answers `corrupt` and the next document starts a new
   * thread. */
  resourceLimits?: ResourceLimits;
};

export type ExtractionRunner = {
  extract(
    bytes: Uint8Array,
    contentType: string,
    options?: IsolatedOptions,
  ): Promise<ExtractionResult>;
  /** Ends every thread; documents still running or waiting are rejected. */
  close(): Promise<void>;
  /** Threads alive now and started so far (a restart after a crash or a timeout counts). */
  stats(): { threads: number; started: number };
};

type Job = {
  bytes: ArrayBuffer;
  contentType: string;
  options: ExtractOptions;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  resolve(result: ExtractionResult): void;
  reject(error: unknown): void;
};

type Thread = {
  worker: Reader;
  /** The document it reads now. */
  job: (Job & { id: number; timer: NodeJS.Timeout; onAbort: () => void }) | null;
  idle: NodeJS.Timeout | null;
  /** Set once the thread is ended or dead: it takes no more work. */
  gone: boolean;
  /** Settles when the thread has exited. */
  exited: Promise<void>;
};

/** How long a thread asked to end (its OCR worker first) has before it is killed. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Long-lived extraction readers. pdf.js parses on the thread that calls it, so a malformed
 * document can keep that thread busy far past any per-page timeout; here each document runs in
 * a reader process (reader-process.ts; "thread" below, as it was first written with worker
 * threads) that is killed at the document's hard limit (which stops even a stuck loop), and the
 * caller's thread stays free. Unlike a thread per document, a thread and the OCR worker
 * inside it stay warm between documents (a new one costs 2–4 s of CPU: model load, compiling
 * the engine) until idle for `idleMs`. A thread that crashes, times out or is aborted is
 * dropped; the next document starts a new one. This is the form the API runs off the request
 * path.
 */
export function createExtractionRunner({
  threads: maxThreads = 1,
  idleMs = DEFAULT_THREAD_IDLE_MS,
  timeoutMs: defaultTimeoutMs = DEFAULT_ISOLATED_TIMEOUT_MS,
  resourceLimits = DEFAULT_THREAD_LIMITS,
}: ExtractionRunnerOptions = {}): ExtractionRunner {
  const threads = new Set<Thread>();
  const waiting: Job[] = [];
  let started = 0;
  let nextId = 1;
  let closed = false;

  function startThread(): Thread {
    started += 1;
    const worker = startReader(entry, resourceLimits);
    // Work in flight is held by its timeout timer; an idle thread keeps no process alive.
    worker.unref();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const thread: Thread = { worker, job: null, idle: null, gone: false, exited };
    threads.add(thread);
    worker.on('message', (answer: WorkerAnswer) => {
      const job = thread.job;
      if (!job || answer.id !== job.id) return;
      finish(thread, () =>
        answer.ok
          ? job.resolve(answer.result)
          : job.reject(new ExtractionError(answer.code, answer.message)),
      );
    });
    const died = (why: string, cause?: Error) => {
      const job = thread.job;
      drop(thread);
      if (job) {
        clearTimeout(job.timer);
        job.signal?.removeEventListener('abort', job.onAbort);
        thread.job = null;
        job.reject(new ExtractionError('corrupt', `Extraction failed: ${why}`, { cause }));
      }
      dispatch();
    };
    worker.on('error', (error) => died(error.message, error));
    worker.on('exit', (code) => died(`the extraction thread stopped unexpectedly (exit ${code})`));
    return thread;
  }

  /** Ends a thread for good: an idle one is asked to end its OCR worker and exit (killed if it
   * has not within a grace period); a busy one is killed, its work cannot be cancelled otherwise. */
  function drop(thread: Thread, gently = false): void {
    if (thread.gone) return;
    thread.gone = true;
    threads.delete(thread);
    if (thread.idle) clearTimeout(thread.idle);
    if (!gently) {
      void thread.worker.terminate();
      return;
    }
    thread.worker.postMessage({ close: true });
    const kill = setTimeout(() => void thread.worker.terminate(), CLOSE_GRACE_MS);
    kill.unref();
    void thread.exited.then(() => clearTimeout(kill));
  }

  /** The thread's document is answered (or given up): hand it the next one, or let it idle. */
  function finish(thread: Thread, outcome: () => void, kill = false): void {
    const job = thread.job;
    if (!job) return;
    thread.job = null;
    clearTimeout(job.timer);
    job.signal?.removeEventListener('abort', job.onAbort);
    if (kill) drop(thread);
    outcome();
    if (!thread.gone) {
      thread.idle = setTimeout(() => drop(thread, true), idleMs);
      thread.idle.unref();
    }
    dispatch();
  }

  function dispatch(): void {
    while (waiting.length && !closed) {
      let thread = [...threads].find((t) => !t.job && !t.gone);
      if (!thread && threads.size < maxThreads) thread = startThread();
      if (!thread) return;
      run(thread, waiting.shift()!);
    }
  }

  function run(thread: Thread, job: Job): void {
    if (thread.idle) clearTimeout(thread.idle);
    thread.idle = null;
    const id = nextId++;
    const timer = setTimeout(
      () =>
        finish(
          thread,
          () =>
            job.reject(
              new ExtractionError('timeout', `Extraction took longer than ${job.timeoutMs} ms`),
            ),
          true,
        ),
      job.timeoutMs,
    );
    const onAbort = () =>
      finish(thread, () => job.reject(job.signal?.reason ?? new Error('Extraction aborted')), true);
    thread.job = { ...job, id, timer, onAbort };
    job.signal?.addEventListener('abort', onAbort, { once: true });
    const { bytes, contentType, options } = job;
    thread.worker.postMessage({ id, bytes, contentType, options });
  }

  return {
    extract(bytes, contentType, { timeoutMs = defaultTimeoutMs, signal, ...options } = {}) {
      if (closed) return Promise.reject(new Error('The extraction runner is closed'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<ExtractionResult>((resolve, reject) => {
        // A copy is handed over, so the caller's buffer is neither shared nor detached (a
        // Buffer's slice() is a view of its memory, often of a shared pool: not a copy).
        const copy = new Uint8Array(bytes).buffer;
        waiting.push({ bytes: copy, contentType, options, timeoutMs, signal, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const error = new Error('The extraction runner was closed');
      for (const job of waiting.splice(0)) job.reject(error);
      const all = [...threads];
      for (const thread of all) {
        const job = thread.job;
        if (job) finish(thread, () => job.reject(error), true);
        else drop(thread, true);
      }
      // The caller waits for the threads to exit, so they hold the process until then.
      for (const thread of all) thread.worker.ref();
      await Promise.all(all.map((t) => t.exited));
    },
    stats: () => ({ threads: threads.size, started }),
  };
}

/** One document on a thread of its own, ended after it (see createExtractionRunner, which a
 * server uses to keep the thread and its OCR worker warm between documents). */
export async function extractInvoiceIsolated(
  bytes: Uint8Array,
  contentType: string,
  options: IsolatedOptions = {},
): Promise<ExtractionResult> {
  const runner = createExtractionRunner({ threads: 1 });
  try {
    return await runner.extract(bytes, contentType, options);
  } finally {
    await runner.close();
  }
}
