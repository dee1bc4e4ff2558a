/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_ROOT_AUTH?: string;
  readonly VITE_API_ROOT_TRANSLATE?: string;
  readonly VITE_API_ROOT_VENDOR?: string;
  readonly VITE_API_ROOT_PO?: string;
  readonly VITE_API_ROOT_INVOICE?: string;
  readonly VITE_API_ROOT_STORAGE?: string;
  readonly VITE_API_ROOT_MASTER_INVOICE?: string;
  readonly VITE_API_ROOT_MASTER_VENDOR?: string;
}
