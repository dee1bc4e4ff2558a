// An extraction reader process (see extract-isolated.ts and reader-process.ts): reads documents
// one at a time, as the process that started it sends them, and keeps its OCR worker warm
// between them. Plain JavaScript so Node can start it anywhere; tsx is registered here to load
// the engine's TypeScript source.
import { register } from 'tsx/esm/api';

// Documents may be sent while the engine loads: kept until it has.
const early = [];
let receive = (message) => early.push(message);
process.on('message', (message) => receive(message));
// The server is gone (or let this reader go): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

register();
const { extractInvoice, terminateOcr, ExtractionError } = await import('../index.ts');

const answer = (message) => {
  if (process.connected) process.send(message);
};

async function read(message) {
  if (message.close) {
    await terminateOcr();
    process.exit(0);
  }
  const { id, bytes, contentType, options } = message;
  try {
    const result = await extractInvoice(new Uint8Array(bytes), contentType, options);
    answer({ id, ok: true, result });
  } catch (error) {
    const known = error instanceof ExtractionError;
    answer({
      id,
      ok: false,
      code: known ? error.code : 'corrupt',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

receive = (message) => void read(message);
for (const message of early.splice(0)) void read(message);
