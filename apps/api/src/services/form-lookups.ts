import type { FormMetadata } from '@procure/contract';
import { lookupRefsOf, resolveLookupOptions } from '@procure/forms';
import type { MastersRepository } from '../repositories/masters';

/** Dropdowns fed by a master category get that category's active lookups as their options,
 * resolved on the server: the form metadata the browser receives and the metadata the API
 * validates saves with are the same, so both offer and accept exactly what master data holds. */
export function createFormLookups(masters: MastersRepository) {
  return {
    /** Changes when master data does; cached answers built with `resolve` key on it. */
    version: () => masters.version(),
    async resolve(form: FormMetadata): Promise<FormMetadata> {
      const refs = lookupRefsOf(form);
      if (!refs.length) return form;
      return resolveLookupOptions(form, await masters.activeLookups(refs));
    },
  };
}
export type FormLookups = ReturnType<typeof createFormLookups>;
