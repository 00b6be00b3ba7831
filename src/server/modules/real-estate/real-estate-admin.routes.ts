import { Hono } from 'hono';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { localPhotoStorage } from '../../storage/local-photo-storage';
import { adminPropertiesRoutes } from './listings/properties-admin.routes';
import { adminProvidersRoutes } from './providers/providers-admin.routes';
import { photoUploadsRoutes } from './listings/photo-uploads.routes';
import { titlePackRoutes } from './title-packs/title-pack.routes';

/**
 * Listings, realty providers and photo uploads (issue 6, item 4), and title packs (issue 16, point 1). Every route
 * needs an admin except serving a stored photo, which the public pages show, and a title document, which the
 * listing's applicants open too. Files live in `uploadsDir` behind the PhotoStorage interface.
 */
export function adminRealEstateRoutes(deps: AdminDeps & { uploadsDir: string }) {
  const storage = localPhotoStorage(deps.uploadsDir);
  return new Hono<AppEnv>()
    .route('/', adminPropertiesRoutes(deps, storage))
    .route('/', adminProvidersRoutes(deps, storage))
    .route('/', photoUploadsRoutes(deps, storage))
    .route('/', titlePackRoutes(deps, storage));
}
