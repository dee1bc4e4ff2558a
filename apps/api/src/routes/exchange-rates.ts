import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/dialect';
import { inTransaction } from '../db/transaction';
import { implement } from '../http/contract-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import {
  deleteRate,
  findRate,
  insertRate,
  listRates,
  updateRate,
} from '../repositories/exchange-rates';
import { actorOf, recordAudit } from '../services/audit';
import { setUserLimits } from '../services/approval-limits';

const NO_RATE = 'No exchange rate for this currency on this day';

/** Exchange rates (master data) and the approval limits an administrator sets (issue 22
 * item 3): what approval limits are judged with. */
export function exchangeRateRoutes(app: FastifyInstance) {
  const base = app.config.baseCurrency;
  /** A rate's change is in the audit trail: a wrong rate moves approvals past limits. */
  const audit = (
    trx: Parameters<typeof recordAudit>[0],
    action: string,
    rate: { currency: string; rate_date: string },
    values: { oldValue?: string | null; newValue?: string | null },
    actor: ReturnType<typeof actorOf>,
  ) =>
    recordAudit(
      trx,
      {
        entityType: 'exchange_rate',
        entityId: 0,
        action,
        field: `${rate.currency} ${rate.rate_date}`,
        ...values,
      },
      actor,
    );

  return [
    implement(contract.exchangeRate.list, async ({ query }) => ({
      status: 200,
      body: { base_currency: base, data: await listRates(app.db, query.currency) },
    })),
    implement(contract.exchangeRate.create, async ({ body, request }) => {
      if (body.currency === base)
        throw badRequest('The base currency needs no rate', [
          { path: 'currency', message: `${base} is the base currency: it needs no rate` },
        ]);
      const saved = await inTransaction(app.db, async (trx) => {
        if (await findRate(trx, body.currency, body.rate_date))
          throw conflict(`${body.currency} has a rate on ${body.rate_date} already: edit it`);
        try {
          await insertRate(trx, body, actorOf(request).id);
        } catch (error) {
          if (isUniqueViolation(error))
            throw conflict(`${body.currency} has a rate on ${body.rate_date} already: edit it`);
          throw error;
        }
        await audit(trx, 'rate_added', body, { newValue: body.rate }, actorOf(request));
        return findRate(trx, body.currency, body.rate_date);
      });
      return { status: 201, body: { message: 'Exchange rate added', data: saved! } };
    }),
    implement(contract.exchangeRate.update, async ({ params, body, request }) => {
      const saved = await inTransaction(app.db, async (trx) => {
        const before = await findRate(trx, params.currency, params.rate_date);
        if (!before) throw notFound(NO_RATE);
        await updateRate(trx, params.currency, params.rate_date, body.rate);
        if (before.rate !== body.rate)
          await audit(
            trx,
            'rate_changed',
            params,
            { oldValue: before.rate, newValue: body.rate },
            actorOf(request),
          );
        return findRate(trx, params.currency, params.rate_date);
      });
      return { status: 200, body: { message: 'Exchange rate saved', data: saved! } };
    }),
    implement(contract.exchangeRate.remove, async ({ params, request }) => {
      await inTransaction(app.db, async (trx) => {
        const before = await findRate(trx, params.currency, params.rate_date);
        if (!before || !(await deleteRate(trx, params.currency, params.rate_date)))
          throw notFound(NO_RATE);
        await audit(trx, 'rate_deleted', params, { oldValue: before.rate }, actorOf(request));
      });
      return { status: 200, body: { message: 'Exchange rate deleted' } };
    }),
    implement(contract.approvalLimits.set, async ({ params, body, request }) => ({
      status: 200,
      body: {
        message: 'Approval limits saved',
        data: {
          user_id: params.id,
          limits: await setUserLimits(app.db, actorOf(request), params.id, body, base),
        },
      },
    })),
  ];
}
