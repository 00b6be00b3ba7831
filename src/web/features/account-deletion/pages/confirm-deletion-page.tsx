import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { DELETION_CONFIRM_MESSAGES, DELETION_PROCESSING } from '@/domain/accounts/deletion.schema';
import { AppShell } from '@/web/components/layout/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { useConfirmDeletion } from '../api/use-confirm-deletion';

export const meta: MetaFunction = () => [
  { title: 'Confirm account deletion | Diaspora Hub' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Where the link mailed for a signed-out deletion request leads. Opening it confirms nothing: mail scanners open
 * links too, so the owner presses the button.
 */
export default function ConfirmDeletionPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmDeletion();
  const refused = !token || (confirm.error instanceof ApiError && confirm.error.status < 500);

  return (
    <AppShell>
      <div className="flex max-w-2xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Confirm account deletion</h1>
          <p className="text-ink-muted">
            Someone asked us to delete the account and personal data of your email address. If it was you,
            confirm the request below; if not, close this page and nothing will be deleted.
          </p>
        </header>
        <Card>
          <CardContent className="flex flex-col gap-4">
            {confirm.isSuccess ? (
              <Alert variant="success">
                <AlertTitle>Deletion request confirmed</AlertTitle>
                <AlertDescription>
                  We'll process it within {DELETION_PROCESSING.businessDays} business days, and your data is
                  permanently removed within {DELETION_PROCESSING.removalDays} days.
                </AlertDescription>
              </Alert>
            ) : refused ? (
              <Alert variant="destructive">
                <AlertDescription>{DELETION_CONFIRM_MESSAGES.invalidLink}</AlertDescription>
              </Alert>
            ) : (
              <>
                {confirm.isError && (
                  <Alert variant="destructive">
                    <AlertDescription>Something went wrong. Please try again.</AlertDescription>
                  </Alert>
                )}
                <Button
                  variant="destructive"
                  className="w-full sm:w-auto sm:self-start"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(token)}
                >
                  {confirm.isPending ? 'Confirming...' : 'Confirm deletion request'}
                </Button>
              </>
            )}
            <Link
              to={refused ? paths.deleteAccount : paths.landing}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {refused ? 'Send a new deletion request' : 'Return to Homepage'}
            </Link>
          </CardContent>
        </Card>
      </div>
    </AppShell>
  );
}
