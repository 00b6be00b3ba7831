import type { ApplicationKind } from '@/domain/applications/application-admin';
import { formatNgn, formatUsd } from '@/domain/money';

const PER: Record<ApplicationKind, string> = { property: 'application fee', funeral: 'per month' };

/** '$75 / ₦116,250 application fee' or '$6 / ₦9,600 per month'. */
export function applicationAmount(kind: ApplicationKind, usd: number, ngn: number): string {
  return `${formatUsd(usd)} / ${formatNgn(ngn)} ${PER[kind]}`;
}
