import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ResourceLimits } from 'node:worker_threads';

/** What the runner needs of the place a document is read in (the part of a worker thread's
 * interface it used before documents moved to a process of their own). */
export type Reader = {
  postMessage(message: unknown): void;
  terminate(): void;
  on(event: 'message', listener: (message: never) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number | null) => void): void;
  once(event: 'exit', listener: () => void): void;
  /** Whether it keeps the calling process alive (an idle reader must not). */
  ref(): void;
  unref(): void;
};

/** V8's heap limits of a worker thread, as the flags of a process. */
function limitFlags(limits: ResourceLimits): string[] {
  const flags: string[] = [];
  if (limits.maxOldGenerationSizeMb)
    flags.push(`--max-old-space-size=${limits.maxOldGenerationSizeMb}`);
  // The young generation is three semi-spaces.
  if (limits.maxYoungGenerationSizeMb)
    flags.push(
      `--max-semi-space-size=${Math.max(1, Math.floor(limits.maxYoungGenerationSizeMb / 3))}`,
    );
  return flags;
}

/**
 * A process that reads documents (worker-entry.mjs). A process rather than a thread: what the
 * engine loads (pdf.js, tesseract and its model, the canvas library's native code) and the
 * memory the C allocator keeps after freeing go back to the system when it ends, where a thread
 * left ~30 MB mapped in the server for good (Node never unloads a native addon); and a crash in
 * native code (a decoder) ends this process, not the server.
 */
export function startReader(entry: URL, limits: ResourceLimits): Reader {
  const child: ChildProcess = fork(fileURLToPath(entry), [], {
    // Only these: the server's own flags (its heap ceiling, a test runner's loaders) are not
    // the reader's.
    execArgv: limitFlags(limits),
    // Structured clone, so a document's bytes travel as bytes rather than as JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    postMessage: (message) => {
      if (child.connected) child.send(message as never);
    },
    terminate: () => void child.kill('SIGKILL'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ChildProcess's own listener type
    on: (event: string, listener: (...args: any[]) => void) => void child.on(event, listener),
    once: (event: string, listener: () => void) => void child.once(event, listener),
    ref() {
      child.ref();
      child.channel?.ref();
    },
    unref() {
      child.unref();
      child.channel?.unref();
    },
  } as Reader;
}
