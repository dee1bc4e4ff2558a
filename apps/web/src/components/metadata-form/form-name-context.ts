import { createContext } from 'react';

/** The form_name of the metadata form being shown: a file field that names no upload form
 * (the documents list none on a field) uploads under it. */
export const FormNameContext = createContext<string | undefined>(undefined);
