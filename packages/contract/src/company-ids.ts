import { z } from 'zod';
import { RowIdSchema } from './common';

/** The companies a user (or an invitation's user) is limited to: none is every company. Its
 * own file because users.ts (invitations) and company.ts both name it. */
export const CompanyIdsSchema = z
  .array(RowIdSchema)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each company once');
