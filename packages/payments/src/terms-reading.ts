/** Terms, their dates and the terms reader without the file writers: what extraction and the
 * web need (no XML, CSV or code-page libraries come with it). */
export * from './terms';
export * from './terms-parser';
export * from './terms-format';
export { addDays, compareIsoDates, endOfMonth } from './dates';
