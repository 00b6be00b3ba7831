import { z } from 'zod';
import { ProviderUnavailableError } from './card-provider';

/** How long one call to Paystack may take before the user is told to try again. */
export const PAYSTACK_TIMEOUT_MS = 10_000;

export interface PaystackApiOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** Every Paystack answer: `status` says whether the request succeeded, `message` why not. */
const EnvelopeSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** POST /transaction/initialize's data: where to send the browser. */
export const InitializedSchema = z.object({
  authorization_url: z.url({ protocol: /^https?$/ }),
  access_code: z.string(),
  reference: z.string(),
});

/**
 * The fields of a transaction we read, as GET /transaction/verify/:reference and the charge.success webhook give
 * them: `amount` in the currency's subunit (kobo for NGN), `status` 'success', 'failed', 'abandoned', 'ongoing'...
 */
export const TransactionSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string(),
  /** The card paid with: its `authorization_code` charges it again when `reusable` (docs/decisions/066). */
  authorization: z
    .object({
      authorization_code: z.string(),
      reusable: z.boolean(),
      last4: z.string(),
      exp_month: z.string(),
      exp_year: z.string(),
      brand: z.string(),
    })
    .partial()
    .optional()
    .catch(undefined),
  customer: z.object({ email: z.string() }).partial().optional().catch(undefined),
});
export type PaystackTransaction = z.infer<typeof TransactionSchema>;

/** POST /refund's data: the refund queued, with its id and status ('pending', 'processing', 'processed'...). */
export const RefundSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** A refund.processed / refund.failed webhook's data: `id` is the refund's. */
export const RefundWebhookSchema = z.object({
  id: z.union([z.string(), z.number().int()]).transform(String),
  status: z.string(),
  transaction_reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** A 4xx or `status: false` is Paystack's considered answer (an unknown reference, a refused key). */
export type PaystackAnswer<T> = { ok: true; data: T } | { ok: false; httpStatus: number; message: string };

/**
 * One call to Paystack's API. No answer in time, a network failure, a 5xx, a 429 or an unreadable body throws
 * ProviderUnavailableError: the user can try again later. The secret key goes in the Authorization header only,
 * never into a message.
 */
export async function paystackRequest<T>(
  options: PaystackApiOptions,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown },
  schema: z.ZodType<T>,
): Promise<PaystackAnswer<T>> {
  const { method, path } = request;
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? PAYSTACK_TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderUnavailableError(`Paystack ${method} ${pathOnly(path)} ${cause}`);
  }
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel();
    throw new ProviderUnavailableError(`Paystack ${method} ${pathOnly(path)} answered ${response.status}`);
  }
  const envelope = EnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) {
    throw new ProviderUnavailableError(`Paystack ${method} ${pathOnly(path)} answered an unreadable body`);
  }
  if (!response.ok || !envelope.data.status) {
    return { ok: false, httpStatus: response.status, message: envelope.data.message ?? 'no message' };
  }
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) {
    throw new ProviderUnavailableError(`Paystack ${method} ${pathOnly(path)} answered unexpected data`);
  }
  return { ok: true, data: data.data };
}

/** The endpoint without the reference in it, for the log. */
function pathOnly(path: string): string {
  return path.replace(/\/verify\/.*$/, '/verify/:reference');
}
