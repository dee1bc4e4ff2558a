import type { TabCounts } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { selectListRow } from '../repositories/procurement-filter';
import { waitingInvoices, waitingOrders } from '../repositories/waiting-for-me';
import type { Principal } from '../security/principal';
import { waiterFor } from './approval-limits';

// The lists' `waiting_for=me` (issue 22 item 3): the page's ids come from the waiting filter
// (repositories/waiting-for-me.ts), the rows from the same readers the lists use.

type Paging = { page: number; page_size: number };

/** One page of the invoices waiting for the user, newest first, and how many wait. */
export async function waitingInvoiceList(
  app: FastifyInstance,
  principal: Principal,
  query: Paging,
  companies: readonly number[] | undefined,
) {
  const waiter = await waiterFor(app.db, principal, 'invoice', app.config.baseCurrency);
  const { ids, total } = await waitingInvoices(app.db, waiter, {
    page: query.page,
    pageSize: query.page_size,
    companies,
  });
  const rows = (await app.repos.invoices.details(ids)).sort((a, b) => b.id - a.id);
  return { rows, total };
}

/** One page of the purchase orders waiting for the user. They are all pending, so the tabs'
 * counts are the waiting ones (none active or rejected). */
export async function waitingOrderList(
  app: FastifyInstance,
  principal: Principal,
  query: Paging,
  companies: readonly number[] | undefined,
) {
  const waiter = await waiterFor(app.db, principal, 'po', app.config.baseCurrency);
  const { ids, total } = await waitingOrders(app.db, waiter, {
    page: query.page,
    pageSize: query.page_size,
    companies,
  });
  const rows = ids.length
    ? await selectListRow(app.db.selectFrom('procurement_documents as d'))
        .where('d.id', 'in', ids)
        .orderBy('d.id', 'desc')
        .execute()
    : [];
  const counts: TabCounts = { active: 0, draft: total, reject: 0 };
  return { rows, total, counts };
}
