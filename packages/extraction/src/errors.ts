export type ExtractionErrorCode = 'empty' | 'corrupt' | 'encrypted' | 'unsupported' | 'timeout';

/** The one error type the engine throws: callers switch on `code`, never on message text. */
export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}

/** Rejects with a `timeout` ExtractionError when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ExtractionError('timeout', `${what} took longer than ${ms} ms`)),
      ms,
    );
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
