import type { PartnerStepView } from '@/domain/partners/partner-steps';
import { formatDateTime } from '@/web/lib/format-date-time';

/**
 * What the partner itself did, by name and when ('Lekki Homes confirmed the viewing for 3 December 2026'), under
 * a timeline (issue 33 point 6). Nothing is drawn while the partner has done nothing.
 */
export function PartnerSteps({ partner, steps }: { partner: string; steps: PartnerStepView[] }) {
  if (steps.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">From {partner}</h3>
      <ul className="flex flex-col gap-2">
        {steps.map((step) => (
          <li key={`${step.at}-${step.text}`} className="flex flex-col">
            <span className="text-ink">{step.text}</span>
            <time dateTime={step.at} className="text-ink-muted">
              {formatDateTime(step.at)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
