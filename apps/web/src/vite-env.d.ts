/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_PRICES_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
