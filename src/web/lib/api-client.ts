import { hc } from 'hono/client';
import type { AppType } from '@/server/app';

/** The typed client for our API: paths, inputs and outputs come from the server's routes. */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** An error answer of the API, carrying its code and the messages for each form field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return new ApiError(
    response.status,
    body.error?.code ?? 'unknown',
    body.error?.message ?? 'Something went wrong. Please try again.',
    body.error?.fields,
  );
}

/** The JSON of a successful answer, or an ApiError for any other. */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; json(): Promise<T> } & Response>,
): Promise<T> {
  const response = await request;
  if (!response.ok) throw await toApiError(response);
  return response.json();
}

/** For an answer with no body (204): resolves when it succeeded, throws the API's error otherwise. */
export async function unwrapEmpty(request: Promise<Response>): Promise<void> {
  const response = await request;
  if (!response.ok) throw await toApiError(response);
}
