import { lazy, Suspense } from 'react';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { ResponsiveLabel } from './responsive-label';

// Radix's dropdown (with floating-ui) and the sign-out code are most of the top bar's weight; the public pages,
// where most visitors are signed out, should not pay for them (decision 023).
const SignedInAccountMenu = lazy(() => import('./signed-in-account-menu'));

/** The account button as its menu loads: the same size and label, not yet usable. */
function LoadingAccountButton() {
  return (
    <Button size="sm" disabled>
      <UserRound aria-hidden="true" />
      <ResponsiveLabel mobile="Account" desktop="My Account" />
    </Button>
  );
}

export function AccountMenu({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) {
    return (
      <Button asChild size="sm">
        <Link to={paths.signIn}>
          <ResponsiveLabel mobile="Sign Up" desktop="Create an Account" />
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingAccountButton />}>
      <SignedInAccountMenu />
    </Suspense>
  );
}
