import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { paths } from '@/web/config/paths';
import { useSignOut } from '@/web/lib/use-sign-out';

/** Two labels, one per screen size: the spec's mobile labels are 'Account' and 'Sign Up'. */
function ResponsiveLabel({ mobile, desktop }: { mobile: string; desktop: string }) {
  return (
    <>
      <span className="sm:hidden">{mobile}</span>
      <span className="hidden sm:inline">{desktop}</span>
    </>
  );
}

export function AccountMenu({ signedIn }: { signedIn: boolean }) {
  const signOut = useSignOut();
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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm">
          <UserRound aria-hidden="true" />
          <ResponsiveLabel mobile="Account" desktop="My Account" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
