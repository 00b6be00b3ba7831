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
import { ResponsiveLabel } from './responsive-label';

/** The signed-in account menu: its own chunk, so visitors never load the dropdown or the sign-out code. */
export default function SignedInAccountMenu() {
  const signOut = useSignOut();
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
