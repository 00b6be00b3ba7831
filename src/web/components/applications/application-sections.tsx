import type { ReactNode } from 'react';
import type { Price } from '@/domain/money';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import type { ApplicationStatus } from '@/domain/applications/application-view';
import type { PartnerStepView } from '@/domain/partners/partner-steps';
import type { TimelineStep } from '@/domain/status-timeline';
import { BankTransferDetails } from '@/web/components/payments/bank-transfer-details';
import { SectionCard } from '@/web/components/ui/section-card';
import { PartnerSteps } from '../status/partner-steps';
import { StatusTimeline } from '../status/status-timeline';

interface ApplicationStatusSectionProps {
  timeline: TimelineStep<ApplicationStatus>[];
  /** What comes next, or what the last status means, in words. */
  next: string;
  /** The partner's own steps by name (a realty firm's, issue 33 point 6), when it has taken any. */
  partner?: { name: string; steps: PartnerStepView[] };
}

export function ApplicationStatusSection({ timeline, next, partner }: ApplicationStatusSectionProps) {
  return (
    <SectionCard title="Status" contentClassName="flex flex-col gap-4">
      <StatusTimeline steps={timeline} labels={APPLICATION_STATUS_LABELS} />
      {partner && <PartnerSteps partner={partner.name} steps={partner.steps} />}
      <p className="text-ink">{next}</p>
    </SectionCard>
  );
}

interface ApplicationPaymentProps {
  /** Whether a payment is still expected (docs/decisions/032). */
  due: boolean;
  reference: string;
  /** What is due now, as the server priced it. */
  amount: Price;
  /** What the payment is for, above the bank details. */
  children: ReactNode;
}

/** How to pay, with the application's reference, for as long as a payment is expected. */
export function ApplicationPayment({ due, reference, amount, children }: ApplicationPaymentProps) {
  if (!due) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink">{children}</p>
      <BankTransferDetails reference={reference} amount={amount} />
    </div>
  );
}
