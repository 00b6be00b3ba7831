import { routeBasics, type ModuleDeps } from '../../module-deps';
import type { HospitalSearch } from '../../../domain/catalogue/hospitals';
import { searchHospitals } from './hospitals.repo';
import { hospitalsRoutes } from './hospitals.routes';

/** The hospitals module's face: the hospital finder's API, and its search for the server-written page. */
export function hospitalsModule(deps: ModuleDeps) {
  return {
    routes: hospitalsRoutes(routeBasics(deps)),
    search: (search: HospitalSearch) => searchHospitals(deps.db, search),
  };
}

export { syncHospitalDirectory } from './hospital-directory.sync';
export { searchHospitals } from './hospitals.repo';
