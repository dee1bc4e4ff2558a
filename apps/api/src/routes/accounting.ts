import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/transaction';
import { implement } from '../http/contract-routes';
import { approvedInvoicesIn } from '../repositories/posting';
import { accountingExport } from '../services/accounting-export';
import { actorOf } from '../services/audit';
import { saveInvoiceTerms } from '../services/posting-review';
import { toInvoiceDetail } from '../services/invoice-view';
import { companyScopeOf } from '../security/company-scope';
import { scopedToCompanies } from './company-scoped-routes';

/** An invoice's payment terms as the reviewer sets them, and the accounting export. */
export function accountingRoutes(app: FastifyInstance) {
  const { invoices } = app.repos;
  const routes = [
    implement(contract.accounting.saveTerms, async ({ params, body, request }) => {
      await inTransaction(app.db, (trx) =>
        saveInvoiceTerms(trx, invoices, params.id, body.terms, actorOf(request), body.picked),
      );
      const [record] = await invoices.details([params.id]);
      const items = await invoices.items([params.id]);
      const detail = toInvoiceDetail(record!, items.get(params.id) ?? []);
      return { status: 200, body: { message: 'Payment terms saved', data: detail } };
    }),

    implement(contract.accounting.export, async ({ query, request }) => {
      // A user limited to companies exports their companies' invoices only.
      const scope = await companyScopeOf(app.db, request);
      const found = await approvedInvoicesIn(app.db, query.from, query.to, scope);
      // The link opens the invoice beside its document in this server's web app, as the
      // browser that asked for the export reaches it.
      const link = `${request.protocol}://${request.host}/invoices/detail/:id`;
      const file = accountingExport(query, found, {
        link,
        exportedBy: actorOf(request).name,
        now: new Date(),
      });
      return { status: 200, file };
    }),
  ];
  // An invoice's payment terms are another company's invoice's to a limited user: a 404.
  return scopedToCompanies(app, routes, 'No invoice with this id');
}
