import type { Capability } from '@procure/contract';
import { resolveApiRoots, type ApiRootName, type ApiRoots } from './api-roots';

declare global {
  interface Window {
    /** Written by the server's /config.js before the app bundle runs. */
    __PROCURE_CONFIG__?: {
      apiRoots?: Partial<Record<ApiRootName, unknown>>;
      /** The server's BASE_CURRENCY: what POs, MRNs and currency-less invoices are kept in. */
      baseCurrency?: unknown;
      /** What the backend has beyond the documented API (our server: SERVER_CAPABILITIES). */
      capabilities?: unknown;
    };
  }
}

/** Build-time fallbacks (VITE_API_ROOT_*), read here only. */
const envRoots: Partial<Record<ApiRootName, unknown>> = {
  auth: import.meta.env.VITE_API_ROOT_AUTH,
  translate: import.meta.env.VITE_API_ROOT_TRANSLATE,
  vendor: import.meta.env.VITE_API_ROOT_VENDOR,
  po: import.meta.env.VITE_API_ROOT_PO,
  invoice: import.meta.env.VITE_API_ROOT_INVOICE,
  storage: import.meta.env.VITE_API_ROOT_STORAGE,
  masterInvoice: import.meta.env.VITE_API_ROOT_MASTER_INVOICE,
  masterVendor: import.meta.env.VITE_API_ROOT_MASTER_VENDOR,
};

let cached: ApiRoots | undefined;

/** The API roots of this page, resolved once (the runtime config never changes after load). */
export function apiRoots(): ApiRoots {
  cached ??= resolveApiRoots(
    typeof window === 'undefined' ? undefined : window.__PROCURE_CONFIG__?.apiRoots,
    envRoots,
  );
  return cached;
}

/** The base currency the server announces (an ISO 4217 code), or undefined before the app runs
 * in a page (tests, the pre-rendered sign-in page). */
export function runtimeBaseCurrency(): string | undefined {
  const code = typeof window === 'undefined' ? undefined : window.__PROCURE_CONFIG__?.baseCurrency;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** Whether the backend announced a capability in /config.js. A backend made from the
 * specification announces none, so it gets only the documented requests. */
export function hasCapability(name: Capability): boolean {
  const list = typeof window === 'undefined' ? undefined : window.__PROCURE_CONFIG__?.capabilities;
  return Array.isArray(list) && list.includes(name);
}
