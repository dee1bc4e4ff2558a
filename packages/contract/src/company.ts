import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  envelope,
  IdSchema,
  listEnvelope,
  notFound,
  pageQuery,
  RowIdSchema,
} from './common';
import { CompanyIdsSchema } from './company-ids';
import { isCurrencyCode } from './money';

// Companies (issue 22 item 6): the buying organisation's own legal entities, which POs, MRNs,
// invoices and payment runs belong to. All ours: the specification's backend has no companies,
// and the web offers these screens only to a backend naming `procure-extras`.

export { CompanyIdsSchema };

const COMPANY_ROOT = '/api/v1/companies';

export const CompanyStatusSchema = z.enum(['active', 'inactive']);
export type CompanyStatus = z.infer<typeof CompanyStatusSchema>;

export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Use an ISO 4217 currency code such as EUR or INR');

/** A short code (a ledger's company code): letters, digits, - and _, stored upper case. */
export const CompanyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Enter a code')
  .max(20, 'Use at most 20 characters')
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'Use letters, digits, - and _');

/** A VAT id, loosely: the 2-letter country prefix (EU VIES style; GB, CH, NO alike) and 2 to 13
 * letters or digits. Countries' own check digits are not computed: a registry lookup would be
 * the real check, and a strict per-country rule refuses ids the next rule change allows. Spaces,
 * dots and dashes as printed are dropped. An Indian GSTIN (15 characters: state digits, the
 * PAN, an entity digit, Z, a check character) is the VAT id of an Indian company, and what the
 * extractor reads from an Indian buyer's block, so it is taken too. */
export const VatIdSchema = z
  .string()
  .transform((text) => text.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^(?:[A-Z]{2}[A-Z0-9]{2,13}|\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z])$/,
        'A VAT id is a 2-letter country prefix and 2 to 13 letters or digits, or a GSTIN',
      ),
  );

/** Optional text: blank is no value. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const CompanyInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(140, 'Use at most 140 characters'),
    code: CompanyCodeSchema,
    vat_id: z
      .union([z.literal(''), VatIdSchema])
      .nullish()
      .transform((value) => value || null),
    address_line: optionalText(200),
    postal_code: optionalText(20),
    country_id: RowIdSchema.nullish().transform((value) => value ?? null),
    state_id: RowIdSchema.nullish().transform((value) => value ?? null),
    city_id: RowIdSchema.nullish().transform((value) => value ?? null),
    base_currency: CurrencyCodeSchema,
    status: CompanyStatusSchema.default('active'),
  })
  .strict();
export type CompanyInput = z.input<typeof CompanyInputSchema>;
/** A company's own values, in the form's order: what the audit trail follows and the form sends. */
export const COMPANY_VALUE_KEYS = CompanyInputSchema.keyof().options;
export type CompanyValues = z.output<typeof CompanyInputSchema>;

/** An account the company pays from. The IBAN (mod 97, the country's length and national check
 * digits) and BIC are checked by the server with the payment package's checks and refused as a
 * field issue; they are stored in the electronic format (no spaces, upper case). */
export const CompanyBankAccountInputSchema = z
  .object({
    account_name: z.string().trim().min(1, 'Enter the account name').max(70),
    iban: z.string().trim().min(1, 'Enter an IBAN').max(50),
    bic: optionalText(20),
    currency: CurrencyCodeSchema,
    /** The account a payment run of the company pays from unless another is chosen; the first
     * account of a company is its default whatever is sent. */
    is_default: z.boolean().default(false),
  })
  .strict();
export type CompanyBankAccountInput = z.input<typeof CompanyBankAccountInputSchema>;
export type CompanyBankAccountValues = z.output<typeof CompanyBankAccountInputSchema>;

export const CompanyBankAccountSchema = z.object({
  id: z.number().int(),
  account_name: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  currency: z.string(),
  is_default: z.boolean(),
});
export type CompanyBankAccount = z.infer<typeof CompanyBankAccountSchema>;

export const CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  vat_id: z.string().nullable(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  base_currency: z.string(),
  status: CompanyStatusSchema,
  bank_accounts: z.array(CompanyBankAccountSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

/** What a dropdown of companies needs (PO form, lists' company filter, payment runs). */
export const CompanyOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  base_currency: z.string(),
});
export type CompanyOption = z.infer<typeof CompanyOptionSchema>;

export const CompanyListQuerySchema = z.object({
  ...pageQuery(20),
  /** Both states unless one is asked for. */
  status: CompanyStatusSchema.optional(),
});
export type CompanyListQuery = z.input<typeof CompanyListQuerySchema>;

/** Companies per state, for the list's tabs (search applied, state not). */
export const CompanyCountsSchema = z.object({
  active: z.number().int().nonnegative(),
  inactive: z.number().int().nonnegative(),
});
export const CompanyListSchema = listEnvelope(CompanySchema).extend({
  counts: CompanyCountsSchema,
});
export type CompanyList = z.infer<typeof CompanyListSchema>;

export const UserCompaniesRequestSchema = z.object({ company_ids: CompanyIdsSchema }).strict();
export const UserCompaniesSchema = z.object({
  user_id: z.number().int(),
  company_ids: z.array(z.number().int()),
});
export type UserCompanies = z.infer<typeof UserCompaniesSchema>;

/** Who is limited to which companies, for the user administration page: users and the
 * invitations not yet used (only those limited are listed). */
export const CompanyAssignmentsSchema = z.object({
  users: z.array(UserCompaniesSchema),
  invitations: z.array(
    z.object({ invitation_id: z.number().int(), company_ids: z.array(z.number().int()) }),
  ),
});
export type CompanyAssignments = z.infer<typeof CompanyAssignmentsSchema>;

const idParams = z.object({ id: IdSchema });
const accountParams = z.object({ id: IdSchema, accountId: IdSchema });

export const companyContract = c.router({
  list: {
    method: 'GET',
    path: COMPANY_ROOT,
    query: CompanyListQuerySchema,
    responses: { 200: CompanyListSchema, ...commonErrors },
    summary: 'Companies by name, searchable by name, code or VAT id, filtered by status',
  },
  options: {
    method: 'GET',
    path: `${COMPANY_ROOT}/options`,
    responses: { 200: envelope(z.array(CompanyOptionSchema)), ...commonErrors },
    summary:
      'Active companies the signed-in user may work for (all of them unless they are limited), by name: for dropdowns',
  },
  get: {
    method: 'GET',
    path: `${COMPANY_ROOT}/:id`,
    pathParams: idParams,
    responses: { 200: envelope(CompanySchema), ...commonErrors, ...notFound },
    summary: 'One company with its bank accounts',
  },
  create: {
    method: 'POST',
    path: COMPANY_ROOT,
    body: CompanyInputSchema,
    responses: { 201: envelope(CompanySchema), ...commonErrors, ...conflict },
    summary: 'Add a company (its code must be free)',
  },
  update: {
    method: 'PUT',
    path: `${COMPANY_ROOT}/:id`,
    pathParams: idParams,
    body: CompanyInputSchema,
    responses: { 200: envelope(CompanySchema), ...commonErrors, ...notFound, ...conflict },
    summary: "Change a company's details or status",
  },
  addBankAccount: {
    method: 'POST',
    path: `${COMPANY_ROOT}/:id/bank-accounts`,
    pathParams: idParams,
    body: CompanyBankAccountInputSchema,
    responses: { 201: envelope(CompanySchema), ...commonErrors, ...notFound, ...conflict },
    summary: 'Add a bank account the company pays from (IBAN and BIC checked)',
  },
  updateBankAccount: {
    method: 'PUT',
    path: `${COMPANY_ROOT}/:id/bank-accounts/:accountId`,
    pathParams: accountParams,
    body: CompanyBankAccountInputSchema,
    responses: { 200: envelope(CompanySchema), ...commonErrors, ...notFound, ...conflict },
    summary: "Change one of the company's bank accounts",
  },
  assignments: {
    method: 'GET',
    path: `${COMPANY_ROOT}/assignments`,
    responses: { 200: envelope(CompanyAssignmentsSchema), ...commonErrors },
    summary: 'Which users and open invitations are limited to which companies (admins)',
  },
  setUserCompanies: {
    method: 'PUT',
    path: '/api/v1/users/:id/companies',
    pathParams: idParams,
    body: UserCompaniesRequestSchema,
    responses: { 200: envelope(UserCompaniesSchema), ...commonErrors, ...notFound },
    summary: 'Limit a user to some companies (none: every company); applies on their next request',
  },
  removeBankAccount: {
    method: 'DELETE',
    path: `${COMPANY_ROOT}/:id/bank-accounts/:accountId`,
    pathParams: accountParams,
    body: c.noBody(),
    responses: { 200: envelope(CompanySchema), ...commonErrors, ...notFound },
    summary: 'Remove a bank account (another becomes the default if it was)',
  },
});
