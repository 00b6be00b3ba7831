import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import { localPhotoStorage } from '../../storage/local-photo-storage';
import { underwriterClaimsRoutes } from './claims/underwriter-claims.routes';
import { enrolmentsAdminRoutes } from './enrolments/enrolments-admin.routes';
import { partnerEnrolmentRoutes } from './enrolments/enrolments.routes';
import { apiAccessRoutes } from './api-access/api-access.routes';
import { partnerApiRoutes } from './api-access/partner-api.routes';
import { webhookSealKey } from '../partner-webhooks';
import { partnerAuthRoutes } from './partner-auth.routes';
import { partnerPortalRoutes } from './partner-portal.routes';
import { partnersAdminRoutes } from './partners-admin.routes';
import { realtyPartnerRoutes } from './realty/realty-partner.routes';

/**
 * The partners module's face (issue 33): partner organisations of the catalogue's providers and underwriters,
 * their people and invitations, the portal's sign-in and its one access rule (docs/decisions/079-partner-organisations.md).
 */
export function partnersModule(deps: ModuleDeps) {
  const { db, auth, mailOut } = deps;
  const webhooks = { sealKey: webhookSealKey(auth.options.secret), isProduction: deps.config.isProduction };
  return {
    auth: partnerAuthRoutes({ ...routeBasics(deps), mailOut }),
    portal: partnerPortalRoutes({ db, auth, mailOut }),
    admin: partnersAdminRoutes(adminBasics(deps)),
    // A realty firm's applications, viewings and title packs (docs/decisions/082-realty-partners.md).
    realty: realtyPartnerRoutes(
      adminBasics(deps),
      deps.photoStorage ?? localPhotoStorage(deps.config.uploadsDir),
    ),
    underwriterClaims: underwriterClaimsRoutes({ db, auth, mailOut }),
    enrolments: partnerEnrolmentRoutes({ db, auth, mailOut }),
    enrolmentsAdmin: enrolmentsAdminRoutes(adminBasics(deps)),
    /** API keys and webhooks in the portal (docs/decisions/081-partner-api-keys-and-webhooks.md). */
    apiAccess: apiAccessRoutes({ db, auth, ...webhooks }),
    /** The partner API for partners' own systems, by bearer key only. */
    partnerApi: partnerApiRoutes({ ...routeBasics(deps), mailOut }),
  };
}

/** A health provider's enrolments without HTTP (issue 33 point 2), for the partner API: the orders module's. */
export {
  confirmEnrolment,
  confirmEnrolmentsFromCsv,
  createEnrolmentsForOrder,
  listEnrolments,
  overdueEnrolments,
  pendingEnrolmentsCsv,
  refuseEnrolment,
  type EnrolmentActor,
  type EnrolmentDeps,
  type EnrolmentRow,
} from '../orders';
