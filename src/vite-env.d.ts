/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_CREDENTIAL?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_USE_MOCK?: string;
  readonly VITE_MOCK_LATENCY?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
