import { contract, type InvoiceDetail } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import type { InvoiceRecord } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { implement } from '../http/contract-routes';
import { createInvoicePaymentsRepository } from '../repositories/invoice-payments';
import { actorOf } from '../services/audit';
import { payInvoice, toInvoicePayments, undoPayment } from '../services/invoice-payments';
import { refusePayment } from '../services/segregation';

/** An invoice's payments: record one (segregation refuses whoever may not pay this invoice),
 * list them, undo one. Part of the invoice routes, so the company scope applies to them too. */
export function invoicePaymentRoutes(
  app: FastifyInstance,
  found: (id: number, executor?: Executor) => Promise<InvoiceRecord>,
  details: (ids: number[]) => Promise<InvoiceDetail[]>,
) {
  const { invoices } = app.repos;
  const payments = createInvoicePaymentsRepository(app.db);
  return [
    implement(contract.invoice.pay, async ({ params, body, request }) => {
      await inTransaction(app.db, async (trx) => {
        const invoice = await found(params.id, trx);
        await refusePayment(trx, invoice, actorOf(request));
        await payInvoice(trx, invoices, payments, invoice, body, actorOf(request));
      });
      const [detail] = await details([params.id]);
      const message = detail!.paymentStatus === 'paid' ? 'Invoice marked paid' : 'Payment recorded';
      return { status: 200, body: { message, data: detail! } };
    }),

    implement(contract.invoice.payments, async ({ params }) => {
      const invoice = await found(params.id);
      const rows = await payments.ofInvoice(invoice.id);
      return { status: 200, body: { data: toInvoicePayments(invoice, rows) } };
    }),

    implement(contract.invoice.undoPayment, async ({ params, request }) => {
      await inTransaction(app.db, async (trx) =>
        undoPayment(
          trx,
          invoices,
          payments,
          await found(params.id, trx),
          params.paymentId,
          actorOf(request),
        ),
      );
      const [detail] = await details([params.id]);
      return { status: 200, body: { message: 'Payment undone', data: detail! } };
    }),
  ];
}
