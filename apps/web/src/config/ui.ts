import { APP_VERSION } from '@procure/contract';

/** Shell constants from the specification. */
export const MENU_WIDTH_COLLAPSED = 60;
export const MENU_WIDTH_EXPANDED = 180;
export const MENU_VERSION_LABEL = `V${APP_VERSION}`;
export const LOGIN_VERSION_LABEL = `version ${APP_VERSION}`;
/** Error toasts close quickly so the next one can show (only one toast at a time). */
export const ERROR_TOAST_TIMEOUT_MS = 2000;
export const TOAST_TIMEOUT_MS = 10000;
/** Go Back on the error boundary reloads after this delay so the previous page mounts fresh. */
export const ERROR_BOUNDARY_RELOAD_DELAY_MS = 100;
