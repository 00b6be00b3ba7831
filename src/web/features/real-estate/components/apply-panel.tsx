import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { PropertyView } from '@/domain/property/property';
import { PROPERTY_APPLICATION_MESSAGES } from '@/domain/property/property-application.schema';
import { DualPrice } from '@/web/components/money/dual-price';
import { BankTransferDetails } from '@/web/components/payments/bank-transfer-details';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/api/me';
import { ApplyForm } from './apply-form';

/**
 * 'Apply for this Property'. The page is public; applying needs a session, so a visitor is sent to sign in
 * and brought back here. After applying: the reference and the bank details to pay the fee with.
 */
export function ApplyPanel({ property }: { property: PropertyView }) {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const { provider } = property;

  const start = () => {
    if (me.data) return setOpen(true);
    toast.error('Authentication Required', {
      description: PROPERTY_APPLICATION_MESSAGES.signedOut,
      duration: 3000,
    });
    void navigate(`${paths.login}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  };

  return (
    <section
      aria-labelledby="apply-heading"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="apply-heading" className="text-xl font-bold text-ink">
        {reference ? 'Application Received' : 'Apply for this Property'}
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
      ) : (
        <>
          <Fee property={property} />
          <p className="text-sm text-ink-muted">
            After you apply you pay the fee by bank transfer, quoting the reference we give you.
          </p>
          {open ? (
            <ApplyForm
              propertyId={property.id}
              onApplied={(application) => setReference(application.reference)}
            />
          ) : (
            <Button size="lg" className="whitespace-normal" onClick={start} disabled={me.isPending}>
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
      <p className="text-sm text-ink-muted">
        Applying tells {provider.name} you want to buy this property. The fee pays for handling your
        application and is not part of the price; once it is received, {provider.name} contacts you about
        viewing and the next steps.
      </p>
    </div>
  );
}
