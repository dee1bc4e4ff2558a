import fp from 'fastify-plugin';
import { createLinkMailer, type LinkMailer } from '../services/account-link-mail';

declare module 'fastify' {
  interface FastifyInstance {
    linkMailer: LinkMailer;
  }
}

/** The mailer of invitation and reset links (off unless SMTP_URL is set); its connections close
 * with the server. */
export const outgoingMailPlugin = fp(
  async (app) => {
    const mailer = createLinkMailer(app.config.outgoingMail, app.log);
    app.decorate('linkMailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'outgoing-mail' },
);
