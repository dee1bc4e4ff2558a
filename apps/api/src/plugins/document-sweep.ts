import fp from 'fastify-plugin';
import { sweepDocuments, sweepMinAgeMs } from '../services/document-sweep';
import { longestRequestMs } from './request-deadlines';

const EVERY_MS = 60 * 60 * 1000;

/** Sweeps the documents folder when the server is ready and every hour after, so what a crash
 * left behind is gone at the next start (or within the hour, for files too young then). */
export const documentSweepPlugin = fp(
  async (app) => {
    const minAgeMs = sweepMinAgeMs(longestRequestMs(app.config.http));
    const sweep = async () => {
      try {
        const swept = await sweepDocuments(app.config.documentsDir, app.repos.documents, minAgeMs);
        if (swept.temporary || swept.orphaned)
          app.log.info(swept, 'removed files left behind by interrupted uploads');
      } catch (error) {
        app.log.warn({ err: error }, 'documents sweep failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'document-sweep', dependencies: ['repositories'] },
);
