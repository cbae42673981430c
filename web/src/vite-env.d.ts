/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin in Prism mock mode; unset means same origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
