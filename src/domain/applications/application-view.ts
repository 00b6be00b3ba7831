/** A property or funeral application as it appears in the owner's 'My Orders' (DECISIONS 7). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationSummaryView {
  id: string;
  kind: 'property' | 'funeral';
  /** Shown to the user and quoted as the bank-transfer reference. */
  reference: string;
  title: string;
  status: ApplicationStatus;
  /** The property's application fee, or the funeral plan's monthly amount. Minor units. */
  amountUsd: number;
  amountNgn: number;
  createdAt: string;
}
