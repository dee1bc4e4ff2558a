import { z } from 'zod';
import { isCurrencyCode } from './money';
import { c, commonErrors, conflict, envelope, IsoDateSchema, notFound } from './common';

// Exchange rates (issue 22 item 3; ours): master data that turns an amount in another currency
// into the base currency for approval limits. A document converts with the latest rate on or
// before its own date.

/** An ISO 4217 code the runtime knows (the check the server's BASE_CURRENCY gets). */
export const RateCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Use an ISO 4217 currency code such as EUR or USD');

/** How many base-currency units one unit of the currency buys: a positive decimal, kept as
 * text so it stays exact (up to 12 digits before the point and 10 after). */
export const RateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,10})?$/, 'Enter a rate such as 89.75')
  .refine((rate) => /[1-9]/.test(rate), 'Enter a rate above 0');

export const ExchangeRateSchema = z.object({
  currency: z.string(),
  rate_date: z.string(),
  rate: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

export const ExchangeRateCreateSchema = z
  .object({ currency: RateCurrencySchema, rate_date: IsoDateSchema, rate: RateSchema })
  .strict();
export type ExchangeRateCreate = z.input<typeof ExchangeRateCreateSchema>;
export const ExchangeRateUpdateSchema = z.object({ rate: RateSchema }).strict();

const rateParams = z.object({ currency: RateCurrencySchema, rate_date: IsoDateSchema });

export const exchangeRateContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/exchange-rates',
    query: z.object({ currency: RateCurrencySchema.optional() }),
    responses: {
      200: z.object({
        /** The base currency every rate converts into. */
        base_currency: z.string(),
        data: z.array(ExchangeRateSchema),
      }),
      ...commonErrors,
    },
    summary: 'Exchange rates into the base currency, newest first per currency',
  },
  create: {
    method: 'POST',
    path: '/api/v1/exchange-rates',
    body: ExchangeRateCreateSchema,
    responses: { 201: envelope(ExchangeRateSchema), ...commonErrors, ...conflict },
    summary: 'Add the rate of a currency on a day',
  },
  update: {
    method: 'PUT',
    path: '/api/v1/exchange-rates/:currency/:rate_date',
    pathParams: rateParams,
    body: ExchangeRateUpdateSchema,
    responses: { 200: envelope(ExchangeRateSchema), ...commonErrors, ...notFound },
    summary: 'Correct the rate of a currency on a day',
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/exchange-rates/:currency/:rate_date',
    pathParams: rateParams,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...commonErrors, ...notFound },
    summary: 'Delete the rate of a currency on a day',
  },
});
