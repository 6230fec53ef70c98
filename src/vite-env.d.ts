/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_IMAGE_TRANSFORMATIONS?: string;
  /** Share of visits whose Web Vitals are sent, 0 to 1 (default 1: every visit). */
  readonly VITE_WEB_VITALS_SAMPLE_RATE?: string;
}
