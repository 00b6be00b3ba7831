import {
  PARTNER_API_MESSAGES,
  type CreatedWebhookEndpointView,
  type CreateWebhookEndpoint,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '../../../../domain/partners/partner-api';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import {
  checkEndpointUrl,
  createEndpoint,
  deliveryLog,
  endpointsOf,
  removeEndpoint,
  sendTestEvent,
} from '../../partner-webhooks';
import type { PartnerViewer } from '../partner-access';
import { apiAccessFor, auditIfAdmin } from './api-access-rule';

export interface WebhookDeps {
  db: Db;
  sealKey: Buffer;
  isProduction: boolean;
}

const endpointNotFound = () => new AppError('not_found', PARTNER_API_MESSAGES.endpointNotFound);

/** Adds an endpoint; the answer holds its signing secret, which is never shown again. */
export async function addWebhookEndpoint(
  deps: WebhookDeps,
  viewer: PartnerViewer,
  organisationId: string,
  input: CreateWebhookEndpoint,
): Promise<CreatedWebhookEndpointView> {
  const access = await apiAccessFor(deps.db, viewer, organisationId);
  await checkEndpointUrl(input.url, deps.isProduction);
  return deps.db.transaction(async (tx) => {
    const { endpoint, secret } = await createEndpoint(tx, deps.sealKey, {
      organisationId,
      url: input.url,
      createdBy: viewer.userId,
    });
    await auditIfAdmin(tx, viewer, access, 'webhook endpoint added', {
      endpointId: endpoint.id,
      url: endpoint.url,
    });
    return { ...endpoint, secret };
  });
}

export async function listWebhookEndpoints(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
): Promise<WebhookEndpointView[]> {
  await apiAccessFor(db, viewer, organisationId);
  return endpointsOf(db, organisationId);
}

export async function removeWebhookEndpoint(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  endpointId: string,
  now = new Date(),
): Promise<void> {
  const access = await apiAccessFor(db, viewer, organisationId);
  if (!isUuid(endpointId)) throw endpointNotFound();
  await db.transaction(async (tx) => {
    if (!(await removeEndpoint(tx, organisationId, endpointId, now))) throw endpointNotFound();
    await auditIfAdmin(tx, viewer, access, 'webhook endpoint removed', { endpointId });
  });
}

/** The portal's button: the one access rule first, then the test event to that endpoint. */
export async function sendPortalTestEvent(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  endpointId: string,
): Promise<{ eventId: string; deliveries: number }> {
  await apiAccessFor(db, viewer, organisationId);
  if (!isUuid(endpointId)) throw endpointNotFound();
  return sendTestEvent(db, organisationId, endpointId);
}

export async function webhookDeliveries(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
): Promise<WebhookDeliveryView[]> {
  await apiAccessFor(db, viewer, organisationId);
  return deliveryLog(db, organisationId);
}
