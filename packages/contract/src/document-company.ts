import { z } from 'zod';
import { IdSchema, RowIdSchema } from './common';

// The company a document belongs to (issue 22 item 6): our server's extra, so every field is
// optional and a backend made from the specification neither sends nor is sent any of them.

/** On a saved header: the company chosen (null: none; left out: the document keeps its own). An
 * MRN that receives against a PO takes the PO's company whatever it sends. */
export const documentCompanyInput = {
  company_id: RowIdSchema.nullable().optional(),
};

/** On a document read back or a list row: its company's id and name. */
export const documentCompanyOutput = {
  company_id: z.number().int().nullable().optional(),
  company_name: z.string().nullable().optional(),
};

/** A list's and its export's company filter (a user limited to companies sees only theirs
 * whatever they ask for). */
export const companyFilterQuery = {
  company_id: IdSchema.optional(),
};
