import { z } from 'zod';
import { textField } from '../accounts/text-field';

/**
 * A partner's own systems talking to ours (issue 33 point 3): API keys with scopes, and signed webhooks
 * (docs/decisions/081-partner-api-keys-and-webhooks.md).
 */

/** What a key may do; each key-authenticated route asks for one of them. */
export const API_KEY_SCOPES = ['enrolments:read', 'enrolments:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'enrolments:read': 'Read pending enrolments',
  'enrolments:write': 'Confirm or refuse enrolments',
  'webhooks:manage': 'Send test webhook events',
};

/** The events a webhook endpoint receives: a new enrolment, and the test a manager sends from the portal. */
export const WEBHOOK_EVENT_TYPES = ['enrolment.created', 'webhook.test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Seconds after a failed attempt before the next one: 1 min, 5 min, 30 min, 2 h, 12 h. Six attempts in all over
 * about 14 and a half hours, then the delivery is given up and shown as failed.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 12 * 60 * 60] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** The wait after failed attempt `attempt` (1-based); undefined when it was the last. */
export function retryDelaySeconds(attempt: number): number | undefined {
  return WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1];
}

export const PARTNER_API_MESSAGES = {
  keyName: 'Enter a name for the key',
  scopes: 'Choose at least one permission',
  managersOnly: "Only the organisation's managers can manage API access",
  keyNotFound: 'API key not found',
  endpointNotFound: 'Webhook endpoint not found',
  url: 'Enter the full address of your endpoint, starting with https://',
  privateAddress: 'The endpoint must be reachable on the public internet',
  unauthenticated: 'A valid API key is required',
  insufficientScope: 'This API key does not have the permission this request needs',
} as const;

const M = PARTNER_API_MESSAGES;

export const CreateApiKeySchema = z.object({
  name: textField(100).refine((name) => name !== '', M.keyName),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: M.scopes }), { error: M.scopes })
    .min(1, M.scopes)
    .max(API_KEY_SCOPES.length, M.scopes)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKey = z.output<typeof CreateApiKeySchema>;

export const ApiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters, to tell keys apart; never the secret. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyViewSchema>;

/** The answer to creating a key: the only time its secret is shown. */
export const CreatedApiKeyViewSchema = ApiKeyViewSchema.extend({ secret: z.string() });
export type CreatedApiKeyView = z.infer<typeof CreatedApiKeyViewSchema>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the address may receive webhooks, by its shape: https only, or http to this machine outside production
 * (a partner's developer trying it out). Where the name leads is checked on the server, which resolves it.
 */
export function isWebhookUrlShape(text: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hostname === '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && !isProduction && LOCAL_HOSTS.has(url.hostname);
}

export const CreateWebhookEndpointSchema = z.object({
  url: textField(2000).refine((url) => URL.canParse(url), M.url),
});
export type CreateWebhookEndpoint = z.output<typeof CreateWebhookEndpointSchema>;

export const WebhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointViewSchema>;

export const CreatedWebhookEndpointViewSchema = WebhookEndpointViewSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpointView = z.infer<typeof CreatedWebhookEndpointViewSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WebhookAttemptViewSchema = z.object({
  attempt: z.number().int(),
  /** The endpoint's HTTP status; null when it never answered (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});
export type WebhookAttemptView = z.infer<typeof WebhookAttemptViewSchema>;

export const WebhookDeliveryViewSchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptViewSchema),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryViewSchema>;
