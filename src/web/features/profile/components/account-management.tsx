import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';

export function AccountManagement() {
  return (
    <section aria-labelledby="account-management-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="account-management-heading">
            Account Management
          </CardTitle>
          <CardDescription>
            You can ask us to delete your account and the personal data we hold about you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="destructive" className="w-full sm:w-auto">
            <Link to={paths.deleteAccount}>Request Account Deletion</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
