import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import type { PropertyFilter } from '../../../domain/property/property';
import { realEstateRoutes } from './listings/listings.routes';
import { adminRealEstateRoutes } from './real-estate-admin.routes';
import { listProviders, searchProperties } from './listings/listings.service';
import { savedListingsRoutes } from './saved/saved-listings.routes';
import { savedSearchesRoutes } from './saved/saved-searches.routes';
import { unsubscribeKey } from './saved/unsubscribe-token';
import { unsubscribeRoutes } from './saved/unsubscribe.routes';

/**
 * The real estate module's face: listings, providers and applications, a user's saved searches and listings, the
 * console's listings, an alert's unsubscribe page (answered signed out), and the listings for the server-written
 * pages.
 */
export function realEstateModule(deps: ModuleDeps) {
  const { db, auth, config } = deps;
  const shared = routeBasics(deps);
  return {
    savedSearches: savedSearchesRoutes(shared),
    routes: realEstateRoutes({ ...shared, applicationFeeRefundRule: config.applicationFeeRefundRule }),
    savedListings: savedListingsRoutes(shared),
    admin: adminRealEstateRoutes({ ...adminBasics(deps), uploadsDir: config.uploadsDir }),
    unsubscribePage: unsubscribeRoutes({ db, unsubscribeKey: unsubscribeKey(auth.options.secret) }),
    listings: {
      search: (filter: PropertyFilter) => searchProperties(db, filter),
      providers: () => listProviders(db),
    },
  };
}

export {
  changePropertyApplicationStatus,
  removePropertyApplicationsPersonalData,
} from './applications/property-applications.service';
export { publishedPropertiesQuery } from './listings/listings.repo';
export { addProperties, addProviders } from './listings/listings.service';
export { artKindOf, sampleLogoUrl, samplePhotoUrls } from './sample-art';
export { removeSavedListingsOf } from './saved/saved-listings.service';
export { removeSavedSearchesOf } from './saved/saved-searches.service';
export { startSearchAlerts } from './saved/search-alerts.job';
export { unsubscribeKey } from './saved/unsubscribe-token';
export { decideViewing, viewingOf } from './applications/viewings.service';
