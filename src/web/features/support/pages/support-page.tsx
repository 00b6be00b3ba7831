import { Info } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Card, CardContent } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/api/me';
import { BackButton } from '../components/back-button';
import { SupportForm } from '../components/support-form';

export const meta: MetaFunction = () => [
  { title: 'Contact Support | Diaspora Hub' },
  { name: 'description', content: 'Send a question or a problem to the Diaspora Hub support team.' },
];

/** Tells a visitor up front that a request needs an account, instead of only after they have typed it. */
function SignInNote() {
  const { data: me } = useMe();
  if (me !== null) return null;
  return (
    <Alert>
      <Info aria-hidden="true" />
      <AlertDescription>
        <p>
          Please{' '}
          <Link
            to={`${paths.signIn}?redirect=${encodeURIComponent(paths.support)}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            sign in
          </Link>{' '}
          to send a support request.
        </p>
      </AlertDescription>
    </Alert>
  );
}

export default function SupportPage() {
  return (
    <AppShell>
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <BackButton />
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Contact Support</h1>
          <p className="text-ink-muted">
            We're here to help. Fill out the form below and we'll get back to you as soon as possible.
          </p>
        </header>
        <SignInNote />
        <Card>
          <CardContent>
            <SupportForm />
          </CardContent>
        </Card>
      </div>
    </AppShell>
  );
}
