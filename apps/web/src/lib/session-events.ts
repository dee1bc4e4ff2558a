import { createAction } from '@reduxjs/toolkit';

/** Raised by the API layer when the server answers 401. The auth feature signs the user out;
 * the route guard then sends them to /login and remembers the page they were on. */
export const sessionExpired = createAction('session/expired');
