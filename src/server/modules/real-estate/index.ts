import { Hono } from 'hono';
import { adminBasics, routeBasics, type AdminDeps, type ModuleDeps } from '../../module-deps';
import type { PropertyFilter } from '../../../domain/property/property';
import type { AppEnv } from '../../http/app-env';
import { localPhotoStorage } from '../../storage/local-photo-storage';
import type { PhotoStorage } from '../../storage/photo-storage';
import { propertyApplicationsRoutes } from './applications/property-applications.routes';
import { viewingsRoutes } from './applications/viewings.routes';
import { listingsRoutes } from './listings/listings.routes';
import { searchProperties } from './listings/listings.service';
import { photoUploadsRoutes } from './listings/photo-uploads.routes';
import { adminPropertiesRoutes } from './listings/properties-admin.routes';
import { adminProvidersRoutes } from './providers/providers-admin.routes';
import { providersRoutes } from './providers/providers.routes';
import { listProviders } from './providers/providers.service';
import { sampleArtRoutes } from './sample-art.routes';
import { savedListingsRoutes } from './saved/saved-listings.routes';
import { savedSearchesRoutes } from './saved/saved-searches.routes';
import { unsubscribeKey } from './saved/unsubscribe-token';
import { unsubscribeRoutes } from './saved/unsubscribe.routes';
import { titlePackRoutes } from './title-packs/title-pack.routes';

/**
 * The real estate module's face: listings, providers and applications, a user's saved searches and listings, the
 * console's listings, an alert's unsubscribe page (answered signed out), and the listings for the server-written
 * pages.
 *
 * The parts import one way: providers ← listings ← title packs, applications and saved; sample-art.ts and
 * stored-photos.ts, the sample pictures and the stored photos of listings and provider logos alike, sit below them
 * all. The routes are mounted in the order the API document lists them.
 */
export function realEstateModule(deps: ModuleDeps) {
  const { db, auth, config } = deps;
  const shared = routeBasics(deps);
  return {
    savedSearches: savedSearchesRoutes(shared),
    routes: new Hono<AppEnv>()
      .route('/', providersRoutes(shared))
      .route('/', listingsRoutes({ ...shared, applicationFeeRefundRule: config.applicationFeeRefundRule }))
      .route('/', propertyApplicationsRoutes(shared))
      .route('/', viewingsRoutes(shared))
      .route('/', sampleArtRoutes()),
    savedListings: savedListingsRoutes(shared),
    admin: adminRoutes(adminBasics(deps), deps.photoStorage ?? localPhotoStorage(config.uploadsDir)),
    unsubscribePage: unsubscribeRoutes({ db, unsubscribeKey: unsubscribeKey(auth.options.secret) }),
    listings: {
      search: (filter: PropertyFilter) => searchProperties(db, filter),
      providers: () => listProviders(db),
    },
  };
}

/**
 * Listings, realty providers and photo uploads (issue 6, item 4), and title packs (issue 16, point 1). Every route
 * needs an admin except serving a stored photo, which the public pages show, and a title document, which the
 * listing's applicants open too. Files live in the configured store, behind the PhotoStorage interface.
 */
function adminRoutes(deps: AdminDeps, storage: PhotoStorage) {
  return new Hono<AppEnv>()
    .route('/', adminPropertiesRoutes(deps, storage))
    .route('/', adminProvidersRoutes(deps, storage))
    .route('/', photoUploadsRoutes(deps, storage))
    .route('/', titlePackRoutes(deps, storage));
}

export {
  changePropertyApplicationStatus,
  feesAwaitingTransfer,
  removePropertyApplicationsPersonalData,
} from './applications/property-applications.service';
export {
  providerApplication,
  providerApplications,
  providerListings,
  requireProviderListing,
} from './applications/provider-applications.service';
export { decideViewing, viewingOf } from './applications/viewings.service';
export { publishedPropertiesQuery } from './listings/listings.repo';
export { addProperties } from './listings/listings.service';
export { addProviders, listProviders } from './providers/providers.service';
export { artKindOf, sampleLogoUrl, samplePhotoUrls } from './sample-art';
export { removeSavedListingsOf } from './saved/saved-listings.service';
export { removeSavedSearchesOf } from './saved/saved-searches.service';
export { startSearchAlerts } from './saved/search-alerts.job';
export { unsubscribeKey, unsubscribePath } from './saved/unsubscribe-token';
export { addTitleDocument } from './title-packs/title-documents.service';
export { TITLE_DOCUMENT_FORM, titleDocumentUpload } from './title-packs/title-document-upload';
