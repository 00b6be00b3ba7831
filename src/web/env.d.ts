/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_WEBSITE?: string;
  readonly VITE_ANDROID_STORE_URL?: string;
  readonly VITE_IOS_STORE_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
