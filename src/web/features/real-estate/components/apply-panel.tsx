import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PropertyView } from '@/domain/property/property';
import { PROPERTY_APPLICATION_MESSAGES } from '@/domain/property/property-application.schema';
import { DualPrice } from '@/web/components/money/dual-price';
import { BankTransferDetails } from '@/web/components/payments/bank-transfer-details';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getMyApplicationsForPropertyQueryOptions } from '@/web/api/applications';
import { useMe } from '@/web/api/me';
import { ApplyForm } from './apply-form';
import { ExistingApplication, stillStands } from './existing-application';

/** In the return target after sign-in: the visitor had pressed Apply, so the form opens by itself (decision 032). */
const APPLY_PARAM = 'apply';

/** Where sign-in brings the visitor back to: this page, asking for the form. */
function returnTarget({ pathname, search }: { pathname: string; search: string }): string {
  const params = new URLSearchParams(search);
  params.set(APPLY_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}

/**
 * 'Apply for this Property'. The page is public; applying needs a session, so a visitor is sent to sign in
 * and brought back here with the form open. A user whose application for it still stands sees that application
 * instead (decision 032). After applying: the reference and the bank details to pay the fee with.
 */
export function ApplyPanel({ property }: { property: PropertyView }) {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const { provider } = property;
  const signedIn = Boolean(me.data);
  const mine = useQuery({ ...getMyApplicationsForPropertyQueryOptions(property.id), enabled: signedIn });
  const latest = mine.data?.[0];
  const standing = stillStands(latest);
  // Back from sign-in after pressing Apply: open the form once we know no application stands in its way.
  const autoOpen = searchParams.get(APPLY_PARAM) === '1' && signedIn && mine.isSuccess && !standing;
  const formOpen = open || autoOpen;

  useEffect(() => {
    // On a phone the panel is below the photos and details: bring the form the visitor asked for into view.
    if (autoOpen) panel.current?.scrollIntoView({ block: 'start' });
  }, [autoOpen]);

  const start = () => {
    if (me.data) return setOpen(true);
    toast.error('Authentication Required', {
      description: PROPERTY_APPLICATION_MESSAGES.signedOut,
      duration: 3000,
    });
    void navigate(`${paths.login}?redirect=${encodeURIComponent(returnTarget(location))}`);
  };

  return (
    <section
      ref={panel}
      aria-labelledby="apply-heading"
      className="flex min-w-0 scroll-mt-20 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="apply-heading" className="text-xl font-bold text-ink">
        {reference ? 'Application Received' : standing ? 'Your Application' : 'Apply for this Property'}
      </h2>
      {reference ? (
        <>
          <p role="status" className="flex items-start gap-2 text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
            <span>
              Your application reference is <strong>{reference}</strong>. {provider.name} will contact you
              once the application fee is received.
            </span>
          </p>
          <Fee property={property} />
          <BankTransferDetails
            reference={reference}
            amount={{ usd: provider.applicationFeeUsd, ngn: provider.applicationFeeNgn }}
          />
        </>
      ) : latest && standing ? (
        <>
          <ExistingApplication application={latest} />
          <Fee property={property} />
        </>
      ) : (
        <>
          {latest && <ExistingApplication application={latest} />}
          <Fee property={property} />
          <p className="text-sm text-ink-muted">
            After you apply you pay the fee by bank transfer, quoting the reference we give you.
          </p>
          {formOpen ? (
            <ApplyForm
              propertyId={property.id}
              onApplied={(application) => setReference(application.reference)}
            />
          ) : (
            <Button
              size="lg"
              className="whitespace-normal"
              onClick={start}
              disabled={me.isPending || (signedIn && mine.isPending)}
            >
              Apply for this Property
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The fee, with what applying and the fee are, beside it: people asked whether it was a deposit (issue 13). */
function Fee({ property }: { property: PropertyView }) {
  const { provider } = property;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-ink-muted">Application fee ({provider.name})</p>
      <DualPrice price={{ usd: provider.applicationFeeUsd, ngn: provider.applicationFeeNgn }} />
      <p className="font-semibold text-ink">{property.applicationFeeRefundRule}</p>
      <p className="text-sm text-ink-muted">
        Applying tells {provider.name} you want to buy this property. The fee pays for handling your
        application and is not part of the price; once it is received, {provider.name} contacts you about
        viewing and the next steps.
      </p>
    </div>
  );
}
