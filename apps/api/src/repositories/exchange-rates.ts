import type { ExchangeRate } from '@procure/contract';
import { nowIso } from '../db/dialect';
import type { Executor } from '../db/transaction';

// The exchange_rates rows (migration 029): one rate per currency and day.

const withCreator = (executor: Executor) =>
  executor
    .selectFrom('exchange_rates as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.currency', 'r.rate_date', 'r.rate', 'u.user_name as created_by', 'r.created_at']);

/** Every rate (of one currency), newest day first within each currency. */
export const listRates = (executor: Executor, currency?: string): Promise<ExchangeRate[]> =>
  withCreator(executor)
    .$if(currency !== undefined, (q) => q.where('r.currency', '=', currency!))
    .orderBy('r.currency')
    .orderBy('r.rate_date', 'desc')
    .execute();

export const findRate = (executor: Executor, currency: string, rateDate: string) =>
  withCreator(executor)
    .where('r.currency', '=', currency)
    .where('r.rate_date', '=', rateDate)
    .executeTakeFirst();

/** The rate a document of `date` converts with: the latest on or before that day. */
export const rateOnOrBefore = (executor: Executor, currency: string, date: string) =>
  executor
    .selectFrom('exchange_rates')
    .select(['rate', 'rate_date'])
    .where('currency', '=', currency)
    .where('rate_date', '<=', date)
    .orderBy('rate_date', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertRate = (
  executor: Executor,
  rate: { currency: string; rate_date: string; rate: string },
  userId: number,
) =>
  executor
    .insertInto('exchange_rates')
    .values({ ...rate, created_by: userId, created_at: nowIso() })
    .execute();

/** Whether a row was there to change. */
export const updateRate = async (
  executor: Executor,
  currency: string,
  rateDate: string,
  rate: string,
) =>
  (
    await executor
      .updateTable('exchange_rates')
      .set({ rate })
      .where('currency', '=', currency)
      .where('rate_date', '=', rateDate)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const deleteRate = async (executor: Executor, currency: string, rateDate: string) =>
  (
    await executor
      .deleteFrom('exchange_rates')
      .where('currency', '=', currency)
      .where('rate_date', '=', rateDate)
      .executeTakeFirst()
  ).numDeletedRows > 0n;
