import type { ClientLoaderFunctionArgs } from 'react-router';
import { requireSessionOrSignIn } from '@/web/lib/require-session';

/** Beneficiary, payer and summary pages need an account (DECISIONS 13). */
export function requireBuyer({ request }: ClientLoaderFunctionArgs) {
  return requireSessionOrSignIn(request, {
    title: 'Authentication Required',
    description: 'Please log in to purchase a health plan.',
  });
}
