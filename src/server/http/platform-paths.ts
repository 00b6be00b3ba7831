/**
 * Where the API is mounted (app.ts, the OpenAPI document's server), and the readiness check under it, which the
 * readiness gate answers by itself while the app is still starting (http/readiness-gate.ts).
 */
export const API_BASE = '/api';
export const READINESS_ROUTE = '/health/ready';
export const READINESS_PATH = `${API_BASE}${READINESS_ROUTE}`;

/**
 * The partner API (docs/decisions/081-partner-api-keys-and-webhooks.md): authenticated by a bearer key only, never a
 * cookie, so a cross-site request carries nothing of a victim's and the origin check (origin-check.ts) is not asked.
 */
export const PARTNER_API_ROUTE = '/partner-api/v1';
export const PARTNER_API_PATH = `${API_BASE}${PARTNER_API_ROUTE}`;
/** The partner API's security requirement in the OpenAPI document: its bearer key (openapi-document.ts). */
export const PARTNER_API_SECURITY = [{ partnerApiKey: [] }];
