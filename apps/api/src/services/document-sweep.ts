import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentsRepository } from '../repositories/documents';

/** How old a file must be before it is swept: another instance sharing the folder may be
 * writing a temporary file, or may have moved a file into place and not yet written its row.
 * No request lives longer than `longestRequestMs` (the server ends it: headers, then an
 * upload's body allowance), and a file being written is touched at every chunk, so past that
 * and a margin for moving it into place, nobody is writing it. */
export const sweepMinAgeMs = (longestRequestMs: number) => longestRequestMs + 5 * 60 * 1000;

const BATCH = 500;

export type SweepResult = { temporary: number; orphaned: number };

/** Removes what a crash (kill -9, power loss) leaves in the documents folder: temporary
 * `.upload-*` files of uploads that never finished, and stored files whose database row was
 * never written. Stored files live one folder down (`ab/abXXXX.pdf`), temporary files at the
 * top. */
export async function sweepDocuments(
  documentsDir: string,
  documents: DocumentsRepository,
  minAgeMs: number,
  now = Date.now(),
): Promise<SweepResult> {
  const isOld = async (file: string) => now - (await stat(file)).mtimeMs >= minAgeMs;
  const result: SweepResult = { temporary: 0, orphaned: 0 };
  const stored: string[] = [];
  for (const entry of await readdir(documentsDir, { withFileTypes: true })) {
    const full = path.join(documentsDir, entry.name);
    if (entry.isFile() && entry.name.startsWith('.upload-') && (await isOld(full))) {
      await rm(full, { force: true });
      result.temporary += 1;
    } else if (entry.isDirectory()) {
      for (const name of await readdir(full)) {
        const relative = path.join(entry.name, name);
        if (await isOld(path.join(documentsDir, relative))) stored.push(relative);
      }
    }
  }
  for (let start = 0; start < stored.length; start += BATCH) {
    const batch = stored.slice(start, start + BATCH);
    const known = await documents.storedPaths(batch);
    for (const relative of batch) {
      if (known.has(relative)) continue;
      await rm(path.join(documentsDir, relative), { force: true });
      result.orphaned += 1;
    }
  }
  return result;
}
