import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import { claimContactRoutes } from './claim-contact.routes';
import { funeralRoutes } from './funeral.routes';
import { listPlans } from './funeral.service';
import { funeralClaimsRoutes } from './funeral-claims.routes';
import { adminFuneralRoutes } from './funeral-admin.routes';
import { adminFuneralClaimsRoutes } from './funeral-claims-admin.routes';
import { premiumCardRoutes } from './premium-card.routes';

/**
 * The funeral module's face: plans and applications, premiums paid by card, claims and the claim contact's link,
 * the console's applications and claims, and the plans for a visitor's server-written page.
 */
export function funeralModule(deps: ModuleDeps) {
  const { db, payments, mailOut } = deps;
  const shared = routeBasics(deps);
  return {
    routes: funeralRoutes(shared),
    premiumCard: premiumCardRoutes({ ...shared, paystack: payments.paystack, out: mailOut }),
    claims: funeralClaimsRoutes({ ...shared, mailOut }),
    claimContact: claimContactRoutes({ ...shared, mailOut }),
    admin: adminFuneralRoutes(adminBasics(deps)),
    adminClaims: adminFuneralClaimsRoutes(adminBasics(deps)),
    funeralPlans: () => listPlans(db),
  };
}

export { startCoverNotices } from './cover-notices.job';
export { claimDocumentResponse } from './claim-document-response';
export {
  settleUnderwriterClaim,
  underwriterClaimDetail,
  underwriterClaimDocument,
  underwriterClaims,
} from './underwriter-claims.service';
export { premiumsAwaitingTransfer, type PremiumAwaitingTransfer } from './admin-premiums.service';
export {
  coverViewOf,
  ledgerOf,
  recordTransferReceived,
  recordTransferReceivedIn,
} from './funeral-premiums.service';
export {
  addFuneralPlans,
  changeFuneralApplicationStatus,
  listPlans,
  removeFuneralApplicationsPersonalData,
  type NewFuneralPlan,
} from './funeral.service';
export { refundPremium, waivePremium } from './premium-adjustments.service';
export { startPremiumCardCharges } from './premium-card-charges.job';
export { applyPremiumPayment } from './premium-card.service';
