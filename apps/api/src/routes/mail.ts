import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { scopedToCompanies } from './company-scoped-routes';

/** The e-mail inbox: its status for the Settings panel (any signed-in user until roles exist),
 * and the mail an invoice arrived in, for the review page. */
export function mailRoutes(app: FastifyInstance) {
  const { mail, invoices } = app.repos;
  const inbox = app.config.mail;
  const routes = [
    implement(contract.mail.status, async () => {
      const { inbox: state, counts, recent } = await mail.status();
      return {
        status: 200,
        body: {
          data: {
            configured: inbox !== null,
            account: inbox ? `${inbox.user}@${inbox.host}:${inbox.port}` : null,
            folder: inbox?.folder ?? null,
            processed_folder: inbox?.processedFolder ?? null,
            rejected_folder: inbox?.rejectedFolder ?? null,
            poll_seconds: inbox ? inbox.pollMs / 1000 : null,
            last_poll_at: state?.last_poll_at ?? null,
            last_success_at: state?.last_success_at ?? null,
            last_error: state?.last_error ?? null,
            last_error_at: state?.last_error_at ?? null,
            counts,
            recent,
          },
        },
      };
    }),
    implement(contract.mail.invoiceOrigin, async ({ params }) => {
      if (!(await invoices.find(params.id))) throw notFound('No invoice with this id');
      return { status: 200, body: { data: (await mail.originOf(params.id)) ?? null } };
    }),
  ];
  // The mail of another company's invoice is as unknown to a limited user as the invoice.
  return scopedToCompanies(app, routes, 'No invoice with this id');
}
