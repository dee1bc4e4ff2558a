import { writeFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { sourceStamp, STAMP_FILE } from './source-stamp.mjs';

/** Records which sources this build was made from (see source-stamp.mjs); `npm start` compares
 * it with the sources on disk and rebuilds when they differ. Taken before the build starts, so
 * an edit made while it runs still counts as newer. */
export function writeSourceStamp(): Plugin {
  let stamp = '';
  return {
    name: 'procure:source-stamp',
    apply: 'build',
    buildStart() {
      stamp = sourceStamp();
    },
    // Only a build that wrote its output gets here; a failed one leaves the old stamp stale.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await writeFile(STAMP_FILE, `${stamp}\n`);
      },
    },
  };
}
