// Runs one extraction inside a worker thread. Plain JavaScript so Node can start it anywhere;
// tsx is registered here to load the engine's TypeScript source.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { extractInvoice, terminateOcr, ExtractionError } = await import('../index.ts');

const { bytes, contentType, options } = workerData;
try {
  const result = await extractInvoice(new Uint8Array(bytes), contentType, options);
  parentPort.postMessage({ ok: true, result });
} catch (error) {
  const known = error instanceof ExtractionError;
  parentPort.postMessage({
    ok: false,
    code: known ? error.code : 'corrupt',
    message: error instanceof Error ? error.message : String(error),
  });
} finally {
  await terminateOcr();
}
