import type { ClientLoaderFunctionArgs } from 'react-router';
import { requireSessionOrSignUp } from '@/web/lib/require-session';

/**
 * Beneficiary, payer and summary pages need an account (DECISIONS 13). A buyer without one is most likely new, so
 * they are offered to create one first, with no error shown (docs/decisions/053).
 */
export function requireBuyer({ request }: ClientLoaderFunctionArgs) {
  return requireSessionOrSignUp(request);
}
