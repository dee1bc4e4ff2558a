/** Where the id of the vendor being registered is kept, so /vendor/add without an id resumes
 * it (spec part 1 §2: "without it, a stored basic id is used"). Cleared after submit. */
export const STORED_BASIC_ID_KEY = 'vendorBasicId';
