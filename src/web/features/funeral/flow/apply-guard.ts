import type { ClientLoaderFunctionArgs } from 'react-router';
import { FUNERAL_MESSAGES } from '@/domain/funeral/funeral-application.schema';
import { requireSessionOrSignIn } from '@/web/lib/require-session';

/** Applying needs an account (DECISIONS 23); sign-in comes back to this page, `?plan` included. */
export function requireApplicant({ request }: ClientLoaderFunctionArgs) {
  return requireSessionOrSignIn(request, {
    title: 'Authentication Required',
    description: FUNERAL_MESSAGES.signedOut,
  });
}
