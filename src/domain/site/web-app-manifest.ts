import { PRODUCT_NAME } from './product-name';
/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/), written to the build as /manifest.webmanifest by
 * scripts/build-pwa.ts, which draws the icons from the brand mark. Decision record 022. In the domain, as the server
 * also serves it, made over, for each relative's own page (docs/decisions/050).
 */
export const BRAND_THEME_COLOR = '#0b4f42'; // brand-800, as <meta name="theme-color"> in root.tsx
const CANVAS_COLOR = '#f5faf8'; // the pages' background, so the launch screen does not flash

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The icons the build draws: `size` in pixels; `maskable` ones fill the square, the mark inside the safe zone. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export const webAppManifest = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description: 'Health plans, property and funeral cover for your family at home.',
  lang: 'en',
  dir: 'ltr',
  // Signed in, the app opens on the user's home; signed out, /home sends them to sign in (or sign up).
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND_THEME_COLOR,
  background_color: CANVAS_COLOR,
  categories: ['finance', 'health', 'lifestyle'],
  icons: MANIFEST_ICONS.map(({ src, size, purpose }): ManifestIcon => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
};
