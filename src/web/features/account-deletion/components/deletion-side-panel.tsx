import { Mail } from 'lucide-react';
import { DELETION_PROCESSING } from '@/domain/accounts/deletion.schema';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { site } from '@/web/config/site';

// The day counts never break across lines ("5-" / "7").
const STEPS = [
  'We receive your request.',
  "We verify it's you, by email.",
  <>
    Your account deletion is processed within{' '}
    <span className="whitespace-nowrap">{DELETION_PROCESSING.businessDays} business days</span>.
  </>,
  <>
    Your data is permanently removed within{' '}
    <span className="whitespace-nowrap">{DELETION_PROCESSING.removalDays} days</span>.
  </>,
];

/** The email alternative and what happens after a request, beside the form on wide screens. */
export function DeletionSidePanel() {
  const mailto = `mailto:${site.supportEmail}?subject=${encodeURIComponent('Delete my account')}`;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 text-brand-700" />
            Prefer email?
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm text-ink-muted">
          <p>
            Write to{' '}
            <a
              href={mailto}
              className="font-semibold wrap-anywhere text-brand-800 underline underline-offset-4"
            >
              {site.supportEmail}
            </a>{' '}
            from the email address of your account, with the subject "Delete my account".
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={index} className="flex gap-3 text-sm text-ink">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
