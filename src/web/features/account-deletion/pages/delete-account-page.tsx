import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMe } from '@/web/api/me';
import { DeletionForm } from '../components/deletion-form';
import { DeletionSidePanel } from '../components/deletion-side-panel';
import { RequestReceivedDialog, type ReceivedRequest } from '../components/request-received-dialog';
import { WhatDeletionKeeps } from '../components/what-deletion-keeps';

export const meta: MetaFunction = () => [
  { title: 'Delete Account | Diaspora Hub' },
  { name: 'description', content: 'Ask Diaspora Hub to delete your account and personal data.' },
];

/** The form waits for the session check, so a signed-in user's email is there from the first paint. */
function FormWhenReady({ onSubmitted }: { onSubmitted: (received: ReceivedRequest) => void }) {
  const { data: me, isPending } = useMe();
  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16" />
        ))}
      </div>
    );
  }
  return <DeletionForm defaultEmail={me?.user.email ?? ''} onSubmitted={onSubmitted} />;
}

export default function DeleteAccountPage() {
  const [received, setReceived] = useState<ReceivedRequest>();
  return (
    <AppShell>
      <div className="flex flex-col gap-6">
        <header className="flex max-w-2xl flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Delete Account</h1>
          <p className="text-ink-muted">
            We're sorry to see you go. Tell us which account to delete and why, and we'll take care of the
            rest.
          </p>
        </header>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_18rem] md:items-start lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-6">
            {/* Before the form: what happens to the cover bought for others is read before asking. */}
            <WhatDeletionKeeps />
            <Card>
              <CardContent>
                <FormWhenReady onSubmitted={setReceived} />
              </CardContent>
            </Card>
          </div>
          <DeletionSidePanel />
        </div>
      </div>
      <RequestReceivedDialog received={received} onClose={() => setReceived(undefined)} />
    </AppShell>
  );
}
