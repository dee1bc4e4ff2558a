// An extraction thread (see extract-isolated.ts): reads documents one at a time, as the thread
// that started it sends them, and keeps its OCR worker warm between them. Plain JavaScript so
// Node can start it anywhere; tsx is registered here to load the engine's TypeScript source.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { extractInvoice, terminateOcr, ExtractionError } = await import('../index.ts');

// Messages sent while the engine loaded were queued on the port and arrive now.
parentPort.on('message', async (message) => {
  if (message.close) {
    await terminateOcr();
    parentPort.close();
    return;
  }
  const { id, bytes, contentType, options } = message;
  try {
    const result = await extractInvoice(new Uint8Array(bytes), contentType, options);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    const known = error instanceof ExtractionError;
    parentPort.postMessage({
      id,
      ok: false,
      code: known ? error.code : 'corrupt',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
