import { PRODUCT_NAME } from '@/domain/site/product-name';
/**
 * Company details and outside links. They are configuration, not code (DECISIONS 0): set the VITE_* variables at
 * build time to change them; the defaults are placeholders for development.
 */
export const site = {
  name: PRODUCT_NAME,
  companyWebsite: import.meta.env.VITE_COMPANY_WEBSITE ?? 'https://diasporahub.example',
  androidStoreUrl:
    import.meta.env.VITE_ANDROID_STORE_URL ??
    'https://play.google.com/store/apps/details?id=com.diasporahub.app',
  iosStoreUrl: import.meta.env.VITE_IOS_STORE_URL ?? 'https://apps.apple.com/app/diaspora-hub/id0000000000',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@diasporahub.example',
} as const;
