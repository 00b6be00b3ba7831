import type { ApplicationStatusChange } from '../../../../domain/applications/application-admin';
import { PARTNER_MESSAGES } from '../../../../domain/partners/partner';
import type { RealtyApplicationView, RealtyListingView } from '../../../../domain/partners/realty';
import type { TitleDocumentView } from '../../../../domain/property/title-pack';
import type { ViewingDecision } from '../../../../domain/property/viewing';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { AdminDeps } from '../../../module-deps';
import type { PhotoStorage } from '../../../storage/photo-storage';
import { changeApplicationStatus, decideApplicationViewing } from '../../applications';
import {
  addTitleDocument,
  providerApplication,
  providerApplications,
  providerListings,
  requireProviderListing,
} from '../../real-estate';
import { organisationFor, type PartnerViewer } from '../partner-access';

/** The realty provider a viewer acts for, and the name its steps are told under. */
interface RealtyFirm {
  providerId: string;
  name: string;
}

/**
 * The partner rule first (organisationFor: another partner's organisation is 404), then that it is a realty firm:
 * a health provider's or underwriter's organisation answers the same 404, so nothing tells them apart.
 * Its `catalogueRef` is its realty_providers row id (decision 079).
 */
async function realtyFirmFor(db: Db, viewer: PartnerViewer, organisationId: string): Promise<RealtyFirm> {
  const { organisation } = await organisationFor(db, viewer, organisationId);
  if (organisation.kind !== 'realty_provider') throw new AppError('not_found', PARTNER_MESSAGES.notFound);
  return { providerId: organisation.catalogueRef, name: organisation.name };
}

export async function realtyApplications(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  viewingsOnly: boolean,
): Promise<RealtyApplicationView[]> {
  const firm = await realtyFirmFor(db, viewer, organisationId);
  return providerApplications(db, firm.providerId, viewingsOnly);
}

export async function realtyApplication(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  applicationId: string,
): Promise<RealtyApplicationView> {
  const firm = await realtyFirmFor(db, viewer, organisationId);
  return providerApplication(db, firm.providerId, applicationId);
}

/**
 * Records an outcome on an application to the firm's listing: the console's own status change (the domain's
 * transitions, the audit entry, the buyer's notice and mail in one transaction), with the firm's name on the
 * entry. The viewer is the actor: a partner's person, or our admin acting for the firm, audited as themselves.
 */
export async function recordRealtyOutcome(
  deps: AdminDeps,
  viewer: PartnerViewer,
  organisationId: string,
  applicationId: string,
  change: ApplicationStatusChange,
): Promise<RealtyApplicationView> {
  const firm = await realtyFirmFor(deps.db, viewer, organisationId);
  await providerApplication(deps.db, firm.providerId, applicationId);
  await changeApplicationStatus(deps, viewer.userId, 'property', applicationId, change, firm.name);
  return providerApplication(deps.db, firm.providerId, applicationId);
}

/** Confirms the viewing or proposes another date: the console's decision (decision 044), named for the firm. */
export async function answerRealtyViewing(
  deps: AdminDeps,
  viewer: PartnerViewer,
  organisationId: string,
  applicationId: string,
  decision: ViewingDecision,
): Promise<RealtyApplicationView> {
  const firm = await realtyFirmFor(deps.db, viewer, organisationId);
  await providerApplication(deps.db, firm.providerId, applicationId);
  await decideApplicationViewing(deps, viewer.userId, applicationId, decision, firm.name);
  return providerApplication(deps.db, firm.providerId, applicationId);
}

export async function realtyListings(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
): Promise<RealtyListingView[]> {
  const firm = await realtyFirmFor(db, viewer, organisationId);
  return providerListings(db, firm.providerId);
}

/**
 * A new document for the title pack of one of the firm's listings; the title then waits for our admins'
 * verification again (titleStatusAfterPartnerUpload), in the upload's transaction.
 */
export async function uploadRealtyTitleDocument(
  db: Db,
  storage: PhotoStorage,
  viewer: PartnerViewer,
  organisationId: string,
  propertyId: string,
  file: File,
): Promise<TitleDocumentView> {
  const firm = await realtyFirmFor(db, viewer, organisationId);
  await requireProviderListing(db, firm.providerId, propertyId);
  return addTitleDocument(db, storage, viewer.userId, propertyId, file, firm.name);
}
