import { userDirectory } from './config.js';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { extractInvoice, ExtractionError, terminateOcr } from '../index.js';
import { contentTypeOf } from './content-type.js';

/** `npm run extract -- <file>`: prints the extraction result as JSON. Paths resolve against where npm was run. */
async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  if (!arg) {
    console.error('usage: npm run extract -- <file.pdf|png|jpg>');
    return 2;
  }
  const path = resolve(userDirectory(), arg);
  try {
    const result = await extractInvoice(new Uint8Array(await readFile(path)), contentTypeOf(path));
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof ExtractionError) {
      console.error(`extraction failed (${error.code}): ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await terminateOcr();
  }
}

process.exitCode = await main();
