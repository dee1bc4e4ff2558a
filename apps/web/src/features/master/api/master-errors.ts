import type { MasterSet } from '@procure/contract';
import type { ContractError } from '../../../lib/contract-query';

/** Default texts of failed master data calls (spec part 2 §8), one per set where the spec has
 * two. */
export const MASTER_ERRORS = {
  categories: 'Failed to fetch master categories',
  lookups: 'Failed to fetch master lookups',
  createCategory: (set: MasterSet) => `Failed to create ${set} category`,
  updateCategory: (set: MasterSet) => `Failed to update ${set} category`,
  createLookup: (set: MasterSet) => `Failed to create ${set} lookup`,
  updateLookup: (set: MasterSet) => `Failed to update ${set} lookup`,
} as const;

/** Logged (spec §5) when a lookup would be saved before its category is known. */
export const CATEGORY_MISSING = 'Category ID or name is missing.';

/** The spec's text for the failed call, followed by the server's reason when it gave one
 * ('Failed to create vendor category: Another category … has this name'): the spec's words
 * say what failed, the server's say why. */
export const withMasterText =
  (text: string) =>
  (error: ContractError): ContractError => ({
    ...error,
    message: error.serverMessage && error.message ? `${text}: ${error.message}` : text,
  });
