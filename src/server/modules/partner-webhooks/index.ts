/**
 * Partners' webhooks (issue 33 point 3, docs/decisions/081-partner-api-keys-and-webhooks.md): endpoints, the events
 * queued to them in the transaction of the change they announce, and the worker that signs, sends, retries and
 * logs each delivery. A module of its own so that the modules making changes (orders' enrolments) and the partners
 * module (the portal's pages, the partner API) both call it without importing each other.
 */
export { queueCatalogueEvent, queuePartnerEvent } from './partner-events';
export { createWebhookQueue, startWebhookDeliveries, type WebhookDeliveryDeps } from './webhook-delivery.job';
export { webhookSealKey } from './webhook-secret';
export {
  checkEndpointUrl,
  createEndpoint,
  deliveryLog,
  endpointsOf,
  removeEndpoint,
  sendTestEvent,
} from './webhook-endpoints.service';
