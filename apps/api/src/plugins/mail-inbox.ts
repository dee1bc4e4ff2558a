import fp from 'fastify-plugin';
import { ensureMailPolling } from '../jobs/mail-poll';

/** With an inbox configured (MAIL_IMAP_URL), makes sure its polling runs once the server is
 * ready; the polls themselves are jobs (jobs/mail-poll.ts). */
export const mailInboxPlugin = fp(
  async (app) => {
    if (!app.config.mail) return;
    app.addHook('onReady', async () => {
      if (await ensureMailPolling(app.db, app.repos.mail)) app.jobs.wake();
    });
  },
  { name: 'mail-inbox', dependencies: ['jobs', 'repositories'] },
);
